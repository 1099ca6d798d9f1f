import type { HotelType } from '@town/shared';
import type { ASSET_CATEGORIES, AssetCategory, CuisineType } from '@town/shared/catalogue';
import { toldDistance } from '@town/shared/distance';

/*
 * The facts a generated asset is described from. The generator picks them (language-free);
 * each language's phrase bank writes them as a native speaker would.
 */

export const NEIGHBOURHOODS = ['grau', 'vila', 'platja-nord', 'dunes', 'sant-roc', 'alqueria'] as const;
export type NeighbourhoodKey = (typeof NEIGHBOURHOODS)[number];

/** Proper names, the same in every language (the town's official, Valencian names). */
export const NEIGHBOURHOOD_NAMES: Record<NeighbourhoodKey, string> = {
  grau: 'El Grau',
  vila: 'La Vila',
  'platja-nord': 'Platja Nord',
  dunes: 'Les Dunes',
  'sant-roc': 'Sant Roc',
  alqueria: 'L’Alqueria',
};

export type Gender = 'f' | 'm';

interface Place {
  neighbourhood: NeighbourhoodKey;
  /** Metres to the nearest beach, as the place's card measures them (places.ts). */
  beachMetres: number;
  /** Metres to the Plaça Major, the town hall's square in La Vila (the town's centre), as the card measures them. */
  centreMetres: number;
  /** Picks among a bank's wordings, so that neighbours do not read alike (any non-negative integer). */
  variant: number;
}

/**
 * How far from the beach a place may still speak of the sea at its door: the fish market, the
 * sand, the seafront. Farther inland its texts say where the fish comes from instead.
 */
export const NEAR_THE_SEA_METRES = 600;
export const nearTheSea = (f: { beachMetres: number }) => f.beachMetres <= NEAR_THE_SEA_METRES;
/** Flats, studios and penthouses share their building's pool; houses and villas have their own. */
export const sharedPool = (f: { category: PropertyCategory }) => f.category !== 'house' && f.category !== 'villa';

/** Whether a business's name already says where it is ("Finques La Vila" in La Vila): then "in La Vila" is not said again. */
export const nameSaysWhere = (f: { name: string; neighbourhood: NeighbourhoodKey }) =>
  f.name.endsWith(NEIGHBOURHOOD_NAMES[f.neighbourhood]);

export type PropertyCategory = (typeof ASSET_CATEGORIES)['property'][number];
/** What a property's title puts forward. */
export type PropertyHighlight = 'sea-view' | 'pool' | 'terrace' | 'beach' | 'quiet' | 'bright';

/** What sleeps in a bedroom: a double bed, two single beds or a bunk bed; two people each. */
export type BedroomBeds = 'double' | 'twin' | 'bunk';

export interface PropertyFacts extends Place {
  category: PropertyCategory;
  /**
   * The beds of each bedroom, the main one (a double) first; a studio has its double bed in
   * the one room. Two people each: with the sofa bed they sleep `sleeps`.
   */
  beds: BedroomBeds[];
  /** How many people the living room's sofa bed takes: 0 (none), 1 or 2. */
  sofaBed: number;
  /** The street it is on, its official (Valencian) name: "Carrer de Mallorca", and the number. */
  street: string;
  streetNumber: number;
  highlight: PropertyHighlight;
  /** 0 for a studio. */
  bedrooms: number;
  bathrooms: number;
  areaM2: number;
  /** How many people it sleeps (adults + children). */
  sleeps: number;
  seaView: boolean;
  terrace: boolean;
  pool: boolean;
  parking: boolean;
  airCon: boolean;
  rent: boolean;
  long: boolean;
  sale: boolean;
}

export interface HotelFacts extends Place {
  name: string;
  hotelType: HotelType;
  stars: number | null;
  /** Rooms, pitches or apartments. */
  units: number;
  pool: boolean;
  restaurant: boolean;
}

export interface AgencyFacts extends Place {
  name: string;
  founded: number;
  focus: 'sale' | 'rent' | 'both';
  staff: number;
}

export type EatCategory = (typeof ASSET_CATEGORIES)['eat'][number];
export interface EatFacts extends Place {
  name: string;
  category: EatCategory;
  /** The first is the house's own cuisine. */
  cuisines: CuisineType[];
  chef: string;
  chefGender: Gender;
  founded: number;
  seats: number;
  terraceSeats: number;
  seaView: boolean;
  team: number;
}

export type StoreCategory = (typeof ASSET_CATEGORIES)['store'][number];
export interface StoreFacts extends Place {
  name: string;
  category: StoreCategory;
  founded: number;
}

export type ActivityCategory = (typeof ASSET_CATEGORIES)['activity'][number];
export interface ActivityFacts extends Place {
  name: string;
  category: ActivityCategory;
  hours: number;
  minAge: number;
  groupSize: number;
}

export type ServiceCategory = (typeof ASSET_CATEGORIES)['service'][number];
export interface ServiceFacts extends Place {
  name: string;
  category: ServiceCategory;
}

type Sections<K extends string, F> = { summary(f: F): string } & Record<K, (f: F) => string>;

/** Everything one language knows how to say about the town's assets. */
export interface PhraseBank {
  /** "in El Grau", as a phrase that follows a noun. */
  inNeighbourhood: Record<NeighbourhoodKey, string>;
  /** Sentences on what the neighbourhood is like, one of which a text picks. */
  neighbourhood: Record<NeighbourhoodKey, readonly string[]>;
  /** A cuisine, as it reads inside a sentence ("Valencian cooking"). */
  cuisine: Record<CuisineType, string>;
  /** A cuisine as the filters and the cards name it (the interface's listofval.json), for summaries. */
  cuisineLabel: Record<CuisineType, string>;
  /** The kind of place, as the filters and the cards name it (the interface's listofval.json). */
  category: Record<AssetCategory, string>;
  property: Sections<'main' | 'location' | 'livingroom' | 'bedrooms' | 'kitchen' | 'bathroom', PropertyFacts> & {
    /**
     * The home's title. `detail` (0 to TITLE_DETAILS - 1) says more and more of it (bedrooms,
     * street, size), so that the town can give every home a title of its own.
     */
    name(f: PropertyFacts, detail: number): string;
  };
  hotel: Sections<'main' | 'location', HotelFacts>;
  agency: Sections<'main' | 'location', AgencyFacts>;
  eat: Sections<'main' | 'cousine' | 'space' | 'chef' | 'team' | 'location', EatFacts>;
  store: Sections<'main' | 'location', StoreFacts>;
  activity: Sections<'main' | 'location', ActivityFacts>;
  service: Sections<'main', ServiceFacts>;
}

/** Where a kitchen's ingredients come from, which is what its descriptions may boast of. */
export type Produce = 'sea' | 'market' | 'garden' | 'bakery';

const PRODUCE: Record<CuisineType, Produce> = {
  mediterranean: 'sea',
  spanish: 'sea',
  valencian: 'sea',
  catalan: 'sea',
  basque: 'sea',
  galician: 'sea',
  andalusian: 'sea',
  tapas: 'sea',
  seafood: 'sea',
  rice: 'sea',
  grill: 'sea',
  market: 'sea',
  french: 'sea',
  portuguese: 'sea',
  japanese: 'sea',
  peruvian: 'sea',
  'gluten-free': 'sea',
  italian: 'market',
  pizza: 'market',
  chinese: 'market',
  thai: 'market',
  indian: 'market',
  fusion: 'market',
  mexican: 'market',
  argentinian: 'market',
  burgers: 'market',
  vegetarian: 'garden',
  vegan: 'garden',
  // Cafés and ice-cream parlours: no fish from the auction there.
  desserts: 'bakery',
};

/** Where the ingredients of a house's own cuisine (its first) come from. */
export const produceOf = (f: { cuisines: readonly CuisineType[] }): Produce => PRODUCE[f.cuisines[0]!];

/**
 * "A, B and C" in a language: `and` joins the last item; when an item is itself a pair
 * ("fish and seafood"), `asWellAs` does instead, so the pairs stay apart.
 */
export function series(items: readonly string[], and: string, asWellAs: string): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const paired = items.some((item) => item.includes(` ${and} `));
  return `${head}${paired ? asWellAs : ` ${and}`} ${items.at(-1)}`;
}

/**
 * A phrase without the articles that open it and each of its items, as a list reads after
 * "the menu also has": "el pescado y el marisco" → "pescado y marisco". `articles` is a
 * pattern of the articles with what follows them ("(?:el|la) " or "l’").
 */
export function withoutArticles(phrase: string, articles: string, and: string): string {
  return phrase.replace(new RegExp(`(^|, | ${and} )(?:${articles})`, 'gu'), '$1');
}

/**
 * Picks one wording by the asset's variant; `salt` tells one choice of the text from another,
 * so that the choices of one asset do not all fall on the same row.
 */
export function pick<T>(variant: number, options: readonly T[], salt = 0): T {
  let mixed = Math.imul(variant ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
  return options[((mixed ^ (mixed >>> 16)) >>> 0) % options.length]!;
}

/** How many levels of detail a home's title has (PhraseBank.property.name). */
export const TITLE_DETAILS = 6;

/** The street as a title names it: with its number at the most detailed level. */
export const streetOf = (f: PropertyFacts, detail: number) =>
  detail >= TITLE_DETAILS - 1 ? `${f.street}, ${f.streetNumber}` : f.street;

/** What is said of where a place is: one of its neighbourhood's sentences. */
export const neighbourhoodOf = (bank: PhraseBank, f: Place, salt = 7) =>
  pick(f.variant, bank.neighbourhood[f.neighbourhood], salt);

/** A distance as people say it, rounded as the cards round it: "80 m", "1,2 km", "1 km". */
export function distance(metres: number, decimalComma: boolean): string {
  const { value, unit } = toldDistance(metres);
  return `${decimalComma ? String(value).replace('.', ',') : value} ${unit}`;
}

/** Items joined by `separator`, the last one by `last` ("a; b; and c"). */
export function joinLast(items: readonly string[], separator: string, last: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}`;
}

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
