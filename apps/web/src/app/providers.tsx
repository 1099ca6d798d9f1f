import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_OPTIONS } from '@town/shared/constants';
import { themes } from '../lib/mui-theme.ts';
import { queryClient } from '../lib/query-client.ts';
import { applyTheme, useThemeStore } from '../lib/theme-store.ts';

export function Providers({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  useEffect(() => applyTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themes[mode]}>
        <CssBaseline enableColorScheme />
        {children}
        <ToastContainer {...TOAST_OPTIONS} theme={mode} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
