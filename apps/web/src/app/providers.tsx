import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { themeFor } from '../lib/mui-theme.ts';
import { applyTheme, useThemeStore } from '../lib/theme-store.ts';
import { TownContext, useTownIfKnown } from '../lib/town.ts';
import { TOAST_OPTIONS } from '../config/ui.ts';
import { AfterInteraction } from '../components/lazy-overlays.tsx';
import { useTownProfile } from '../features/town/api/get-town.ts';
import { TownThemeColour } from '../features/town/components/town-theme-colour.tsx';

// Notifications only ever follow an action of the visitor: their code loads at the first one
// (react-toastify keeps a toast raised earlier until its container mounts).
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * The town's profile (from the query cache, where the root route's loader put it) for every
 * page (lib/town.ts), and the theme in its main colour. Shared by the whole app and each
 * island (islands/runtime.tsx), which has no page-wide parts of its own.
 */
export function TownTheme({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TownThemeInner>{children}</TownThemeInner>
    </QueryClientProvider>
  );
}

function TownThemeInner({ children }: { children: ReactNode }) {
  const mode = useThemeStore((s) => s.mode);
  useEffect(() => applyTheme(mode), [mode]);
  const town = useTownProfile();
  return (
    <TownContext.Provider value={town}>
      {/* The theme store owns the choice and body's data-theme (lib/theme-store.ts): MUI's own
          colour-scheme manager neither stores nor sets anything (docs/product.md#theme). */}
      <ThemeProvider theme={themeFor(town?.colour)} colorSchemeNode={null} storageManager={null}>
        {children}
      </ThemeProvider>
    </TownContext.Provider>
  );
}

/** Page-wide parts: the base styles, the browser's theme colour, notifications. */
function PageParts() {
  const mode = useThemeStore((s) => s.mode);
  const town = useTownIfKnown();
  return (
    <>
      <CssBaseline enableColorScheme />
      {/* An island's element takes no room: its content is laid out as if it were not there. */}
      <GlobalStyles styles={{ 'town-island': { display: 'contents' } }} />
      {town && <TownThemeColour colour={town.colour} />}
      <AfterInteraction>
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_OPTIONS} theme={mode} />
        </Suspense>
      </AfterInteraction>
    </>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <TownTheme queryClient={queryClient}>
      <PageParts />
      {children}
    </TownTheme>
  );
}
