import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './mui-theme.ts';

/** The palettes as tuned for WCAG AA contrast, each once a theme of its own. */
const TUNED = {
  light: {
    mode: 'light',
    primary: { main: '#0b5c8a' },
    secondary: { main: '#a4461b' },
    background: { default: '#f7f5f0', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#7cc4f0' },
    secondary: { main: '#f2a57c' },
    background: { default: '#0f1a22', paper: '#16242f' },
    error: { main: '#ff8a80' },
  },
} as const;

const KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'background', 'text', 'action'] as const;

describe('the MUI theme (docs/product.md#theme)', () => {
  it.each(['light', 'dark'] as const)('keeps every %s colour of the tuned palette', (mode) => {
    const tuned = createTheme({ palette: TUNED[mode] }).palette;
    const scheme = theme.colorSchemes[mode]!.palette;
    for (const key of KEYS) expect(scheme[key], key).toMatchObject(tuned[key]);
    expect(scheme.divider).toBe(tuned.divider);
  });

  it("switches schemes on body's data-theme, light by default", () => {
    const selectors = theme.generateStyleSheets().flatMap((sheet) => Object.keys(sheet));
    expect(selectors).toContain(':root, [data-theme="light"]');
    expect(selectors).toContain('[data-theme="dark"]');
    expect(theme.applyStyles('dark', { color: 'red' })).toEqual({ '*:where([data-theme="dark"]) &': { color: 'red' } });
  });
});
