import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { etagMatches, weakEtag } from '../../lib/etag.ts';
import { compressed, preferredEncoding, type Encoding } from '../../lib/http-encoding.ts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isRouteLanguage, LANGUAGE_CHOICE_COOKIE } from '@town/shared/languages';
import type { RenderedPage } from '@town/shared/page-rendering';
import { pageAddress, redirectKeepingQuery } from './page-query.ts';
import { loadRenderer } from './renderer.ts';

interface CachedPage {
  revision: number;
  madeAt: number;
  status: number;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/**
 * A cached page is rendered again after this long even when the catalogue has not changed:
 * pages also show the weather, webcams and availability, which change on their own.
 */
export const PAGE_MAX_AGE_MS = 5 * 60_000;
/** Pages that show what changes by the minute (the forecast): rendered for every request. */
const isLivePage = (path: string) => /^\/[a-z]{2}\/weather\/?$/.test(path);
/** Rendered pages kept per process (bytes of their uncompressed HTML). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const HTML = 'text/html; charset=utf-8';
/** The router's longest path parameter (`maxParamLength` in app.ts). */
const MAX_SEGMENT_LENGTH = 100;

/** A path the page router never answers: the API, and files (anything with an extension). */
const isPagePath = (path: string) => !(path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path));

export interface WebPagesOptions {
  /** The catalogue's revision (docs/architecture.md#catalogue-answer-cache): a change renders pages again. */
  revision: () => Promise<number>;
}

/**
 * Every page of the site, rendered on the server in its language (docs/decisions/013-server-rendering.md).
 * Anonymous pages are the same for every visitor, so each is rendered once per path, the query
 * parameters it reads (page-query.ts) and catalogue revision (at most PAGE_MAX_AGE_MS old),
 * kept compressed, and answered with an ETag and 304. Redirects (which follow the visitor's language) and private pages are never cached.
 */
export const webPagesRoutes: FastifyPluginAsync<WebPagesOptions> = async (app, { revision }) => {
  const renderer = await loadRenderer(app);
  if (!renderer) app.log.warn('web app not built: only the API is served');
  const render = renderer?.render;
  /** The page's inline theme script is allowed by its hash, and nothing else inline. */
  // The security plugin's policy is the same for every request: the page's is made once from it.
  let pagePolicy: string | undefined;
  const allowThemeScript = (reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || !renderer) return;
    pagePolicy ??= policy.replace("script-src 'self'", `script-src 'self' ${renderer.inlineScriptSource}`);
    reply.header('content-security-policy', pagePolicy);
  };
  const pages = new LRUCache<string, CachedPage>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.bodies.identity!.length + 1,
  });
  /** One render per page at a time: concurrent first requests share it. */
  const rendering = new Map<string, Promise<RenderedPage>>();

  const sendPage = (reply: FastifyReply, page: CachedPage, acceptEncoding: string | string[] | undefined) => {
    const plain = page.bodies.identity!;
    const encoding = preferredEncoding(acceptEncoding);
    const body = (page.bodies[encoding] ??= compressed(plain, encoding));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.code(page.status).type(HTML).send(body);
  };

  app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The router would refuse these before matching a route; this catch-all must too.
    if (path.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
      throw new HttpError(414, ERROR_CODES.uriTooLong, 'A path parameter is too long');
    }
    if (!render || !isPagePath(path)) throw notFound(`No route ${request.method} ${path}`);
    // Rendered and kept for its path and the parameters it reads only: any other query changes nothing.
    const key = pageAddress(request.url);
    let current: number | undefined;
    try {
      current = await revision();
    } catch (error) {
      // The database unreachable: a page already rendered beats an error page.
      if (!pages.has(key)) throw error;
    }
    let page = pages.get(key);
    const fresh =
      page &&
      !isLivePage(path) &&
      (current === undefined || page.revision === current) &&
      Date.now() - page.madeAt < PAGE_MAX_AGE_MS;
    if (!page || !fresh) {
      const visitor = {
        languageCookie: request.cookies.lang,
        languageChoiceCookie: request.cookies[LANGUAGE_CHOICE_COOKIE],
        acceptLanguage: request.headers['accept-language'],
      };
      // A path without a language may be a redirect that follows the visitor's language:
      // only visitors alike share its render.
      const renderKey = isRouteLanguage(path.split('/')[1]) ? key : JSON.stringify([key, visitor]);
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = render({ url: key, ...visitor }).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      const rendered = await pending;
      if (rendered.location) {
        // Where `/` leads depends on the visitor's language: never stored by anyone.
        return reply
          .code(rendered.status)
          .header('location', redirectKeepingQuery(rendered.location, request.url))
          .header('cache-control', 'no-store')
          .header('vary', 'cookie, accept-language')
          .send();
      }
      if (!rendered.shareable) {
        allowThemeScript(reply);
        return reply.code(rendered.status).header('cache-control', 'private, no-store').type(HTML).send(rendered.html);
      }
      const html = Buffer.from(rendered.html ?? '');
      page = {
        revision: current ?? page?.revision ?? 0,
        madeAt: Date.now(),
        status: rendered.status,
        etag: weakEtag(html),
        bodies: { identity: html },
      };
      pages.set(key, page);
    }
    allowThemeScript(reply);
    reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return sendPage(reply, page, request.headers['accept-encoding']);
  });
};
