import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';

/** docs/glossary.md: one term per concept and language; its tables' "Not" column lists the variants no text may use. */
const root = join(import.meta.dirname, '../../public/locales');
const glossary = readFileSync(join(import.meta.dirname, '../../../../docs/glossary.md'), 'utf8');

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

/** Every text of a language, named "namespace:key". */
function textsOf(lang: string): [string, string][] {
  return readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const ns = f.replace(/\.json$/, '');
      return texts(JSON.parse(readFileSync(join(root, lang, f), 'utf8'))).map(([k, v]): [string, string] => [
        `${ns}:${k}`,
        v,
      ]);
    });
}

/** The `backticked` variants of the "Not" column of each language's table ("## es: …"). */
export function forbiddenVariants(markdown: string): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  let lang: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = line.match(/^## (\w\w): /);
    if (heading) {
      lang = heading[1]!;
      byLang.set(lang, []);
    } else if (line.startsWith('## ')) {
      lang = undefined;
    } else if (lang && line.startsWith('|')) {
      const notColumn = line.split('|').slice(1, -1)[2] ?? '';
      byLang.get(lang)!.push(...[...notColumn.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    }
  }
  return byLang;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant as a whole word or phrase: in any case if written in lower case, else exactly ("la Photo"). */
const wholeWords = (variant: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escape(variant)}(?![\\p{L}\\p{N}])`,
    variant === variant.toLocaleLowerCase() ? 'iu' : 'u',
  );

function uses(lang: string, variants: string[]): string[] {
  return textsOf(lang).flatMap(([key, text]) =>
    variants.filter((v) => wholeWords(v).test(text)).map((v) => `${key} uses "${v}": ${text}`),
  );
}

const variants = forbiddenVariants(glossary);

describe('the glossary (docs/glossary.md)', () => {
  it('has a table for every language', () => {
    expect([...variants.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('finds a variant it forbids when a text uses it', () => {
    const parsed = forbiddenVariants(
      '## es: español\n\n| concept | use | Not |\n|---|---|---|\n| x | y | `larga duración` |\n',
    );
    expect(parsed.get('es')).toEqual(['larga duración']);
    expect(wholeWords('larga duración').test('Alquiler de Larga duración.')).toBe(true);
    expect(wholeWords('darrer').test('darrera')).toBe(false);
    expect(wholeWords('la Photo').test('Supprimer la photo')).toBe(false);
    expect(wholeWords('la Photo').test('Supprimer la Photo 3')).toBe(true);
  });

  for (const lang of SUPPORTED_LANGUAGES) {
    it(`${lang}: no text uses a variant the glossary rules out`, () => {
      expect(uses(lang, variants.get(lang) ?? [])).toEqual([]);
    });
  }
});

/** Languages that write language names in lower case inside a sentence (docs/glossary.md#rules-for-every-language). */
const LOWER_CASE_NAMES: Language[] = ['es', 'ca', 'eu', 'gl', 'fr', 'it', 'pt'];

/** A language name with a capital after a lower-case word or a comma: "Texto en Inglés". Basque adds endings ("Ingelesez"). */
export function capitalisedNames(lang: Language, text: string, names: string[]): string[] {
  return names.flatMap((name) => {
    const capitalised = name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
    const ending = lang === 'eu' ? '' : '(?![\\p{L}\\p{N}])';
    const mid = new RegExp(`(?<=[\\p{Ll}\\p{N},;] |\\()${escape(capitalised)}${ending}`, 'u');
    return mid.test(text) ? [capitalised] : [];
  });
}

describe('language names', () => {
  it('catches a capital mid-sentence, not one that begins a text', () => {
    expect(capitalisedNames('es', 'Texto en Inglés', ['inglés'])).toEqual(['Inglés']);
    expect(capitalisedNames('es', 'Descripción (Inglés)', ['inglés'])).toEqual(['Inglés']);
    expect(capitalisedNames('es', 'Inglés: completo', ['inglés'])).toEqual([]);
    expect(capitalisedNames('eu', 'Testuak Ingelesez', ['ingeles'])).toEqual(['Ingeles']);
  });

  for (const lang of LOWER_CASE_NAMES) {
    it(`${lang} writes language names in lower case inside a sentence`, () => {
      const all = textsOf(lang);
      // The language's own names for the nine languages, as the host's booking card shows them.
      const names = all
        .filter(([key]) => key.startsWith('host:languages.'))
        .map(([, name]) => name.toLocaleLowerCase(lang))
        // Basque declines them: match the stem ("ingeles-a", "ingeles-ez").
        .map((name) => (lang === 'eu' ? name.replace(/a$/, '') : name));
      expect(names).toHaveLength(SUPPORTED_LANGUAGES.length);
      const found = all.flatMap(([key, text]) =>
        capitalisedNames(lang, text, names).map((name) => `${key}: "${name}" in ${text}`),
      );
      expect(found).toEqual([]);
    });
  }
});
