import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PROPERTY_FLAGS, SUPPORTED_LANGUAGES, hasFeature, hasListFlags, type Language } from '@town/shared';
import type { LocalizedText, OpeningPeriod, SectionKey } from '@town/shared/catalogue';
import type { CuisineType } from '@town/shared/catalogue-codes';
import { liveDishChanges } from '@town/shared/live-menu';
import {
  PROPERTY_PRICE_UNITS,
  type ListingContent,
  type ListingMenu,
  type ListingPhoto,
  type ListingPrice,
  type ListingStatus,
} from '@town/shared/listings';
import type { Database } from '../../db/client.ts';
import { assetImages, assets, assetTexts, images, menuItems, menuSections } from '../../db/schema/catalogue.ts';
import { hasText, t } from '../../lib/i18n.ts';
import { pictureOf } from './catalogue.service.ts';

/*
 * The write side of the catalogue for listings run by their owners (docs/listings.md#life): the
 * only code that writes the catalogue tables for them. The listings module decides what is
 * published; this writes it, in the caller's transaction, and every write moves the catalogue's
 * revision (the tables' triggers), so caches follow at once.
 */

/** What a caller's transaction (or the database itself) offers. */
export type CatalogueTx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What the listings module needs to know of an asset before acting on it. */
export interface ListingRow {
  id: string;
  type: ListingContent['type'];
  ownerId: string | null;
  status: ListingStatus;
  productId: number | null;
  rent: boolean;
  long: boolean;
  sale: boolean;
  updatedAt: Date;
}

/** A row of the town hall's listing search. */
export interface ListingSearchRow extends ListingRow {
  /** The Spanish name, else any. */
  name: string;
}

/** A photo as the editor shows it, before its alt texts are added. */
export type PhotoRenditions = Omit<ListingPhoto, 'alt'>;

const listingColumns = {
  id: assets.id,
  type: assets.type,
  ownerId: assets.ownerId,
  status: assets.status,
  productId: assets.productId,
  rent: assets.rent,
  long: assets.long,
  sale: assets.sale,
  updatedAt: assets.updatedAt,
};

/** A property's prices by list; another type's one "from" price. */
function priceColumns(content: ListingContent) {
  const prices = [content.price, ...content.otherPrices].filter((p): p is ListingPrice => p != null);
  const amountIn = (unit: ListingPrice['unit']) => prices.find((p) => p.unit === unit)?.amount ?? null;
  if (hasListFlags(content.type)) {
    return {
      priceNight: content.rent ? amountIn(PROPERTY_PRICE_UNITS.rent) : null,
      priceMonth: content.long ? amountIn(PROPERTY_PRICE_UNITS.long) : null,
      priceSale: content.sale ? amountIn(PROPERTY_PRICE_UNITS.sale) : null,
      priceFrom: null,
      priceUnit: null,
    };
  }
  const unit = content.price?.unit as (typeof assets.$inferInsert)['priceUnit'];
  return {
    priceNight: null,
    priceMonth: null,
    priceSale: null,
    priceFrom: content.price?.amount ?? null,
    priceUnit: content.price ? unit : null,
  };
}

/** The columns that go live at once (LIVE_FIELDS): phone, opening hours, prices. */
function liveColumns(content: ListingContent) {
  return {
    phone: content.phone ?? null,
    openingHours: content.openingHours ?? null,
    ...priceColumns(content),
  };
}

function assetColumns(content: ListingContent) {
  return {
    category: content.category,
    rent: content.rent,
    long: content.long,
    sale: content.sale,
    address: content.address,
    lat: content.location.lat,
    lng: content.location.lng,
    adults: content.capacity?.adults ?? null,
    children: content.capacity?.children ?? null,
    bedrooms: content.bedrooms ?? null,
    bathrooms: content.bathrooms ?? null,
    areaM2: content.area ?? null,
    hotelType: content.hotelType ?? null,
    stars: content.stars ?? null,
    cuisines: content.cuisines,
    licence: content.licence ?? null,
    nrua: content.nrua ?? null,
    email: content.email ?? null,
    web: content.web ?? null,
    ...liveColumns(content),
  };
}

/** A code's name in a language, as the web shows it (listofval.json), if it has one. */
const codeName = (lang: Language, key: `listofval:${string}`) => (hasText(lang, key) ? t(lang, key) : '');

/**
 * What free-text search reads in a language, made as the seed makes it (seed/factories.ts): the
 * name, the summary, then keywords (the category and the cuisines in that language).
 */
function searchText(content: ListingContent, lang: Language, name: string, summary: string): string {
  const keywords = [
    codeName(lang, `listofval:category.${content.category}`),
    ...content.cuisines.map((cuisine) => codeName(lang, `listofval:cuisine.${cuisine}`)),
  ];
  return [name, summary, ...keywords].filter(Boolean).join(' · ');
}

function textRows(assetId: string, content: ListingContent) {
  return SUPPORTED_LANGUAGES.flatMap((lang) => {
    const texts = content.texts[lang];
    if (!texts) return [];
    return [
      {
        assetId,
        lang,
        name: texts.name,
        summary: texts.summary,
        sections: texts.sections,
        searchText: searchText(content, lang, texts.name, texts.summary),
      },
    ];
  });
}

/** Texts per language as the menu tables keep them (every language a key, maybe absent). */
const localized = (text: Partial<Record<Language, string>>) => text as LocalizedText;

async function writeTexts(tx: CatalogueTx, assetId: string, content: ListingContent) {
  await tx.delete(assetTexts).where(eq(assetTexts.assetId, assetId));
  const rows = textRows(assetId, content);
  if (rows.length) await tx.insert(assetTexts).values(rows);
}

async function writeImages(tx: CatalogueTx, assetId: string, content: ListingContent) {
  await tx.delete(assetImages).where(eq(assetImages.assetId, assetId));
  if (content.images.length) {
    await tx
      .insert(assetImages)
      .values(content.images.map((image, position) => ({ assetId, position, imageId: image.id, alt: image.alt })));
  }
}

async function writeMenu(tx: CatalogueTx, assetId: string, menu: ListingMenu | null | undefined) {
  // Items go with their sections (on delete cascade).
  await tx.delete(menuSections).where(eq(menuSections.assetId, assetId));
  for (const [position, section] of (menu?.sections ?? []).entries()) {
    const [row] = await tx
      .insert(menuSections)
      .values({ assetId, position, name: localized(section.name) })
      .returning({ id: menuSections.id });
    if (!section.items.length) continue;
    await tx.insert(menuItems).values(
      section.items.map((item, itemPosition) => ({
        sectionId: row!.id,
        position: itemPosition,
        name: localized(item.name),
        description: Object.keys(item.description).length ? localized(item.description) : null,
        priceCents: Math.round(item.price * 100),
        allergens: item.allergens,
        available: item.available,
      })),
    );
  }
}

/** Cleans an object of the keys whose value is empty, as the content keeps texts. */
const present = (text: Partial<Record<string, string>> | null) =>
  Object.fromEntries(Object.entries(text ?? {}).filter(([, value]) => value)) as Partial<Record<Language, string>>;

interface Deps {
  db: Database;
}

/** A menu as the catalogue holds it, with each dish's row id (by section, then item). */
interface StoredMenu {
  menu: ListingMenu;
  itemIds: string[][];
}

export function createCatalogueWriter({ db }: Deps) {
  async function readMenu(tx: CatalogueTx, assetId: string): Promise<StoredMenu | null> {
    const sections = await tx
      .select({ id: menuSections.id, name: menuSections.name })
      .from(menuSections)
      .where(eq(menuSections.assetId, assetId))
      .orderBy(asc(menuSections.position));
    if (!sections.length) return null;
    const items = await tx
      .select()
      .from(menuItems)
      .where(
        inArray(
          menuItems.sectionId,
          sections.map((s) => s.id),
        ),
      )
      .orderBy(asc(menuItems.position));
    const itemsOf = (sectionId: string) => items.filter((item) => item.sectionId === sectionId);
    return {
      menu: {
        sections: sections.map((section) => ({
          name: present(section.name),
          items: itemsOf(section.id).map((item) => ({
            name: present(item.name),
            description: present(item.description),
            price: item.priceCents / 100,
            allergens: item.allergens as ListingMenu['sections'][number]['items'][number]['allergens'],
            available: item.available,
          })),
        })),
      },
      itemIds: sections.map((section) => itemsOf(section.id).map((item) => item.id)),
    };
  }

  return {
    /**
     * A new listing's asset: status draft (shown nowhere public), with its texts, pictures and
     * menu; a place to eat gets its menu key from the sequence of owners' product ids.
     */
    async createDraftAsset(
      content: ListingContent,
      ownerId: string,
      tx: CatalogueTx = db,
    ): Promise<{ id: string; productId: number | null }> {
      const [row] = await tx
        .insert(assets)
        .values({
          type: content.type,
          ownerId,
          status: 'draft',
          productId: hasFeature(content.type, 'menu') ? sql<number>`nextval('assets_product_id_seq')` : null,
          ...assetColumns(content),
        })
        .returning({ id: assets.id, productId: assets.productId });
      await writeTexts(tx, row!.id, content);
      await writeImages(tx, row!.id, content);
      if (hasFeature(content.type, 'menu')) await writeMenu(tx, row!.id, content.menu);
      return row!;
    },

    /** Replaces what the catalogue shows of an asset by `content` (publication). */
    async project(assetId: string, content: ListingContent, tx: CatalogueTx = db): Promise<void> {
      await tx.update(assets).set(assetColumns(content)).where(eq(assets.id, assetId));
      await writeTexts(tx, assetId, content);
      await writeImages(tx, assetId, content);
      if (hasFeature(content.type, 'menu')) await writeMenu(tx, assetId, content.menu);
    },

    /** Only the fields that go live at once (LIVE_FIELDS): phone, opening hours, prices. */
    async applyLive(assetId: string, content: ListingContent, tx: CatalogueTx = db): Promise<void> {
      const columns: Partial<ReturnType<typeof liveColumns>> = liveColumns(content);
      // A property's lists (rent, long, sale) wait for review: the price of a list it joins or
      // leaves in this change is not live, so the published list keeps its own (docs/listings.md#life).
      const [shown] = await tx
        .select({ rent: assets.rent, long: assets.long, sale: assets.sale })
        .from(assets)
        .where(eq(assets.id, assetId));
      if (shown && shown.rent !== content.rent) delete columns.priceNight;
      if (shown && shown.long !== content.long) delete columns.priceMonth;
      if (shown && shown.sale !== content.sale) delete columns.priceSale;
      await tx.update(assets).set(columns).where(eq(assets.id, assetId));
    },

    /**
     * What goes live at once of a menu just saved (docs/listings.md#menus): the price, allergens
     * and availability of each dish of the catalogue's menu that `menu` still has. Answers how
     * many dishes changed.
     */
    async applyLiveMenu(assetId: string, menu: ListingMenu | null | undefined, tx: CatalogueTx = db): Promise<number> {
      const stored = await readMenu(tx, assetId);
      if (!stored) return 0;
      const changes = liveDishChanges(stored.menu, menu);
      for (const { section, item, dish } of changes) {
        await tx
          .update(menuItems)
          .set({ priceCents: Math.round(dish.price * 100), allergens: dish.allergens, available: dish.available })
          .where(eq(menuItems.id, stored.itemIds[section]![item]!));
      }
      return changes.length;
    },

    /** The menu the catalogue holds for an asset (the public one, once published), if any. */
    async readMenu(assetId: string, tx: CatalogueTx = db): Promise<ListingMenu | null> {
      return (await readMenu(tx, assetId))?.menu ?? null;
    },

    async setStatus(assetId: string, status: ListingStatus, tx: CatalogueTx = db): Promise<void> {
      await tx.update(assets).set({ status }).where(eq(assets.id, assetId));
    },

    async setOwner(assetId: string, ownerId: string, tx: CatalogueTx = db): Promise<void> {
      await tx.update(assets).set({ ownerId }).where(eq(assets.id, assetId));
    },

    /** A never-published draft, gone with everything that hangs on it. */
    async deleteAsset(assetId: string, tx: CatalogueTx = db): Promise<void> {
      await tx.delete(assets).where(eq(assets.id, assetId));
    },

    /**
     * An asset's owner, status and keys; with `lock`, its row stays locked until the caller's
     * transaction ends, so that changes to one listing happen one after the other.
     */
    async ownerAndStatus(
      assetId: string,
      { tx = db, lock = false }: { tx?: CatalogueTx; lock?: boolean } = {},
    ): Promise<ListingRow | undefined> {
      const query = tx.select(listingColumns).from(assets).where(eq(assets.id, assetId));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Several assets' owners and statuses; unknown ids are left out. */
    rowsOf(assetIds: readonly string[]): Promise<ListingRow[]> {
      if (!assetIds.length) return Promise.resolve([]);
      return db
        .select(listingColumns)
        .from(assets)
        .where(inArray(assets.id, [...new Set(assetIds)]));
    },

    /** Several assets' names as the catalogue shows them (the Spanish one, else any); unknown ids are left out. */
    async namesOf(assetIds: readonly string[]): Promise<Map<string, string>> {
      if (!assetIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([assetTexts.assetId], { id: assetTexts.assetId, name: assetTexts.name })
        .from(assetTexts)
        .where(inArray(assetTexts.assetId, [...new Set(assetIds)]))
        .orderBy(asc(assetTexts.assetId), sql`${assetTexts.lang} <> 'es'`, asc(assetTexts.lang));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The assets an owner manages, newest change first. */
    ownedBy(ownerId: string): Promise<ListingRow[]> {
      return db
        .select(listingColumns)
        .from(assets)
        .where(eq(assets.ownerId, ownerId))
        .orderBy(sql`${assets.updatedAt} desc`, asc(assets.id));
    },

    /**
     * What an owner's list shows of assets that have no revision yet (docs/listings.md#the-owners-workspace),
     * as the catalogue holds it: the names by language, the address and the cover photo's id.
     */
    async cardsOf(
      assetIds: readonly string[],
    ): Promise<Map<string, { names: Partial<Record<string, string>>; address: string; cover: string | null }>> {
      if (!assetIds.length) return new Map();
      const rows = await db
        .select({
          id: assets.id,
          address: assets.address,
          names: sql<Partial<Record<string, string>> | null>`(select jsonb_object_agg(t.lang, t.name)
            from ${assetTexts} t where t.asset_id = ${assets.id})`,
          cover: sql<string | null>`(select i.image_id from ${assetImages} i where i.asset_id = ${assets.id}
            order by i.position limit 1)`,
        })
        .from(assets)
        .where(inArray(assets.id, [...new Set(assetIds)]));
      return new Map(rows.map(({ id, names, ...card }) => [id, { ...card, names: names ?? {} }]));
    },

    /**
     * The town hall's search over every asset: by name or keywords in any language (as public
     * search matches them) and by status, newest change first, a page at a time.
     */
    async search(query: {
      q?: string;
      status?: ListingStatus;
      offset: number;
      limit: number;
    }): Promise<{ rows: ListingSearchRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(assets.status, query.status));
      const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      for (const word of words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`exists (select 1 from asset_texts s where s.asset_id = ${assets.id} and s.search_key like catalogue_search_key(${pattern}))`,
        );
      }
      const rows = await db
        .select({
          ...listingColumns,
          name: sql<string>`coalesce((select t.name from asset_texts t where t.asset_id = ${assets.id}
            order by t.lang <> 'es', t.lang limit 1), '')`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(assets)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${assets.updatedAt} desc`, asc(assets.id))
        .limit(query.limit)
        .offset(query.offset);
      let total = rows[0]?.total ?? 0;
      if (!rows.length && query.offset > 0) {
        const [count] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(assets)
          .where(conditions.length ? and(...conditions) : undefined);
        total = count?.n ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /**
     * The content the catalogue tables hold for an asset, as an owner would have written it:
     * the first revision of a listing that existed before owners did (the demo town's).
     */
    async readContent(assetId: string, tx: CatalogueTx = db): Promise<ListingContent | undefined> {
      const [asset] = await tx.select().from(assets).where(eq(assets.id, assetId));
      if (!asset) return undefined;
      const texts = await tx.select().from(assetTexts).where(eq(assetTexts.assetId, assetId));
      const gallery = await tx
        .select({ id: assetImages.imageId, alt: assetImages.alt })
        .from(assetImages)
        .where(eq(assetImages.assetId, assetId))
        .orderBy(asc(assetImages.position));
      const propertyPrices: ListingPrice[] = PROPERTY_FLAGS.flatMap((flag) => {
        const amount = { rent: asset.priceNight, long: asset.priceMonth, sale: asset.priceSale }[flag];
        return asset[flag] && amount !== null ? [{ amount, unit: PROPERTY_PRICE_UNITS[flag] }] : [];
      });
      const prices: ListingPrice[] = hasListFlags(asset.type)
        ? propertyPrices
        : asset.priceUnit && asset.priceFrom !== null
          ? [{ amount: asset.priceFrom, unit: asset.priceUnit }]
          : [];
      return {
        type: asset.type,
        rent: asset.rent,
        long: asset.long,
        sale: asset.sale,
        category: asset.category,
        texts: Object.fromEntries(
          texts.map((t) => [
            t.lang,
            { name: t.name, summary: t.summary, sections: t.sections as Partial<Record<SectionKey, string>> },
          ]),
        ),
        address: asset.address,
        location: { lat: asset.lat, lng: asset.lng },
        phone: asset.phone,
        email: asset.email,
        web: asset.web,
        openingHours: asset.openingHours as OpeningPeriod[] | null,
        price: prices[0] ?? null,
        otherPrices: prices.slice(1),
        capacity: asset.adults === null ? null : { adults: asset.adults, children: asset.children ?? 0 },
        bedrooms: asset.bedrooms,
        bathrooms: asset.bathrooms,
        area: asset.areaM2,
        hotelType: asset.hotelType,
        stars: asset.stars,
        cuisines: asset.cuisines as CuisineType[],
        licence: asset.licence,
        nrua: asset.nrua,
        images: gallery.map((image) => ({ id: image.id, alt: image.alt })),
        menu: hasFeature(asset.type, 'menu') ? ((await readMenu(tx, assetId))?.menu ?? null) : null,
      };
    },

    /** Pictures' renditions by id (the public catalogue's URLs); unknown ids are left out. */
    async describeImages(ids: readonly string[], tx: CatalogueTx = db): Promise<Map<string, PhotoRenditions>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select()
        .from(images)
        .where(inArray(images.id, [...new Set(ids)]));
      return new Map(
        rows.map((row) => {
          const { alt: _alt, ...picture } = pictureOf(row, '');
          return [row.id, picture];
        }),
      );
    },
  };
}

export type CatalogueWriter = ReturnType<typeof createCatalogueWriter>;
