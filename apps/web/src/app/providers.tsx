import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { theme } from '../lib/mui-theme.ts';
import { applyTheme, useThemeStore } from '../lib/theme-store.ts';
import { TOAST_OPTIONS } from '../config/ui.ts';
import { ClientOnly } from '../components/client-only.tsx';

// Notifications are never needed for the first paint: their code loads right after it.
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
        <ClientOnly>
          <Suspense fallback={null}>
            <ToastContainer {...TOAST_OPTIONS} theme={mode} />
          </Suspense>
        </ClientOnly>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
