import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { themes } from '../lib/mui-theme.ts';
import { queryClient } from '../lib/query-client.ts';
import { applyTheme, useThemeStore } from '../lib/theme-store.ts';
import { TOAST_OPTIONS } from '../config/ui.ts';

// Notifications are never needed for the first paint: their code loads right after it.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

export function Providers({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  useEffect(() => applyTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themes[mode]}>
        <CssBaseline enableColorScheme />
        {children}
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_OPTIONS} theme={mode} />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
