import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';

/** Every text a person reads, the web's and the server's (mails, consent widget) alike. */
const root = join(import.meta.dirname, '../../public/locales');

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  return { [prefix]: value };
}

/** The base key of a plural form: "seconds_other" → "seconds". */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The placeholders a text fills in: i18next's `{{name}}` and, in the consent widget, c15t's `{name}`. */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/{{\s*([^{}]+?)\s*}}|(?<!{){(\w+)}(?!})/g)].map((m) => (m[1] ?? m[2])!);
}

/** The placeholders of each key, a plural key's forms together (a language may say "one night" without {{count}}). */
function placeholdersByKey(texts: Record<string, unknown>): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(texts)) {
    const base = pluralBase(key);
    const names = byKey.get(base) ?? new Set<string>();
    for (const name of placeholders(text)) names.add(name);
    byKey.set(base, names);
  }
  return new Map([...byKey].map(([key, names]) => [key, [...names].sort()]));
}

const read = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(join(root, lang, ns), 'utf8')));
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has namespaces to check, the server-side ones included', () => {
    for (const ns of ['translation.json', 'metatags.json', 'mail.json', 'consent.json']) {
      expect(namespaces).toContain(ns);
    }
  });

  for (const ns of namespaces) {
    const en = read('en', ns);
    const enPlaceholders = placeholdersByKey(en);
    for (const lang of SUPPORTED_LANGUAGES) {
      it(`${lang}/${ns} has every key of en, none empty, with en's placeholders`, () => {
        const other = read(lang, ns);
        const otherBases = new Set(Object.keys(other).map(pluralBase));
        const missing = Object.keys(en).filter((key) =>
          key.match(/_(one|other)$/) ? !otherBases.has(pluralBase(key)) : !(key in other),
        );
        expect(missing).toEqual([]);
        const empty = Object.entries(other).filter(([, v]) => v === '' || v === null);
        expect(empty).toEqual([]);
        const otherPlaceholders = placeholdersByKey(other);
        const differing = [...enPlaceholders]
          .filter(([key, names]) => otherPlaceholders.get(key)?.join() !== names.join())
          .map(([key, names]) => `${key}: en {${names.join()}}, ${lang} {${otherPlaceholders.get(key)?.join()}}`);
        expect(differing).toEqual([]);
      });
    }
  }

  // i18next picks a plural form by Intl.PluralRules: where a language has a category
  // (French "many" for 1 000 000), a key without that form would show nothing.
  for (const lang of SUPPORTED_LANGUAGES) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c !== 'other');
    it(`${lang} has every plural form its language uses (${categories.join(', ')}, other)`, () => {
      const missing = namespaces.flatMap((ns) => {
        const texts = read(lang, ns);
        return Object.keys(texts)
          .filter((key) => key.endsWith('_other'))
          .flatMap((key) =>
            categories
              .map((category) => `${pluralBase(key)}_${category}`)
              .filter((form) => !(form in texts) && !(form.endsWith('_one') && form.replace(/_one$/, '') in texts))
              .map((form) => `${ns}:${form}`),
          );
      });
      expect(missing).toEqual([]);
    });
  }
});
