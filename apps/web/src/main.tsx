import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { ApiError } from './lib/api-client.ts';
import i18n, { initBrowserI18n } from './lib/i18n.ts';
import type { RouteLanguage } from '@town/shared/languages';
import { rememberLanguage } from './lib/language.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { getQueryClient } from './lib/query-client.ts';
import { SiteContext } from './lib/site.ts';
import { readPageState } from './page-state.ts';
import { keepForOffline } from './app/keep-for-offline.ts';
import { townKeys } from './features/town/api/query-keys.ts';
import { infoKeys } from './features/info/api/query-keys.ts';

/**
 * Marks the page as working (`<html data-ready>`) once React has taken it over: the server's
 * HTML is readable at once, but buttons only act from here on. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/**
 * The browser's start (docs/decisions/013-server-rendering.md): a server-rendered page is
 * hydrated from the state the server wrote into it (texts, query cache, router data);
 * a private page, or the offline shell, is rendered here from scratch.
 */
async function start() {
  const state = readPageState();
  await initBrowserI18n(state?.texts);
  const queryClient = getQueryClient();
  // The town's profile and pages are read from the cache without observers (lib/use-cached-data.ts):
  // kept for the page's life, those the server's page carries too.
  for (const queryKey of [townKeys.all, infoKeys.all]) queryClient.setQueryDefaults(queryKey, { gcTime: Infinity });
  if (state?.query) {
    // Failures come as plain objects (entry-server.tsx): pages tell them apart by ApiError.
    for (const query of state.query.queries) {
      const error = query.state.error as { status: number; code: string; message: string } | null;
      if (error) query.state.error = new ApiError(error.status, error.code, error.message) as never;
    }
    hydrate(queryClient, state.query);
  }
  const rendered = state?.rendered === true;
  if (rendered) {
    // The matched routes' modules load before hydrating, or React Router would show its
    // fallback instead of the server's markup.
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, rendered ? { hydrationData: state?.router } : undefined);
  const app = (
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <SiteContext.Provider value={state?.site ?? { origin: window.location.origin }}>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
            <MarkReady />
          </Providers>
        </SiteContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // A page loaded whole (a link followed without JavaScript, a reload) runs no loader
  // here: the language it shows is remembered now, as navigating to it would.
  if (state) rememberLanguage(state.texts.lang as RouteLanguage);
}

void start();
// A page never seen opens offline as the shell, which needs the town's profile; its pages too.
registerServiceWorker(
  {
    current: () => i18n.resolvedLanguage ?? i18n.language,
    onChange: (listener) => i18n.on('languageChanged', listener),
  },
  keepForOffline,
);
