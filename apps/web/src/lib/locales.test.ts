import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';

const root = join(import.meta.dirname, '../../public/locales');

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  return { [prefix]: value };
}

/** The base key of a plural form: "seconds_other" → "seconds". */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has namespaces to check', () => {
    expect(namespaces).toContain('translation.json');
    expect(namespaces).toContain('metatags.json');
  });

  for (const ns of namespaces) {
    const en = flatten(JSON.parse(readFileSync(join(root, 'en', ns), 'utf8')));
    for (const lang of SUPPORTED_LANGUAGES) {
      it(`${lang}/${ns} has every key of en, none empty`, () => {
        const other = flatten(JSON.parse(readFileSync(join(root, lang, ns), 'utf8')));
        const otherBases = new Set(Object.keys(other).map(pluralBase));
        const missing = Object.keys(en).filter((key) =>
          key.match(/_(one|other)$/) ? !otherBases.has(pluralBase(key)) : !(key in other),
        );
        expect(missing).toEqual([]);
        const empty = Object.entries(other).filter(([, v]) => v === '' || v === null);
        expect(empty).toEqual([]);
      });
    }
  }
});
