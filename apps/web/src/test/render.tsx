import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TownProfile } from '@town/shared/town';
import { TownContext } from '../lib/town.ts';
import { TEST_TOWN } from './town.ts';

const locales = join(import.meta.dirname, '../../public/locales');

/** One namespace of one language, as the app serves it. */
export function readLocale(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(locales, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/**
 * An i18next instance with the app's own texts of `lng`. As in the app, a missing text is
 * an error, and any console.error fails the test.
 */
export async function createTestI18n(lng: string, namespaces: readonly string[]): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, readLocale(lng, ns)])) },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation key "${ns}:${key}"`),
  });
  return i18n;
}

/**
 * The app's texts around a component (a wrapper for render and renderHook), and the town's
 * profile, as the app provides it to every page: by default a town that is not the demo one.
 */
export function withTexts(i18n: I18n, town: TownProfile = TEST_TOWN) {
  return function Texts({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <TownContext.Provider value={town}>{children}</TownContext.Provider>
      </I18nextProvider>
    );
  };
}

/** Renders `router`'s pages with the app's texts and the query client `client`. */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { i18n, client, town }: { i18n: I18n; client: QueryClient; town?: TownProfile },
) {
  const Texts = withTexts(i18n, town);
  render(
    <Texts>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Texts>,
  );
}

/**
 * Renders `element` as the page at `url` (matched by the route `path`, so that its
 * parameters such as `:lang` are there), with the app's texts and a query client of its
 * own, which the test can inspect.
 */
export function renderOnPage(
  element: ReactNode,
  { i18n, path, url, town }: { i18n: I18n; path: string; url: string; town?: TownProfile },
) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderRouter(router, { i18n, client, town });
  return { client };
}
