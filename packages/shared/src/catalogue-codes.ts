/*
 * The catalogue's codes, without zod: the web imports them from here so that its pages
 * do not carry the schemas. '@town/shared/catalogue' re-exports them.
 */

/** Cuisine types of a place to eat (docs/rules.md#asset-types: 29 values). */
export const CUISINE_TYPES = [
  'mediterranean',
  'spanish',
  'valencian',
  'catalan',
  'basque',
  'galician',
  'andalusian',
  'tapas',
  'seafood',
  'rice',
  'grill',
  'market',
  'italian',
  'pizza',
  'french',
  'portuguese',
  'japanese',
  'chinese',
  'thai',
  'indian',
  'mexican',
  'argentinian',
  'peruvian',
  'vegetarian',
  'vegan',
  'gluten-free',
  'fusion',
  'burgers',
  'desserts',
] as const;
export type CuisineType = (typeof CUISINE_TYPES)[number];

/** The 14 allergens a menu must declare in the EU (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What a price is for: a night (rent, hotel), a month (long), the whole (sale), a person, a day, an hour. */
export const PRICE_UNITS = ['night', 'month', 'total', 'person', 'day', 'hour'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Favourites (docs/api.md#favourites): how many places one account may keep. */
export const MAX_FAVOURITES = 500;

export const ASSET_SORTS = ['recent', 'price-asc', 'price-desc', 'name', 'distance'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** `srcset` text from an image's renditions: "url 384w, url 800w, …". */
export function srcsetAttribute(sources: readonly { url: string; width: number }[]): string {
  return sources.map((s) => `${s.url} ${s.width}w`).join(', ');
}
