import { createTheme } from '@mui/material/styles';
import type { ThemeMode } from './theme-store.ts';
import { BREAKPOINTS } from '../config/ui.ts';

const shared = {
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.s, md: BREAKPOINTS.m, lg: BREAKPOINTS.l, xl: BREAKPOINTS.xl } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
  },
};

/** Sea blues and sand; contrasts chosen to pass WCAG AA in both modes. */
export const themes: Record<ThemeMode, ReturnType<typeof createTheme>> = {
  light: createTheme({
    ...shared,
    palette: {
      mode: 'light',
      primary: { main: '#0b5c8a' },
      secondary: { main: '#a4461b' },
      background: { default: '#f7f5f0', paper: '#ffffff' },
    },
  }),
  dark: createTheme({
    ...shared,
    palette: {
      mode: 'dark',
      primary: { main: '#7cc4f0' },
      secondary: { main: '#f2a57c' },
      background: { default: '#0f1a22', paper: '#16242f' },
      // MUI's default dark error red falls under 4.5:1 on our paper colour.
      error: { main: '#ff8a80' },
    },
  }),
};
