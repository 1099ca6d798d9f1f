import { createTheme, lighten, type Overlays, type Theme } from '@mui/material/styles';
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
