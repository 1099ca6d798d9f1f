import { isRouteLanguage, SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { LanguageOffer } from './language.ts';
import {
  isPrivatePath,
  localizedPath,
  SYSTEM_PAGES,
  UNLISTED_LANGUAGES,
  X_DEFAULT_LANGUAGE,
} from '@town/shared/public-pages';

/*
 * The addresses a page gives search engines and sharing previews
 * (docs/product.md#search-engines-and-sharing): its canonical path, the same page in the
 * other languages (their Open Graph locales: OG_LOCALES in @town/shared/languages).
 */

/**
 * The picture of a page that has none of its own: the round logo (a filled disc, so it reads
 * on any background), rendered to PNG before the build (scripts/make-icons.mjs).
 */
export const DEFAULT_SHARE_IMAGE = { url: '/logo/logo-round-512.png', width: 512, height: 512 } as const;

/** The language a path starts with (`/eu/map` → `eu`), or undefined outside the language tree (`/blank`). */
export function pathLanguage(pathname: string): string | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return isRouteLanguage(first) ? first : undefined;
}

/**
 * The page's own path with nothing that only repeats another address: `/{lang}/defaultsite`
 * is the landing `/{lang}/`, and no other path ends with a slash.
 */
export function pagePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (!isRouteLanguage(segments[0])) return `/${segments.join('/')}`;
  const [lang, ...rest] = segments;
  if (rest.length === 1 && rest[0] === 'defaultsite') rest.length = 0;
  return `/${lang}/${rest.join('/')}`;
}

/** The same page in another language: `/es/assets/hotelList` → `/de/assets/hotelList`. */
export function pathInLanguage(pathname: string, lang: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isRouteLanguage(segments[0]) ? segments.slice(1) : segments;
  return `/${[lang, ...rest].join('/')}${rest.length === 0 || pathname.endsWith('/') ? '/' : ''}`;
}

/**
 * The query a canonical address keeps when the page names none of its own: only a page
 * number past the first (a list's later pages are pages of their own). Lists name theirs
 * (their filters and page, never the order: `canonicalListSearch()` in the catalogue).
 */
export function defaultCanonicalSearch(search: string): string {
  const page = new URLSearchParams(search).get('page');
  return page && /^\d{1,5}$/.test(page) && Number(page) > 1 ? `?page=${Number(page)}` : '';
}

/** `?a=b` from `a=b`, `?a=b` or nothing. */
function asSearch(search: string): string {
  const query = search.replace(/^\?/, '');
  return query ? `?${query}` : '';
}

export interface PageAddresses {
  /** The page's canonical path and query (relative to the site). */
  canonical: string;
  /** The same page in each language the town offers (hreflang), plus `x-default`, its default one; empty for a page without languages. */
  alternates: { hrefLang: string; path: string }[];
}

/**
 * A page's canonical address and its alternates in the languages the town offers (by default
 * all nine, Spanish first). The page may name its canonical page path (without the language:
 * an asset's page has one address of several) and query; by default they are its own path and
 * `defaultCanonicalSearch()`. The pseudo-locale is never an alternate: it is for developers, not
 * readers; nor is a language the town does not offer, which has no pages.
 */
export function pageAddresses(
  pathname: string,
  {
    search,
    page,
    offer = { languages: SUPPORTED_LANGUAGES, defaultLanguage: X_DEFAULT_LANGUAGE },
  }: { search?: string; page?: string; offer?: LanguageOffer } = {},
): PageAddresses {
  const lang = pathLanguage(pathname);
  const path = pagePath(lang && page !== undefined ? localizedPath(lang, page) : pathname);
  const query = asSearch(search ?? '');
  if (!lang) return { canonical: path + query, alternates: [] };
  // In the product's order of languages, whatever order the town listed them in.
  const alternates = SUPPORTED_LANGUAGES.filter((code) => offer.languages.includes(code)).map(
    (code): PageAddresses['alternates'][number] => ({ hrefLang: code, path: pathInLanguage(path, code) + query }),
  );
  alternates.push({ hrefLang: 'x-default', path: pathInLanguage(path, offer.defaultLanguage) + query });
  return { canonical: path + query, alternates };
}

/**
 * Pages kept out of search engines whatever they show: private pages (a person's own, the
 * steps of signing out or of a forgotten password), the pseudo-locale's, the system pages, and
 * anything outside the languages.
 */
export function isUnlistedPath(pathname: string): boolean {
  const lang = pathLanguage(pathname);
  if (lang === undefined || SYSTEM_PAGES.includes(pagePath(pathname))) return true;
  return (UNLISTED_LANGUAGES as readonly string[]).includes(lang) || isPrivatePath(pathname);
}
