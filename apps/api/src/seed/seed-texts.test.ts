import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared';
import { ASSET_CATEGORIES, CUISINE_TYPES, type AssetCategory, type CuisineType } from '@town/shared/catalogue';
import type { GeneratedAsset } from './factories.ts';
import { metresFromShore, TOWN_PLACE_NAMES } from './places.ts';
import { generateTown } from './seed-town.ts';
import { DEMO_ABOUT_PAGE } from './text/about/index.ts';
import { NEIGHBOURHOOD_NAMES, type NeighbourhoodKey } from './text/facts.ts';
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
  it: { articles: 'il|lo|la|i|gli|le|l’', and: 'e|ed', menuAlsoHas: 'propone anche' },
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

/** Per language, the words of the register the interface does not use with the reader. */
const OTHER_REGISTER: Record<Language, string | null> = {
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

/** The demo town's About page in `lang` (text/about/): its title and its Markdown. */
const aboutPage = (lang: Language) => `${DEMO_ABOUT_PAGE[lang].title}\n${DEMO_ABOUT_PAGE[lang].body}`;

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
      const pattern = OTHER_REGISTER[lang];
      if (pattern) expectNone(offending(texts, anyWord(pattern)));
    });

    it('says what the review found wrong in a native way', () => {
      const reviewed: Record<Language, string> = {
        es: 'Portalba va a comer',
        ca: 'Portalba va a menjar|seues?|ací',
        gl: 'Portalba vai comer|bollería|cestería|perruquería|tremoços|fins de semana',
        pt: 'Portalba vai comer',
        it: 'Portalba va a mangiare|ci sono anche',
        fr: 'Portalba va bien manger|paillotes?',
        de: 'denen Portalba gut isst|Daten|gelegen, gibt es',
        eu: 'oinez daude|(?<![\\d,])1 kilometro\\p{L}*|eseri zaitezke bazkaltzera',
        en: 'Portalba goes to eat|almuerzo(?!, the Valencian mid-morning snack)',
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

/*
 * What the texts say must agree with the listing's own data, and with the one geography of
 * the town (apps/api/src/seed/places.ts): a newcomer reads the demo town first.
 */
describe('the demo town’s texts tell the truth', () => {
  const homes = town.filter((a) => a.asset.type === 'property');
  const textOf = (asset: GeneratedAsset, lang: Language) => asset.texts.find((t) => t.lang === lang)!;
  const allOf = (asset: GeneratedAsset, lang: Language) => {
    const t = textOf(asset, lang);
    return [t.name, t.summary, ...Object.values(t.sections)].join('\n');
  };
  /** What the texts say besides the business's own name ("Restaurant La Llotja", "Finques El Grau"). */
  const saidOf = (asset: GeneratedAsset, lang: Language) => allOf(asset, lang).replaceAll(textOf(asset, lang).name, '');
  const WORDS: Record<'es' | 'en', Record<string, number>> = {
    es: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 },
    en: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 },
  };
  const numberOf = (lang: 'es' | 'en', word: string) => WORDS[lang][word.toLowerCase()] ?? Number(word);

  it('speaks of “the other bedrooms” only when there are three or more', () => {
    const others = { es: /los demás|los otros dormitorios|demás dormitorios/iu, en: /other bedrooms|the others/iu };
    for (const lang of ['es', 'en'] as const) {
      expectNone(
        homes
          .filter((h) => h.asset.bedrooms! <= 2 && others[lang].test(textOf(h, lang).sections.bedrooms ?? ''))
          .map((h) => `${h.asset.bedrooms} bedrooms [${lang}]: ${textOf(h, lang).sections.bedrooms}`),
      );
    }
  });

  it('describes exactly the home’s bathrooms and the beds for everyone it sleeps', () => {
    const bathroomsSaid = {
      es: /(?<!\p{L})(\d+|un|una|uno|dos|tres|cuatro|cinco) baños?(?!\p{L})/giu,
      en: /(?<!\p{L})(\d+|a|one|two|three|four|five) bathrooms?(?!\p{L})/giu,
    };
    const beds = {
      es: [
        [/(\p{L}+) camas? de matrimonio/giu, 2],
        [/(\p{L}+) camas? individual(?:es)?/giu, 1],
        [/sofá cama para (\p{L}+)/giu, 1],
        [/(\p{L}+) literas?/giu, 2],
      ],
      en: [
        [/(\p{L}+) double beds?/giu, 2],
        [/(\p{L}+) single beds?/giu, 1],
        [/sofa bed for (\p{L}+)/giu, 1],
        [/(\p{L}+) bunk beds?/giu, 2],
      ],
    } as const;
    const wrong: string[] = [];
    for (const home of homes) {
      const { bathrooms, bedrooms, adults, children, sale } = home.asset;
      for (const lang of ['es', 'en'] as const) {
        const { sections } = textOf(home, lang);
        const text = `${sections.main} ${sections.bathroom}`;
        const counts = [...text.matchAll(bathroomsSaid[lang])].map((m) => numberOf(lang, m[1]!));
        const bathroomSection = sections.bathroom ?? '';
        const saysOneAndAnother = lang === 'es' ? /uno con .* y otro con/u : /one with .* and another with/u;
        if (counts.some((n) => n !== bathrooms) || (bathrooms !== 2 && saysOneAndAnother.test(bathroomSection)))
          wrong.push(`${bathrooms} bathrooms [${lang}]: ${text}`);
        if (bathrooms! > 1 && !counts.includes(bathrooms!)) wrong.push(`${bathrooms} bathrooms [${lang}]: ${text}`);
        if (sale) continue;
        let places = 0;
        for (const [pattern, each] of beds[lang]) {
          for (const m of (sections.bedrooms ?? '').matchAll(pattern)) places += numberOf(lang, m[1]!) * each;
        }
        if (places !== adults! + children!)
          wrong.push(
            `${bedrooms} bedrooms, sleeps ${adults! + children!}, beds for ${places} [${lang}]: ${sections.bedrooms}`,
          );
      }
    }
    expectNone(wrong);
  });

  it('never says a home for sale sleeps so many people', () => {
    const sleeps = {
      es: /personas|plazas(?! de aparcamiento)|huéspedes/iu,
      en: /people|sleeps|guests|accommodates/iu,
      fr: /personnes|couchages|voyageurs/iu,
      de: /Personen|Gäste|Schlafplätze/u,
    } as const;
    for (const lang of ['es', 'en', 'fr', 'de'] as const) {
      expectNone(
        homes
          .filter((h) => h.asset.sale)
          .flatMap((h) => {
            const found = allOf(h, lang).match(sleeps[lang]);
            return found ? [`${textOf(h, lang).name} [${lang}]: …${found[0]}…`] : [];
          }),
      );
    }
  });

  it('never says a business is “in X” when its name already ends in X', () => {
    const wrong: string[] = [];
    for (const asset of town.filter((a) => a.asset.type !== 'property')) {
      for (const lang of SUPPORTED_LANGUAGES) {
        const bank = PHRASE_BANKS[lang];
        const name = textOf(asset, lang).name;
        for (const [key, place] of Object.entries(NEIGHBOURHOOD_NAMES) as [NeighbourhoodKey, string][]) {
          const inPlace = new RegExp(`(?<!\\p{L})${bank.inNeighbourhood[key]}(?!\\p{L})`, 'u');
          if (name.endsWith(place) && inPlace.test(saidOf(asset, lang)))
            wrong.push(`${name} [${lang}]: ${bank.inNeighbourhood[key]}`);
        }
      }
    }
    expectNone(wrong);
  });

  it('gives every home a title of its own, in every language', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const titles = homes.map((h) => textOf(h, lang).name);
      const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
      expect(repeated.slice(0, 5), `${lang}: ${repeated.length} repeated`).toEqual([]);
    }
  });

  it('does not fill every listing of a kind with the same sentences', () => {
    const wrong: string[] = [];
    for (const type of new Set(town.map((a) => a.asset.type))) {
      const ofType = town.filter((a) => a.asset.type === type);
      for (const lang of SUPPORTED_LANGUAGES) {
        const holders = new Map<string, number>();
        for (const asset of ofType) {
          const sentences = Object.values(textOf(asset, lang).sections).flatMap((s) => s!.split(/(?<=[.!?])\s+/u));
          for (const sentence of new Set(sentences.filter((s) => s.length > 40)))
            holders.set(sentence, (holders.get(sentence) ?? 0) + 1);
        }
        for (const [sentence, n] of holders)
          if (n > ofType.length * 0.25) wrong.push(`${type} [${lang}] ${n}/${ofType.length}: ${sentence}`);
      }
    }
    expectNone(wrong);
  });

  it('varies how places to eat speak of their chef and of allergens, beyond names and numbers', () => {
    const eats = town.filter((a) => a.asset.type === 'eat');
    const wrong: string[] = [];
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const section of ['chef', 'team'] as const) {
        const shapes = new Map<string, number>();
        for (const asset of eats) {
          const text = textOf(asset, lang);
          const shape = (text.sections[section] ?? '')
            .replaceAll(text.name, 'NAME')
            .replace(/\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/gu, 'CHEF')
            .replace(/\d+/gu, '#');
          for (const sentence of shape.split(/(?<=[.!?])\s+/u)) shapes.set(sentence, (shapes.get(sentence) ?? 0) + 1);
        }
        for (const [shape, n] of shapes)
          if (n > eats.length * 0.3) wrong.push(`${section} [${lang}] ${n}/${eats.length}: ${shape}`);
      }
    }
    expectNone(wrong);
  });

  it('keeps the fish market and the sea at the door to places near the shore', () => {
    const atTheShore: Record<Language, RegExp> = {
      es: anyWord('lonja|a pie de playa|frente al mar|en la arena'),
      ca: anyWord('llotja|a peu de platja|davant del mar|a la sorra'),
      eu: atWord('(?:lonja|hondartza ondo-ondoan|itsasoaren aurre|hondarretan)', 'iu'),
      gl: anyWord('lonxa|a pé de praia|fronte ao mar|na area'),
      en: anyWord('fish market|auction|on the sand|beachfront'),
      fr: anyWord('criée|les pieds dans le sable|face à la mer|sur le sable'),
      de: /Fischmarkt|Auktion|Versteigerung|im Sand|am Strand gelegen/u,
      it: anyWord('asta|mercato del pesce|sulla sabbia|fronte mare'),
      pt: anyWord('lota|na areia|frente ao mar|à beira-mar'),
    };
    const inland = town.filter((a) => a.asset.type !== 'property' && metresFromShore(a.asset) > 600);
    expect(inland.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const asset of inland)
      for (const lang of SUPPORTED_LANGUAGES) {
        const found = saidOf(asset, lang).match(atTheShore[lang]);
        if (found)
          wrong.push(
            `${textOf(asset, lang).name}, ${Math.round(metresFromShore(asset.asset))} m [${lang}]: ${found[0]}`,
          );
      }
    expectNone(wrong);
  });

  it('writes the About page as the listings are written: the interface’s register, ’ and French spacing', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const text = aboutPage(lang);
      expect(text.match(/['\u02bc]/gu), lang).toBeNull();
      const pattern = OTHER_REGISTER[lang];
      if (pattern) expect(text.match(anyWord(pattern, 'giu')), lang).toBeNull();
    }
    expect(aboutPage('fr').match(/(?<!\u00a0)[:;?!]/gu)).toBeNull();
  });

  it('puts on the About page only places the town’s listings know, where they are', () => {
    // A place name as the About page writes it, in Valencian: "Platja Nord", "Plaça Major", "Les Dunes", "El Racó".
    const placeName =
      /(?<!\p{L})(?:(?:Platja|Cala|Plaça|Passeig|Carrer|Avinguda|Camí|Torre|Porta)(?: (?:de la|de les|de l’|del|dels|de|d’))?|El|La|Les|L’)\s?\p{Lu}[\p{L}’]+(?: \p{Lu}\p{L}+)?/gu;
    for (const lang of SUPPORTED_LANGUAGES) {
      const text = aboutPage(lang);
      // "La Platja Nord" in Catalan, "El Grauko" in Basque: the town's name with an article or an ending.
      const isKnown = (name: string) =>
        [name, name.replace(/^(?:El|La|Les|L’)\s?/u, '')].some((n) => TOWN_PLACE_NAMES.some((k) => n.startsWith(k)));
      const unknown = [...new Set(text.match(placeName) ?? [])].filter((name) => !isKnown(name));
      expect(unknown, lang).toEqual([]);
      // The beaches and the port the listings are on ("del Grau" in Catalan).
      for (const name of [NEIGHBOURHOOD_NAMES['platja-nord'], NEIGHBOURHOOD_NAMES.dunes, NEIGHBOURHOOD_NAMES.grau])
        expect(text, lang).toContain(name.replace(/^El /u, ''));
    }
  });
});
