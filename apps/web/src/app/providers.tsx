import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { theme } from '../lib/mui-theme.ts';
import { applyTheme, useThemeStore } from '../lib/theme-store.ts';
import { TOAST_OPTIONS } from '../config/ui.ts';
import { AfterInteraction } from '../components/lazy-overlays.tsx';

// Notifications only ever follow an action of the visitor: their code loads at the first one
// (react-toastify keeps a toast raised earlier until its container mounts).
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  useEffect(() => applyTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The theme store owns the choice and body's data-theme (lib/theme-store.ts): MUI's own
          colour-scheme manager neither stores nor sets anything (docs/product.md#theme). */}
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
        <CssBaseline enableColorScheme />
        {children}
        <AfterInteraction>
          <Suspense fallback={null}>
            <ToastContainer {...TOAST_OPTIONS} theme={mode} />
          </Suspense>
        </AfterInteraction>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
