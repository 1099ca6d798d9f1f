import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { env } from './env.ts';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

function configuredDefault(): ThemeMode {
  if (env.defaultTheme !== 'system') return env.defaultTheme;
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** A stored value that is missing, or the text 'undefined', falls back to the configured default (docs/product.md#theme). */
export function initialTheme(): ThemeMode {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : configuredDefault();
}

/** Applies the theme to the page: data-theme on <body> (docs/product.md#theme) and the `theme` key. */
export function applyTheme(mode: ThemeMode) {
  document.body.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  localStorage.setItem(THEME_STORAGE_KEY, mode);
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
        applyTheme(mode);
        set({ mode });
      },
      toggle() {
        get().setMode(get().mode === 'light' ? 'dark' : 'light');
      },
    }),
    {
      name: 'themeStorage',
      onRehydrateStorage: () => (state) => {
        const stored = localStorage.getItem(THEME_STORAGE_KEY);
        // The `theme` key is the source of truth; a broken persisted copy yields to it.
        if (state && (stored === 'light' || stored === 'dark') && state.mode !== stored) state.mode = stored;
        if (state && state.mode !== 'light' && state.mode !== 'dark') state.mode = initialTheme();
      },
    },
  ),
);
