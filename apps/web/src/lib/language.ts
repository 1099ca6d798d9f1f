import {
  DEFAULT_LANGUAGE,
  isRouteLanguage,
  PSEUDO_LOCALE,
  SUPPORTED_LANGUAGES,
  LANGUAGE_CHOICE_COOKIE,
  LANGUAGE_CHOICE_COOKIE_DAYS,
  isSupportedLanguage,
  twoLetter,
  type Language,
  type RouteLanguage,
} from '@town/shared/languages';
import { detectionOptions, LANGUAGE_STORAGE_KEY } from './language-detection.ts';

/** The languages a town offers and the one it opens in (its profile's `languages` and `defaultLanguage`). */
export interface LanguageOffer {
  languages: readonly Language[];
  defaultLanguage: Language;
}

/** Every language, Spanish first: what a page does when the town's offer is not known. */
const EVERY_LANGUAGE: LanguageOffer = { languages: SUPPORTED_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE };

/**
 * Whether a route language has pages on this site: the town offers it, or it is the
 * pseudo-locale, which stays reachable for developers (docs/product.md#languages).
 */
export function isOffered(lang: string | undefined, offer: LanguageOffer = EVERY_LANGUAGE): boolean {
  return lang === PSEUDO_LOCALE || (isSupportedLanguage(lang) && offer.languages.includes(lang));
}

/**
 * docs/product.md#languages: the stored language when the town offers it, then the first of
 * the browser's languages (their first two letters) that it offers, then its default language.
 */
export function pickLanguage(offer: LanguageOffer = EVERY_LANGUAGE): RouteLanguage {
  const stored = twoLetter(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (isRouteLanguage(stored) && isOffered(stored, offer)) return stored;
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const code = twoLetter(candidate);
    if (isSupportedLanguage(code) && isOffered(code, offer)) return code;
  }
  return offer.defaultLanguage;
}

/**
 * Where a path without a valid language prefix goes: an unsupported two-letter prefix
 * is replaced by the town's default language (/zz/map → /es/map); a path with no prefix at
 * all gets the picked language (/map → /de/map).
 */
export function localizedPath(
  pathname: string,
  search = '',
  hash = '',
  pick: () => RouteLanguage = pickLanguage,
  defaultLanguage: Language = DEFAULT_LANGUAGE,
): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first && isRouteLanguage(first)) return pathname + search + hash;
  if (first && /^[a-zA-Z]{2}$/.test(first)) {
    return `/${[defaultLanguage, ...segments.slice(1)].join('/')}${pathname.endsWith('/') && segments.length > 1 ? '/' : ''}${search}${hash}`;
  }
  const lang = pick();
  return `/${[lang, ...segments].join('/')}${segments.length === 0 ? '/' : ''}${search}${hash}`;
}

/**
 * A language the town does not offer has no pages (docs/product.md#languages): the same page in
 * its default language, the query and fragment kept; undefined when the path's language is offered.
 */
export function offeredLanguagePath(
  pathname: string,
  search: string,
  hash: string,
  offer: LanguageOffer,
): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!isRouteLanguage(first) || isOffered(first, offer)) return undefined;
  const rest = segments.slice(1);
  const slash = rest.length === 0 || pathname.endsWith('/') ? '/' : '';
  return `/${[offer.defaultLanguage, ...rest].join('/')}${slash}${search}${hash}`;
}

export function isLanguage(code: string | undefined): code is Language {
  return isSupportedLanguage(code);
}

/**
 * Remembers a language the visitor chose (docs/rules.md#languages): in local storage for `/`,
 * and in the `lang` cookie the server reads, as the translation system keeps it.
 */
export function rememberLanguage(lang: RouteLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be refused (private modes, full quota): the cookie and the URL still carry the language.
  }
  const { lookupCookie, cookieMinutes, cookieOptions } = detectionOptions;
  document.cookie = `${lookupCookie}=${lang}; path=${cookieOptions.path}; max-age=${cookieMinutes * 60}; samesite=${cookieOptions.sameSite}`;
}

/**
 * Remembers a language the visitor chose in the language menu: as any page's language, and in
 * the long-lived choice cookie, which the server's `/` follows once the `lang` cookie has gone
 * (docs/rules.md#languages). Lax, unlike `lang`: a return through another site's link counts.
 */
export function rememberLanguageChoice(lang: RouteLanguage): void {
  rememberLanguage(lang);
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_CHOICE_COOKIE_DAYS * 24 * 3600}; samesite=lax${secure}`;
}
