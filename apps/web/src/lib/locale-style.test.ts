import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';

/**
 * House style of the interface's texts, one register and one typography per language
 * (docs/product.md#languages): what a native copy editor would otherwise have to catch by reading.
 */
const root = join(import.meta.dirname, '../../public/locales');

/** Every text of a language as [file/key, text], without the date-fns patterns (their quotes are syntax). */
function texts(lang: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push([path, value]);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(root, lang, file), 'utf8')), file.replace(/\.json$/, ''));
  return found.filter(([path]) => !path.includes('.dateFormats.'));
}

/** The words of a text, with interpolations, tags and addresses reduced to a placeholder. */
const prose = (text: string) => text.replace(/{{[^}]*}}|<[^>]*>|\S+@\S+|https?:\/\/\S+/g, 'X');

/** The texts in which `pattern` occurs, with what it matched. */
const offending = (lang: string, pattern: RegExp, skip: string[] = []) =>
  texts(lang)
    .filter(([path]) => !skip.includes(path))
    .flatMap(([path, text]) => [...prose(text).matchAll(pattern)].map((m) => `${path}: …${m[0]}…`));

describe.each(SUPPORTED_LANGUAGES)('%s texts', (lang) => {
  it('use the typographic apostrophe (’), never the typewriter one', () => {
    expect(offending(lang, /.{0,12}'.{0,12}/g)).toEqual([]);
  });

  it('write an ellipsis as one character, straight after the word', () => {
    expect(offending(lang, /.{0,12}(\.\.\.|\s…).{0,3}/g)).toEqual([]);
  });

  it('have no doubled or stray spaces', () => {
    expect(offending(lang, /.{0,12}( {2,}|^\s|\s$).{0,12}/g)).toEqual([]);
  });
});

describe('German', () => {
  it('addresses the reader as Sie, never du', () => {
    expect(
      offending('de', /.{0,20}(?<!\p{L})(du|dein\p{L}*|dich|dir|euch|euer|eure\p{L}*)(?!\p{L}).{0,20}/giu),
    ).toEqual([]);
  });

  it('calls the product by its name, not "der Führer"', () => {
    expect(offending('de', /.{0,20}(?<!\p{L})Führers?\b.{0,20}/gu)).toEqual([]);
  });
});

describe('French', () => {
  // Imprimerie nationale: a no-break space (U+00A0) before the colon and inside « »,
  // a narrow no-break space (U+202F) before ; ? and !.
  const listsTheSymbols = ['accounts.validation.password.noSpecial'];

  it('puts a no-break space before every colon', () => {
    expect(offending('fr', /.{0,20}(?:[^\u00a0]|^):(?=\s|$).{0,5}/g)).toEqual([]);
  });

  it('puts a narrow no-break space before ; ? and !', () => {
    expect(offending('fr', /.{0,20}(?:[^\u202f]|^)[;?!](?=\s|$|[»)])/g, listsTheSymbols)).toEqual([]);
  });

  it('puts no-break spaces inside the guillemets', () => {
    expect(offending('fr', /.{0,10}(«[^\u00a0]|[^\u00a0]»).{0,10}/g)).toEqual([]);
  });
});

describe('Italian', () => {
  it('spells e-mail with a hyphen', () => {
    expect(offending('it', /.{0,20}(?<![-\p{L}])email\b.{0,20}/giu)).toEqual([]);
  });
});

describe('Catalan', () => {
  it('addresses the reader as tu: no vosaltres forms, no "Vés"', () => {
    const vosaltres =
      /.{0,20}(?<!\p{L})(vegeu|feu|podeu|teniu|voleu|escriviu|consulteu|mireu|vostr[eao]s?|vés)(?!\p{L}).{0,20}/giu;
    expect(offending('ca', vosaltres)).toEqual([]);
    expect(offending('ca', /.{0,20}(?<!si |\p{L})us(?!\p{L}).{0,20}/giu)).toEqual([]);
  });

  it('calls the language setting "idioma"', () => {
    expect(
      texts('ca')
        .filter(([path]) => /language|lang\b/i.test(path))
        .filter(([, text]) => /llengu/i.test(text)),
    ).toEqual([]);
  });
});

describe('Galician', () => {
  it('uses the Galician forms, not the Spanish ones', () => {
    expect(offending('gl', /.{0,20}\b(perruquería|cestería|bollería|tremoços|alquería)\b.{0,20}/giu)).toEqual([]);
  });
});

describe('Basque', () => {
  it('calls the colour scheme "itxura" (gai is a topic)', () => {
    expect(offending('eu', /.{0,20}\bgai (ilun|argi)\p{L}*/giu)).toEqual([]);
  });
});
