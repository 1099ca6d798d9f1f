import { enTranslations } from '@c15t/translations';
import { baseTranslations } from '@c15t/translations/all';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_BANNER_FAILURE_TEXT,
  CONSENT_TEXT_GROUPS,
  CONSENT_TRANSLATIONS,
  consentTextsFor,
} from './consent-translations.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** "group.key" paths of a nested text object. */
function paths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? paths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function textAt(value: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value) as string;
}

const { iab: _iab, ...c15tEnglish } = enTranslations;
const c15tPaths = paths(c15tEnglish).sort();

describe('consent translations', () => {
  it('covers the nine languages, three of which c15t does not ship', () => {
    expect(Object.keys(CONSENT_TRANSLATIONS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const missing of ['ca', 'eu', 'gl']) expect(baseTranslations).not.toHaveProperty(missing);
  });

  it("uses exactly c15t 2.x's groups and keys (without IAB) in every language", () => {
    expect(CONSENT_TEXT_GROUPS).toEqual(Object.keys(c15tEnglish));
    for (const language of SUPPORTED_LANGUAGES) {
      expect(paths(CONSENT_TRANSLATIONS[language]).sort(), language).toEqual(c15tPaths);
    }
  });

  it('has a non-empty, trimmed text for every key, keeping the {category} placeholder', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = CONSENT_TRANSLATIONS[language];
      for (const path of c15tPaths) {
        const text = textAt(texts, path);
        expect(text.trim(), `${language} ${path}`).toBe(text);
        expect(text.length, `${language} ${path}`).toBeGreaterThan(0);
      }
      expect(texts.frame.title).toContain('{category}');
      expect(texts.frame.actionButton).toContain('{category}');
    }
  });

  it('is translated, not copied: long texts differ from English and from Spanish', () => {
    const longTexts = c15tPaths.filter((p) => textAt(CONSENT_TRANSLATIONS.en, p).length > 30);
    for (const language of SUPPORTED_LANGUAGES) {
      for (const path of longTexts) {
        const text = textAt(CONSENT_TRANSLATIONS[language], path);
        if (language !== 'en') expect(text, `${language} ${path}`).not.toBe(textAt(CONSENT_TRANSLATIONS.en, path));
        if (language !== 'es') expect(text, `${language} ${path}`).not.toBe(textAt(CONSENT_TRANSLATIONS.es, path));
      }
    }
  });

  it('has the banner failure text in every language, English as SPEC.md §2 words it', () => {
    expect(CONSENT_BANNER_FAILURE_TEXT.en).toBe('Something went wrong with the Cookie Banner.');
    expect(new Set(Object.values(CONSENT_BANNER_FAILURE_TEXT)).size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it('picks the texts of a language by its first two letters, else English', () => {
    expect(consentTextsFor('ca-ES').language).toBe('ca');
    expect(consentTextsFor('EU').language).toBe('eu');
    expect(consentTextsFor('fi').language).toBe('en');
    expect(consentTextsFor(undefined)).toEqual({ language: 'en', translations: CONSENT_TRANSLATIONS.en });
  });
});
