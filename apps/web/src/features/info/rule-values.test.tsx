import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { createTestI18n } from '../../test/render.tsx';
import { INFO_RULES, ruleValues, type Rule, type RuleName } from './rule-values.ts';

const RULES = Object.entries(INFO_RULES) as [RuleName, Rule][];

describe.each(SUPPORTED_LANGUAGES)('the rules in %s', (lang) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createTestI18n(lang, ['legal']);
  });

  it('are written with the value the code enforces, in the language’s plural forms', () => {
    const values = ruleValues(i18n.getFixedT(lang));
    for (const [name, rule] of RULES) {
      expect(values[name], name).not.toContain('{{');
      // A count of one may be written as a word ("one hour", "ordubete"); any other shows its digits.
      if (typeof rule === 'string') expect(values[name], name).toBe(rule);
      else if (rule.count !== 1) expect(values[name], name).toContain(String(rule.count));
    }
  });

  it('follow the values they are given', () => {
    const changed = Object.fromEntries(
      RULES.map(([name, rule], i) => [
        name,
        typeof rule === 'string' ? `04:${String(i).padStart(2, '0')}` : { ...rule, count: 4001 + i },
      ]),
    ) as Record<RuleName, Rule>;
    const values = ruleValues(i18n.getFixedT(lang), changed);
    for (const [name, rule] of Object.entries(changed) as [RuleName, Rule][])
      expect(values[name], name).toContain(typeof rule === 'string' ? rule : String(rule.count));
  });
});
