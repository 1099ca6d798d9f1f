import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { env } from './env.ts';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
/** The store's persisted copy (zustand's `persist`): `{"state":{"mode":…},"version":0}`. */
export const THEME_PERSIST_KEY = 'themeStorage';

/** Only in a browser: the server renders one page for every visitor (docs/architecture.md#web). */
const inBrowser = typeof window !== 'undefined';

function configuredDefault(): ThemeMode {
  if (env.defaultTheme !== 'system') return env.defaultTheme;
  return inBrowser && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function storedTheme(): string | null {
  try {
    return inBrowser ? localStorage.getItem(THEME_STORAGE_KEY) : null;
  } catch {
    return null; // storage blocked by the browser: as if nothing were stored
  }
}

/**
 * A stored value that is missing, or the text 'undefined', falls back to the configured
 * default (docs/product.md#theme). lib/theme-script.ts repeats this rule before the first paint.
 */
export function initialTheme(): ThemeMode {
  const stored = storedTheme();
  return stored === 'light' || stored === 'dark' ? stored : configuredDefault();
}

/** The theme chosen on this device (the switch, the profile, a sign-in), if one was. */
export function chosenTheme(): ThemeMode | undefined {
  const stored = storedTheme();
  return stored === 'light' || stored === 'dark' ? stored : undefined;
}

/** Applies the theme to the page: data-theme on <body> (docs/product.md#theme). */
export function applyTheme(mode: ThemeMode) {
  document.body.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

/** A theme chosen: applied, and kept in the `theme` key, so that it outlives a sign-in. */
function chooseTheme(mode: ThemeMode) {
  applyTheme(mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the theme still applies to this page.
  }
}

interface ThemeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      mode: initialTheme(),
      setMode(mode) {
        chooseTheme(mode);
        set({ mode });
      },
      toggle() {
        get().setMode(get().mode === 'light' ? 'dark' : 'light');
      },
    }),
    {
      name: THEME_PERSIST_KEY,
      onRehydrateStorage: () => (state) => {
        const stored = storedTheme();
        // The `theme` key is the source of truth; a broken persisted copy yields to it.
        if (state && (stored === 'light' || stored === 'dark') && state.mode !== stored) state.mode = stored;
        if (state && state.mode !== 'light' && state.mode !== 'dark') state.mode = initialTheme();
      },
    },
  ),
);
