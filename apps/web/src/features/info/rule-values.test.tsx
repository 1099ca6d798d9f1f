import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { createTestI18n, readLocale, renderOnPage } from '../../test/render.tsx';
import { InfoPage } from './components/info-page.tsx';
import { INFO_PAGES, infoNamespace } from './info-pages.ts';
import { INFO_RULES, ruleValues, type Rule, type RuleName } from './rule-values.ts';

/** The pages that state the product's rules; the others (the town, advertising) state none. */
const RULE_PAGES = ['terms', 'privacity'] as const;
const NAMESPACES = ['legal', 'metatags', ...INFO_PAGES.map(infoNamespace)];
const RULES = Object.entries(INFO_RULES) as [RuleName, Rule][];

afterEach(cleanup);

/** Every string of a namespace file, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const placeholdersOf = (text: string) => [...text.matchAll(/{{\s*([^{}]+?)\s*}}/g)].map((m) => m[1]!);

/** An hour as a text might write it by hand: 17:00, 17.00, 17h00, 17 h, 17 Uhr. */
function handWrittenHour(hour: string): RegExp {
  const [hh, mm] = hour.split(':') as [string, string];
  return new RegExp(`(?<!\\d)0?${Number(hh)}(?:[:.h]${mm}|[\\s\\u00a0\\u202f](?:h|Uhr)\\b)`);
}

describe.each(SUPPORTED_LANGUAGES)('the %s info pages', (lang) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createTestI18n(lang, NAMESPACES);
  });

  it('show every rule with the value the code enforces, and no placeholder left', () => {
    const values = ruleValues(i18n.getFixedT(lang));
    let shown = '';
    for (const page of RULE_PAGES) {
      renderOnPage(<InfoPage page={page} lang={lang} />, {
        i18n,
        path: '/:lang/info/:index',
        url: `/${lang}/info/${page}`,
      });
      shown += document.body.textContent;
      cleanup();
    }
    expect(shown).not.toContain('{{');
    for (const [name, rule] of RULES) {
      expect(shown, name).toContain(values[name]);
      // A count of one may be written as a word ("one hour", "ordubete"); any other shows its digits.
      if (typeof rule === 'string') expect(values[name], name).toBe(rule);
      else if (rule.count !== 1) expect(values[name], name).toContain(String(rule.count));
    }
  });

  it('take every rule from the values they are given (nested sections included)', () => {
    // Distinct values for all the rules at once: each must reach the texts where its placeholder is.
    const changed = Object.fromEntries(
      RULES.map(([name, rule], i) => [
        name,
        typeof rule === 'string' ? `04:${String(i).padStart(2, '0')}` : { ...rule, count: 4001 + i },
      ]),
    ) as Record<RuleName, Rule>;
    const values = ruleValues(i18n.getFixedT(lang), changed);
    const composed = RULE_PAGES.flatMap((page) =>
      strings(i18n.t('sections', { ns: infoNamespace(page), returnObjects: true, ...values })),
    ).join('\n');
    expect(composed).not.toContain('{{');
    for (const [name, rule] of Object.entries(changed))
      expect(composed, name).toContain(typeof rule === 'string' ? rule : String(rule.count));
  });

  it('write no rule’s number by hand any more, and no placeholder that is not a rule', () => {
    const t = i18n.getFixedT(lang);
    for (const page of INFO_PAGES) {
      const texts = strings(readLocale(lang, infoNamespace(page)));
      const placeholders = new Set(texts.flatMap(placeholdersOf));
      expect(
        [...placeholders].filter((name) => !(name in INFO_RULES)),
        page,
      ).toEqual([]);
      for (const [name, rule] of RULES) {
        if (typeof rule === 'string') {
          // The about page gives the tourist office’s opening hours, which are no rule of ours.
          if (!(RULE_PAGES as readonly string[]).includes(page)) continue;
          const hour = handWrittenHour(rule);
          expect(
            texts.filter((text) => hour.test(text)),
            `${page}: ${name}`,
          ).toEqual([]);
        } else if (rule.count !== 1) {
          // "one hour" is too common a phrase to flag; other counts read as "100 nights", "30 Tage".
          const literal = t(`units.${rule.unit}`, { ns: 'legal', count: rule.count });
          expect(
            texts.filter((text) => text.includes(literal)),
            `${page}: ${name}`,
          ).toEqual([]);
        }
      }
    }
  });
});
