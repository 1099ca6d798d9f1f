import {
  ASSET_LISTS,
  PAGE_SECTIONS,
  SUPPORTED_LANGUAGES,
  type AssetListKey,
  type AssetType,
  type HotelType,
} from '@town/shared';
import {
  CUISINE_TYPES,
  type Allergen,
  type CuisineType,
  type LocalizedText,
  type OpeningPeriod,
  type SectionKey,
  type Weekday,
} from '@town/shared/catalogue';
import type { assets, assetTexts } from '../db/schema/catalogue.ts';
import { listingPictures, type PictureState } from './images.ts';
import { locate, phoneNumber, slug, type Location } from './places.ts';
import type { Random } from './random.ts';
import {
  NEIGHBOURHOOD_NAMES,
  TITLE_DETAILS,
  type ActivityCategory,
  type BedroomBeds,
  type ActivityFacts,
  type AgencyFacts,
  type EatCategory,
  type EatFacts,
  type HotelFacts,
  type NeighbourhoodKey,
  type PhraseBank,
  type PropertyCategory,
  type PropertyFacts,
  type PropertyHighlight,
  type ServiceCategory,
  type ServiceFacts,
  type StoreCategory,
  type StoreFacts,
} from './text/facts.ts';
import { PHRASE_BANKS } from './text/index.ts';
import { DISHES, MENU_SECTIONS, type DishGroup, type MenuSectionKey } from './text/menus.ts';

/*
 * Factories: each builds one asset of the demo town (its row, its texts in every language,
 * its pictures and, for a restaurant, its menu) from a seeded generator. The seed and the
 * tests share them.
 */

export type AssetRow = typeof assets.$inferInsert & { id: string; createdAt: Date; updatedAt: Date };
export type AssetTextRow = typeof assetTexts.$inferInsert;

export interface MenuItemSeed {
  id: string;
  position: number;
  name: LocalizedText;
  description: LocalizedText | null;
  priceCents: number;
  allergens: Allergen[];
}

export interface MenuSectionSeed {
  id: string;
  position: number;
  name: LocalizedText;
  items: MenuItemSeed[];
}

export interface GeneratedAsset {
  asset: AssetRow;
  texts: AssetTextRow[];
  /** Picture ids, the main one first. */
  images: string[];
  menu: MenuSectionSeed[];
}

/** An asset before its pictures are chosen, which follow from what it is (buildAsset). */
type Unpictured = Omit<GeneratedAsset, 'images'>;

/** State shared by the assets of one town: names and home titles already taken, restaurants so far. */
export interface TownContext {
  usedNames: Set<string>;
  /** Home titles, as "lang:title". */
  usedTitles: Set<string>;
  restaurants: number;
  /** Which pictures the assets so far were given (images.ts). */
  pictures: PictureState;
}

export interface BuildOptions {
  /** Position in the town: the product_id of a restaurant derives from it. */
  index: number;
  createdAt: Date;
  context: TownContext;
}

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The same opening periods on each of the given days. */
function hours(days: readonly Weekday[], ...periods: [string, string][]): OpeningPeriod[] {
  return days.flatMap((day) => periods.map(([opens, closes]) => ({ day, opens, closes })));
}
const WEEKDAYS = WEEK.slice(0, 5);
const SHOP_HOURS = [...hours(WEEKDAYS, ['09:30', '14:00'], ['17:00', '20:30']), ...hours(['sat'], ['09:30', '14:00'])];

/** A name no other asset of the town has: drawn a few times, then told apart by its neighbourhood. */
function uniqueName(context: TownContext, candidates: () => string, neighbourhood: NeighbourhoodKey) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const name = candidates();
    if (!context.usedNames.has(name)) {
      context.usedNames.add(name);
      return name;
    }
  }
  const base = `${candidates()} ${NEIGHBOURHOOD_NAMES[neighbourhood]}`;
  let name = base;
  for (let n = 2; context.usedNames.has(name); n++) name = `${base} ${n}`;
  context.usedNames.add(name);
  return name;
}

const contacts = (random: Random, name: string) => {
  const domain = `${slug(name)}.example`;
  return { phone: phoneNumber(random), email: `info@${domain}`, web: `https://${domain}` };
};

/** An asset's pictures, from its kind and the lists it shows in. */
function pictures(random: Random, context: TownContext, asset: AssetRow): string[] {
  const lists = ASSET_LISTS.filter(
    (entry) => entry.type === asset.type && (!('flag' in entry) || asset[entry.flag]),
  ).map((entry) => entry.key);
  return listingPictures(context.pictures, random, { type: asset.type, category: asset.category, lists });
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function textsFor(
  assetId: string,
  name: (bank: PhraseBank) => string,
  summary: (bank: PhraseBank) => string,
  sections: (bank: PhraseBank) => Partial<Record<SectionKey, string>>,
  keywords: (bank: PhraseBank) => string[],
  neighbourhood: NeighbourhoodKey,
): AssetTextRow[] {
  return SUPPORTED_LANGUAGES.map((lang) => {
    const bank = PHRASE_BANKS[lang];
    const row = { name: name(bank), summary: summary(bank) };
    return {
      assetId,
      lang,
      ...row,
      sections: sections(bank),
      searchText: [row.name, row.summary, ...keywords(bank), NEIGHBOURHOOD_NAMES[neighbourhood]].join(' · '),
    };
  });
}

function sectionTexts<F>(type: AssetType, writers: Partial<Record<SectionKey, (f: F) => string>>, facts: F) {
  return Object.fromEntries(PAGE_SECTIONS[type].map((key) => [key, writers[key as SectionKey]!(facts)])) as Partial<
    Record<SectionKey, string>
  >;
}

function baseRow(random: Random, options: BuildOptions, type: AssetType, category: string, place: Location): AssetRow {
  return {
    id: random.uuid(),
    type,
    category,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    createdAt: options.createdAt,
    updatedAt: options.createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Properties

const PROPERTY_CATEGORIES: Record<'rent' | 'long' | 'sale', Record<PropertyCategory, number>> = {
  rent: { apartment: 45, studio: 15, house: 15, villa: 12, penthouse: 13 },
  long: { apartment: 50, studio: 20, house: 20, villa: 0, penthouse: 10 },
  sale: { apartment: 40, studio: 5, house: 25, villa: 20, penthouse: 10 },
};
const PROPERTY_AREAS: Record<NeighbourhoodKey, number> = {
  grau: 15,
  'platja-nord': 25,
  vila: 15,
  dunes: 20,
  'sant-roc': 15,
  alqueria: 10,
};

export function buildProperty(random: Random, list: 'rent' | 'long' | 'sale', options: BuildOptions): Unpictured {
  const category = random.weighted(PROPERTY_CATEGORIES[list]);
  const place = locate(random, random.weighted(PROPERTY_AREAS));
  const bedrooms = {
    studio: 0,
    apartment: random.int(1, 3),
    penthouse: random.int(2, 3),
    house: random.int(2, 4),
    villa: random.int(3, 5),
  }[category];
  const fewestBathrooms = category === 'villa' || category === 'penthouse' || bedrooms >= 3 ? 2 : 1;
  const mostBathrooms = Math.max(fewestBathrooms, Math.min(bedrooms, category === 'villa' ? 4 : 3));
  const bathrooms = category === 'studio' ? 1 : random.int(fewestBathrooms, mostBathrooms);
  const areaM2 = {
    studio: random.int(28, 42),
    apartment: 40 + bedrooms * random.int(16, 24),
    penthouse: random.int(80, 140),
    house: 60 + bedrooms * random.int(22, 34),
    villa: 90 + bedrooms * random.int(30, 50),
  }[category];
  const adults = Math.max(2, bedrooms * 2);
  const children = random.int(0, 2);
  const seaView =
    place.beachMetres < 500
      ? random.chance(0.6)
      : place.neighbourhood === 'sant-roc'
        ? random.chance(0.5)
        : random.chance(0.08);
  const terrace = category === 'penthouse' || random.chance(0.5);
  const pool = random.chance({ villa: 0.85, house: 0.4, apartment: 0.3, studio: 0.15, penthouse: 0.3 }[category]);
  const flags = {
    rent: list === 'rent' || (list === 'sale' && random.chance(0.1)),
    long: list === 'long' || (list === 'rent' && category !== 'villa' && random.chance(0.15)),
    sale: list === 'sale',
  };
  const highlights: PropertyHighlight[] = [];
  if (seaView) highlights.push('sea-view');
  if (pool && (category === 'villa' || category === 'house')) highlights.push('pool');
  if (terrace) highlights.push('terrace');
  if (place.beachMetres < 250) highlights.push('beach');
  if (highlights.length === 0) highlights.push(random.pick(['quiet', 'bright'] as const));
  const facts: PropertyFacts = {
    neighbourhood: place.neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    category,
    highlight: random.pick(highlights),
    bedrooms,
    bathrooms,
    areaM2,
    sleeps: adults + children,
    seaView,
    terrace,
    pool,
    parking: random.chance(0.5),
    airCon: random.chance(0.75),
    ...flags,
    beds: bedroomBeds(random, bedrooms),
    // Children sleep on the living room's sofa bed: the bedrooms take the adults.
    sofaBed: children,
    street: place.street,
    streetNumber: place.streetNumber,
  };
  const premium =
    (seaView ? 1.25 : 1) * (pool ? 1.15 : 1) * (place.beachMetres < 300 ? 1.1 : 1) * random.float(0.85, 1.15);
  const night = {
    studio: 55,
    apartment: 60 + 20 * bedrooms,
    penthouse: 130,
    house: 90 + 25 * bedrooms,
    villa: 150 + 40 * bedrooms,
  }[category];
  const month = {
    studio: 600,
    apartment: 600 + 180 * bedrooms,
    penthouse: 1400,
    house: 900 + 200 * bedrooms,
    villa: 1600 + 250 * bedrooms,
  }[category];
  const perSquareMetre = random.int(2200, 3800) * (category === 'villa' ? 1.2 : 1);
  const row: AssetRow = {
    ...baseRow(random, options, 'property', category, place),
    ...flags,
    priceNight: flags.rent ? clamp(roundTo(night * premium, 5), 35, 480) : null,
    priceMonth: flags.long ? clamp(roundTo(month * premium, 10), 450, 2900) : null,
    priceSale: flags.sale ? clamp(roundTo(areaM2 * perSquareMetre * premium, 1000), 60_000, 1_950_000) : null,
    adults,
    children,
    bedrooms,
    bathrooms,
    areaM2,
    licence: flags.rent ? `VT-${random.int(100_000, 599_999)}-V` : null,
  };
  if (row.licence) row.nrua = registryNumber(row.licence, options.index);
  const titles = homeTitles(options.context, facts);
  return {
    asset: row,
    texts: textsFor(
      row.id,
      (b) => titles.get(b)!,
      (b) => b.property.summary(facts),
      (b) => sectionTexts('property', b.property, facts),
      (b) => [b.category[category]],
      place.neighbourhood,
    ),
    menu: [],
  };
}

/** The beds of each bedroom: a double in the main one, then doubles, pairs of single beds and bunks. */
function bedroomBeds(random: Random, bedrooms: number): BedroomBeds[] {
  const beds: BedroomBeds[] = ['double'];
  for (let room = 2; room <= bedrooms; room++)
    beds.push(room === 2 ? random.pick(['double', 'twin', 'twin'] as const) : random.pick(['twin', 'bunk'] as const));
  return beds;
}

/**
 * The home's title in every language, one no other home of the town has in any: the least
 * detail that tells it apart , then a number as a last resort.
 */
function homeTitles(context: TownContext, facts: PropertyFacts): Map<PhraseBank, string> {
  const titlesAt = (detail: number) =>
    new Map(
      SUPPORTED_LANGUAGES.map(
        (lang) => [PHRASE_BANKS[lang], [lang, PHRASE_BANKS[lang].property.name(facts, detail)]] as const,
      ),
    );
  const free = (titles: ReturnType<typeof titlesAt>, suffix = '') =>
    [...titles.values()].every(([lang, title]) => !context.usedTitles.has(`${lang}:${title}${suffix}`));
  let titles = titlesAt(0);
  for (let detail = 1; detail < TITLE_DETAILS && !free(titles); detail++) titles = titlesAt(detail);
  let suffix = '';
  for (let n = 2; !free(titles, suffix); n++) suffix = ` (${n})`;
  for (const [lang, title] of titles.values()) context.usedTitles.add(`${lang}:${title}${suffix}`);
  return new Map([...titles].map(([bank, [, title]]) => [bank, `${title}${suffix}`]));
}

/**
 * A holiday rental's national registry number (NRUA), shaped like the real ones: ES, the kind
 * (FCTU: a short-term tourist rental), province and town, the property's code, the regional
 * licence and a check digit. Made from the licence and the index: no draw of the generator.
 */
function registryNumber(licence: string, index: number): string {
  return `ESFCTU0000462500${String(index).padStart(7, '0')}${'0'.repeat(19)}${licence}${index % 10}`;
}

// ---------------------------------------------------------------------------------------------
// Hotels and estate agencies

const HOTEL_NAMES: Record<HotelType, readonly string[]> = {
  hotel: [
    'Hotel Miramar',
    'Hotel La Marina',
    'Hotel Portalba Platja',
    'Hotel Azahar',
    'Hotel Sol i Mar',
    'Hotel Brisa Marina',
    'Hotel Torre del Mar',
    'Hotel El Moll',
    'Hotel Mediterrani',
    'Hotel Les Palmeres',
    'Hotel Posidònia',
    'Hotel Llevant',
    'Hotel Casa Vella',
  ],
  camping: ['Càmping Les Dunes', 'Càmping La Pinada', 'Càmping Mar i Pins', 'Càmping El Marjal', 'Càmping Platja Sud'],
  apartments: [
    'Apartaments Brisa',
    'Apartamentos Las Olas',
    'Apartaments El Far',
    'Apartamentos Solymar',
    'Apartaments La Caleta',
    'Apartaments Mirador',
  ],
};

export function buildHotel(random: Random, options: BuildOptions): Unpictured {
  const hotelType = random.weighted<HotelType>({ hotel: 55, apartments: 25, camping: 20 });
  const neighbourhood =
    hotelType === 'camping'
      ? random.weighted<NeighbourhoodKey>({ dunes: 3, alqueria: 1 })
      : random.weighted<NeighbourhoodKey>({ 'platja-nord': 40, dunes: 25, grau: 20, vila: 15 });
  const place = locate(random, neighbourhood);
  const name = uniqueName(options.context, () => random.pick(HOTEL_NAMES[hotelType]), neighbourhood);
  const stars = hotelType === 'hotel' ? random.weighted({ 2: 2, 3: 5, 4: 4, 5: 1 }) : null;
  const facts: HotelFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    hotelType,
    stars: stars === null ? null : Number(stars),
    units: { hotel: random.int(20, 160), apartments: random.int(12, 60), camping: random.int(60, 300) }[hotelType],
    pool: random.chance({ hotel: 0.6, camping: 0.7, apartments: 0.5 }[hotelType]),
    restaurant: random.chance({ hotel: 0.7, camping: 0.5, apartments: 0.15 }[hotelType]),
  };
  const price = {
    hotel: 35 + (facts.stars ?? 3) * random.int(22, 38),
    camping: random.int(22, 55),
    apartments: random.int(55, 140),
  }[hotelType];
  const row: AssetRow = {
    ...baseRow(random, options, 'hotel', hotelType, place),
    ...contacts(random, name),
    openingHours: hotelType === 'hotel' ? hours(WEEK, ['00:00', '24:00']) : hours(WEEK, ['08:00', '22:00']),
    priceFrom: price,
    priceUnit: 'night',
    adults: hotelType === 'camping' ? 4 : random.int(2, hotelType === 'apartments' ? 4 : 3),
    children: random.int(0, 2),
    hotelType,
    stars: facts.stars,
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.hotel.summary(facts),
      (b) => sectionTexts('hotel', b.hotel, facts),
      (b) => [b.category[hotelType]],
      neighbourhood,
    ),
    menu: [],
  };
}

const AGENCY_NAMES = [
  'Finques Portalba',
  'Inmobiliaria La Costa',
  'Finques El Grau',
  'Casa i Mar Immobiliària',
  'Inmobiliaria Levante',
  'Finques Sant Roc',
  'Mediterrània Homes',
  'Inmobiliaria Alba',
  'Finques La Vila',
  'Costa Hogar',
];

export function buildAgency(random: Random, options: BuildOptions): Unpictured {
  const neighbourhood = random.weighted<NeighbourhoodKey>({ vila: 4, grau: 2, 'platja-nord': 3, 'sant-roc': 1 });
  const place = locate(random, neighbourhood);
  const name = uniqueName(options.context, () => random.pick(AGENCY_NAMES), neighbourhood);
  const facts: AgencyFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    founded: random.int(1968, 2019),
    focus: random.pick(['sale', 'rent', 'both'] as const),
    staff: random.int(2, 12),
  };
  const row: AssetRow = {
    ...baseRow(random, options, 'real-estate', 'agency', place),
    ...contacts(random, name),
    openingHours: [...hours(WEEKDAYS, ['09:30', '13:30'], ['16:30', '19:30']), ...hours(['sat'], ['10:00', '13:00'])],
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.agency.summary(facts),
      (b) => sectionTexts('real-estate', b.agency, facts),
      (b) => [b.category.agency],
      neighbourhood,
    ),
    menu: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Places to eat

const CUISINE_GROUP: Record<CuisineType, DishGroup | 'veggie'> = {
  mediterranean: 'spanish',
  spanish: 'spanish',
  valencian: 'spanish',
  catalan: 'spanish',
  basque: 'spanish',
  galician: 'spanish',
  andalusian: 'spanish',
  tapas: 'spanish',
  seafood: 'spanish',
  rice: 'spanish',
  grill: 'spanish',
  market: 'spanish',
  french: 'spanish',
  portuguese: 'spanish',
  'gluten-free': 'spanish',
  italian: 'italian',
  pizza: 'italian',
  japanese: 'asian',
  chinese: 'asian',
  thai: 'asian',
  indian: 'asian',
  fusion: 'asian',
  mexican: 'americas',
  argentinian: 'americas',
  peruvian: 'americas',
  burgers: 'americas',
  desserts: 'cafe',
  vegetarian: 'veggie',
  vegan: 'veggie',
};

const SIDE_CUISINES: Record<DishGroup | 'veggie', readonly CuisineType[]> = {
  spanish: ['seafood', 'rice', 'grill', 'market', 'mediterranean', 'vegetarian', 'gluten-free'],
  italian: ['pizza', 'italian', 'vegetarian', 'mediterranean'],
  asian: ['japanese', 'chinese', 'thai', 'fusion', 'vegetarian'],
  americas: ['mexican', 'burgers', 'argentinian', 'peruvian', 'grill'],
  cafe: ['vegetarian', 'gluten-free'],
  veggie: ['vegan', 'vegetarian', 'gluten-free', 'mediterranean'],
  any: [],
};

const MENU_LAYOUT: Record<DishGroup | 'veggie', readonly MenuSectionKey[]> = {
  spanish: ['starters', 'salads', 'rice', 'fish', 'meat', 'desserts', 'drinks'],
  italian: ['starters', 'pizzas', 'pasta', 'desserts', 'drinks'],
  asian: ['starters', 'mains', 'desserts', 'drinks'],
  americas: ['starters', 'mains', 'desserts', 'drinks'],
  cafe: ['breakfast', 'sweets', 'drinks'],
  veggie: ['starters', 'salads', 'pasta', 'mains', 'desserts', 'drinks'],
  any: [],
};

/** Restaurants' own cuisines, cycled through so that a town of any size offers them all. */
const RESTAURANT_CUISINES = CUISINE_TYPES.filter((c) => c !== 'tapas' && c !== 'desserts');

const EAT_NAMES: Record<
  EatCategory | 'italian' | 'asian' | 'americas' | 'veggie',
  readonly [readonly string[], readonly string[]]
> = {
  restaurant: [
    ['Restaurant', 'Restaurante', 'Arrosseria', 'Marisquería', 'Casa'],
    [
      'La Llotja',
      'El Port',
      'Ca la Mar',
      'Pepica',
      'Vicenta',
      'El Pòsit',
      'Mar Blava',
      'La Barca',
      'El Racó',
      'L’Estany',
      'La Xarxa',
      'Mestral',
      'Garbí',
      'Les Barques',
      'Camí Vell',
    ],
  ],
  'tapas-bar': [
    ['Bar', 'Taberna', 'Tasca'],
    ['El Cantó', 'La Plaça', 'Ca Toni', 'El Bou', 'La Tertúlia', 'El Cruce', 'Tío Paco', 'La Parada'],
  ],
  'beach-bar': [
    ['Chiringuito', 'Xiringuito', 'Beach Bar'],
    ['Les Dunes', 'La Ola', 'Siroco', 'El Sol', 'Paradís', 'La Caseta', 'Ona', 'Bon Vent'],
  ],
  cafe: [
    ['Cafeteria', 'Orxateria', 'Heladería', 'Forn-Cafeteria', 'Cafè'],
    ['La Plaça', 'L’Albada', 'Dolç', 'Sucre', 'Central', 'Mediterrani', 'Xufa', 'La Fontana'],
  ],
  italian: [
    ['Trattoria', 'Pizzeria', 'Osteria'],
    ['Da Marco', 'La Piazzetta', 'Il Faro', 'Nonna Rosa', 'Bella Napoli', 'Il Gabbiano'],
  ],
  asian: [
    ['Restaurante', 'Sushi Bar', 'Cocina'],
    ['Kaizen', 'Umi', 'Sakura', 'Jardín de Jade', 'Siam', 'Masala', 'Bangkok Street', 'Lotus'],
  ],
  americas: [
    ['La Cantina', 'Parrilla', 'Cevichería', 'Burger'],
    ['El Gaucho', 'La Pampa', 'Inka', 'El Sol Azteca', 'Beach', 'Lima', 'Frida'],
  ],
  // Vegetarian and vegan kitchens are not named after boats and the fish market.
  veggie: [
    ['Restaurant', 'Restaurante', 'Casa'],
    ['L’Hort', 'La Huerta', 'Verd', 'La Taronja', 'El Jardí', 'Terra Viva', 'La Figuera', 'Flor de Carxofa'],
  ],
};

const CHEFS = {
  f: ['Marta', 'Núria', 'Carmen', 'Laia', 'Amparo', 'Rosa', 'Lucía', 'Empar', 'Pilar', 'Irene', 'Maite', 'Sofia'],
  m: ['Vicent', 'Joan', 'Pep', 'Toni', 'Xavier', 'Miguel', 'Andrés', 'Jordi', 'Rafa', 'Quique', 'Iñaki', 'Paco'],
  surnames: [
    'Ferrer',
    'Soler',
    'Climent',
    'Bataller',
    'Giner',
    'Martí',
    'Peiró',
    'Sanchis',
    'Alcaraz',
    'Ribes',
    'Mompó',
    'Escrivà',
    'Llopis',
    'Bosch',
    'Navarro',
    'Pastor',
  ],
};

function menuFor(
  random: Random,
  group: DishGroup | 'veggie',
  category: EatCategory,
  cuisines: CuisineType[],
): MenuSectionSeed[] {
  const vegan = cuisines[0] === 'vegan';
  const glutenFree = cuisines[0] === 'gluten-free';
  let layout = MENU_LAYOUT[group];
  if (category === 'tapas-bar') layout = ['starters', 'salads', 'desserts', 'drinks'];
  if (category === 'beach-bar' && group === 'spanish') layout = ['starters', 'salads', 'rice', 'desserts', 'drinks'];
  const sections: MenuSectionSeed[] = [];
  for (const key of layout) {
    const candidates = DISHES.filter(
      (d) =>
        d.section === key &&
        (group === 'veggie' ? d.vegetarian : d.group === group || d.group === 'any') &&
        (!vegan || !d.allergens.some((a) => a === 'milk' || a === 'eggs')) &&
        (!glutenFree || !d.allergens.includes('gluten')),
    );
    if (candidates.length === 0) continue;
    const chosen = random.sample(
      candidates,
      random.int(Math.min(2, candidates.length), Math.min(5, candidates.length)),
    );
    sections.push({
      id: random.uuid(),
      position: sections.length,
      name: MENU_SECTIONS[key],
      items: chosen.map((dish, position) => ({
        id: random.uuid(),
        position,
        name: dish.name,
        description: null,
        // Whole euros or .50, as menus price them.
        priceCents: random.int(dish.price[0] * 2, dish.price[1] * 2) * 50,
        allergens: [...dish.allergens],
      })),
    });
  }
  return sections;
}

export function buildEat(random: Random, options: BuildOptions): Unpictured {
  const category = random.weighted<EatCategory>({ restaurant: 60, 'tapas-bar': 18, 'beach-bar': 10, cafe: 12 });
  const primary: CuisineType =
    category === 'tapas-bar'
      ? 'tapas'
      : category === 'cafe'
        ? 'desserts'
        : category === 'beach-bar'
          ? random.pick(['mediterranean', 'rice', 'seafood', 'burgers', 'grill'] as const)
          : RESTAURANT_CUISINES[options.context.restaurants++ % RESTAURANT_CUISINES.length]!;
  const group = CUISINE_GROUP[primary];
  const cuisines = [
    primary,
    ...random.sample(
      SIDE_CUISINES[group].filter((c) => c !== primary),
      random.int(0, 2),
    ),
  ];
  const neighbourhood =
    category === 'beach-bar'
      ? random.pick(['platja-nord', 'dunes'] as const)
      : random.weighted<NeighbourhoodKey>({
          grau: 30,
          'platja-nord': 25,
          vila: 25,
          dunes: 10,
          'sant-roc': 5,
          alqueria: 5,
        });
  const place = locate(random, neighbourhood);
  const [prefixes, names] =
    EAT_NAMES[
      group === 'italian' || group === 'asian' || group === 'americas' || group === 'veggie' ? group : category
    ];
  const name = uniqueName(options.context, () => `${random.pick(prefixes)} ${random.pick(names)}`, neighbourhood);
  const chefGender = random.pick(['f', 'm'] as const);
  const facts: EatFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    category,
    cuisines,
    chef: `${random.pick(CHEFS[chefGender])} ${random.pick(CHEFS.surnames)}`,
    chefGender,
    founded: random.int(1952, 2022),
    seats: random.int(6, 30) * 4,
    terraceSeats: random.chance(0.7) ? random.int(3, 15) * 4 : 0,
    seaView: place.beachMetres < 250 && neighbourhood !== 'vila',
    team: random.int(3, 14),
  };
  const openingHours = {
    restaurant: hours(WEEK.slice(1), ['13:00', '16:00'], ['20:00', '23:30']),
    'tapas-bar': hours(WEEK, ['12:00', '00:00']),
    'beach-bar': hours(WEEK, ['10:00', '20:00']),
    cafe: [...hours(WEEK.slice(0, 6), ['07:30', '20:00']), ...hours(['sun'], ['08:00', '14:00'])],
  }[category];
  const perPerson = { restaurant: [22, 55], 'tapas-bar': [15, 30], 'beach-bar': [18, 35], cafe: [6, 14] }[category];
  const row: AssetRow = {
    ...baseRow(random, options, 'eat', category, place),
    ...contacts(random, name),
    // Below 100000, where owners' restaurants start (assets_product_id_seq; seed-town.ts keeps a bigger town clear of it).
    productId: 1 + options.index,
    openingHours,
    priceFrom: random.int(perPerson[0]!, perPerson[1]!),
    priceUnit: 'person',
    cuisines,
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.eat.summary(facts),
      (b) => sectionTexts('eat', b.eat, facts),
      (b) => [b.category[category], ...cuisines.map((c) => b.cuisine[c])],
      neighbourhood,
    ),
    menu: menuFor(random, group, category, cuisines),
  };
}

// ---------------------------------------------------------------------------------------------
// Shops, activities and services

const STORE_NAMES: Record<StoreCategory, readonly [readonly string[], readonly string[]]> = {
  bakery: [
    ['Forn', 'Panadería'],
    ['Sant Pere', 'La Plaça', 'Ca Pepa', 'El Racó', 'Nou', 'de la Vila'],
  ],
  fishmonger: [
    ['Peixateria', 'Pescadería'],
    ['La Llotja', 'El Moll', 'Ca Vicenta', 'Mar Fresca'],
  ],
  greengrocer: [
    ['Fruites', 'Frutería'],
    ['L’Horta', 'Ca Maria', 'Els Tarongers', 'La Safor'],
  ],
  bookshop: [
    ['Llibreria', 'Librería'],
    ['Papers', 'La Gavina', 'Portalba', 'El Far'],
  ],
  'surf-shop': [
    ['Surf Shop', 'Surf'],
    ['Ona Nord', 'Levante', 'Swell', 'La Punta'],
  ],
  fashion: [
    ['Boutique', 'Moda'],
    ['Lli', 'Salitre', 'Espardenya', 'Mar de Lino'],
  ],
  crafts: [
    ['Artesania', 'Taller'],
    ['Fang i Foc', 'La Cistella', 'Terra', 'L’Obrador'],
  ],
  'wine-shop': [
    ['Celler', 'Vinoteca'],
    ['Ca Tonet', 'El Cep', 'La Bota', 'Raïm'],
  ],
  supermarket: [
    ['Supermercat', 'Supermercado'],
    ['Portalba', 'Central', 'Costa', 'El Mercat'],
  ],
};

export function buildStore(random: Random, options: BuildOptions): Unpictured {
  const category = random.pick(Object.keys(STORE_NAMES) as StoreCategory[]);
  const neighbourhood = random.weighted<NeighbourhoodKey>({
    vila: 45,
    grau: 20,
    'platja-nord': 20,
    'sant-roc': 10,
    dunes: 5,
  });
  const place = locate(random, neighbourhood);
  const [prefixes, names] = STORE_NAMES[category];
  const name = uniqueName(options.context, () => `${random.pick(prefixes)} ${random.pick(names)}`, neighbourhood);
  const facts: StoreFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    category,
    founded: random.int(1948, 2023),
  };
  const openingHours =
    category === 'supermarket'
      ? hours(WEEK.slice(0, 6), ['09:00', '21:30'])
      : category === 'bakery'
        ? hours(WEEK, ['07:00', '14:00'])
        : SHOP_HOURS;
  const row: AssetRow = {
    ...baseRow(random, options, 'store', category, place),
    ...contacts(random, name),
    openingHours,
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.store.summary(facts),
      (b) => sectionTexts('store', b.store, facts),
      (b) => [b.category[category]],
      neighbourhood,
    ),
    menu: [],
  };
}

const ACTIVITY_NAMES: Record<ActivityCategory, readonly string[]> = {
  kayak: ['Kayak Portalba', 'Caiac Costa', 'Rem i Mar'],
  diving: ['Centre de Busseig Posidònia', 'Blue Diving Portalba', 'Buceo La Caleta'],
  sailing: ['Club Nàutic Portalba', 'Escola de Vela Mestral', 'Vela Llevant'],
  surf: ['Escuela de Surf Ona Nord', 'Surf Camp Les Dunes', 'SUP Portalba'],
  hiking: ['Rutes de la Safor', 'Camina Portalba', 'Senderos del Marjal'],
  cycling: ['Bici Tours Portalba', 'Via Verda Tours', 'Ruedas y Naranjos'],
  'boat-trip': ['Golondrinas del Grau', 'Excursions Marítimes Alba', 'Barca La Gavina'],
  yoga: ['Yoga Mar', 'Ioga a la Platja', 'Sol i Respir'],
  'cooking-class': ['Escola de Paella', 'Cuina amb Amparo', 'Taller de Arroces Portalba'],
};

function activityHours(random: Random, category: ActivityCategory): number {
  if (category === 'yoga') return 2;
  if (category === 'cooking-class') return 3;
  if (category === 'hiking') return random.int(3, 5);
  return random.int(2, 4);
}

export function buildActivity(random: Random, options: BuildOptions): Unpictured {
  const category = random.pick(Object.keys(ACTIVITY_NAMES) as ActivityCategory[]);
  const inland = category === 'hiking' || category === 'cycling' || category === 'cooking-class';
  const neighbourhood = inland
    ? random.pick(['vila', 'alqueria'] as const)
    : random.weighted<NeighbourhoodKey>({ grau: 40, 'platja-nord': 35, dunes: 25 });
  const place = locate(random, neighbourhood);
  const name = uniqueName(options.context, () => random.pick(ACTIVITY_NAMES[category]), neighbourhood);
  const facts: ActivityFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    category,
    hours: activityHours(random, category),
    minAge: random.pick([6, 8, 10, 12, 14, 16]),
    groupSize: random.int(6, 16),
  };
  const row: AssetRow = {
    ...baseRow(random, options, 'activity', category, place),
    ...contacts(random, name),
    openingHours: hours(WEEK, ['09:00', '19:00']),
    priceFrom: roundTo(random.int(15, 80), 5),
    priceUnit: 'person',
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.activity.summary(facts),
      (b) => sectionTexts('activity', b.activity, facts),
      (b) => [b.category[category]],
      neighbourhood,
    ),
    menu: [],
  };
}

const SERVICE_NAMES: Record<ServiceCategory, readonly string[]> = {
  pharmacy: ['Farmàcia Ferrer', 'Farmacia Sanchis', 'Farmàcia del Grau', 'Farmacia Playa'],
  taxi: ['Taxi Portalba', 'Radio Taxi Safor', 'Taxi Vicent'],
  'bike-rental': ['Bicis Alba', 'Lloguer de Bicis El Grau', 'Bike Rent Portalba'],
  laundry: ['Bugaderia Bombolles', 'Lavandería La Espuma', 'Wash & Go Portalba'],
  'health-centre': ['Centre Mèdic Portalba', 'Clínica del Mar', 'Centro Médico Playa'],
  'car-rental': ['Autos Safor', 'Rent a Car Portalba', 'Cotxes Alba'],
  cleaning: ['Neteja Brillant', 'Limpiezas Costa', 'Casa Neta'],
  handyman: ['Reparacions Pep', 'Manitas Portalba', 'Serveis Llar'],
  hairdresser: ['Perruqueria Rosa', 'Peluquería Marina', 'Estudi de Cabell'],
  vet: ['Clínica Veterinària Portalba', 'Veterinario Mascotas Playa', 'Vet Alba'],
};
const SERVICE_PRICES: Partial<Record<ServiceCategory, { range: [number, number]; unit: 'day' | 'hour' }>> = {
  'bike-rental': { range: [12, 25], unit: 'day' },
  'car-rental': { range: [35, 70], unit: 'day' },
  cleaning: { range: [15, 22], unit: 'hour' },
  handyman: { range: [25, 40], unit: 'hour' },
};

export function buildService(random: Random, options: BuildOptions): Unpictured {
  const category = random.pick(Object.keys(SERVICE_NAMES) as ServiceCategory[]);
  const neighbourhood = random.weighted<NeighbourhoodKey>({
    vila: 40,
    grau: 15,
    'platja-nord': 20,
    'sant-roc': 15,
    alqueria: 10,
  });
  const place = locate(random, neighbourhood);
  const name = uniqueName(options.context, () => random.pick(SERVICE_NAMES[category]), neighbourhood);
  const facts: ServiceFacts = {
    neighbourhood,
    beachMetres: place.beachMetres,
    centreMetres: place.centreMetres,
    variant: random.int(0, 2 ** 30),
    name,
    category,
  };
  const price = SERVICE_PRICES[category];
  const openingHours =
    category === 'taxi'
      ? hours(WEEK, ['00:00', '24:00'])
      : category === 'pharmacy'
        ? [...hours(WEEKDAYS, ['09:00', '21:00']), ...hours(['sat'], ['09:30', '14:00'])]
        : category === 'health-centre'
          ? hours(WEEKDAYS, ['08:00', '20:00'])
          : hours(WEEKDAYS, ['09:00', '14:00'], ['16:00', '19:00']);
  const row: AssetRow = {
    ...baseRow(random, options, 'service', category, place),
    ...contacts(random, name),
    openingHours,
    priceFrom: price ? random.int(price.range[0], price.range[1]) : null,
    priceUnit: price?.unit ?? null,
  };
  return {
    asset: row,
    texts: textsFor(
      row.id,
      () => name,
      (b) => b.service.summary(facts),
      (b) => sectionTexts('service', b.service, facts),
      (b) => [b.category[category]],
      neighbourhood,
    ),
    menu: [],
  };
}

/** One asset of one of the nine lists, with its pictures. */
export function buildAsset(random: Random, list: AssetListKey, options: BuildOptions): GeneratedAsset {
  const built = buildUnpictured(random, list, options);
  return { ...built, images: pictures(random, options.context, built.asset) };
}

function buildUnpictured(random: Random, list: AssetListKey, options: BuildOptions): Unpictured {
  switch (list) {
    case 'rent':
    case 'long':
    case 'sale':
      return buildProperty(random, list, options);
    case 'hotel':
      return buildHotel(random, options);
    case 'real-estate':
      return buildAgency(random, options);
    case 'eat':
      return buildEat(random, options);
    case 'store':
      return buildStore(random, options);
    case 'activity':
      return buildActivity(random, options);
    case 'service':
      return buildService(random, options);
  }
}
