import { ASSET_LISTS, listsOfAsset, type AssetType, type ConfigType } from './asset-types.ts';
import { DEFAULT_LANGUAGE, PSEUDO_LOCALE, type RouteLanguage } from './languages.ts';

/*
 * Which pages of the site are public (listed for search engines, docs/product.md#search-engines)
 * and which are private (kept out of them), in one place for the web app, the sitemap and
 * robots.txt. A page path is written without its language: `map`, `assets/asset/{id}/rent`;
 * `''` is the landing page. `localizedPath()` puts the language in front.
 */

/**
 * Every public page that is not an asset's, a menu or one of the town's own pages: the landing
 * page, the overview of the lists and the nine lists, the town's map, weather, webcams and
 * contact, the index of its pages, and signing in or up. The town's pages (/{lang}/info/{slug})
 * are its admins' (GET /api/v1/pages), so the sitemap asks for them.
 * (`defaultsite` is the landing page again, so it is not listed.)
 */
export const STATIC_PUBLIC_PAGES: readonly string[] = [
  '',
  'assets',
  ...ASSET_LISTS.map((list) => `assets/${list.route}`),
  'map',
  'weather',
  'webcams',
  'contact',
  'info',
  'auth/signin',
  'auth/signup',
];

/**
 * Pages that are nobody's business but the person using them (signed-in pages, the steps of
 * signing out and of a forgotten password) and the coming owner and town-hall workspaces;
 * each one covers the paths under it too.
 */
export const PRIVATE_PAGES: readonly string[] = [
  'profile',
  'myBookings',
  'saved',
  'auth/signout',
  'auth/remember',
  'auth/change',
  'auth/verify',
  'owner',
  'admin',
];

/**
 * Whether a site path (`/es/profile`, `/de/auth/change/`, `/fr/owner/listings`) is a private
 * page in whatever language: such pages are rendered without data and never indexed.
 */
export function isPrivatePath(pathname: string): boolean {
  const [, , ...rest] = pathname.split('?')[0]!.split('#')[0]!.split('/');
  const page = rest.filter(Boolean).join('/');
  return PRIVATE_PAGES.some((p) => page === p || page.startsWith(`${p}/`));
}

/**
 * The query parameters each kind of public page reads when it is rendered on the server: the
 * page cache keeps these and drops every other (apps/api/src/modules/web-pages/page-query.ts),
 * and the web writes its addresses with these names only (tests in the web hold it to that).
 */
export const PAGE_QUERY_PARAMETERS = {
  /** A list's filters and page (the web's `parseListFilters`). */
  list: [
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
  ],
  /** An asset's page: the stay and guests a dated list carried, and a booking to resume after signing in. */
  asset: ['checkIn', 'checkOut', 'adults', 'children', 'book'],
  /** The map: the kind of place it shows. */
  map: ['type'],
} as const satisfies Record<string, readonly string[]>;

/** Pages outside any language that are for people and machines of ours, not for search (docs/product.md#system-pages). */
export const SYSTEM_PAGES: readonly string[] = ['/blank', '/systeminfo'];

/** The language whose page stands for every language (hreflang `x-default`). */
export const X_DEFAULT_LANGUAGE = DEFAULT_LANGUAGE;

/** Languages a search engine is never shown: the pseudo-locale is English, garbled on purpose. */
export const UNLISTED_LANGUAGES: readonly RouteLanguage[] = [PSEUDO_LOCALE];

/** A page path under a language: `localizedPath('es', 'map')` → `/es/map`, `localizedPath('es', '')` → `/es/`. */
export function localizedPath(lang: RouteLanguage | string, page: string): string {
  return `/${lang}/${page.replace(/^\//, '')}`;
}

/** An asset's page as a list links to it: `type` is the list's configuration type (a rental's page loads its calendar). */
export function assetPagePath(id: string, type: ConfigType): string {
  return `assets/asset/${id}/${type}`;
}

/** A restaurant's menu page. */
export function menuPagePath(id: string): string {
  return `eat/${id}/menu`;
}

/** What decides where an asset's page is: its type and, for property, the lists it is in. */
export interface ListedAsset {
  id: string;
  type: AssetType;
  rent?: boolean;
  long?: boolean;
  sale?: boolean;
}

/** The lists an asset shows in, in the lists' order (a property may be in several). */
export function listsOf(asset: ListedAsset) {
  return listsOfAsset(asset);
}

/**
 * The one address of an asset's page that search engines are given: under the first list it
 * is in (the map links there too), else under the first list of its type.
 */
export function canonicalAssetPagePath(asset: ListedAsset): string {
  const list = listsOf(asset)[0] ?? ASSET_LISTS.find((l) => l.type === asset.type)!;
  return assetPagePath(asset.id, list.configType);
}
