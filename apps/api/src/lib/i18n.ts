import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInstance, type Resource } from 'i18next';
import { fallbackLanguages } from '@town/shared/catalogue';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { siteName } from './site-name.ts';

/**
 * The web app's locale files, which the server reads too: one set of texts for the pages,
 * the mails and the consent widget. The path is taken relative to this file; it holds
 * wherever the repository is checked out, and in the production build too (apps/api/build.mjs
 * points each module's import.meta back at its source).
 */
export const LOCALES_DIR = resolve(import.meta.dirname, '../../../web/public/locales');

/**
 * The namespaces the server writes with: `mail.json`, `consent.json`, `listofval.json` (the
 * names of categories and cuisines, which owners' listings are found by in search), and
 * `weather.json` (the forecast's condition names, which the weather answer carries).
 */
export const SERVER_NAMESPACES = ['mail', 'consent', 'listofval', 'weather'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];
/** A key with its namespace, as in the web: `mail:reset.subject`. */
export type TextKey = `${ServerNamespace}:${string}`;

function readResources(): Resource {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(
        SERVER_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'))]),
      ),
    ]),
  );
}

const i18n = createInstance();
void i18n.init({
  resources: readResources(),
  ns: [...SERVER_NAMESPACES],
  defaultNS: false,
  // Loaded from memory: ready before init returns.
  initAsync: false,
  // The same order as catalogue texts: the language asked for, else Spanish, else English.
  // An unknown code (the `xx` pseudo-locale, which only the browser builds) gets Spanish.
  fallbackLng: (code: string) => fallbackLanguages(code).filter((lang) => lang !== code),
  // Texts go into plain-text mails, .ics files and JSON answers. The HTML mail escapes
  // each whole paragraph (text and values alike), so values are not escaped here.
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
});

/** Whether `key` has a text in `lang` or in one of its fallbacks. */
export function hasText(lang: string, key: TextKey, values: Record<string, unknown> = {}): boolean {
  return i18n.exists(key, { ...values, lng: lang });
}

/**
 * The text of `key` in `lang` (or its fallback), with `{{values}}` filled in and plural
 * forms picked by `count`; `{{site}}` is the site's name (the town's, lib/site-name.ts) unless
 * `values` says otherwise. A key no locale file has is a programming error: it throws
 * rather than mail the key itself.
 */
export function t(lang: string, key: TextKey, values: Record<string, unknown> = {}): string {
  if (!hasText(lang, key, values)) throw new Error(`No text for "${key}" in the locale files`);
  return i18n.t(key, { site: siteName(), ...values, lng: lang });
}

/** A group of texts as an object (e.g. `consent:widget`, the consent widget's texts). */
export function textTree(lang: string, key: TextKey): unknown {
  if (!hasText(lang, key)) throw new Error(`No texts for "${key}" in the locale files`);
  return i18n.t(key, { lng: lang, returnObjects: true });
}
