import { env } from './env.ts';
import { THEME_PERSIST_KEY, THEME_STORAGE_KEY } from './theme-store.ts';

export type DefaultTheme = typeof env.defaultTheme;

/**
 * The inline script that picks the theme before the first paint (docs/product.md#theme).
 * The server's HTML is cached and shared, so it cannot know the visitor's theme: this runs
 * as the first child of <body>, before any markup is painted, and sets body's data-theme
 * (which switches MUI's CSS variables, lib/mui-theme.ts) and <html>'s color-scheme. Same
 * choice as the theme store makes when it starts (lib/theme-store.ts): the stored `theme`
 * when it is light or dark, else the store's persisted copy, else the configured default,
 * where `system` follows the device. Plain ES5 and no dependencies: it runs before any
 * other code, and a storage that cannot be read counts as empty.
 */
export function themeScript(defaultTheme: DefaultTheme): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const persisted = JSON.stringify(THEME_PERSIST_KEY);
  const fallback = JSON.stringify(defaultTheme);
  return (
    '(function(){var m;' +
    `try{m=localStorage.getItem(${key});` +
    `if(m!=='light'&&m!=='dark')m=JSON.parse(localStorage.getItem(${persisted})).state.mode}catch(e){}` +
    `if(m!=='light'&&m!=='dark'){m=${fallback};` +
    "if(m==='system')m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}" +
    "document.body.setAttribute('data-theme',m);" +
    'document.documentElement.style.colorScheme=m})();'
  );
}

/** The theme's part of the page's inline first-paint script (entry-server.tsx), for this build's `VITE_DEFAULT_THEME`. */
export const THEME_SCRIPT = themeScript(env.defaultTheme);
