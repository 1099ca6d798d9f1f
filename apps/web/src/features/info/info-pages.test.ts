import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { INFO_PAGES, infoNamespace, isInfoPage, toSections } from './info-pages.ts';

const locales = join(import.meta.dirname, '../../../public/locales');
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

describe('info pages', () => {
  it('knows the four pages the footer links to, and nothing else', () => {
    expect(INFO_PAGES.every(isInfoPage)).toBe(true);
    for (const other of [undefined, '', 'index', 'AboutUs', 'toString', '__proto__'])
      expect(isInfoPage(other)).toBe(false);
  });

  it('keeps only well-formed sections', () => {
    const good = { id: 'a', heading: 'A', paragraphs: ['one'] };
    expect(toSections([good, null, 'text', { id: 'b', heading: 'B' }, { heading: 3, paragraphs: [] }])).toEqual([good]);
    expect(toSections('sections')).toEqual([]); // what i18next returns for a missing key
  });

  it('has, in every language, a title and sections with paragraphs for every page, and the index names each', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const index = read(lang, 'legal') as { pages: Record<string, { title: string; summary: string }> };
      expect(Object.keys(index.pages).sort(), lang).toEqual([...INFO_PAGES].sort());
      for (const page of INFO_PAGES) {
        const texts = read(lang, infoNamespace(page));
        const sections = toSections(texts.sections);
        expect(typeof texts.title, `${lang}/${page}`).toBe('string');
        expect(sections.length, `${lang}/${page}`).toBeGreaterThanOrEqual(3);
        expect(sections.every((s) => s.paragraphs.length > 0 && s.paragraphs.every((p) => p.length > 20))).toBe(true);
      }
    }
  });
});
