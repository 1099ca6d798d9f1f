import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  DEFAULT_LANGUAGE,
  isRouteLanguage,
  PSEUDO_LOCALE,
  twoLetter,
  type RouteLanguage,
} from '@town/shared/languages';
import type { PageRequest, RenderedPage, RendererOptions, RenderPage } from '@town/shared/page-rendering';
import type { TownProfile } from '@town/shared/town';
import { isPrivatePath, SYSTEM_PAGES } from '@town/shared/public-pages';
import { Providers, TownTheme } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setApiTransport, type ApiError, type ApiTransport } from './lib/api-client.ts';
import { baseOptions } from './lib/i18n.ts';
import { getTown, townQueryOptions } from './features/town/api/get-town.ts';
import { isOffered, localizedPath, type LanguageOffer } from './lib/language.ts';
import { pseudoLocalizeTree } from './lib/pseudo-locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { provideRequestScope, type RequestScope } from './lib/request-scope.ts';
import { SiteContext } from './lib/site.ts';
import { THEME_SCRIPT } from './lib/theme-script.ts';
import { consentAskedScript } from './features/consent/utils/stored-consent.ts';
import { sessionHintScript } from './lib/personal-storage.ts';
import { PAGE_STATE_ID, type PageState } from './page-state.ts';
import { islandIdPrefix, IslandsContext, type IslandCollector } from './components/island.tsx';
import { Hydrated, IslandRoot } from './app/islands/island-root.tsx';

/**
 * Server rendering (docs/decisions/013-server-rendering.md): the API process calls
 * `createRenderer` once with the built page template, the locale files and a way to
 * reach its own API in-process, then `render` for each page request. Every request gets
 * its own query cache and i18next instance; the page arrives with its text, critical CSS
 * and data inline, and is hydrated by main.tsx.
 */

const scopes = new AsyncLocalStorage<RequestScope>();
provideRequestScope(() => scopes.getStore());

/**
 * docs/rules.md#languages: the language of the last pages read (the short `lang` cookie), then
 * the one chosen in the menu (its long-lived cookie), then Accept-Language, then the town's
 * default; only languages the town offers count (and the pseudo-locale, kept for developers).
 */
export function preferredLanguage(request: PageRequest, offer?: LanguageOffer): RouteLanguage {
  for (const cookie of [request.languageCookie, request.languageChoiceCookie]) {
    const stored = twoLetter(cookie);
    if (isRouteLanguage(stored) && isOffered(stored, offer)) return stored;
  }
  const accepted = (request.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { code: twoLetter(tag), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const supported = accepted.find(
    (entry) => isRouteLanguage(entry.code) && entry.code !== PSEUDO_LOCALE && isOffered(entry.code, offer),
  );
  return isRouteLanguage(supported?.code) ? supported.code : (offer?.defaultLanguage ?? DEFAULT_LANGUAGE);
}

/**
 * Where a page without a valid language prefix goes (docs/product.md#languages): the same
 * rule as in the browser (`localizedPath`), with the visitor's language read from the request.
 */
export function languageRedirect(request: PageRequest, offer?: LanguageOffer): string | undefined {
  // Concatenated, not resolved: a path like `//x` must stay a path, not become a host.
  const url = new URL(`http://page${request.url}`);
  if (SYSTEM_PAGES.includes(url.pathname)) return undefined;
  const target = localizedPath(
    url.pathname,
    url.search,
    '',
    () => preferredLanguage(request, offer),
    offer?.defaultLanguage,
  );
  return target === url.pathname + url.search ? undefined : target;
}

/** A JSON value safe inside <script>: nothing in it can close the tag. A data block, not a script: the CSP allows no inline script. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** React Router's hydration data, with route errors in the form its browser router revives. */
function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * Whether the page is rendered as islands (docs/decisions/021-islands.md): the deepest matched
 * route that says so decides (`handle.islands`); the pages of the whole app say nothing.
 */
function usesIslands(context: StaticHandlerContext): boolean {
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as { islands?: boolean } | undefined;
    if (handle?.islands !== undefined) return handle.islands;
  }
  return false;
}

/** The matched route's whole pattern (`/:lang/assets/asset/:id/:type?`), for the islands' `useParams`. */
function routePattern(context: StaticHandlerContext): string {
  const parts = context.matches.map((m) => m.route.path?.replace(/^\/|\/$/g, '')).filter((p) => p);
  return `/${parts.join('/')}`;
}

/**
 * React emits <title>, <meta> and <link> (and preloads) at the start of a fragment's HTML;
 * they belong in <head>. Returns them apart from the body's markup.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let head = '';
  let rest = html;
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const noop = () => undefined;

/** How long a page may take to render before the server gives up on it. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole page as one string, once everything in it is ready: waiting for all of it
 * (rather than streaming) puts every Suspense boundary's content in place, readable
 * without JavaScript and by search engines.
 */
function renderComplete(node: ReactNode, identifierPrefix?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      identifierPrefix,
      // Never move a large part of the page to the end (React does, for streaming).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        console.error(error);
      },
    });
    setTimeout(() => stream.abort(new Error('The page took too long to render')), RENDER_TIMEOUT_MS).unref();
  });
}

/**
 * The query cache as the page showed it, failures included: the browser must start from
 * the same state to hydrate the same markup (it then tries a failed query again).
 */
function dehydratedQueries(queryClient: QueryClient) {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error as Partial<ApiError> | null;
    if (error)
      query.state.error = {
        status: error.status ?? 0,
        code: error.code ?? 'ERROR',
        message: error.message ?? '',
      } as never;
  }
  return state;
}

/** The namespaces every page's shell uses, inlined even when the render did not ask for them. */
const SHELL_NAMESPACES = ['translation', 'metatags'];

export function createRenderer(options: RendererOptions<ApiTransport>): RenderPage {
  setApiTransport(options.api);
  const handler = createStaticHandler(routes);
  for (const template of [options.template, options.islandsTemplate]) {
    for (const marker of ['<!--app-->', '<!--state-->', '</head>']) {
      if (!template.includes(marker)) throw new Error(`A page template has no ${marker}`);
    }
  }

  // `xx` is made from English once, as the browser makes it (lib/i18n.ts).
  const pseudoTexts = Object.fromEntries(
    Object.entries(options.texts.en ?? {}).map(([ns, tree]) => [ns, pseudoLocalizeTree(tree)]),
  ) as Record<string, Record<string, unknown>>;
  const textsOf = (lang: string): Record<string, Record<string, unknown>> =>
    lang === PSEUDO_LOCALE ? pseudoTexts : (options.texts[lang] ?? options.texts[DEFAULT_LANGUAGE] ?? {});

  const i18nFor = (lang: string): I18n => {
    const instance = i18next.createInstance();
    void instance.init({
      ...baseOptions,
      lng: lang,
      resources: { [lang]: textsOf(lang), [DEFAULT_LANGUAGE]: textsOf(DEFAULT_LANGUAGE) } as Resource,
      ns: Object.keys(textsOf(lang)),
      initAsync: false,
    });
    return instance;
  };

  // Replacer functions: a `$` in the page's text must not be read as a replacement pattern.
  // Replacer functions: a `$` in the page's text must not be read as a replacement pattern.
  // What the first paint needs comes first in <head> (title, the LCP picture's preload),
  // before the scripts; the page's styles go last, after the app's own stylesheet.
  const page = (lang: string, first: string, styles: string, root: string, state: PageState) =>
    (state.islands ? options.islandsTemplate : options.template)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(lang)}"`)
      .replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}${first}`)
      .replace('</head>', () => `${styles}</head>`)
      .replace('<!--theme-->', () => `<script>${FIRST_PAINT_SCRIPT}</script>`)
      .replace('<!--app-->', () => root)
      .replace(
        '<!--state-->',
        () => `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`,
      );

  /** A page the browser renders by itself (private pages): the shell, its texts, no data but the town's name. */
  const shell = (lang: string, town: TownProfile): RenderedPage => {
    const texts = textsOf(lang);
    const resources = Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, texts[ns] ?? {}]));
    const head = `<title>${escapeAttribute(town.name)}</title><meta name="robots" content="noindex">`;
    return {
      status: 200,
      html: page(lang, head, '', '', { texts: { lang, resources }, site: options.site, rendered: false }),
      shareable: false,
    };
  };

  return async function render(request: PageRequest): Promise<RenderedPage> {
    // Which languages have pages, and where `/` goes, is the town's (its profile, from our API in-process).
    const town = await getTown();
    const redirectTo = languageRedirect(request, town);
    if (redirectTo) return { status: 302, location: redirectTo, shareable: false };
    const url = new URL(`${options.site.origin}${request.url}`);
    const lang = url.pathname.split('/')[1] ?? town.defaultLanguage;
    const routeLang = isRouteLanguage(lang) ? lang : town.defaultLanguage;
    if (isPrivatePath(url.pathname) || SYSTEM_PAGES.includes(url.pathname)) {
      return shell(routeLang, town);
    }

    const scope: RequestScope = { queryClient: createQueryClient(), i18n: i18nFor(routeLang) };
    // The root route's loader finds the profile already there.
    scope.queryClient.setQueryData(townQueryOptions().queryKey, town);
    return scopes.run(scope, async () => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('Location') ?? '/';
        return { status: context.status, location, shareable: false };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const islands = usesIslands(context);
      const collected: Parameters<IslandCollector['collect']>[0][] = [];
      const collector: IslandCollector = { collect: (island) => collected.push(island) - 1 };
      const cache = createCache({ key: 'css' });
      const emotion = createEmotionServer(cache);
      const html = await renderComplete(
        <StrictMode>
          <CacheProvider value={cache}>
            <I18nextProvider i18n={scope.i18n}>
              <SiteContext.Provider value={options.site}>
                <Providers queryClient={scope.queryClient}>
                  <IslandsContext.Provider value={islands && collector}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </IslandsContext.Provider>
                </Providers>
              </SiteContext.Provider>
            </I18nextProvider>
          </CacheProvider>
        </StrictMode>,
      );
      // Each island is rendered as the root the browser hydrates (islands/runtime.tsx), with its own ids.
      const pattern = routePattern(context);
      const islandParts = await Promise.all(
        collected.map(async ({ component: Component, props }, n) =>
          splitHoisted(
            await renderComplete(
              <CacheProvider value={cache}>
                <I18nextProvider i18n={scope.i18n}>
                  <SiteContext.Provider value={options.site}>
                    <TownTheme queryClient={scope.queryClient}>
                      <IslandRoot location={url.pathname + url.search} pattern={pattern}>
                        <Hydrated onHydrated={noop}>
                          <Component {...props} />
                        </Hydrated>
                      </IslandRoot>
                    </TownTheme>
                  </SiteContext.Provider>
                </I18nextProvider>
              </CacheProvider>,
              islandIdPrefix(n),
            ),
          ),
        ),
      );
      const whole = splitHoisted(html);
      const rendered = {
        head: whole.head + islandParts.map((part) => part.head).join(''),
        body: whole.body.replace(
          /(<town-island\b[^>]*\bdata-n="(\d+)"[^>]*>)(<\/town-island>)/g,
          (_, open: string, n: string, close: string) => open + (islandParts[Number(n)]?.body ?? '') + close,
        ),
      };
      const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(rendered.body));
      const used = new Set([
        ...SHELL_NAMESPACES,
        ...((
          scope.i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }
        ).reportNamespaces?.getUsedNamespaces() ?? []),
      ]);
      const texts = textsOf(routeLang);
      const resources = Object.fromEntries([...used].filter((ns) => texts[ns]).map((ns) => [ns, texts[ns]!]));
      const state: PageState = {
        texts: { lang: routeLang, resources },
        site: options.site,
        rendered: true,
        query: dehydratedQueries(scope.queryClient),
        ...(islands ? { islands: { pattern } } : { router: hydrationData(context) }),
      };
      return {
        status: context.statusCode,
        html: page(routeLang, rendered.head, styles, rendered.body, state),
        shareable: true,
      };
    });
  };
}

/**
 * The page's only inline script, run before the first paint: the visitor's theme, and the
 * consent banner shown when no choice is stored. The CSP allows it by its hash.
 */
export const FIRST_PAINT_SCRIPT = THEME_SCRIPT + consentAskedScript() + sessionHintScript();
