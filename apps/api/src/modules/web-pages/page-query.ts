import { ASSET_LISTS } from '@town/shared/asset-types';
import { isRouteLanguage } from '@town/shared/languages';

/*
 * The query parameters a page's server render reads, by the page's path: every other parameter
 * is dropped before the page is rendered, and so from the page cache's key. Without this,
 * `/es/?x=1`, `/es/?x=2`… would each be rendered and kept, and a page rendered for one address
 * (its language links keep the query) would be served for another.
 */

/** A list's filters and page, as the list keeps them in its address (the web's `parseListFilters`). */
const LIST_PARAMETERS = [
  'q',
  'checkIn',
  'checkOut',
  'priceMin',
  'priceMax',
  'adults',
  'children',
  'hotelType',
  'cuisine',
  'sort',
  'page',
];
/** An asset's page: the stay and guests a dated list carried, and a booking to resume after signing in. */
const ASSET_PARAMETERS = ['checkIn', 'checkOut', 'adults', 'children', 'book'];
/** The map: the kind of place it shows. */
const MAP_PARAMETERS = ['type'];

const LIST_ROUTES: ReadonlySet<string> = new Set(ASSET_LISTS.map((list) => list.route));

/** The parameters the page at `path` (under its language) reads; none for the rest. */
function parametersRead(path: string): readonly string[] {
  const [, , section, page] = path.split('/');
  if (section === 'assets' && page === 'asset') return ASSET_PARAMETERS;
  if (section === 'assets' && page && LIST_ROUTES.has(page)) return LIST_PARAMETERS;
  if (section === 'map') return MAP_PARAMETERS;
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
