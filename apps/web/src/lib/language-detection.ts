import { DEFAULT_LANGUAGE, twoLetter } from '@town/shared/languages';

/**
 * Where the page's language is kept (docs/rules.md#languages), apart from i18next so that a
 * page's first script can remember it without loading the translation system.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** docs/rules.md#languages: language detection order, stored under `lang` and in a 10-minute strict cookie. */
export const detectionOptions = {
  order: ['localStorage', 'querystring', 'cookie', 'sessionStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 10,
  cookieOptions: { path: '/', sameSite: 'strict' as const },
  convertDetectedLanguage: (lng: string) => twoLetter(lng) ?? DEFAULT_LANGUAGE,
};
