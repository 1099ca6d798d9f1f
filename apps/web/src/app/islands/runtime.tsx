import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TOAST_OPTIONS } from '../../config/ui.ts';
import { ApiError, restoreSession } from '../../lib/api-client.ts';
import { initBrowserI18n } from '../../lib/i18n.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { SiteContext } from '../../lib/site.ts';
import { readPageState, type PageState } from '../../page-state.ts';
import { infoKeys } from '../../features/info/api/query-keys.ts';
import { townKeys } from '../../features/town/api/query-keys.ts';
import { Hydrated, IslandRoot } from './island-root.tsx';
import { TownTheme } from '../providers.tsx';
import { islandIdPrefix } from '../../components/island.tsx';
import { ISLANDS, isIslandName } from './registry.ts';

/**
 * What every island shares, set up once, when the first one is needed (islands/loader.ts):
 * the page's texts, its query cache, the emotion cache that adopts the server's styles.
 */
async function setUp() {
  const state = readPageState() as PageState;
  await initBrowserI18n(state.texts);
  const queryClient = getQueryClient();
  // As in the whole app (main.tsx): the town's profile and pages stay for the page's life.
  for (const queryKey of [townKeys.all, infoKeys.all]) queryClient.setQueryDefaults(queryKey, { gcTime: Infinity });
  if (state.query) {
    for (const query of state.query.queries) {
      const error = query.state.error as { status: number; code: string; message: string } | null;
      if (error) query.state.error = new ApiError(error.status, error.code, error.message) as never;
    }
    hydrate(queryClient, state.query);
  }
  // A signed-in visitor's header and saved places: the session is restored before they hydrate.
  await restoreSession();
  mountToasts();
  const cache = createCache({ key: 'css' });
  const wrap = (node: ReactNode) => (
    <CacheProvider value={cache}>
      <SiteContext.Provider value={state.site}>
        <TownTheme queryClient={queryClient}>
          <IslandRoot
            location={window.location.pathname + window.location.search}
            pattern={state.islands?.pattern ?? '*'}
          >
            {node}
          </IslandRoot>
        </TownTheme>
      </SiteContext.Provider>
    </CacheProvider>
  );
  return wrap;
}

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** One place for the notifications any island raises (react-toastify keeps them until it mounts). */
function mountToasts() {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_OPTIONS} theme={document.body.dataset.theme === 'dark' ? 'dark' : 'light'} />
    </Suspense>,
  );
}

let shared: ReturnType<typeof setUp> | undefined;

/**
 * Loads what one island needs (its component, and what islands share), then returns the
 * function that hydrates it, with the props the server rendered it with: nothing comes between
 * the two, so the loader can set aside what was typed just before (loader.ts).
 */
export async function prepareIsland(element: HTMLElement): Promise<() => Promise<void>> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island called ${name}`);
  shared ??= setUp();
  const [wrap, Component] = await Promise.all([shared, ISLANDS[name]()]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props the server rendered it with
  const props = JSON.parse(element.dataset.props ?? '{}') as any;
  return () =>
    new Promise<void>((resolve) => {
      hydrateRoot(
        element,
        wrap(
          <Hydrated onHydrated={resolve}>
            <Component {...props} />
          </Hydrated>,
        ),
        {
          // The server rendered this island as a root of its own with this prefix (entry-server.tsx): the same ids.
          identifierPrefix: islandIdPrefix(Number(element.dataset.n)),
          onRecoverableError: (error) => console.warn(error),
        },
      );
    });
}
