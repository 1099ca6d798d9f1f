import { ASSET_LISTS } from '@town/shared/asset-types';
import { isRouteLanguage } from '@town/shared/languages';
import { PAGE_QUERY_PARAMETERS } from '@town/shared/public-pages';

/*
 * The query parameters a page's server render reads, by the page's path: every other parameter
 * is dropped before the page is rendered, and so from the page cache's key. Without this,
 * `/es/?x=1`, `/es/?x=2`… would each be rendered and kept, and a page rendered for one address
 * (its language links keep the query) would be served for another.
 */

const LIST_ROUTES: ReadonlySet<string> = new Set(ASSET_LISTS.map((list) => list.route));

/** The parameters the page at `path` (under its language) reads; none for the rest. */
function parametersRead(path: string): readonly string[] {
  const [, , section, page] = path.split('/');
  if (section === 'assets' && page === 'asset') return PAGE_QUERY_PARAMETERS.asset;
  if (section === 'assets' && page && LIST_ROUTES.has(page)) return PAGE_QUERY_PARAMETERS.list;
  if (section === 'map') return PAGE_QUERY_PARAMETERS.map;
  return [];
}

/**
 * The address a page is rendered and cached for: its path, and of its query only the
 * parameters the page reads, in one order, each once (pages read a parameter's first value),
 * empty ones dropped. An address without a language (a redirect, never cached) is left whole.
 */
export function pageAddress(url: string): string {
  const start = url.indexOf('?');
  const path = start < 0 ? url : url.slice(0, start);
  if (!isRouteLanguage(path.split('/')[1])) return url;
  const given = new URLSearchParams(start < 0 ? '' : url.slice(start + 1));
  const kept = new URLSearchParams();
  for (const name of parametersRead(path)) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where a redirect leads, with the query the visitor came with: the render saw only the
 * parameters its page reads (`pageAddress`), and a page moved to another address (a language
 * the town does not offer, an info page's old address) keeps the others too (`utm_…`, `ref`).
 * Parameters the redirect names itself stay as it names them; a redirect elsewhere is left alone.
 */
export function redirectKeepingQuery(location: string, requestUrl: string): string {
  const start = requestUrl.indexOf('?');
  if (start < 0 || !location.startsWith('/') || location.startsWith('//')) return location;
  const target = new URL(location, 'http://page');
  const named = new Set(target.searchParams.keys());
  for (const [name, value] of new URLSearchParams(requestUrl.slice(start + 1))) {
    if (!named.has(name)) target.searchParams.append(name, value);
  }
  return target.pathname + target.search + target.hash;
}
