import type { HotelType } from '@town/shared';
import type { ASSET_CATEGORIES, AssetCategory, CuisineType } from '@town/shared/catalogue';

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
  /** Walking distance to the nearest beach, metres. */
  beachMetres: number;
  /** Picks among a bank's wordings, so that neighbours do not read alike. */
  variant: number;
}

export type PropertyCategory = (typeof ASSET_CATEGORIES)['property'][number];
/** What a property's title puts forward. */
export type PropertyHighlight = 'sea-view' | 'pool' | 'terrace' | 'beach' | 'quiet' | 'bright';

export interface PropertyFacts extends Place {
  category: PropertyCategory;
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
  /** One sentence on what the neighbourhood is like. */
  neighbourhood: Record<NeighbourhoodKey, string>;
  /** A cuisine, as it reads inside a sentence ("Valencian cooking"). */
  cuisine: Record<CuisineType, string>;
  /** A cuisine as the filters and the cards name it (the interface's listofval.json), for summaries. */
  cuisineLabel: Record<CuisineType, string>;
  /** The kind of place, as the filters and the cards name it (the interface's listofval.json). */
  category: Record<AssetCategory, string>;
  property: Sections<'main' | 'location' | 'livingroom' | 'bedrooms' | 'kitchen' | 'bathroom', PropertyFacts> & {
    name(f: PropertyFacts): string;
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

/** Picks one wording by the asset's variant. */
export function pick<T>(variant: number, options: readonly T[]): T {
  return options[variant % options.length]!;
}

/** A distance as people say it: metres rounded to tens under a kilometre, else kilometres. */
export function distance(metres: number, decimalComma: boolean): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  const km = (Math.round(metres / 100) / 10).toFixed(1).replace(/\.0$/, '');
  return `${decimalComma ? km.replace('.', ',') : km} km`;
}

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
