import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { PAGE_PLACEHOLDERS, STARTER_PAGES, type TownProfile } from '@town/shared/town';
import { DEMO_TOWN } from '../../seed/demo-profile.ts';
import { renderPage } from './pages.markdown.ts';
import { addressLine, placeholderValues } from './pages.placeholders.ts';
import { PAGE_RULES, ruleText } from './pages.rules.ts';
import { parseTemplate, starterTexts, TEMPLATES_DIR } from './pages.templates.ts';

/** A second town, made up for the test: nothing of the demo town. */
const OTHER_TOWN: TownProfile = {
  configured: true,
  updatedAt: new Date(0).toISOString(),
  name: 'Vilaserena',
  tagline: {},
  region: 'Illes Balears',
  province: 'Illes Balears',
  country: 'ES',
  centre: { lat: 39.77, lng: 2.71 },
  zoom: 14,
  timeZone: 'Europe/Madrid',
  address: {
    street: 'Plaça de la Constitució, 1',
    postalCode: '07100',
    locality: 'Vilaserena',
    province: 'Illes Balears',
    country: 'España',
  },
  phone: '+34 971 630 200',
  email: 'turisme@vilaserena.example',
  social: {},
  colour: '#0b5c8a',
  languages: ['ca', 'es', 'en', 'de'],
  defaultLanguage: 'ca',
  legal: {
    entity: 'Ajuntament de Vilaserena',
    taxId: 'P0706100I',
    address: 'Plaça de la Constitució, 1, 07100 Vilaserena',
    dpoEmail: 'dpd@vilaserena.example',
  },
};

/** What names the demo town: none of it may be in a template. */
const DEMO_WORDS = [
  DEMO_TOWN.name,
  DEMO_TOWN.address.street,
  DEMO_TOWN.address.postalCode,
  DEMO_TOWN.phone,
  DEMO_TOWN.email,
  DEMO_TOWN.legal.entity,
  DEMO_TOWN.legal.taxId,
  DEMO_TOWN.legal.dpoEmail,
  'costaguia',
  'Comunitat Valenciana',
];

describe('the starter pages’ templates', () => {
  it('exist for every starter page in the nine languages, and nothing else is there', () => {
    expect(readdirSync(TEMPLATES_DIR).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const lang of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(TEMPLATES_DIR, lang)).sort()).toEqual(STARTER_PAGES.map((s) => `${s}.md`).sort());
    }
    for (const slug of STARTER_PAGES) {
      const texts = starterTexts(slug);
      expect(Object.keys(texts).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
      for (const lang of SUPPORTED_LANGUAGES) {
        expect(texts[lang]!.title.length, `${lang}/${slug}`).toBeGreaterThan(2);
        expect(texts[lang]!.body.length, `${lang}/${slug}`).toBeGreaterThan(300);
      }
    }
  });

  it('are each in their own language: no two languages share a title', () => {
    for (const slug of STARTER_PAGES) {
      const titles = Object.values(starterTexts(slug)).map((t) => t.title);
      // Galician and Spanish, or Portuguese and Galician, may spell a title alike; the bodies never.
      const bodies = Object.values(starterTexts(slug)).map((t) => t.body);
      expect(new Set(bodies).size, slug).toBe(SUPPORTED_LANGUAGES.length);
      expect(new Set(titles).size, slug).toBeGreaterThan(SUPPORTED_LANGUAGES.length / 2);
    }
  });

  it('name no town: every detail of one is a placeholder', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const slug of STARTER_PAGES) {
        const source = readFileSync(join(TEMPLATES_DIR, lang, `${slug}.md`), 'utf8');
        for (const word of DEMO_WORDS) expect(source, `${lang}/${slug}: ${word}`).not.toContain(word);
      }
    }
  });

  it('use only the placeholders pages know, and the legal pages name the entity and its contacts', () => {
    const known = new Set<string>(PAGE_PLACEHOLDERS);
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const slug of STARTER_PAGES) {
        const source = readFileSync(join(TEMPLATES_DIR, lang, `${slug}.md`), 'utf8');
        for (const [, name] of source.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
          expect(known, `${lang}/${slug}`).toContain(name);
        }
      }
      const legal = starterTexts('legal-notice')[lang]!.body;
      for (const placeholder of ['legal.entity', 'legal.taxId', 'legal.address', 'town.email', 'town.phone']) {
        expect(legal, `${lang}/legal-notice`).toContain(`{{${placeholder}}}`);
      }
      const privacy = starterTexts('privacy')[lang]!.body;
      for (const placeholder of ['legal.entity', 'legal.dpoEmail', 'rules.contactMessageYears', 'rules.sessionDays']) {
        expect(privacy, `${lang}/privacy`).toContain(`{{${placeholder}}}`);
      }
      const cookies = starterTexts('cookies')[lang]!.body;
      for (const cookie of ['town_refresh', 'town_device', 'lang_choice', 'c15t', '_ga']) {
        expect(cookies, `${lang}/cookies`).toContain(cookie);
      }
    }
  });

  it('read as a town’s own pages once filled in: its details in, no placeholder left, nothing of the demo town', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const values = placeholderValues(OTHER_TOWN, lang);
      const all = STARTER_PAGES.map((slug) => renderPage(starterTexts(slug)[lang]!.body, values)).join('\n');
      expect(all, lang).not.toMatch(/\{\{/);
      for (const word of DEMO_WORDS) expect(all, `${lang}: ${word}`).not.toContain(word);
      for (const detail of [
        OTHER_TOWN.name,
        OTHER_TOWN.legal.entity,
        OTHER_TOWN.legal.taxId,
        OTHER_TOWN.legal.dpoEmail,
        OTHER_TOWN.email,
      ]) {
        expect(all, `${lang}: ${detail}`).toContain(detail);
      }
      expect(all, lang).toContain(ruleText(PAGE_RULES.sessionDays, lang));
    }
  });

  it('start with their title, as a # heading', () => {
    expect(parseTemplate('# Legal notice\n\nBody.\n')).toEqual({ title: 'Legal notice', body: 'Body.\n' });
    expect(() => parseTemplate('No title\n\nBody.')).toThrow(/title/);
  });
});

describe('the product’s rules as pages write them', () => {
  it('take each language’s plural forms from the constants', () => {
    expect(ruleText({ count: 1, unit: 'hours' }, 'es')).toBe('una hora');
    expect(ruleText({ count: 30, unit: 'days' }, 'es')).toBe('30 días');
    expect(ruleText({ count: 1, unit: 'years' }, 'eu')).toBe('urtebete');
    expect(ruleText({ count: 2, unit: 'years' }, 'de')).toBe('2 Jahre');
    expect(ruleText({ count: 1_000_000, unit: 'nights' }, 'fr')).toBe('1\u202f000\u202f000 nuits');
    expect(ruleText({ count: 100, unit: 'nights' }, 'en')).toBe('100 nights');
    expect(ruleText('17:00', 'it')).toBe('17:00');
    for (const lang of SUPPORTED_LANGUAGES) {
      const values = placeholderValues(OTHER_TOWN, lang);
      for (const name of PAGE_PLACEHOLDERS) expect(values[name], `${lang} ${name}`).toBeTruthy();
    }
  });

  it('write the town’s address on one line', () => {
    expect(addressLine(OTHER_TOWN.address)).toBe('Plaça de la Constitució, 1, 07100 Vilaserena (Illes Balears)');
    expect(addressLine({ ...OTHER_TOWN.address, province: 'Vilaserena' })).toBe(
      'Plaça de la Constitució, 1, 07100 Vilaserena',
    );
  });
});
