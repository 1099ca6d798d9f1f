import { createTheme } from '@mui/material/styles';
// Types `theme.vars` and the CSS-variables props of ThemeProvider across the app.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { BREAKPOINTS } from '../config/ui.ts';

/**
 * The attribute on <body> that switches the colour scheme (docs/product.md#theme). The
 * server's HTML is the same for every visitor, so the colours are CSS variables of both
 * schemes and this attribute, set before the first paint (lib/theme-script.ts), picks one.
 */
export const COLOR_SCHEME_SELECTOR = '[data-theme="%s"]';

/**
 * Sea blues and sand; contrasts chosen to pass WCAG AA in both schemes. Read colours
 * through `theme.vars` (or `sx` keys such as 'primary.main') and write scheme-specific
 * styles with `theme.applyStyles('dark', …)`: `theme.palette` holds the light values only.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b5c8a' },
        secondary: { main: '#a4461b' },
        background: { default: '#f7f5f0', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7cc4f0' },
        secondary: { main: '#f2a57c' },
        background: { default: '#0f1a22', paper: '#16242f' },
        // MUI's default dark error red falls under 4.5:1 on our paper colour.
        error: { main: '#ff8a80' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.s, md: BREAKPOINTS.m, lg: BREAKPOINTS.l, xl: BREAKPOINTS.xl } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
});
