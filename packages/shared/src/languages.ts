/** Languages of the product (docs/rules.md#languages). `xx` is the pseudo-locale of docs/product.md#languages. */
export const SUPPORTED_LANGUAGES = ['es', 'ca', 'eu', 'gl', 'en', 'fr', 'de', 'it', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const PSEUDO_LOCALE = 'xx' as const;
export type RouteLanguage = Language | typeof PSEUDO_LOCALE;
export const ROUTE_LANGUAGES: readonly RouteLanguage[] = [...SUPPORTED_LANGUAGES, PSEUDO_LOCALE];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * The language a visitor chose in the language menu, kept long after the short `lang` cookie has
 * gone so that `/` opens in it on their return (docs/rules.md#browser-storage). A preference the
 * visitor set, strictly necessary to honour it: no consent asked.
 */
export const LANGUAGE_CHOICE_COOKIE = 'lang_choice';
export const LANGUAGE_CHOICE_COOKIE_DAYS = 365;
/**
 * How long the `lang` cookie keeps the page's language (docs/rules.md#browser-storage): the web's
 * language detector writes it, the cookie policy states it.
 */
export const LANGUAGE_COOKIE_MINUTES = 10;

export interface LanguageEntry {
  iso639_1: RouteLanguage;
  label: string;
  name: string;
  endonym: string;
  active: boolean;
}

/** Each language by its own name, as the selector shows it. */
export const LANGUAGES: readonly LanguageEntry[] = [
  { iso639_1: 'es', label: 'ES', name: 'Spanish', endonym: 'Español', active: true },
  { iso639_1: 'ca', label: 'CA', name: 'Catalan', endonym: 'Català', active: true },
  { iso639_1: 'eu', label: 'EU', name: 'Basque', endonym: 'Euskara', active: true },
  { iso639_1: 'gl', label: 'GL', name: 'Galician', endonym: 'Galego', active: true },
  { iso639_1: 'en', label: 'EN', name: 'English', endonym: 'English', active: true },
  { iso639_1: 'fr', label: 'FR', name: 'French', endonym: 'Français', active: true },
  { iso639_1: 'de', label: 'DE', name: 'German', endonym: 'Deutsch', active: true },
  { iso639_1: 'it', label: 'IT', name: 'Italian', endonym: 'Italiano', active: true },
  { iso639_1: 'pt', label: 'PT', name: 'Portuguese', endonym: 'Português', active: true },
  { iso639_1: 'xx', label: 'XX', name: 'Pseudo-locale', endonym: '[Ƥšéûđö]', active: false },
];

export function isSupportedLanguage(code: string | null | undefined): code is Language {
  return !!code && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function isRouteLanguage(code: string | null | undefined): code is RouteLanguage {
  return !!code && (ROUTE_LANGUAGES as readonly string[]).includes(code);
}

/** Only the first two letters of a code count (docs/rules.md#languages): "de-AT" → "de". */
export function twoLetter(code: string | null | undefined): string | undefined {
  if (!code || code === 'undefined') return undefined;
  return code.slice(0, 2).toLowerCase();
}

/**
 * Open Graph locales (language_TERRITORY) of each language: the Spanish regions' languages
 * are Spain's; our English is British (docs/product.md#search-engines-and-sharing).
 */
export const OG_LOCALES: Record<Language, string> = {
  es: 'es_ES',
  ca: 'ca_ES',
  eu: 'eu_ES',
  gl: 'gl_ES',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_PT',
};
