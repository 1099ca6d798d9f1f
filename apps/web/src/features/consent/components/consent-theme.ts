import type { Theme } from '@c15t/react';

/**
 * The consent widget in the guide's colours (src/lib/mui-theme.ts), light and dark;
 * text and buttons keep at least WCAG AA contrast on their surfaces.
 */
export const CONSENT_THEME: Theme = {
  colors: {
    primary: '#0b5c8a',
    primaryHover: '#084a70',
    textOnPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceHover: '#f7f5f0',
    border: '#d6d1c4',
    borderHover: '#b3ab99',
    text: '#1d1d1b',
    textMuted: '#4f4b43',
    switchTrack: '#77736a',
    switchTrackActive: '#0b5c8a',
    switchThumb: '#ffffff',
  },
  dark: {
    primary: '#7cc4f0',
    primaryHover: '#a3d6f5',
    textOnPrimary: '#0f1a22',
    surface: '#16242f',
    surfaceHover: '#1d2f3c',
    border: '#34495a',
    borderHover: '#4b6477',
    text: '#f1f4f6',
    textMuted: '#b9c6cf',
    switchTrack: '#6b7f8d',
    switchTrackActive: '#7cc4f0',
    switchThumb: '#0f1a22',
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  slots: {
    // The dialog's three buttons wrap on narrow screens (consent-overrides.css).
    consentWidgetFooterSubGroup: 'town-consent-actions',
  },
};
