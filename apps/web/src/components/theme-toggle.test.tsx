import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../lib/mui-theme.ts';
import { useThemeStore, type ThemeMode } from '../lib/theme-store.ts';
import { createTestI18n } from '../test/render.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['translation']);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.removeAttribute('data-theme');
});

/** The toggle as the app shows it: our theme, MUI's own scheme manager idle (app/providers.tsx). */
function Page() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
        <CssBaseline enableColorScheme />
        <ThemeToggle />
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** What the theme script does before the first paint (lib/theme-script.ts). */
function pageIn(mode: ThemeMode) {
  document.body.dataset.theme = mode;
  useThemeStore.setState({ mode });
}

describe('the theme toggle (docs/product.md#theme)', () => {
  it('renders the same markup whatever the mode, so one server page serves everyone', () => {
    useThemeStore.setState({ mode: 'light' });
    const light = renderToString(<Page />);
    useThemeStore.setState({ mode: 'dark' });
    const dark = renderToString(<Page />);
    expect(dark).toBe(light);
  });

  it('hydrates a dark page rendered by the server without a mismatch', async () => {
    useThemeStore.setState({ mode: 'light' }); // what the server knows
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    pageIn('dark');
    // A mismatch is reported through console.error, which fails the test.
    const root = await act(async () => hydrateRoot(container, <Page />));
    const button = screen.getByTestId('theme-toggle');
    expect(button.getAttribute('title')).toBe('Switch to light theme');
    act(() => root.unmount());
    container.remove();
  });

  it('is named by what it does, and switches and stores the theme', () => {
    pageIn('dark');
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Switch to light theme' });
    fireEvent.click(button);
    expect(document.body.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(useThemeStore.getState().mode).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(button);
    expect(button.getAttribute('title')).toBe('Switch to dark theme');
  });
});
