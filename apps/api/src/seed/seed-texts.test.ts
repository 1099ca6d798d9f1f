import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared';
import { ASSET_CATEGORIES, CUISINE_TYPES, type AssetCategory, type CuisineType } from '@town/shared/catalogue';
import type { GeneratedAsset } from './factories.ts';
import { generateTown } from './seed-town.ts';
import { PHRASE_BANKS } from './text/index.ts';

/*
 * The demo town's texts, read the way the translators' review read them: every name, summary,
 * description section, menu and address of a town bigger than the demo one (which it starts
 * with), in every language, checked for what a machine can check.
 */

const town = generateTown({ assets: 1500 });

interface SeedText {
  lang: Language;
  /** Where the text comes from, for the failure message. */
  where: string;
  text: string;
  /** A name, a summary, a menu line or an address: short texts whose lists carry no articles. */
  card: boolean;
  asset: GeneratedAsset;
  section?: string;
}

const ALL_TEXTS: SeedText[] = town.flatMap((asset) => {
  const { type, category } = asset.asset;
  const where = (field: string) => `${type}/${category} #${town.indexOf(asset)} ${field}`;
  return [
    ...asset.texts.flatMap((t) => [
      { lang: t.lang as Language, where: where('name'), text: t.name, card: true, asset },
      { lang: t.lang as Language, where: where('summary'), text: t.summary, card: true, asset },
      ...Object.entries(t.sections).map(([key, text]) => ({
        lang: t.lang as Language,
        where: where(key),
        text: text!,
        card: false,
        asset,
        section: key,
      })),
    ]),
    ...asset.menu.flatMap((section) =>
      [section, ...section.items].flatMap((item) =>
        SUPPORTED_LANGUAGES.map((lang) => ({ lang, where: where('menu'), text: item.name[lang], card: true, asset })),
      ),
    ),
    ...SUPPORTED_LANGUAGES.map((lang) => ({
      lang,
      where: where('address'),
      text: asset.asset.address,
      card: true,
      asset,
    })),
  ];
});

const textsIn = (lang: Language) => ALL_TEXTS.filter((t) => t.lang === lang);

/** The texts of `lang` that match `pattern`, as "where: text" lines (none when all is well). */
function offending(texts: SeedText[], pattern: RegExp): string[] {
  return texts.filter((t) => pattern.test(t.text)).map((t) => `${t.where} [${t.lang}]: ${t.text}`);
}

function expectNone(found: string[]) {
  expect(found.slice(0, 8), `${found.length} texts`).toEqual([]);
}

/** The interface's own labels: what the filters and the cards call each kind of place and cuisine. */
function localeLabels(lang: Language): {
  category: Record<AssetCategory, string>;
  cuisine: Record<CuisineType, string>;
} {
  const file = new URL(`../../../web/public/locales/${lang}/listofval.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Per language: its articles, the word that ends a list ("y", "i", "e", "et", "and", "und") and,
 * but in French (which says "des plats végétariens"), what opens the list of what else a menu has.
 */
const GRAMMAR: Partial<Record<Language, { articles: string; and: string; menuAlsoHas?: string }>> = {
  es: { articles: 'el|la|los|las', and: 'y|e', menuAlsoHas: 'también incluye' },
  ca: { articles: 'el|la|els|les|l’', and: 'i', menuAlsoHas: 'també inclou' },
  gl: { articles: 'o|a|os|as', and: 'e', menuAlsoHas: 'tamén inclúe' },
  pt: { articles: 'o|a|os|as', and: 'e', menuAlsoHas: 'inclui também' },
  it: { articles: 'il|lo|la|i|gli|le|l’', and: 'e|ed', menuAlsoHas: 'ci sono anche' },
  fr: { articles: 'le|la|les|l’', and: 'et' },
  de: { articles: 'der|die|das|den|dem|des', and: 'und', menuAlsoHas: 'bietet außerdem' },
  en: { articles: 'the', and: 'and', menuAlsoHas: 'also has' },
};

/** A pattern that starts a word (JavaScript's \\b knows no accented letters: "és", "vós"). */
const atWord = (pattern: string, flags = 'u') => new RegExp(`(?<!\\p{L})${pattern}`, flags);
/** Any of the words, as whole words. */
const anyWord = (list: string, flags = 'iu') => atWord(`(?:${list})(?!\\p{L})`, flags);

/** The article that ends a list item: "l’" runs into its word, the others stand apart. */
const articleThen = (articles: string) => `(?:${articles})(?:(?<=’)|\\s)`;

describe('the demo town’s texts', () => {
  it('covers every cuisine and every kind of place, in every language', () => {
    expect(new Set(town.flatMap((a) => a.asset.cuisines ?? []))).toEqual(new Set(CUISINE_TYPES));
    const categories = new Set(town.map((a) => a.asset.category));
    for (const list of Object.values(ASSET_CATEGORIES)) for (const c of list) expect(categories).toContain(c);
    for (const lang of SUPPORTED_LANGUAGES) expect(textsIn(lang).length).toBeGreaterThan(10_000);
  });

  describe.each(SUPPORTED_LANGUAGES)('in %s', (lang) => {
    const texts = textsIn(lang);
    const bank = PHRASE_BANKS[lang];
    const labels = localeLabels(lang);

    it('names each kind of place and each cuisine as the filters do', () => {
      expect(bank.category).toEqual(labels.category);
      expect(bank.cuisineLabel).toEqual(labels.cuisine);
      const mismatched: string[] = [];
      for (const asset of town) {
        const { type, category, cuisines } = asset.asset;
        const text = asset.texts.find((t) => t.lang === lang)!;
        const label = bank.category[category as AssetCategory];
        if (type === 'property') {
          // Basque puts the article on the noun's end: "Txaleta", "txalet lasaia".
          const noun = (lang === 'eu' ? label.replace(/a$/, '') : label).toLocaleLowerCase(lang);
          if (!text.name.toLocaleLowerCase(lang).includes(noun)) mismatched.push(`${text.name} (${label})`);
        } else if (type === 'hotel') {
          if (!text.summary.toLocaleLowerCase(lang).includes(label.toLocaleLowerCase(lang)))
            mismatched.push(`${text.summary} (${label})`);
        } else {
          const expected =
            type === 'eat' ? `${label} · ${bank.cuisineLabel[cuisines![0] as CuisineType]}` : `${label} · `;
          if (!text.summary.startsWith(expected)) mismatched.push(`${text.summary} (${expected})`);
        }
      }
      expectNone(mismatched);
    });

    it('keeps articles out of the lists on cards and menus', () => {
      const grammar = GRAMMAR[lang];
      if (!grammar) return; // Basque has no articles to misplace.
      const afterListWord = new RegExp(`(?:,\\s|\\s(?:${grammar.and})\\s)${articleThen(grammar.articles)}`, 'iu');
      expectNone(
        offending(
          texts.filter((t) => t.card && !t.where.endsWith('address')),
          afterListWord,
        ),
      );
      // Nor in what else the menu has ("incluye platos vegetarianos y cocina mediterránea").
      if (grammar.menuAlsoHas) {
        const menuList = new RegExp(`${grammar.menuAlsoHas} [^.]*`, 'u');
        const lists = texts.flatMap((t) => {
          const list = menuList.exec(t.text)?.[0];
          return list ? [{ ...t, text: list }] : [];
        });
        expect(lists.length).toBeGreaterThan(100);
        expectNone(offending(lists, afterListWord));
      }
      // Nor does a list that starts bare take an article later on ("Pescado y el marisco").
      const bareThenArticle = new RegExp(
        `(?:^|[.:;·]\\s)\\p{Lu}\\p{Ll}+(?:,\\s\\p{Ll}+)*(?:,|\\s(?:${grammar.and}))\\s${articleThen(grammar.articles)}`,
        'u',
      );
      expectNone(offending(texts, bareThenArticle));
    });

    it('agrees the verb with the number of what follows it', () => {
      // "La especialidad es las tapas", "… es el pescado y el marisco", and the other way round.
      const rules: Partial<Record<Language, string[]>> = {
        es: ['es (?:los|las) ', 'es (?:el|la) [^.,;:]* y (?:el|la|los|las) ', 'son (?:el|la) (?![^.,;:]* y )'],
        ca: [
          'és (?:els|les) ',
          'és (?:el |la |l’)[^.,;:]* i (?:el |la |els |les |l’)',
          'són (?:el |la |l’)(?![^.,;:]* i )',
        ],
        gl: ['é (?:os|as) ', 'é (?:o|a) [^.,;:]* e (?:o|a|os|as) ', 'son (?:o|a) (?![^.,;:]* e )'],
        pt: ['é (?:os|as) ', 'é (?:o|a) [^.,;:]* e (?:o|a|os|as) ', 'são (?:o|a) (?![^.,;:]* e )'],
        it: [
          'è (?:i|gli|le) ',
          'è (?:il |lo |la |l’)[^.,;:]* e (?:il |lo |la |i |gli |le |l’)',
          'sono (?:il |lo |la |l’)(?![^.,;:]* e )',
        ],
        fr: [
          '(?:c’)?est (?:les|des) ',
          'c’est (?:le |la |l’)[^.,;:]* et (?:le |la |les |l’)',
          'ce sont (?:le |la |l’)(?![^.,;:]* et )',
        ],
      };
      for (const rule of rules[lang] ?? []) expectNone(offending(texts, atWord(rule)));
    });

    it('keeps fish and the fish auction out of cafés, ice-cream parlours, bakeries and vegetarian kitchens', () => {
      const fish: Record<Language, RegExp> = {
        es: anyWord('lonja|pescados?|barcas'),
        ca: anyWord('llotja|peix|peixos|barques'),
        eu: atWord('(?:lonja|arrain|itsasontzi)', 'iu'),
        gl: anyWord('lonxa|peixes?|barcas'),
        en: anyWord('auction|fish|boats|catch'),
        fr: anyWord('criée|poissons?|bateaux'),
        de: /Auktion|Fisch|Fang|Boote/u,
        it: anyWord('asta|pesce|ittico|barche'),
        pt: anyWord('lota|peixes?|barcos'),
      };
      const meatless = texts.filter(
        ({ asset: { asset }, section, card }) =>
          !card &&
          section !== 'location' &&
          (asset.category === 'cafe' ||
            asset.category === 'bakery' ||
            asset.cuisines?.[0] === 'vegetarian' ||
            asset.cuisines?.[0] === 'vegan'),
      );
      expect(meatless.length).toBeGreaterThan(100);
      expectNone(offending(meatless, fish[lang]));
    });

    it('writes apostrophes one way, the typographic ’', () => {
      expectNone(offending(texts, /['\u02bc]/));
    });

    it('speaks to the reader as the interface does', () => {
      const otherRegister: Record<Language, string | null> = {
        es: 'usted|ustedes|vosotros|vosotras|os', // tú
        ca: 'us|vostè|vostès|vosaltres|vostre|vostra', // tu
        gl: 'vostede|vostedes|vós', // ti
        pt: 'tu|teu|tua|teus|tuas|contigo', // o senhor: "Pode", "dizer-lhe"
        it: 'voi|vi|vostr[oaie]|\\p{L}+tevi', // tu
        fr: 'tu|toi|ton|ta|tes', // vous
        de: 'du|dein\\p{L}*|dich|dir', // Sie
        eu: 'hik|hire|hiretzat', // zu
        en: null,
      };
      const pattern = otherRegister[lang];
      if (pattern) expectNone(offending(texts, anyWord(pattern)));
    });

    it('says what the review found wrong in a native way', () => {
      const reviewed: Record<Language, string> = {
        es: 'Portalba va a comer',
        ca: 'Portalba va a menjar|seues?|ací',
        gl: 'Portalba vai comer|bollería|cestería|perruquería|tremoços',
        pt: 'Portalba vai comer',
        it: 'Portalba va a mangiare',
        fr: 'Portalba va bien manger|paillotes?',
        de: 'denen Portalba gut isst|Daten',
        eu: 'oinez daude|(?<![\\d,])1 kilometro\\p{L}*',
        en: 'Portalba goes to eat',
      };
      expectNone(offending(texts, anyWord(reviewed[lang])));
    });
  });

  it('puts the interface’s no-break space before French : ; ? and !', () => {
    const accounts = readFileSync(new URL('../../../web/public/locales/fr/accounts.json', import.meta.url), 'utf8');
    expect(accounts).toContain('\u00a0:');
    expectNone(offending(textsIn('fr'), /(?<!\u00a0)[:;?!]/u));
  });

  it('lists the cuisines of a sentence all with their article, or all without', () => {
    for (const lang of ['es', 'ca', 'gl', 'pt', 'it', 'fr'] as const) {
      const startsWithArticle = new RegExp(`^${articleThen(GRAMMAR[lang]!.articles)}`, 'u');
      const bare = CUISINE_TYPES.filter((c) => !startsWithArticle.test(PHRASE_BANKS[lang].cuisine[c]));
      expect(bare, lang).toEqual([]);
    }
  });
});
