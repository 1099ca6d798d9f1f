import { afterEach, describe, expect, it } from 'vitest';
import { THEME_SCRIPT, themeScript, type DefaultTheme } from './theme-script.ts';
import { initialTheme } from './theme-store.ts';

/** jsdom has no matchMedia: this device prefers `scheme`, as a browser would say. */
function preferScheme(scheme: 'light' | 'dark') {
  const matchMedia = (query: string) => ({ matches: query === `(prefers-color-scheme: ${scheme})`, media: query });
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}

/**
 * Runs the script in the global scope, as a classic script would run (jsdom runs a page's
 * scripts in a realm of its own, out of this test's reach).
 */
function runScript(script: string) {
  new Function(script)();
}

const picked = () => ({
  body: document.body.getAttribute('data-theme'),
  colorScheme: document.documentElement.style.colorScheme,
});

afterEach(() => {
  localStorage.clear();
  document.body.removeAttribute('data-theme');
  document.documentElement.style.colorScheme = '';
});

describe('the theme script (docs/product.md#theme)', () => {
  const cases: [
    stored: Record<string, string>,
    defaultTheme: DefaultTheme,
    device: 'light' | 'dark',
    expected: string,
  ][] = [
    [{ theme: 'dark' }, 'light', 'light', 'dark'],
    [{ theme: 'light' }, 'system', 'dark', 'light'],
    [{}, 'dark', 'light', 'dark'],
    [{}, 'light', 'dark', 'light'],
    [{}, 'system', 'dark', 'dark'],
    [{}, 'system', 'light', 'light'],
    // A value we did not write counts as none.
    [{ theme: 'undefined' }, 'system', 'dark', 'dark'],
    [{ theme: 'blue' }, 'light', 'dark', 'light'],
    // Without `theme`, the store's persisted copy decides, as the store itself does.
    [{ themeStorage: JSON.stringify({ state: { mode: 'dark' }, version: 0 }) }, 'light', 'light', 'dark'],
    [
      { theme: 'light', themeStorage: JSON.stringify({ state: { mode: 'dark' }, version: 0 }) },
      'dark',
      'dark',
      'light',
    ],
    [{ themeStorage: 'not json' }, 'system', 'dark', 'dark'],
  ];

  it.each(cases)('stored %j, default %s, device %s: %s', (stored, defaultTheme, device, expected) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    preferScheme(device);
    runScript(themeScript(defaultTheme));
    expect(picked()).toEqual({ body: expected, colorScheme: expected });
  });

  it("makes the same choice as the theme store, for this build's default", () => {
    for (const stored of [null, 'light', 'dark', 'undefined']) {
      for (const device of ['light', 'dark'] as const) {
        localStorage.clear();
        if (stored !== null) localStorage.setItem('theme', stored);
        preferScheme(device);
        runScript(THEME_SCRIPT);
        expect(picked().body, `stored ${stored}, device ${device}`).toBe(initialTheme());
      }
    }
  });

  it('applies the default when the storage cannot be read', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      preferScheme('dark');
      runScript(themeScript('system'));
    } finally {
      Object.defineProperty(window, 'localStorage', storage);
    }
    expect(picked()).toEqual({ body: 'dark', colorScheme: 'dark' });
  });

  it('is a plain script that nothing in an HTML page can cut short', () => {
    expect(THEME_SCRIPT).not.toMatch(/<\/|<!--/);
    expect(() => new Function(THEME_SCRIPT)).not.toThrow();
  });
});
