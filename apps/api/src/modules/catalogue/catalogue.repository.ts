import { sql, type SQL } from 'drizzle-orm';
import { FLAGGED_TYPES, typesWith, type AssetType, type PropertyFlag } from '@town/shared';
import type { AssetListQuery, LocalizedText, OpeningPeriod, SectionKey } from '@town/shared/catalogue';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { sqlIsOneOf } from '../../db/schema/sql-literals.ts';

/*
 * The catalogue's SQL. Texts are served in the visitor's language, else es, else en: a
 * lateral join picks, per asset, the first of those languages it has a text in.
 * Only published assets show anywhere public (docs/listings.md#life): every query a visitor's
 * answer comes from keeps to them (PUBLISHED); the names of assets already booked do not.
 */

/** The condition on asset `a` that keeps a query to what visitors may see. */
const PUBLISHED = sql`a.status = 'published'`;

export type ImageRow = {
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  image_widths: number[] | null;
  image_thumbnails: number[] | null;
  image_formats: string[] | null;
  /** The picture's alternative texts per language (asset_images.alt). */
  image_alt: Partial<Record<string, string>> | null;
};

export type SummaryRow = ImageRow & {
  id: string;
  type: AssetType;
  category: string;
  rent: boolean;
  long: boolean;
  sale: boolean;
  product_id: number | null;
  price_night: number | null;
  price_month: number | null;
  price_sale: number | null;
  price_from: number | null;
  price_unit: 'night' | 'person' | 'day' | 'hour' | null;
  adults: number | null;
  children: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area_m2: number | null;
  hotel_type: 'hotel' | 'camping' | 'apartments' | null;
  stars: number | null;
  cuisines: string[];
  lat: number;
  lng: number;
  text_lang: string | null;
  name: string | null;
  summary: string | null;
};

export type AssetRow = SummaryRow & {
  address: string;
  phone: string | null;
  email: string | null;
  web: string | null;
  opening_hours: OpeningPeriod[] | null;
  licence: string | null;
  nrua: string | null;
  updated_at: string | Date;
};

export type GalleryRow = {
  id: string;
  width: number;
  height: number;
  widths: number[];
  thumbnails: number[];
  formats: string[];
  alt: Partial<Record<string, string>>;
};

const langArray = (langs: readonly string[]) => sql`${`{${langs.join(',')}}`}::text[]`;

/** The served text of asset `a` (alias `tx`): the first of `langs` it has. */
const servedText = (langs: readonly string[], withSections = false) => sql`left join lateral (
    select t.lang as text_lang, t.name, t.summary${withSections ? sql`, t.sections` : sql``}
    from asset_texts t
    where t.asset_id = a.id and t.lang = any(${langArray(langs)})
    order by array_position(${langArray(langs)}, t.lang)
    limit 1
  ) tx on true`;

const SUMMARY_COLUMNS = sql`a.id, a.type, a.category, a.rent, a.long, a.sale, a.product_id,
  a.price_night, a.price_month, a.price_sale, a.price_from, a.price_unit,
  a.adults, a.children, a.bedrooms, a.bathrooms, a.area_m2, a.hotel_type, a.stars, a.cuisines, a.lat, a.lng,
  tx.text_lang, tx.name, tx.summary,
  i.id as image_id, i.width as image_width, i.height as image_height,
  i.widths as image_widths, i.thumbnails as image_thumbnails, i.formats as image_formats, ai.alt as image_alt`;

const MAIN_IMAGE = sql`left join asset_images ai on ai.asset_id = a.id and ai.position = 0
  left join images i on i.id = ai.image_id`;

/** The price a list is about: a property list's own price, else the asset's display price. */
function priceExpression(flag: PropertyFlag | undefined): SQL {
  if (flag === 'rent') return sql`a.price_night`;
  if (flag === 'long') return sql`a.price_month`;
  if (flag === 'sale') return sql`a.price_sale`;
  return sql`(case when not a.type ${sqlIsOneOf(FLAGGED_TYPES)} then a.price_from
    when a.rent then a.price_night when a.long then a.price_month else a.price_sale end)`;
}

/** "50% off_" → "%50\% off\_%": a LIKE pattern that matches the text literally, anywhere. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a place takes these guests: guestsFit() of @town/shared/bookings in SQL, on the
 * catalogue's capacity columns (docs/rules.md#guests). A place that states no capacity takes
 * any number. Held to guestsFit() by catalogue.stays.test.ts and the dated search's property test.
 */
function guestsFitSql(guests: { adults: number; children: number }): SQL {
  return sql`(a.adults is null or (${guests.adults}::int <= a.adults
    and ${guests.adults + guests.children}::int <= a.adults + coalesce(a.children, 0)))`;
}

function listConditions(query: AssetListQuery, flag: PropertyFlag | undefined, langs: readonly string[]): SQL {
  const conditions: SQL[] = [PUBLISHED];
  if (query.type) conditions.push(sql`a.type = ${query.type}`);
  if (flag) conditions.push(sql.raw(`a.${flag}`));
  const price = priceExpression(flag);
  // Prices are whole euros (integer columns) and a bound may have cents: rounded inwards, it
  // selects the same rows, and the comparison stays integer-to-integer (indexes still apply).
  if (query.priceMin !== undefined) conditions.push(sql`${price} >= ${Math.ceil(query.priceMin)}`);
  if (query.priceMax !== undefined) conditions.push(sql`${price} <= ${Math.floor(query.priceMax)}`);
  if (query.adults !== undefined || query.children !== undefined) {
    conditions.push(guestsFitSql({ adults: query.adults ?? 1, children: query.children ?? 0 }));
  }
  if (query.ids) conditions.push(sql`a.id = any(${`{${query.ids.join(',')}}`}::uuid[])`);
  if (query.hotelType) conditions.push(sql`a.hotel_type = ${query.hotelType}`);
  if (query.cuisine) conditions.push(sql`a.cuisines && ${`{${query.cuisine.join(',')}}`}::text[]`);
  const words = (query.q ?? '').split(' ').filter(Boolean).slice(0, 8);
  if (words.length) {
    // Every word in the text the visitor is shown (their language, else es, else en).
    const matches = sql.join(
      words.map((w) => sql`s.search_key like catalogue_search_key(${containsPattern(w)})`),
      sql` and `,
    );
    conditions.push(sql`a.id in (
      select s.asset_id from asset_texts s
      where ${matches} and s.lang = any(${langArray(langs)})
        and s.lang = (
          select o.lang from asset_texts o
          where o.asset_id = s.asset_id and o.lang = any(${langArray(langs)})
          order by array_position(${langArray(langs)}, o.lang) limit 1
        )
    )`);
  }
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

/** The keys a list is sorted by (`total-asc`: the dated list's `o.total`, see listOpenPage). */
function listOrderKeys(query: AssetListQuery, flag: PropertyFlag | undefined): SQL {
  switch (query.sort) {
    case 'price-asc':
      return sql`${priceExpression(flag)} asc nulls last, a.id`;
    case 'price-desc':
      return sql`${priceExpression(flag)} desc nulls last, a.id`;
    case 'name':
      return sql`catalogue_search_key(tx.name), a.id`;
    case 'distance': {
      // Great-circle metres, as distanceMetres() in @town/shared/distance measures them; from the
      // town's centre when the visitor gave no position (the service puts it in `near`).
      if (!query.near) return sql`a.id`;
      const { lat, lng } = query.near;
      return sql`asin(sqrt(
        power(sin(radians(a.lat - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(a.lat)) * power(sin(radians(a.lng - ${lng}::float8) / 2), 2)
      )), a.id`;
    }
    // By total, the newest first among equal totals; a list without dates has no total.
    case 'total-asc':
    case 'recent':
      return sql`a.created_at desc, a.id`;
  }
}

const listOrder = (query: AssetListQuery, flag: PropertyFlag | undefined) =>
  sql`order by ${listOrderKeys(query, flag)}`;

export async function listAssets(
  db: Database,
  query: AssetListQuery,
  flag: PropertyFlag | undefined,
  langs: readonly string[],
) {
  const where = listConditions(query, flag, langs);
  const [page, count] = await Promise.all([
    db.execute<SummaryRow>(sql`select ${SUMMARY_COLUMNS}
      from assets a ${servedText(langs)} ${MAIN_IMAGE}
      ${where} ${listOrder(query, flag)}
      limit ${query.limit} offset ${query.offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from assets a ${where}`),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/**
 * The rentals open for a stay as the bookings module writes them: `rows` selects `(id, total)`
 * of every rental whose calendar and terms take the stay (docs/decisions/017-rental-nights.md);
 * the guests are the list's filter (guestsFitSql).
 */
export interface OpenStaysSql {
  rows: SQL;
}

/** A dated list's page row: the asset's, and its stay's total as the open-stays SQL has it. */
export type OpenPageRow = SummaryRow & { stay_total: number };

/**
 * A dated list's page in one statement: the rentals the list's filters keep (listConditions,
 * the filters' one source) that are open for the stay, counted, sorted (by total with
 * `total-asc`, else the list's order) and cut to the page; only the page's rows get their
 * texts and picture. Only the page's rows leave the database (docs/decisions/017-rental-nights.md).
 */
export async function listOpenPage(
  db: Database,
  query: AssetListQuery,
  flag: PropertyFlag | undefined,
  langs: readonly string[],
  open: OpenStaysSql,
): Promise<{ rows: OpenPageRow[]; total: number }> {
  // The served text only orders by name: for 2,000 rentals it would be most of this query's time.
  const text = query.sort === 'name' ? servedText(langs) : sql``;
  const keys = query.sort === 'total-asc' ? sql`o.total, ${listOrderKeys(query, flag)}` : listOrderKeys(query, flag);
  const listed = sql`from assets a join (${open.rows}) o on o.id = a.id ${text}
    ${listConditions(query, flag, langs)}`;
  const rows = await executePrepared<OpenPageRow & { listed: number }>(
    db,
    sql`with page as (
      select a.id, o.total, count(*) over () as listed, row_number() over (order by ${keys}) as n
      ${listed}
      order by ${keys} limit ${query.limit} offset ${query.offset}
    )
    select ${SUMMARY_COLUMNS}, page.total as stay_total, page.listed::int as listed
    from page join assets a on a.id = page.id ${servedText(langs)} ${MAIN_IMAGE}
    order by page.n`,
  );
  if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.listed ?? 0 };
  // A page past the end has no row to carry the count.
  const count = await db.execute<{ total: number }>(sql`select count(*)::int as total ${listed}`);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** A rental a dated list may show, in the list's order, with the guests it takes. */
export type CandidateRow = { id: string; adults: number | null; children: number | null };

/**
 * What the list's filters keep (listConditions, their one source), in the list's order (with
 * `total-asc`, the order among equal totals), and the catalogue's revision they were read at:
 * a dated list's candidates, kept per revision (docs/decisions/019-availability-index.md).
 */
export async function listCandidates(
  db: Database,
  query: AssetListQuery,
  flag: PropertyFlag | undefined,
  langs: readonly string[],
): Promise<{ revision: number; rows: CandidateRow[] }> {
  // Read first: a change after it moves the revision past this one, so the rows are never older.
  const revision = await readCatalogueRevision(db);
  const text = query.sort === 'name' ? servedText(langs) : sql``;
  const rows = await executePrepared<CandidateRow>(
    db,
    sql`select a.id, a.adults, a.children from assets a ${text}
      ${listConditions(query, flag, langs)} order by ${listOrderKeys(query, flag)}`,
  );
  return { revision, rows };
}

/**
 * A page's rows by id, in the given order, with the catalogue's revision in the same snapshot
 * (the caller checks its candidates were read at it); unpublished ones are left out.
 */
export async function listRowsByIds(
  db: Database,
  ids: readonly string[],
  langs: readonly string[],
): Promise<{ revision: number; rows: SummaryRow[] }> {
  if (ids.length === 0) return { revision: await readCatalogueRevision(db), rows: [] };
  const rows = await executePrepared<SummaryRow & { revision: string }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, (select revision from catalogue_revision where id = 1)::text as revision
      from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality p(id, n)
      join assets a on a.id = p.id ${servedText(langs)} ${MAIN_IMAGE}
      where ${PUBLISHED}
      order by p.n`,
  );
  if (rows.length === 0) return { revision: await readCatalogueRevision(db), rows: [] };
  return { revision: Number(rows[0]!.revision), rows };
}

export async function findAsset(
  db: Database,
  id: string,
  langs: readonly string[],
): Promise<{ asset: AssetRow; gallery: GalleryRow[] } | undefined> {
  const [found, gallery] = await Promise.all([
    db.execute<AssetRow>(sql`select ${SUMMARY_COLUMNS}, a.address, a.phone, a.email, a.web,
        a.opening_hours, a.licence, a.nrua, a.updated_at
      from assets a ${servedText(langs)} ${MAIN_IMAGE}
      where a.id = ${id} and ${PUBLISHED}`),
    db.execute<GalleryRow>(sql`select i.id, i.width, i.height, i.widths, i.thumbnails, i.formats, ai.alt
      from asset_images ai join images i on i.id = ai.image_id
      where ai.asset_id = ${id} order by ai.position`),
  ]);
  const asset = found.rows[0];
  return asset ? { asset, gallery: gallery.rows } : undefined;
}

export async function findDescription(db: Database, id: string, langs: readonly string[]) {
  const result = await db.execute<{
    type: AssetType;
    text_lang: string | null;
    name: string | null;
    summary: string | null;
    sections: Partial<Record<SectionKey, string>> | null;
  }>(sql`select a.type, tx.text_lang, tx.name, tx.summary, tx.sections
    from assets a ${servedText(langs, true)} where a.id = ${id} and ${PUBLISHED}`);
  return result.rows[0];
}

/** A menu section as stored: names per language, its dishes in order. */
export type StoredMenuSection = {
  id: string;
  name: Partial<LocalizedText>;
  items: {
    id: string;
    name: Partial<LocalizedText>;
    description: Partial<LocalizedText> | null;
    priceCents: number;
    allergens: string[];
    available: boolean;
  }[];
};

export async function findMenu(db: Database, productId: number, langs: readonly string[]) {
  const restaurant = await db.execute<{ id: string; name: string | null }>(sql`select a.id, tx.name
    from assets a ${servedText(langs)} where a.product_id = ${productId} and ${PUBLISHED}`);
  const found = restaurant.rows[0];
  if (!found) return undefined;
  const items = await db.execute<{
    section_id: string;
    section_name: LocalizedText;
    item_id: string | null;
    item_name: LocalizedText | null;
    item_description: LocalizedText | null;
    price_cents: number | null;
    allergens: string[] | null;
    available: boolean | null;
  }>(sql`select s.id as section_id, s.name as section_name, m.id as item_id, m.name as item_name,
      m.description as item_description, m.price_cents, m.allergens, m.available
    from menu_sections s left join menu_items m on m.section_id = s.id
    where s.asset_id = ${found.id}
    order by s.position, m.position`);
  const sections: StoredMenuSection[] = [];
  for (const row of items.rows) {
    if (sections.at(-1)?.id !== row.section_id)
      sections.push({ id: row.section_id, name: row.section_name, items: [] });
    if (row.item_id) {
      sections.at(-1)!.items.push({
        id: row.item_id,
        name: row.item_name ?? {},
        description: row.item_description,
        priceCents: row.price_cents ?? 0,
        allergens: row.allergens ?? [],
        available: row.available ?? true,
      });
    }
  }
  return { assetId: found.id, name: found.name, sections };
}

export async function listMarkers(db: Database, type: AssetType | undefined, langs: readonly string[]) {
  const result = await db.execute<{
    id: string;
    type: AssetType;
    rent: boolean;
    long: boolean;
    sale: boolean;
    name: string | null;
    lat: number;
    lng: number;
  }>(sql`select a.id, a.type, a.rent, a.long, a.sale, tx.name, a.lat, a.lng
    from assets a ${servedText(langs)}
    where ${PUBLISHED} ${type ? sql`and a.type = ${type}` : sql``}
    order by a.type, a.id`);
  return result.rows;
}

export type PlaceMatchRow = {
  id: string;
  type: AssetType;
  rent: boolean;
  long: boolean;
  sale: boolean;
  name: string;
  summary: string | null;
  /** The dish of its menu that holds `q`, when its name does not: its names per language. */
  dish: Partial<LocalizedText> | null;
};

/**
 * Published assets whose served name (the first of `langs` with a text) holds `q`, accent- and
 * case-insensitively, names starting with it first, then the closest by trigram similarity;
 * after them, those whose menu has a dish that holds `q` in a name or description in any
 * language (dishes named so before those only described so), each with that dish.
 * The catalogue's tables hold the published revision of a published listing (a draft's never
 * shows: PUBLISHED), so only a published menu is searched (docs/listings.md#life).
 * Trigram indexes on asset_texts.search_key (which holds the name) and on menu_items' name_key
 * and description_key narrow the rows first.
 */
export async function findSearchMatches(
  db: Database,
  q: string,
  langs: readonly string[],
  limit: number,
): Promise<PlaceMatchRow[]> {
  const like = sql`catalogue_search_key(${containsPattern(q)})`;
  const result = await db.execute<PlaceMatchRow>(sql`with key as (select catalogue_search_key(${q}) as k),
    named as (
      select a.id, a.type, a.rent, a.long, a.sale, tx.name, tx.summary, null::jsonb as dish,
        0 as tier, strpos(catalogue_search_key(tx.name), key.k) = 1 as prefix,
        similarity(catalogue_search_key(tx.name), key.k) as closeness
      from (select distinct t.asset_id from asset_texts t where t.search_key like ${like}) h
        join assets a on a.id = h.asset_id ${servedText(langs)}, key
      where ${PUBLISHED} and strpos(catalogue_search_key(tx.name), key.k) > 0
    ),
    -- Each place's first dish named so, in its menu's order; else its first described so.
    served as (
      select distinct on (s.asset_id) s.asset_id, m.name as dish, m.name_key like ${like} as by_name
      from menu_items m join menu_sections s on s.id = m.section_id
      where m.name_key like ${like} or m.description_key like ${like}
      order by s.asset_id, by_name desc, s.position, m.position
    ),
    dishes as (
      select a.id, a.type, a.rent, a.long, a.sale, coalesce(tx.name, '') as name, tx.summary, d.dish,
        case when d.by_name then 1 else 2 end as tier, false as prefix, 0::real as closeness
      from served d join assets a on a.id = d.asset_id ${servedText(langs)}
      where ${PUBLISHED} and not exists (select 1 from named n where n.id = a.id)
    )
    select id, type, rent, long, sale, name, summary, dish
    from (select * from named union all select * from dishes) found
    order by tier, prefix desc, closeness desc, catalogue_search_key(name), id
    limit ${limit}`);
  return result.rows;
}

/** Which of these ids are published assets. */
export async function listPublishedIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select a.id from assets a where a.id = any(${`{${ids.join(',')}}`}::uuid[]) and ${PUBLISHED}`,
  );
  return result.rows.map((row) => row.id);
}

/** What a booking needs to know of an asset: where it is and the guests it takes. */
export type BookableAsset = {
  id: string;
  address: string;
  /** Guests it takes; null when the catalogue does not say. */
  adults: number | null;
  children: number | null;
};

/** A published asset, as a booking needs it: an unpublished one takes no new booking. */
export async function findBookableAsset(db: Database, id: string): Promise<BookableAsset | undefined> {
  const result = await db.execute<BookableAsset>(
    sql`select a.id, a.address, a.adults, a.children from assets a where a.id = ${id} and ${PUBLISHED}`,
  );
  return result.rows[0];
}

/** Any asset's address, published or not: the mails about bookings already made name it. */
export async function findAssetAddress(db: Database, id: string): Promise<string | undefined> {
  const result = await db.execute<{ address: string }>(sql`select a.address from assets a where a.id = ${id}`);
  return result.rows[0]?.address;
}

/**
 * The served names of some assets (ids without an asset are left out), published or not:
 * bookings already made stay valid and keep naming their rental.
 */
export async function listAssetNames(
  db: Database,
  ids: readonly string[],
  langs: readonly string[],
): Promise<{ id: string; name: string | null }[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: string; name: string | null }>(sql`select a.id, tx.name
    from assets a ${servedText(langs)} where a.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return result.rows;
}

/** Assets' names in the first of `langs` they have, and their cover picture (the first): for bookings. */
export async function listAssetCovers(
  db: Database,
  ids: readonly string[],
  langs: readonly string[],
): Promise<(ImageRow & { id: string; name: string | null })[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ImageRow & { id: string; name: string | null }>(sql`select a.id, tx.name,
      i.id as image_id, i.width as image_width, i.height as image_height,
      i.widths as image_widths, i.thumbnails as image_thumbnails, i.formats as image_formats, ai.alt as image_alt
    from assets a ${servedText(langs)} ${MAIN_IMAGE} where a.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return result.rows;
}

/**
 * Sets holiday rentals' nightly "from" price (`price_night`), writing only the rows whose
 * price changed: an unchanged catalogue keeps its revision, and so its cached answers.
 * Returns how many rentals changed.
 */
export async function updateNightlyPrices(db: Database, prices: ReadonlyMap<string, number | null>): Promise<number> {
  if (prices.size === 0) return 0;
  const ids = [...prices.keys()];
  const values = ids.map((id) => prices.get(id) ?? null);
  const given = sql`select unnest(${`{${ids.join(',')}}`}::uuid[]) as id,
    unnest(${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]) as price`;
  const changed = await db.execute<{ id: string }>(sql`select a.id from assets a join (${given}) g on g.id = a.id
    where a.rent and a.price_night is distinct from g.price`);
  if (changed.rows.length === 0) return 0;
  const result = await db.execute(sql`update assets a set price_night = g.price from (${given}) g
    where g.id = a.id and a.rent and a.price_night is distinct from g.price`);
  return result.rowCount ?? 0;
}

/** What the sitemap needs of every published asset (docs/product.md#search-engines): oldest first, so pages only grow. */
export type PublicAssetRow = {
  id: string;
  type: AssetType;
  rent: boolean;
  long: boolean;
  sale: boolean;
  updated_at: string | Date;
  has_menu: boolean;
};

export async function listPublicAssets(db: Database): Promise<PublicAssetRow[]> {
  const result = await db.execute<PublicAssetRow>(sql`select a.id, a.type, a.rent, a.long, a.sale, a.updated_at,
      (a.type ${sqlIsOneOf(typesWith('menu'))} and a.product_id is not null
        and exists (select 1 from menu_sections s where s.asset_id = a.id)) as has_menu
    from assets a where ${PUBLISHED} order by a.created_at, a.id`);
  return result.rows;
}

/** When the catalogue last changed (any of its tables; migration 0001's trigger keeps it). */
export async function findLastChange(db: Database): Promise<string | Date | undefined> {
  const result = await db.execute<{ changed_at: string | Date }>(
    sql`select changed_at from catalogue_revision where id = 1`,
  );
  return result.rows[0]?.changed_at;
}

/** Every holiday rental's id. */
export async function listRentalIds(db: Database): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`select id from assets where rent order by id`);
  return result.rows.map((row) => row.id);
}

/** The counter every catalogue change bumps (migration 0001), read once. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const result = await db.execute<{ revision: string }>(sql`select revision from catalogue_revision where id = 1`);
  return Number(result.rows[0]?.revision ?? 0);
}
