import { LRUCache } from 'lru-cache';
import {
  DEFAULT_LANGUAGE,
  ASSET_LISTS,
  PAGE_SECTIONS,
  SUPPORTED_LANGUAGES,
  hasListFlags,
  type AssetType,
  type Language,
  type PropertyFlag,
} from '@town/shared';
import {
  FLAG_PRICE_UNIT,
  fallbackLanguages,
  listFlag,
  type Asset,
  type AssetCategory,
  type AssetDescription,
  type AssetImage,
  assetListQuerySchema,
  type AssetList,
  type AssetListQuery,
  type AssetLists,
  type AssetSummary,
  type CuisineType,
  type MapMarkers,
  type Menu,
  type MenuItem,
  type MenuSection,
  type Price,
  type SearchResult,
  type SectionKey,
  SEARCH_LIMIT,
} from '@town/shared/catalogue';
import { canonicalAssetPagePath, localizedPath } from '@town/shared/public-pages';
import { menuLanguages } from '@town/shared/listings';
import { distanceMetres } from '@town/shared/distance';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { CatalogueRevision } from './answer-cache.ts';
import { readCatalogueRevision } from './catalogue.repository.ts';
import {
  findAsset,
  findAssetAddress,
  findBookableAsset,
  findDescription,
  findLastChange,
  findMenu,
  findSearchMatches,
  listAssetNames,
  listAssetCovers,
  listAssets,
  listCandidates,
  listMarkers,
  listOpenPage,
  listPublicAssets,
  listPublishedIds,
  listRentalIds,
  listRowsByIds,
  updateNightlyPrices,
  type AssetRow,
  type BookableAsset,
  type CandidateRow,
  type GalleryRow,
  type OpenStaysSql,
  type StoredMenuSection,
  type ImageRow,
  type SummaryRow,
} from './catalogue.repository.ts';
import { IMAGES_PATH, imageFileName, thumbnailFileName } from '../../lib/image-files.ts';

const DEFAULT_SRC_WIDTH = 800;
/** A list's first places looked at for a picture to show it by (most places have one). */
const LIST_PICTURE_CANDIDATES = 8;

interface PictureSource {
  id: string;
  width: number;
  height: number;
  widths: number[];
  thumbnails: number[];
  /** The formats its landscape renditions exist in (images.formats): webp, and avif for uploads. */
  formats: readonly string[];
}

export function pictureOf(source: PictureSource, alt: string): AssetImage {
  const srcset = source.widths.map((width) => ({ url: `${IMAGES_PATH}/${imageFileName(source.id, width)}`, width }));
  const fallback = srcset.find((s) => s.width >= DEFAULT_SRC_WIDTH) ?? srcset.at(-1);
  return {
    id: source.id,
    alt,
    width: source.width,
    height: source.height,
    src: fallback?.url ?? '',
    srcset,
    // The same widths in AVIF, which browsers that read it take first (<picture><source>).
    sources: source.formats.includes('avif')
      ? [
          {
            type: 'image/avif',
            srcset: source.widths.map((width) => ({
              url: `${IMAGES_PATH}/${imageFileName(source.id, width, 'avif')}`,
              width,
            })),
          },
        ]
      : [],
    thumbnails: source.thumbnails.map((size) => ({
      url: `${IMAGES_PATH}/${thumbnailFileName(source.id, size)}`,
      width: size,
    })),
  };
}

/** A picture's alternative text in the served language, else the asset's name (docs/listings.md#photos). */
const altText = (texts: Partial<Record<string, string>> | null, lang: Language, name: string): string =>
  texts?.[lang]?.trim() || name;

const mainPicture = (row: ImageRow, lang: Language, name: string): AssetImage | null =>
  row.image_id && row.image_width && row.image_height
    ? pictureOf(
        {
          id: row.image_id,
          width: row.image_width,
          height: row.image_height,
          widths: row.image_widths ?? [],
          thumbnails: row.image_thumbnails ?? [],
          formats: row.image_formats ?? [],
        },
        altText(row.image_alt, lang, name),
      )
    : null;

const euros = (amount: number | null, unit: Price['unit']): Price | null =>
  amount === null ? null : { amount, currency: 'EUR', unit };

/** The price a card shows: the list's own (a rent list shows the night), else the first the asset has. */
function displayPrice(row: SummaryRow, flag: PropertyFlag | undefined): Price | null {
  if (!hasListFlags(row.type)) return row.price_unit ? euros(row.price_from, row.price_unit) : null;
  const order: PropertyFlag[] = flag ? [flag] : ['rent', 'long', 'sale'];
  for (const f of order) {
    const amount = { rent: row.price_night, long: row.price_month, sale: row.price_sale }[f];
    if (row[f] && amount !== null) return euros(amount, FLAG_PRICE_UNIT[f]);
  }
  return null;
}

const servedLanguage = (row: { text_lang: string | null }): Language => (row.text_lang ?? DEFAULT_LANGUAGE) as Language;

function summaryOf(row: SummaryRow, flag: PropertyFlag | undefined): AssetSummary {
  const name = row.name ?? '';
  const lang = servedLanguage(row);
  return {
    id: row.id,
    type: row.type,
    rent: row.rent,
    long: row.long,
    sale: row.sale,
    category: row.category as AssetCategory,
    productId: row.product_id,
    lang,
    name,
    summary: row.summary ?? '',
    price: displayPrice(row, flag),
    cuisines: row.cuisines as CuisineType[],
    hotelType: row.hotel_type,
    stars: row.stars,
    capacity: row.adults === null ? null : { adults: row.adults, children: row.children ?? 0 },
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    areaM2: row.area_m2,
    image: mainPicture(row, lang, name),
    location: { lat: row.lat, lng: row.lng },
    // The nightly-prices job keeps a rental's price_night at its lowest coming free night (docs/rules.md#prices).
    ...(row.rent ? { priceFrom: row.price_night } : {}),
  };
}

function assetOf(row: AssetRow, gallery: GalleryRow[]): Asset {
  const summary = summaryOf(row, undefined);
  const prices = [
    row.rent ? euros(row.price_night, 'night') : null,
    row.long ? euros(row.price_month, 'month') : null,
    row.sale ? euros(row.price_sale, 'total') : null,
    row.price_unit ? euros(row.price_from, row.price_unit) : null,
  ].filter((p): p is Price => p !== null);
  return {
    ...summary,
    prices,
    address: row.address,
    phone: row.phone,
    email: row.email,
    web: row.web,
    openingHours: row.opening_hours,
    images: gallery.map((g) => pictureOf(g, altText(g.alt, summary.lang, summary.name))),
    licence: row.licence,
    nrua: row.nrua,
    // Drizzle hands timestamps over as PostgreSQL's text.
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A dated list's stay: its days and its guests. */
type StayOf = { checkIn: string; checkOut: string; adults: number; children: number };

/**
 * Which rentals would accept a booking of a stay, and at what: the stays search the catalogue's
 * dated lists depend on, which the bookings module implements (docs/architecture.md#the-bookings-module).
 * `openStaysSql` writes it as SQL the list's own statement joins, so the filters, the count, the
 * sort and the page are one query (undefined: no rental can take the stay); `quoteStays` quotes
 * the page's few by the booking's own quote (docs/decisions/017-rental-nights.md).
 */
export interface StaysSearch {
  openStaysSql(stay: StayOf): OpenStaysSql | undefined;
  quoteStays(
    rentals: readonly { id: string; adults: number | null; children: number | null }[],
    stay: StayOf,
  ): Promise<Map<string, { nights: number; total: number }>>;
  /**
   * In memory (docs/decisions/019-availability-index.md): each candidate's total for the stay,
   * undefined where it is closed, in the candidates' order; undefined when it cannot answer now.
   */
  openStays(rentals: readonly CandidateRow[], stay: StayOf): (number | undefined)[] | undefined;
}

/** The query's filters, which decide a dated list's candidates: not its dates, page or (mostly) language. */
function candidatesKey(query: AssetListQuery): string {
  const { checkIn: _in, checkOut: _out, offset: _offset, limit: _limit, lang, ...filters } = query;
  const byLanguage = filters.q !== undefined || filters.sort === 'name';
  return JSON.stringify({ ...filters, lang: byLanguage ? lang : undefined });
}

interface Deps {
  db: Database;
  /** The catalogue's revision, heard from PostgreSQL (answer-cache.ts); read per call without it (scripts, tests). */
  revision?: Pick<CatalogueRevision, 'current'>;
  /** Dated rental lists' stays; without it (scripts, tests of other lists) a dated list is answered undated. */
  stays?: StaysSearch;
  /**
   * The town's centre (its profile's, docs/town.md): lists sorted by distance without `near`
   * measure from it. Without it (scripts), such a list is in no particular order, without distances.
   */
  centre?: () => Promise<{ lat: number; lng: number }>;
}

/**
 * The language a menu is served in (docs/listings.md#menus): the first of `langs` (the one asked
 * for, es, en) the menu is complete in, else any it is complete in, else the first asked for.
 */
function menuLanguage(sections: StoredMenuSection[], langs: readonly Language[]): Language {
  const complete = menuLanguages({ sections });
  return langs.find((lang) => complete.includes(lang)) ?? complete[0] ?? langs[0]!;
}

/** An asset as the sitemap lists it. */
export interface PublicAsset {
  id: string;
  type: AssetType;
  rent: boolean;
  long: boolean;
  sale: boolean;
  /** ISO 8601: when the asset's own row last changed. */
  updatedAt: string;
  /** A place to eat whose menu page has a menu. */
  hasMenu: boolean;
}

/** What the catalogue answers, built from its repository; languages fall back to es, then en. */
export function createCatalogueService({ db, revision, stays, centre }: Deps) {
  /** Dated lists' candidates per filters, with the revision they were read at (checked on every use). */
  const candidates = new LRUCache<string, Promise<{ revision: number; rows: CandidateRow[] }>>({ max: 500 });

  /**
   * A dated list from the availability index: the candidates (cached per revision), their open
   * stays and totals in memory, sorted, counted and cut; then the page's rows in one query that
   * also reads the revision, so candidates read at an older one are read again. Undefined when
   * the index cannot answer (the caller uses SQL).
   */
  async function listOpenInMemory(
    query: AssetListQuery,
    flag: ReturnType<typeof listFlag>,
    langs: readonly Language[],
    stays: StaysSearch,
    stay: StayOf,
  ): Promise<AssetList | undefined> {
    const key = candidatesKey(query);
    for (let attempt = 0; attempt < 2; attempt++) {
      let cached = candidates.get(key);
      if (!cached || attempt > 0) {
        cached = listCandidates(db, query, flag, langs);
        candidates.set(key, cached);
        cached.catch(() => candidates.delete(key));
      }
      const { revision: read, rows: kept } = await cached;
      const totals = stays.openStays(kept, stay);
      if (!totals) return undefined;
      const open: number[] = [];
      for (let i = 0; i < kept.length; i++) if (totals[i] !== undefined) open.push(i);
      // Stable: equal totals keep the list's order (the newest first).
      if (query.sort === 'total-asc') open.sort((a, b) => totals[a]! - totals[b]!);
      const page = open.slice(query.offset, query.offset + query.limit).map((i) => kept[i]!);
      const { revision: now, rows } = await listRowsByIds(
        db,
        page.map((row) => row.id),
        langs,
      );
      if (now !== read) continue;
      const quotes = await stays.quoteStays(page, stay);
      const items = rows.flatMap((row) => {
        const quote = quotes.get(row.id);
        return quote ? [{ ...summaryOf(row, flag), stay: quote }] : [];
      });
      return { items, total: open.length, limit: query.limit, offset: query.offset };
    }
    return undefined;
  }

  /**
   * A list's page. With checkIn and checkOut (holiday rentals): the rentals the filters keep whose
   * booking of that stay `stays` accepts, each with its stay (docs/decisions/017-rental-nights.md).
   */
  async function listPage(query: AssetListQuery): Promise<AssetList> {
    const flag = listFlag(query);
    const langs = fallbackLanguages(query.lang);
    if (query.checkIn === undefined || query.checkOut === undefined || !stays) {
      const { rows, total } = await listAssets(db, query, flag, langs);
      return { items: rows.map((row) => summaryOf(row, flag)), total, limit: query.limit, offset: query.offset };
    }
    const stay = {
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      adults: query.adults ?? 1,
      children: query.children ?? 0,
    };
    const open = stays.openStaysSql(stay);
    if (!open) return { items: [], total: 0, limit: query.limit, offset: query.offset };
    // A stay always has its guests: the capacity rule filters the candidates in both paths.
    query = { ...query, adults: stay.adults, children: stay.children };
    const inMemory = await listOpenInMemory(query, flag, langs, stays, stay);
    if (inMemory) return inMemory;
    // Which rentals take the stay, counted, sorted and paged in one statement; then the page's few
    // quoted by the booking's own quoteStay(), whose total is the one shown (docs/decisions/017-rental-nights.md).
    const { rows, total } = await listOpenPage(db, query, flag, langs, open);
    const quotes = await stays.quoteStays(rows, stay);
    // Both answers are held equal by the property test; were they ever not, the quote has the last word.
    const items = rows.flatMap((row) => {
      const quote = quotes.get(row.id);
      return quote ? [{ ...summaryOf(row, flag), stay: quote }] : [];
    });
    return { items, total, limit: query.limit, offset: query.offset };
  }

  return {
    /** The catalogue's revision: it grows on every change (docs/architecture.md#catalogue-answer-cache); pages are cached by it. */
    revision(): Promise<number> {
      return revision ? revision.current() : readCatalogueRevision(db);
    },

    /** A list's page, with each item's distance when the visitor asked for it. */
    async list(query: AssetListQuery): Promise<AssetList> {
      // "Near me" and the distance sort (docs/rules.md#distances): metres from the visitor, or the town's centre.
      if (!query.near && query.sort !== 'distance') return listPage(query);
      const from = query.near ?? (await centre?.());
      const list = await listPage({ ...query, near: from });
      if (!from) return list;
      return {
        ...list,
        items: list.items.map((item) => ({ ...item, distance: Math.round(distanceMetres(from, item.location)) })),
      };
    },

    /**
     * Each public list with its size and a picture from it (the landing page's sections): the
     * cover of the first place, in the list's own order, that has one no list before it shows.
     */
    async lists(lang: string): Promise<AssetLists> {
      const pages = await Promise.all(
        ASSET_LISTS.map((list) =>
          listPage(
            assetListQuerySchema.parse({
              type: list.type,
              ...('flag' in list ? { [list.flag]: 'true' } : {}),
              lang,
              limit: String(LIST_PICTURE_CANDIDATES),
            }),
          ),
        ),
      );
      const shown = new Set<string>();
      const items = ASSET_LISTS.map((list, index) => {
        const { items: places, total } = pages[index]!;
        const covers = places.flatMap((place) => (place.image ? [place.image] : []));
        const image = covers.find((cover) => !shown.has(cover.id)) ?? covers[0] ?? null;
        if (image) shown.add(image.id);
        return { key: list.key, total, image };
      });
      return { items };
    },

    async get(id: string, lang: string): Promise<Asset> {
      const found = await findAsset(db, id, fallbackLanguages(lang));
      if (!found) throw notFound(`No asset ${id}`);
      return assetOf(found.asset, found.gallery);
    },

    async description(id: string, lang: string): Promise<AssetDescription> {
      const row = await findDescription(db, id, fallbackLanguages(lang));
      if (!row) throw notFound(`No asset ${id}`);
      if (!row.text_lang) throw notFound(`Asset ${id} has no description`);
      const served = servedLanguage(row);
      const sections = (PAGE_SECTIONS[row.type] as readonly SectionKey[])
        .map((key) => ({ key, text: row.sections?.[key] ?? '' }))
        .filter((s) => s.text !== '');
      return {
        assetId: id,
        type: row.type,
        requestedLang: lang,
        lang: served,
        fallback: served !== lang,
        name: row.name ?? '',
        summary: row.summary ?? '',
        sections,
      };
    },

    async menu(productId: number, lang: string): Promise<Menu> {
      const langs = fallbackLanguages(lang);
      const found = await findMenu(db, productId, langs);
      if (!found) throw notFound(`No restaurant with product_id ${productId}`);
      // One language for the whole menu, never a mix; in a menu complete in no language, a name
      // missing in it is taken from another, so no dish goes unnamed.
      const served = menuLanguage(found.sections, langs);
      const order = [served, ...langs, ...SUPPORTED_LANGUAGES];
      const pickName = (text: Partial<Record<Language, string>>) =>
        order.map((l) => text[l]?.trim()).find(Boolean) ?? '';
      const sections: MenuSection[] = found.sections.map((section) => ({
        id: section.id,
        name: pickName(section.name),
        items: section.items.map((item) => ({
          id: item.id,
          name: pickName(item.name),
          description: item.description?.[served]?.trim() || null,
          price: item.priceCents / 100,
          allergens: item.allergens as MenuItem['allergens'],
          available: item.available,
        })),
      }));
      return {
        productId,
        assetId: found.assetId,
        restaurant: found.name ?? '',
        lang: served,
        currency: 'EUR',
        sections,
      };
    },

    async markers(type: AssetSummary['type'] | undefined, lang: string): Promise<MapMarkers> {
      const rows = await listMarkers(db, type, fallbackLanguages(lang));
      return {
        items: rows.map((r) => ({ ...r, name: r.name ?? '' })),
        total: rows.length,
      };
    },

    /**
     * Published places of any type whose name holds `q` (accents and case aside), best first,
     * then those whose published menu has a dish that holds it, with that dish's name
     * (docs/api.md#search).
     */
    async searchPlaces(q: string, lang: string): Promise<SearchResult[]> {
      const langs = fallbackLanguages(lang);
      const rows = await findSearchMatches(db, q, langs, SEARCH_LIMIT);
      // The dish in the visitor's language where it has a name in it, else as its menu falls back.
      const dishOrder = [...langs, ...SUPPORTED_LANGUAGES];
      return rows.map((row) => {
        const dish = row.dish && dishOrder.map((l) => row.dish![l]?.trim()).find(Boolean);
        return {
          id: row.id,
          type: row.type,
          name: row.name,
          summary: row.summary ?? '',
          // A code the site has no pages in links to the first language it falls back to.
          href: localizedPath(langs[0]!, canonicalAssetPagePath(row)),
          ...(dish ? { matchedDish: dish } : {}),
        };
      });
    },

    /** Which of these ids are published assets (what a visitor may save or open). */
    publishedIds(ids: readonly string[]): Promise<string[]> {
      return listPublishedIds(db, ids);
    },

    /** What a new booking needs of a published asset: its address and the guests it takes. */
    assetForBooking(id: string): Promise<BookableAsset | undefined> {
      return findBookableAsset(db, id);
    },

    /** Any asset's address, published or not, for the mails about bookings already made. */
    assetAddress(id: string): Promise<string | undefined> {
      return findAssetAddress(db, id);
    },

    /**
     * Holiday rentals' nightly "from" prices, which the bookings module computes from their
     * coming free nights (docs/rules.md#prices); the lists sort and filter by them.
     */
    setNightlyPrices(prices: ReadonlyMap<string, number | null>): Promise<number> {
      return updateNightlyPrices(db, prices);
    },

    /**
     * Every published asset (what a visitor can open), with what places its pages (type and property lists),
     * when it last changed and whether its menu page has a menu: for the sitemap.
     */
    async publicAssets(): Promise<PublicAsset[]> {
      const rows = await listPublicAssets(db);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        rent: row.rent,
        long: row.long,
        sale: row.sale,
        // Drizzle hands timestamps over as PostgreSQL's text.
        updatedAt: new Date(row.updated_at).toISOString(),
        hasMenu: row.has_menu,
      }));
    },

    /** When anything in the catalogue last changed (ISO 8601). */
    async lastChange(): Promise<string> {
      const changedAt = await findLastChange(db);
      return new Date(changedAt ?? 0).toISOString();
    },

    /** Every holiday rental's id, for refreshing their prices. */
    rentalIds(): Promise<string[]> {
      return listRentalIds(db);
    },

    /** Assets' names as the catalogue shows them in `lang` (with its fallbacks); '' when none has a text. */
    async assetNames(ids: readonly string[], lang: string): Promise<Map<string, string>> {
      const rows = await listAssetNames(db, [...new Set(ids)], fallbackLanguages(lang));
      return new Map(rows.map((row) => [row.id, row.name ?? '']));
    },

    /** Assets' names and cover pictures (null: none) in a language, as `assetNames` falls back: for bookings. */
    async assetCovers(
      ids: readonly string[],
      lang: string,
    ): Promise<Map<string, { name: string; image: AssetImage | null }>> {
      const langs = fallbackLanguages(lang);
      const rows = await listAssetCovers(db, [...new Set(ids)], langs);
      return new Map(
        rows.map((row) => {
          const name = row.name ?? '';
          return [row.id, { name, image: mainPicture(row, langs[0]!, name) }];
        }),
      );
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
export type { BookableAsset };
