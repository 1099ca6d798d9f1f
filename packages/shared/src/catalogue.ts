import { z } from 'zod';
import {
  ASSET_LISTS,
  ASSET_TYPES,
  FLAGGED_TYPES,
  PAGE_SECTIONS,
  PROPERTY_FLAGS,
  hasFeature,
  hasListFlags,
  isOnListWith,
  listQuery,
  typesWith,
  type AssetType,
  type PropertyFlag,
} from './asset-types.ts';
import { HOTEL_TYPES, MAX_LISTING_GUESTS, MAX_STAY_DAYS, MIN_PRICE_GAP, PAGE_LIMIT } from './constants.ts';
import { daysBetween, isCalendarDay } from './days.ts';
import { parsePoint } from './distance.ts';
import { pageSchema } from './errors.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.ts';
import {
  ALLERGENS,
  ASSET_SORTS,
  CUISINE_TYPES,
  MAX_FAVOURITES,
  PRICE_UNITS,
  WEEKDAYS,
  type PriceUnit,
} from './catalogue-codes.ts';

export * from './catalogue-codes.ts';

/*
 * The catalogue's contracts (docs/api.md#catalogue): the codes the web translates, the
 * query each endpoint accepts and the answer it gives. Codes are stable identifiers:
 * the web shows them through its translation files (namespace `listofval`).
 */

/** What kind of place an asset is, within its type. A hotel's category is its hotel type. */
export const ASSET_CATEGORIES = {
  property: ['apartment', 'studio', 'house', 'villa', 'penthouse'],
  hotel: HOTEL_TYPES,
  'real-estate': ['agency'],
  eat: ['restaurant', 'tapas-bar', 'beach-bar', 'cafe'],
  store: [
    'bakery',
    'fishmonger',
    'greengrocer',
    'bookshop',
    'surf-shop',
    'fashion',
    'crafts',
    'wine-shop',
    'supermarket',
  ],
  activity: ['kayak', 'diving', 'sailing', 'surf', 'hiking', 'cycling', 'boat-trip', 'yoga', 'cooking-class'],
  service: [
    'pharmacy',
    'taxi',
    'bike-rental',
    'laundry',
    'health-centre',
    'car-rental',
    'cleaning',
    'handyman',
    'hairdresser',
    'vet',
  ],
} as const satisfies Record<AssetType, readonly string[]>;
export type AssetCategory = (typeof ASSET_CATEGORIES)[AssetType][number];
export const ALL_CATEGORIES = [...new Set(Object.values(ASSET_CATEGORIES).flat())] as AssetCategory[];

/** Every page-section key of docs/rules.md#page-sections ("cousine" is the original's spelling, kept as a key). */
export const SECTION_KEYS = [
  'main',
  'location',
  'livingroom',
  'bedrooms',
  'kitchen',
  'bathroom',
  'cousine',
  'space',
  'chef',
  'team',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
export function sectionsOf(type: AssetType): readonly SectionKey[] {
  return PAGE_SECTIONS[type] as readonly SectionKey[];
}

/** The unit of each property list's price. */
export const FLAG_PRICE_UNIT = { rent: 'night', long: 'month', sale: 'total' } as const satisfies Record<
  PropertyFlag,
  PriceUnit
>;

// ---------------------------------------------------------------------------------------------
// Query parameters. Query strings carry text, so numbers and booleans are parsed strictly:
// "12abc", "", "1e3" or "yes" are refused rather than guessed.

const INT_TEXT = /^\d{1,10}$/;
const queryInt = (min: number, max: number) =>
  z.string().regex(INT_TEXT, 'Must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));
const queryPrice = z
  .string()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Must be an amount in euros, like 120 or 99.50')
  .transform(Number)
  .pipe(z.number().min(0).max(100_000_000));
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A language code: any two-letter code (the first two letters count, docs/rules.md#languages: "de-AT" → "de").
 * A code the catalogue has no text for falls back to es, then en.
 */
export const langParamSchema = z
  .string()
  .regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})*$/, 'Must be a language code such as es or en')
  .transform((v) => v.slice(0, 2).toLowerCase());

const cuisineListParam = z
  .string()
  .max(400)
  .transform((v) => v.split(',').map((c) => c.trim()))
  .pipe(z.array(z.enum(CUISINE_TYPES)).min(1).max(CUISINE_TYPES.length));

/** Asset ids, comma-separated (the Saved page's places): at most a page of them. */
const idListParam = z
  .string()
  .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
  .pipe(z.array(z.uuid('Must be asset ids, comma-separated')).min(1).max(PAGE_LIMIT.max));

/** Where the visitor is ("near me"): "lat,lng" in degrees. */
const pointParam = z.string().transform((text, ctx) => {
  const point = parsePoint(text);
  if (!point) ctx.addIssue({ code: 'custom', message: 'Must be "lat,lng" in degrees, like 38.958,-0.127' });
  return point ?? z.NEVER;
});

const searchParam = z
  .string()
  .max(100)
  .transform((v) => v.trim().replace(/\s+/g, ' '));

/** Which property list a query asks for, from its flag. */
export function listFlag(query: { rent?: boolean; long?: boolean; sale?: boolean }): PropertyFlag | undefined {
  return PROPERTY_FLAGS.find((flag) => query[flag] === true);
}

export interface PriceRangeProblem {
  field: 'priceMin' | 'priceMax';
  message: string;
}

/**
 * docs/rules.md#filters: the bounds keep a minimum gap (rent 100, long 100, sale 100000); for other
 * lists the lower bound may not exceed the upper one. Shared so the web's sliders agree.
 */
export function priceRangeProblem(
  flag: PropertyFlag | undefined,
  min?: number,
  max?: number,
): PriceRangeProblem | null {
  if (min === undefined || max === undefined) return null;
  const gap = flag ? MIN_PRICE_GAP[flag] : 0;
  if (min > max) return { field: 'priceMax', message: 'Must not be lower than priceMin' };
  if (max - min < gap) {
    return { field: 'priceMax', message: `Must be at least ${gap} above priceMin for the ${flag} list` };
  }
  return null;
}

/** "Only for type=property or type=hotel": the types a filter applies to, from their traits. */
const onlyFor = (types: readonly AssetType[]) => `Only for ${types.map((type) => `type=${type}`).join(' or ')}`;
/** "type=property&rent=true": the lists a stay's dates may be searched in. */
const BOOKABLE_LISTS = ASSET_LISTS.filter((list) => list.bookable)
  .map(listQuery)
  .join(' or ');

/** GET /api/v1/asset. Unknown parameters are ignored. */
export const assetListQuerySchema = z
  .object({
    type: z.enum(ASSET_TYPES).optional(),
    rent: queryBoolean.optional(),
    long: queryBoolean.optional(),
    sale: queryBoolean.optional(),
    /** Euros, in the list's unit (a night, a month, the sale price, a person…). */
    priceMin: queryPrice.optional(),
    priceMax: queryPrice.optional(),
    /** Guests the place must take; places without a capacity (a shop…) are not filtered by it. */
    adults: queryInt(1, MAX_LISTING_GUESTS).optional(),
    children: queryInt(0, MAX_LISTING_GUESTS).optional(),
    hotelType: z.enum(HOTEL_TYPES).optional(),
    /** One cuisine code or several, comma-separated: places offering any of them. */
    cuisine: cuisineListParam.optional(),
    /** Free text, accent- and case-insensitive, searched in the visitor's language. */
    q: searchParam.optional(),
    /** Only these assets (the Saved page); the other filters still apply. */
    ids: idListParam.optional(),
    /**
     * The visitor's position ("near me", never stored): each item then carries its `distance`,
     * and `sort=distance` sorts from there (from the town centre without it).
     */
    near: pointParam.optional(),
    /**
     * A stay (holiday rentals only, docs/api.md#search): then only rentals that would accept
     * its booking are listed, each with its total, and the list may be sorted by it.
     */
    checkIn: z.string().refine(isCalendarDay, 'Must be a day (YYYY-MM-DD)').optional(),
    checkOut: z.string().refine(isCalendarDay, 'Must be a day (YYYY-MM-DD)').optional(),
    sort: z.enum([...ASSET_SORTS, 'total-asc']).default('recent'),
    lang: langParamSchema.default(DEFAULT_LANGUAGE),
    limit: queryInt(1, PAGE_LIMIT.max).default(PAGE_LIMIT.default),
    offset: queryInt(0, 1_000_000).default(0),
  })
  .superRefine((query, ctx) => {
    const flags = PROPERTY_FLAGS.filter((flag) => query[flag] === true);
    for (const flag of PROPERTY_FLAGS) {
      if (query[flag] !== undefined && !(query.type && hasListFlags(query.type))) {
        ctx.addIssue({ code: 'custom', path: [flag], message: onlyFor(FLAGGED_TYPES) });
      }
    }
    if (flags.length > 1) {
      ctx.addIssue({ code: 'custom', path: [flags[1]!], message: 'Ask for one list at a time: rent, long or sale' });
    }
    const hasPrice = query.priceMin !== undefined || query.priceMax !== undefined;
    if (hasPrice && (!query.type || (hasListFlags(query.type) && flags.length === 0))) {
      ctx.addIssue({
        code: 'custom',
        path: [query.priceMin !== undefined ? 'priceMin' : 'priceMax'],
        message: 'A price filter needs a type, and for property one of rent, long or sale',
      });
    }
    if (query.checkIn !== undefined || query.checkOut !== undefined) {
      if (!query.type || !isOnListWith({ ...query, type: query.type }, 'bookable')) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: `Dates are for ${BOOKABLE_LISTS}` });
      }
      if (query.checkIn === undefined || query.checkOut === undefined) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Give both checkIn and checkOut' });
      } else if (isCalendarDay(query.checkIn) && isCalendarDay(query.checkOut)) {
        const nights = daysBetween(query.checkIn, query.checkOut);
        if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOut must be after checkIn' });
        if (nights > MAX_STAY_DAYS) {
          ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `At most ${MAX_STAY_DAYS} nights` });
        }
      }
    }
    if (query.sort === 'total-asc' && query.checkIn === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by total needs checkIn and checkOut' });
    }
    const problem = priceRangeProblem(flags[0], query.priceMin, query.priceMax);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (query.hotelType !== undefined && !(query.type && hasFeature(query.type, 'hotelCategory'))) {
      ctx.addIssue({ code: 'custom', path: ['hotelType'], message: onlyFor(typesWith('hotelCategory')) });
    }
    if (query.cuisine !== undefined && !(query.type && hasFeature(query.type, 'cuisines'))) {
      ctx.addIssue({ code: 'custom', path: ['cuisine'], message: onlyFor(typesWith('cuisines')) });
    }
    for (const field of ['adults', 'children'] as const) {
      if (query[field] !== undefined && query.type && !hasFeature(query.type, 'capacity')) {
        ctx.addIssue({ code: 'custom', path: [field], message: onlyFor(typesWith('capacity')) });
      }
    }
  });
/** What the web sends (all text, as in a URL). */
export type AssetListQueryInput = z.input<typeof assetListQuerySchema>;
/** What the API works with once parsed. */
export type AssetListQuery = z.output<typeof assetListQuerySchema>;

export const assetIdParamsSchema = z.object({ id: z.uuid() });
export const assetQuerySchema = z.object({ lang: langParamSchema.default(DEFAULT_LANGUAGE) });

/** GET /api/v1/assets_description */
export const assetDescriptionQuerySchema = z.object({
  asset_id: z.uuid(),
  lang: langParamSchema.default(DEFAULT_LANGUAGE),
});

/** GET /api/v1/rest_menu_items */
export const menuQuerySchema = z.object({
  product_id: queryInt(1, 2_147_483_647),
  lang: langParamSchema.default(DEFAULT_LANGUAGE),
});

/** GET /api/v1/map_markers */
export const mapMarkersQuerySchema = z.object({
  type: z.enum(ASSET_TYPES).optional(),
  lang: langParamSchema.default(DEFAULT_LANGUAGE),
});

/** GET /api/v1/asset_lists */
export const assetListsQuerySchema = z.object({ lang: langParamSchema.default(DEFAULT_LANGUAGE) });

// ---------------------------------------------------------------------------------------------
// Answers.

const servedLanguage = z
  .enum(SUPPORTED_LANGUAGES)
  .describe('The language of the texts served: the one asked for, else es, else en');

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const priceSchema = z.object({
  /** Euros. */
  amount: z.number().nonnegative(),
  currency: z.literal('EUR'),
  unit: z.enum(PRICE_UNITS),
});
export type Price = z.infer<typeof priceSchema>;

export const capacitySchema = z.object({
  adults: z.number().int().nonnegative(),
  children: z.number().int().nonnegative(),
});

export const imageSourceSchema = z.object({
  url: z.string(),
  /** Intrinsic width in pixels: the `w` descriptor of a srcset entry. */
  width: z.number().int().positive(),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

/**
 * A picture in every size made for it: landscape renditions for <img srcset> (widest last)
 * and small square thumbnails (32 and 64 px) for markers and lists.
 */
export const assetImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  /** The largest rendition's size; the others keep its aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A sensible default `src` (800 px wide). */
  src: z.string(),
  srcset: z.array(imageSourceSchema),
  /**
   * The same renditions in newer formats, for <picture><source type srcset>: AVIF for uploaded
   * photos (docs/listings.md#photos); empty for pictures made only in WebP.
   */
  sources: z.array(z.object({ type: z.literal('image/avif'), srcset: z.array(imageSourceSchema) })),
  thumbnails: z.array(imageSourceSchema),
});
export type AssetImage = z.infer<typeof assetImageSchema>;

/** GET /api/v1/asset_lists: each public list, how many places it has, and one of their pictures. */
export const assetListsSchema = z.object({
  items: z.array(
    z.object({
      /** The list's key (ASSET_LISTS). */
      key: z.string(),
      total: z.number().int().nonnegative(),
      /** The cover of the first place in the list's own order that has one; null when none has. */
      image: assetImageSchema.nullable(),
    }),
  ),
});
export type AssetLists = z.infer<typeof assetListsSchema>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'HH:MM');
/** One opening period; `closes` at or before `opens` means after midnight. */
export const openingPeriodSchema = z.object({
  day: z.enum(WEEKDAYS),
  opens: timeOfDay,
  closes: timeOfDay,
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** What a card needs. */
export const assetSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  rent: z.boolean(),
  long: z.boolean(),
  sale: z.boolean(),
  category: z.enum(ALL_CATEGORIES as [AssetCategory, ...AssetCategory[]]),
  /** Restaurants only: the key of their menu (GET /api/v1/rest_menu_items?product_id=). */
  productId: z.number().int().positive().nullable(),
  lang: servedLanguage,
  name: z.string(),
  summary: z.string(),
  /** The price for this list (the night for rent, the month for long, the total for sale…); null when none. */
  price: priceSchema.nullable(),
  cuisines: z.array(z.enum(CUISINE_TYPES)),
  hotelType: z.enum(HOTEL_TYPES).nullable(),
  stars: z.number().int().min(1).max(5).nullable(),
  capacity: capacitySchema.nullable(),
  bedrooms: z.number().int().nonnegative().nullable(),
  bathrooms: z.number().int().nonnegative().nullable(),
  /** Floor area in m²: a home for sale's card gives it (docs/rules.md#guests). */
  areaM2: z.number().int().positive().nullable(),
  image: assetImageSchema.nullable(),
  location: coordinatesSchema,
  /** Holiday rentals only: the lowest nightly price (euros) of their coming year's free nights; null when none is free. */
  priceFrom: z.number().nonnegative().nullable().optional(),
  /** In a list asked for with checkIn and checkOut: the stay as its booking would be charged (euros). */
  stay: z.object({ nights: z.number().int().positive(), total: z.number().nonnegative() }).optional(),
  /** In a list asked for with `near` or `sort=distance`: metres from that point (or the town centre). */
  distance: z.number().int().nonnegative().optional(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetListSchema = pageSchema(assetSummarySchema);
export type AssetList = z.infer<typeof assetListSchema>;

/** One asset, everything but its description. */
export const assetSchema = assetSummarySchema.extend({
  /** Every price the asset has: a property may be for rent per night, per month and for sale. */
  prices: z.array(priceSchema),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  /** Null when the place keeps no opening hours (a home, a property for sale…). */
  openingHours: z.array(openingPeriodSchema).nullable(),
  images: z.array(assetImageSchema),
  /** The tourist-licence number of a holiday rental (Valencian register, e.g. VT-123456-V). */
  licence: z.string().nullable(),
  /** A holiday rental's national registry number (NRUA, docs/listings.md#content-rules). */
  nrua: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Asset = z.infer<typeof assetSchema>;

export const descriptionSectionSchema = z.object({
  key: z.enum(SECTION_KEYS),
  text: z.string(),
});

/** An asset's description with its page sections (docs/rules.md#page-sections), in the order the page shows them. */
export const assetDescriptionSchema = z.object({
  assetId: z.uuid(),
  type: z.enum(ASSET_TYPES),
  /** The language asked for (two letters). */
  requestedLang: z.string(),
  lang: servedLanguage,
  /** True when `lang` is not the language asked for. */
  fallback: z.boolean(),
  name: z.string(),
  summary: z.string(),
  sections: z.array(descriptionSectionSchema),
});
export type AssetDescription = z.infer<typeof assetDescriptionSchema>;

export const menuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Euros. */
  price: z.number().nonnegative(),
  allergens: z.array(z.enum(ALLERGENS)),
  /** False while the dish is off for now: shown greyed out, "not available today". */
  available: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

/** A restaurant's menu (by its product_id). */
export const menuSchema = z.object({
  productId: z.number().int().positive(),
  assetId: z.uuid(),
  restaurant: z.string(),
  /** The menu's language: the one asked for when the menu is complete in it, else es, else en (docs/listings.md#menus). */
  lang: servedLanguage,
  currency: z.literal('EUR'),
  sections: z.array(menuSectionSchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const mapMarkerSchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  rent: z.boolean(),
  long: z.boolean(),
  sale: z.boolean(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/** Every marker (not paged: the map clusters them). */
export const mapMarkersSchema = z.object({
  items: z.array(mapMarkerSchema),
  total: z.number().int().nonnegative(),
});
export type MapMarkers = z.infer<typeof mapMarkersSchema>;

/** GET /api/v1/search: places of any type by name, and by the dishes of their menus (docs/api.md#search). */
export const SEARCH_LIMIT = 10;
export const searchQuerySchema = z.object({
  q: searchParam.pipe(z.string().min(2, 'Type at least 2 characters')),
  lang: langParamSchema.default(DEFAULT_LANGUAGE),
});
export const searchResultSchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  name: z.string(),
  summary: z.string(),
  /** The asset's page in the language asked for (its canonical list), e.g. /es/assets/asset/{id}/rentals. */
  href: z.string(),
  /**
   * Why a place whose name does not hold the query was found: the dish of its published menu
   * that does, named in the language asked for where it has a name in it (else es, else en).
   */
  matchedDish: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchAnswerSchema = z.object({ items: z.array(searchResultSchema).max(SEARCH_LIMIT) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const favouriteParamsSchema = z.object({ assetId: z.uuid() });
/** PUT /api/v1/favourites: several at once (the browser's saved places, merged at sign-in). */
export const favouritesBatchSchema = z.array(z.uuid()).min(1).max(MAX_FAVOURITES);
export const favouritesSchema = z.object({
  /** The saved assets' ids, most recently saved first; only those still published. */
  items: z.array(z.object({ assetId: z.uuid(), savedAt: z.iso.datetime() })),
});
export type Favourites = z.infer<typeof favouritesSchema>;

/** Text in each language (descriptions and menus are stored this way). */
export type LocalizedText = Record<Language, string>;

/** The text to show for a language: that language, else es, else en (docs/rules.md#languages). */
export function fallbackLanguages(lang: string): Language[] {
  const order: Language[] = [];
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(lang)) order.push(lang as Language);
  for (const l of [DEFAULT_LANGUAGE, 'en'] as const) if (!order.includes(l)) order.push(l);
  return order;
}
