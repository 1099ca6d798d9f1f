import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enTranslations } from '@c15t/translations';
import { baseTranslations } from '@c15t/translations/all';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';

const root = join(import.meta.dirname, '../../../public/locales');

/** What consent.json holds: the footer link, the failure note and c15t's texts (`widget`). */
interface ConsentNamespace {
  cookieSettings: string;
  bannerFailure: string;
  widget: Record<string, unknown>;
}

const consent = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(join(root, lang, 'consent.json'), 'utf8'))]),
) as Record<Language, ConsentNamespace>;

/** "group.key" paths of a nested text object. */
function paths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? paths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function textAt(value: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value) as string;
}

// The product does not run IAB TCF, so c15t's IAB group is left out.
const { iab: _iab, ...c15tEnglish } = enTranslations;
const c15tPaths = paths(c15tEnglish).sort();

describe('consent namespace', () => {
  it('is written here for all nine languages, three of which c15t does not ship', () => {
    for (const missing of ['ca', 'eu', 'gl']) expect(baseTranslations).not.toHaveProperty(missing);
  });

  it.each(SUPPORTED_LANGUAGES)("%s: `widget` has exactly c15t 2.x's groups and keys (without IAB)", (lang) => {
    expect(Object.keys(consent[lang].widget)).toEqual(Object.keys(c15tEnglish));
    expect(paths(consent[lang].widget).sort()).toEqual(c15tPaths);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every widget text is trimmed and keeps the {category} placeholder', (lang) => {
    const widget = consent[lang].widget;
    for (const path of c15tPaths) expect(textAt(widget, path).trim(), path).toBe(textAt(widget, path));
    expect(textAt(widget, 'frame.title')).toContain('{category}');
    expect(textAt(widget, 'frame.actionButton')).toContain('{category}');
  });

  it('is translated, not copied: long texts differ from English and from Spanish', () => {
    const longTexts = c15tPaths.filter((p) => textAt(consent.en.widget, p).length > 30);
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const path of longTexts) {
        const text = textAt(consent[lang].widget, path);
        if (lang !== 'en') expect(text, `${lang} ${path}`).not.toBe(textAt(consent.en.widget, path));
        if (lang !== 'es') expect(text, `${lang} ${path}`).not.toBe(textAt(consent.es.widget, path));
      }
    }
  });

  it('has the banner failure note in every language, English as the product words it', () => {
    expect(consent.en.bannerFailure).toBe('Something went wrong with the Cookie Banner.');
    const notes = new Set(SUPPORTED_LANGUAGES.map((lang) => consent[lang].bannerFailure));
    expect(notes.size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
