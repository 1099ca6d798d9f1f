import i18n, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, PSEUDO_LOCALE, ROUTE_LANGUAGES } from '@town/shared/languages';
import { pseudoLocalizeTree } from './pseudo-locale.ts';
import { requestScope } from './request-scope.ts';

/** The shell's namespaces (docs/architecture.md#i18n); features add their own (loaded by useTranslation on demand). */
export const NAMESPACES = ['translation', 'metatags', 'listofval', 'map', 'info'] as const;

export { detectionOptions, LANGUAGE_STORAGE_KEY } from './language-detection.ts';
import { detectionOptions } from './language-detection.ts';

/** Options shared by the browser's instance and the server's per-request ones. */
export const baseOptions = {
  supportedLngs: [...ROUTE_LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (lngs: readonly string[], ns: string, key: string) => {
    console.error(`Missing translation key "${ns}:${key}" for ${lngs.join(', ')}`);
  },
  react: { useSuspense: true },
} satisfies InitOptions;

/**
 * The texts the server inlined in the page (the language's namespaces the first paint
 * needs), so the page shows without waiting for /locales; the rest load on demand.
 */
export interface InlineTexts {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
}

/** Starts the browser's instance in the page's language, with the texts the server inlined. */
export function initBrowserI18n(inline?: InlineTexts) {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng: inline?.lang,
      // Every language has every text (lib/locales.test.ts): a page hydrating in Galician
      // need not fetch the Spanish texts as well, just in case.
      fallbackLng: inline ? false : DEFAULT_LANGUAGE,
      resources: inline ? { [inline.lang]: inline.resources } : undefined,
      partialBundledLanguages: true,
      ns: inline ? Object.keys(inline.resources) : ['translation', 'metatags'],
      // docs/rules.md#languages: up to 5 retries from 350 ms (i18next doubles the wait), at most 10 parallel reads.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      detection: detectionOptions,
      backend: {
        // `xx` is built from `en` in the browser, so it can never fall out of date.
        loadPath: (lngs: string[]) =>
          lngs[0] === PSEUDO_LOCALE ? '/locales/en/{{ns}}.json' : '/locales/{{lng}}/{{ns}}.json',
        parse: (data: string, lng?: string) => {
          const json = JSON.parse(data) as Record<string, unknown>;
          return (lng === PSEUDO_LOCALE ? pseudoLocalizeTree(json) : json) as Record<string, unknown>;
        },
      },
    });
}

/** The i18next instance of this page: the request's on the server (lib/request-scope.ts), the browser's otherwise. */
export function currentI18n(): I18n {
  return requestScope()?.i18n ?? i18n;
}

export default i18n;
