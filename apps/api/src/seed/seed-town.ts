import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ASSET_LISTS, type AssetListKey, type AssetType } from '@town/shared';
import type { ListingContent } from '@town/shared/listings';
import type { Database } from '../db/client.ts';
import { assetImages, assets, assetTexts, images, menuItems, menuSections } from '../db/schema/catalogue.ts';
import { listingRevisions } from '../db/schema/listings.ts';
import { appMeta } from '../db/schema/system.ts';
import { buildAsset, type GeneratedAsset, type TownContext } from './factories.ts';
import {
  DEMO_WIDTHS,
  ensureImagePool,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  imagePool,
  newPictureState,
  THUMBNAIL_SIZES,
} from './images.ts';
import { Random } from './random.ts';

export const DEFAULT_SEED = 'portalba';
export const DEFAULT_ASSET_COUNT = 360;
/** Bumped when the generator changes what it makes; recorded in app_meta. */
export const GENERATOR_VERSION = '6';

/** How often each list comes up, after the first nine assets (one of each list). */
const LIST_WEIGHTS: Record<AssetListKey, number> = {
  rent: 22,
  long: 10,
  sale: 14,
  hotel: 6,
  'real-estate': 4,
  eat: 18,
  store: 11,
  activity: 8,
  service: 9,
};

/** The day the town's listings start; the newest asset is the last one made. */
const FIRST_LISTED = Date.UTC(2025, 0, 1);

export interface TownOptions {
  seed?: string;
  assets?: number;
}

/**
 * The demo town, as data: the same seed and size always give the same town (ids included).
 * Asset n depends only on the seed and n, so a bigger town starts with the smaller one.
 */
export function generateTown(options: TownOptions = {}): GeneratedAsset[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.assets ?? DEFAULT_ASSET_COUNT;
  const context = createTownContext();
  const town: GeneratedAsset[] = [];
  for (let index = 0; index < count; index++) {
    const random = new Random(`${seed}:${index}`);
    const list = index < ASSET_LISTS.length ? ASSET_LISTS[index]!.key : random.weighted(LIST_WEIGHTS);
    // An hour or so apart, so "recent" has a clear order.
    const createdAt = new Date(FIRST_LISTED + index * 3_600_000 + random.int(0, 3_000_000));
    town.push(buildAsset(random, list, { index, createdAt, context }));
  }
  return town;
}

/** A fresh town: no names or titles taken, no restaurants yet, no pictures given. */
export function createTownContext(): TownContext {
  return { usedNames: new Set(), usedTitles: new Set(), restaurants: 0, pictures: newPictureState() };
}

/** Inserts in slices: PostgreSQL takes at most 65,535 parameters per statement. */
async function insertChunked<T>(rows: T[], columns: number, insert: (slice: T[]) => Promise<unknown>) {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The database or a transaction on it. */
export type Executor = Pick<Database, 'insert' | 'execute' | 'select' | 'update' | 'delete'>;

/** Each kind's owner (a user id); without one, the town hall's own listings. */
export type Owners = Partial<Record<AssetType, string>>;

/** Writes generated assets (and the pictures they use) into the catalogue tables. */
export async function insertAssets(db: Executor, town: GeneratedAsset[], owners: Owners = {}): Promise<void> {
  const used = new Set(town.flatMap((a) => a.images));
  const imageRows = imagePool()
    .filter((image) => used.has(image.id))
    .map((image) => ({
      id: image.id,
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      widths: [...DEMO_WIDTHS],
      thumbnails: [...THUMBNAIL_SIZES],
    }));
  if (imageRows.length) await db.insert(images).values(imageRows).onConflictDoNothing();
  await insertChunked(
    town.map((a) => a.asset),
    32,
    // The demo town's listings were all approved by the town hall.
    (slice) =>
      db
        .insert(assets)
        .values(
          slice.map((asset) => ({ status: 'published' as const, ownerId: owners[asset.type] ?? null, ...asset })),
        ),
  );
  await insertChunked(
    town.flatMap((a) => a.texts),
    6,
    (slice) => db.insert(assetTexts).values(slice),
  );
  await insertChunked(
    town.flatMap((a) => a.images.map((imageId, position) => ({ assetId: a.asset.id, position, imageId }))),
    3,
    (slice) => db.insert(assetImages).values(slice),
  );
  await insertChunked(
    town.flatMap((a) => a.menu.map((s) => ({ id: s.id, assetId: a.asset.id, position: s.position, name: s.name }))),
    4,
    (slice) => db.insert(menuSections).values(slice),
  );
  await insertChunked(
    town.flatMap((a) => a.menu.flatMap((s) => s.items.map((item) => ({ ...item, sectionId: s.id })))),
    7,
    (slice) => db.insert(menuItems).values(slice),
  );
}

/**
 * Each listing's first revision (docs/listings.md#life): published, its content what the
 * catalogue tables now hold, as its owner would have written it.
 */
async function insertFirstRevisions(
  db: Executor,
  readContent: ReadContent,
  town: GeneratedAsset[],
  owners: Owners,
): Promise<void> {
  const rows: (typeof listingRevisions.$inferInsert)[] = [];
  for (const { asset } of town) {
    const content = await readContent(asset.id, db);
    rows.push({
      assetId: asset.id,
      number: 1,
      content: content!, // just inserted, so there
      state: 'published',
      authorId: owners[asset.type] ?? null,
      createdAt: asset.createdAt,
    });
  }
  await insertChunked(rows, 6, (slice) => db.insert(listingRevisions).values(slice));
}

/**
 * Owners' new restaurants take their menu keys from assets_product_id_seq (from 100000); the
 * seed's are below unless the town is huge: the sequence then moves past them.
 */
async function advanceProductIdSequence(db: Executor): Promise<void> {
  await db.execute(sql`select setval('assets_product_id_seq', greatest(
    (select coalesce(max(product_id), 0) + 1 from assets),
    (select case when is_called then last_value + 1 else last_value end from assets_product_id_seq)
  ), false)`);
}

/** Whether the catalogue is one the seed made (it says so in app_meta), whatever has been changed in it since. */
export async function isDemoCatalogue(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(sql`${appMeta.key} = 'catalogue_seed'`);
  return row !== undefined;
}

/** Empties the catalogue (and, through foreign keys, whatever refers to its assets). */
export async function clearCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`truncate table menu_items, menu_sections, asset_images, asset_texts, assets, images cascade`);
}

// One lock for everyone seeding this database, so two servers starting together seed once.
const SEED_LOCK = 7_243_001;

export interface SeedResult {
  seeded: boolean;
  assets: number;
  imagesDrawn: number;
  ms: number;
}

/** A listing's content as the catalogue tables hold it (the catalogue writer's readContent). */
export type ReadContent = (assetId: string, tx: Executor) => Promise<ListingContent | undefined>;

/**
 * What the listings around the catalogue need, handed in by the caller (demo-town.ts) so that
 * this file, which benchmarks and tests use, stays clear of the modules.
 */
export interface SeedListings {
  /** Who runs each kind of listing, made in the seed's transaction (the demo accounts). */
  owners?: (tx: Executor) => Promise<Owners>;
  /** For each listing's first revision (docs/listings.md#life). */
  readContent: ReadContent;
}

export interface SeedOptions extends TownOptions {
  /** Empty the catalogue first (else nothing is done to one that holds assets). */
  reset?: boolean;
  /** Owners and first revisions; without, listings have neither (enough for the public catalogue). */
  listings?: SeedListings;
}

/**
 * Seeds the demo town: its listings (with their owners and first revisions when `listings` says
 * how). Pictures are drawn under `dataDir/uploads` when missing.
 */
export async function seedTown(db: Database, dataDir: string, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  // The pictures are drawn while the catalogue is written: the one is sharp's work, the other
  // mostly the database's, and both are done before the town is served.
  const [imagesDrawn, assetsSeeded] = await Promise.all([
    ensureImagePool(join(dataDir, 'uploads')),
    seedCatalogue(db, options),
  ]);
  return {
    seeded: assetsSeeded !== undefined,
    assets: assetsSeeded ?? 0,
    imagesDrawn,
    ms: Math.round(performance.now() - started),
  };
}

/** Writes the town into an empty catalogue (or over it, with `reset`): how many assets, or undefined if it held some. */
async function seedCatalogue(db: Database, options: SeedOptions): Promise<number | undefined> {
  const isEmpty = async (executor: Executor) => {
    const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(assets);
    return (row?.n ?? 0) === 0;
  };
  if (!options.reset && !(await isEmpty(db))) return undefined;
  const town = generateTown(options);
  const { listings } = options;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (options.reset) await clearCatalogue(tx);
    else if (!(await isEmpty(tx))) return false;
    const owners = (await listings?.owners?.(tx)) ?? {};
    await insertAssets(tx, town, owners);
    if (listings) await insertFirstRevisions(tx, listings.readContent, town, owners);
    await advanceProductIdSequence(tx);
    const value = JSON.stringify({
      seed: options.seed ?? DEFAULT_SEED,
      assets: town.length,
      generator: GENERATOR_VERSION,
    });
    await tx
      .insert(appMeta)
      .values({ key: 'catalogue_seed', value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    return true;
  });
  return seeded ? town.length : undefined;
}
