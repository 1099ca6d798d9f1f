import {
  DEFAULT_LANGUAGE,
  isRouteLanguage,
  LANGUAGE_CHOICE_COOKIE,
  LANGUAGE_CHOICE_COOKIE_DAYS,
  isSupportedLanguage,
  twoLetter,
  type Language,
  type RouteLanguage,
} from '@town/shared/languages';
import { detectionOptions, LANGUAGE_STORAGE_KEY } from './i18n.ts';

/**
 * docs/product.md#languages: the stored language, then the browser's first two letters, then the
 * translation system's fallback (es).
 */
export function pickLanguage(): RouteLanguage {
  const stored = twoLetter(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (isRouteLanguage(stored)) return stored;
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const code = twoLetter(candidate);
    if (isSupportedLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Where a path without a valid language prefix goes: an unsupported two-letter prefix
 * is replaced by the default language (/zz/map → /es/map); a path with no prefix at
 * all gets the picked language (/map → /de/map).
 */
export function localizedPath(
  pathname: string,
  search = '',
  hash = '',
  pick: () => RouteLanguage = pickLanguage,
): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first && isRouteLanguage(first)) return pathname + search + hash;
  if (first && /^[a-zA-Z]{2}$/.test(first)) {
    return `/${[DEFAULT_LANGUAGE, ...segments.slice(1)].join('/')}${pathname.endsWith('/') && segments.length > 1 ? '/' : ''}${search}${hash}`;
  }
  const lang = pick();
  return `/${[lang, ...segments].join('/')}${segments.length === 0 ? '/' : ''}${search}${hash}`;
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
