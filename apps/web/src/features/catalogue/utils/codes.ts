import type { Allergen, AssetSort, CuisineType, PriceUnit, Weekday } from '@town/shared/catalogue';

/*
 * The catalogue's codes, as '@town/shared/catalogue' defines them. That module also builds
 * the zod schemas, and importing a value from it would pull zod (~22 KB compressed) into
 * every list page; these copies keep the pages light, and codes.test.ts fails the moment
 * they differ from the shared ones.
 */

export const CUISINE_CODES = [
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
] as const satisfies readonly CuisineType[];

export const ALLERGEN_CODES = [
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
] as const satisfies readonly Allergen[];

export const SORT_CODES = ['recent', 'price-asc', 'price-desc', 'name'] as const satisfies readonly AssetSort[];

export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const satisfies readonly Weekday[];

export const PRICE_UNIT_CODES = [
  'night',
  'month',
  'total',
  'person',
  'day',
  'hour',
] as const satisfies readonly PriceUnit[];
