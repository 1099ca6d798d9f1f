import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ASSET_TYPES, FLAGGED_TYPES, HOTEL_TYPES } from '@town/shared';
import { LISTING_STATUSES } from '@town/shared/listings';
import type { LocalizedText, OpeningPeriod, SectionKey } from '@town/shared/catalogue';
import { sqlIsOneOf, sqlList } from './sql-literals.ts';
import { belongsTo, createdAt, generatedId, updatedAt } from './columns.ts';

/**
 * Everything the guide lists: rentals, hotels, agencies, places to eat, shops, activities
 * and services. One table for every type; columns a type does not use stay null.
 * Prices are whole euros, each in its own unit (see the column comments).
 */
export const assets = pgTable(
  'assets',
  {
    id: generatedId(),
    type: text('type', { enum: ASSET_TYPES }).notNull(),
    /** One of ASSET_CATEGORIES[type] (shared/catalogue). */
    category: text('category').notNull(),
    /** Property lists: short-term rent, long-term rent, sale (several may hold). */
    rent: boolean('rent').notNull().default(false),
    long: boolean('long').notNull().default(false),
    sale: boolean('sale').notNull().default(false),
    /** Restaurants: the key their menu is fetched by (docs/product.md). */
    productId: integer('product_id').unique(),
    /** The owner who manages it; users live in the accounts domain (no foreign key across domains). */
    ownerId: uuid('owner_id'),
    /** Its life (docs/listings.md#life): only `published` assets show anywhere public. */
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    email: text('email'),
    web: text('web'),
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>(),
    /** Euros per night (rent). */
    priceNight: integer('price_night'),
    /** Euros per month (long). */
    priceMonth: integer('price_month'),
    /** Euros (sale). */
    priceSale: integer('price_sale'),
    /** Other types: a starting price in `price_unit` (a hotel night, a person, a day, an hour). */
    priceFrom: integer('price_from'),
    priceUnit: text('price_unit', { enum: ['night', 'person', 'day', 'hour'] }),
    adults: smallint('adults'),
    children: smallint('children'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    areaM2: integer('area_m2'),
    hotelType: text('hotel_type', { enum: HOTEL_TYPES }),
    stars: smallint('stars'),
    cuisines: text('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tourist-licence number of a holiday rental. */
    licence: text('licence'),
    /** National registry number (NRUA) of a holiday rental. */
    nrua: text('nrua'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assets_type_recent_idx').on(t.type, t.createdAt.desc(), t.id),
    // The three property lists, the hottest queries: recent first, or by their own price.
    index('assets_rent_recent_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.rent}`),
    index('assets_long_recent_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.long}`),
    index('assets_sale_recent_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.sale}`),
    index('assets_rent_price_idx')
      .on(t.priceNight)
      .where(sql`${t.rent}`),
    index('assets_long_price_idx')
      .on(t.priceMonth)
      .where(sql`${t.long}`),
    index('assets_sale_price_idx')
      .on(t.priceSale)
      .where(sql`${t.sale}`),
    index('assets_type_price_idx').on(t.type, t.priceFrom),
    index('assets_cuisines_idx').using('gin', t.cuisines),
    index('assets_owner_idx').on(t.ownerId),
    check('assets_status_check', sql`${t.status} in (${sqlList(LISTING_STATUSES)})`),
    check('assets_type_check', sql`${t.type} in (${sqlList(ASSET_TYPES)})`),
    check(
      'assets_flags_check',
      sql`${t.type} ${sqlIsOneOf(FLAGGED_TYPES)} or not (${t.rent} or ${t.long} or ${t.sale})`,
    ),
    check('assets_hotel_type_check', sql`${t.hotelType} is null or ${t.hotelType} in (${sqlList(HOTEL_TYPES)})`),
    check('assets_lat_check', sql`${t.lat} between -90 and 90`),
    check('assets_lng_check', sql`${t.lng} between -180 and 180`),
    check(
      'assets_prices_check',
      sql`coalesce(${t.priceNight}, 0) >= 0 and coalesce(${t.priceMonth}, 0) >= 0 and coalesce(${t.priceSale}, 0) >= 0 and coalesce(${t.priceFrom}, 0) >= 0`,
    ),
  ],
);

/**
 * An asset's texts in one language: its name, a one-line summary and the page sections of
 * its type (PAGE_SECTIONS in shared/asset-types). `search_text` is what free-text search reads (name, summary and
 * keywords such as the category and cuisines in that language); `search_key` is its
 * lower-cased, unaccented form, kept by PostgreSQL.
 */
export const assetTexts = pgTable(
  'asset_texts',
  {
    assetId: belongsTo('asset_id', () => assets.id),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    sections: jsonb('sections').$type<Partial<Record<SectionKey, string>>>().notNull(),
    searchText: text('search_text').notNull(),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_key(search_text)`),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.lang] }),
    index('asset_texts_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * A picture and the renditions made of it (files `<id>-<width>.webp` and `<id>-sq<size>.webp`
 * under DATA_DIR/uploads). The id is a hash of the picture, so a file never changes.
 */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths of the landscape renditions, ascending. */
  widths: integer('widths').array().notNull(),
  /** Sizes of the square thumbnails, ascending. */
  thumbnails: integer('thumbnails').array().notNull(),
  /** The formats its landscape renditions exist in: always webp; avif for uploads. */
  formats: text('formats')
    .array()
    .notNull()
    .default(sql`'{webp}'::text[]`),
  /** What its renditions take on disk, counted against its owners' allowance (0 for the seed's). */
  bytes: integer('bytes').notNull().default(0),
  createdAt: createdAt(),
});

/** An asset's gallery; position 0 is its main picture. */
export const assetImages = pgTable(
  'asset_images',
  {
    assetId: belongsTo('asset_id', () => assets.id),
    position: smallint('position').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    /** Its alternative text per language; a language without one falls back to the asset's name. */
    alt: jsonb('alt').$type<Partial<LocalizedText>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.position] }), index('asset_images_image_idx').on(t.imageId)],
);

/** A restaurant's menu sections (starters, rice dishes…), names in every language. */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: generatedId(),
    assetId: belongsTo('asset_id', () => assets.id),
    position: smallint('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (t) => [index('menu_sections_asset_idx').on(t.assetId, t.position)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: generatedId(),
    sectionId: belongsTo('section_id', () => menuSections.id),
    position: smallint('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** Euro cents, so 12.50 € is exact. */
    priceCents: integer('price_cents').notNull(),
    /** ALLERGENS codes (shared/catalogue). */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False while the dish is off the menu for now (shown greyed out). */
    available: boolean('available').notNull().default(true),
    /**
     * Its names, and its descriptions, in every language, one a line, lower-cased and
     * unaccented, kept by PostgreSQL: what the site's search finds a place's dishes by
     * (docs/api.md#search).
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_key(catalogue_menu_search_text(name))`),
    descriptionKey: text('description_key')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_key(catalogue_menu_search_text(description))`),
  },
  (t) => [
    index('menu_items_section_idx').on(t.sectionId, t.position),
    index('menu_items_search_idx').using('gin', t.nameKey.op('gin_trgm_ops'), t.descriptionKey.op('gin_trgm_ops')),
    check('menu_items_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * One row counting changes to the catalogue, bumped by triggers on every catalogue table
 * (see the migration). Answers are cached and tagged (ETag) by this revision, so every
 * API process sees a change at once, whoever made it.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_revision_single_row', sql`${t.id} = 1`)],
);
