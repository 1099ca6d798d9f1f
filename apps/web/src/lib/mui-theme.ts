import { createTheme, darken, lighten, type Overlays, type Theme } from '@mui/material/styles';
// Types `theme.vars` and the CSS-variables props of ThemeProvider across the app.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { THEME_BACKGROUNDS, themeColours } from '@town/shared/town-display';
import { BREAKPOINTS } from '../config/ui.ts';

/**
 * The attribute on <body> that switches the colour scheme (docs/product.md#theme). The
 * server's HTML is the same for every visitor, so the colours are CSS variables of both
 * schemes and this attribute, set before the first paint (lib/theme-script.ts), picks one.
 */
export const COLOR_SCHEME_SELECTOR = '[data-theme="%s"]';

/** The main colour before the town's profile is known (an error page at start-up): a sea blue. */
export const NEUTRAL_COLOUR = '#0b5c8a';

declare module '@mui/material/styles' {
  /** The header's and the landing banner's colour, with white text on it in both schemes. */
  interface Palette {
    band: { main: string; dark: string; contrastText: string };
  }
  interface PaletteOptions {
    band?: { main: string; dark: string; contrastText: string };
  }
}

/** Elevation draws no lighter surface in the dark scheme: the main colour's tint is checked against the page's one background. */
const FLAT_OVERLAYS = Array.from({ length: 25 }, () => 'none') as Overlays;

/**
 * The theme in the town's main colour (its profile's `colour`, checked for AA contrast when an
 * admin sets it): the light scheme uses it as it is, with white text on it; the dark scheme the
 * tint of it that reaches AA on the dark page (`themeColours`), with the page's colour as text
 * on it. The pages' backgrounds are the ones those checks use (THEME_BACKGROUNDS), so every
 * text in the main colour keeps its contrast; sand and coral stay the secondary colours. Read
 * colours through `theme.vars` (or `sx` keys such as 'primary.main') and write scheme-specific
 * styles with `theme.applyStyles('dark', …)`: `theme.palette` holds the light values only.
 */
function makeTheme(colour: string): Theme {
  const main = themeColours(colour);
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: main.light, contrastText: '#ffffff' },
          band: { main: main.light, dark: darken(main.light, 0.3), contrastText: '#ffffff' },
          secondary: { main: '#a4461b' },
          background: { default: THEME_BACKGROUNDS.light, paper: THEME_BACKGROUNDS.light },
        },
      },
      dark: {
        palette: {
          // Its "dark" shade (a contained button's hover, the hero's gradient) goes lighter:
          // on the dark page the tint's text, the page's colour, must keep its contrast.
          primary: {
            main: main.dark,
            dark: lighten(main.dark, 0.2),
            light: lighten(main.dark, 0.35),
            contrastText: THEME_BACKGROUNDS.dark,
          },
          // The header and the banner stay dark, in the town's colour deepened: a pale tint
          // there would glare and hide the white logo.
          band: { main: main.darkBand, dark: darken(main.darkBand, 0.35), contrastText: '#ffffff' },
          secondary: { main: '#f2a57c' },
          background: { default: THEME_BACKGROUNDS.dark, paper: THEME_BACKGROUNDS.dark },
          // MUI's default dark error red falls under 4.5:1 on a dark paper.
          error: { main: '#ff8a80' },
        },
        overlays: FLAT_OVERLAYS,
      },
    },
    breakpoints: { values: { xs: 0, sm: BREAKPOINTS.s, md: BREAKPOINTS.m, lg: BREAKPOINTS.l, xl: BREAKPOINTS.xl } },
    shape: { borderRadius: 10 },
    // A ring that shows where the keyboard is, rather than MUI's faint ripple tint: in the
    // main colour, apart from the control so it shows on a button of that colour too. On the
    // header and the banner it is white (their own styles).
    components: {
      // Buttons in sentence case, as the texts are written: capitals shout and read slower.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:focus-visible': {
              outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: 2,
              borderRadius: 2,
            },
          }),
        },
      },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
  });
}

/** One theme per main colour, made once: the server renders many pages in the same colour. */
const themes = new Map<string, Theme>();

export function themeFor(colour: string | undefined): Theme {
  const key = (colour ?? NEUTRAL_COLOUR).toLowerCase();
  let theme = themes.get(key);
  if (!theme) {
    theme = makeTheme(key);
    themes.set(key, theme);
  }
  return theme;
}

/** The theme before any town is known, and for tests of components that need one. */
export const theme = themeFor(NEUTRAL_COLOUR);
