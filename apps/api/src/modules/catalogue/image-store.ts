import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { ERROR_CODES } from '@town/shared';
import { LISTING_LIMITS } from '@town/shared/listings';
import type { Database } from '../../db/client.ts';
import { assetImages, assets, images } from '../../db/schema/catalogue.ts';
import { HttpError, unsupportedMediaType } from '../../lib/http-errors.ts';
import {
  checkPictureHeader,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageFileName,
  THUMBNAIL_SIZES,
  thumbnailFileName,
  type ImageFormat,
} from '../../lib/image-files.ts';
import type { CatalogueTx } from './catalogue.writer.ts';
import { createFairQueue, type FairQueueLimits } from './fair-queue.ts';

/*
 * Owners' photos (docs/listings.md#photos): read by content, turned upright, re-encoded from
 * their pixels so that no metadata survives, and kept in every size the catalogue serves;
 * encoded fairly between owners, within a time limit, and removed from the disk once nothing
 * uses them.
 */

/** A stored picture: the `images` row its renditions are described by. */
export interface StoredImage {
  id: string;
  /** The largest rendition's size; the others keep its aspect ratio. */
  width: number;
  height: number;
  /** Widths of the landscape renditions, ascending. */
  widths: number[];
  /** Sizes of the square thumbnails, ascending. */
  thumbnails: number[];
  formats: ImageFormat[];
  /** What its renditions take on disk. */
  bytes: number;
}

/** Smaller than this on a side is no photo for a gallery. */
const MIN_SIDE = 100;
/** Longer than this times its other side (a strip) cannot be shown in the catalogue's frames. */
const MAX_ASPECT = 10;
/** The largest rendition fits in this box: the gallery's width, and a portrait at most twice as tall. */
const MAX_WIDTH = IMAGE_WIDTHS.at(-1)!;
const MAX_HEIGHT = 2 * MAX_WIDTH;
/**
 * A photo whose decoding and encoding take longer than this in all is refused (422) rather than
 * left to hold a core: an ordinary 1500 px photo takes about two seconds.
 */
export const ENCODING_TIME_LIMIT_SECONDS = 30;
/** Photos an owner may have waiting to be encoded at once, the one being encoded included. */
export const ENCODINGS_PER_OWNER = 3;
/** Photos waiting to be encoded at once, every owner's together. */
const ENCODINGS_WAITING = 30;
/** How long a refused upload is told to wait before trying again: about one photo's encoding. */
export const ENCODING_RETRY_AFTER_SECONDS = 5;
/** A picture nothing uses is left this long by the sweep: an upload may be about to use it. */
const UNUSED_GRACE = '1 hour';

// Photos need more quality than the seed's flat drawings; AVIF at effort 2 keeps a 1500 px
// upload to about a second of one core (effort 3 doubles it for 1 % less).
const ENCODERS: Record<ImageFormat, (pipeline: Sharp) => Sharp> = {
  webp: (pipeline) => pipeline.webp({ quality: 80, effort: 4 }),
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 2 }),
};

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The landscape widths of a picture whose largest rendition is `width` wide: the catalogue's below it, and its own. */
function renditionWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return [...below, width];
}

function fileNames(image: Pick<StoredImage, 'id' | 'widths' | 'thumbnails' | 'formats'>): string[] {
  return [
    ...image.formats.flatMap((format) => image.widths.map((w) => imageFileName(image.id, w, format))),
    ...image.thumbnails.map((s) => thumbnailFileName(image.id, s)),
  ];
}

/** Whether another part of the app (a listing's revision) still names a picture, in the caller's transaction. */
export type StillUsed = (tx: CatalogueTx, imageId: string) => Promise<boolean>;

/**
 * A picture's lock, until the caller's transaction ends: exclusive to store or remove it,
 * shared to add it to a listing (docs/listings.md#photos).
 */
const pictureLock = (tx: CatalogueTx, imageId: string, shared: boolean) =>
  tx.execute(
    shared
      ? sql`select pg_advisory_xact_lock_shared(hashtext(${`image:${imageId}`}))`
      : sql`select pg_advisory_xact_lock(hashtext(${`image:${imageId}`}))`,
  );

interface Deps {
  db: Database;
  /** DATA_DIR/uploads, where the images route serves the files from. */
  uploadsDir: string;
  log: FastifyBaseLogger;
  /** How encodings queue (the defaults: one per owner at a time, one per core in all). */
  queue?: Partial<FairQueueLimits>;
  /** The clock the time limit is kept by (tests move it). */
  now?: () => number;
}

export function createImageStore({ db, uploadsDir, log, queue: limits, now = Date.now }: Deps) {
  // Each pipeline on one thread, and one photo per core at a time: a burst of uploads waits its
  // turn instead of taking every core from the API, and each owner's wait behind the others'.
  sharp.concurrency(1);
  const queue = createFairQueue({
    concurrency: availableParallelism(),
    perOwner: ENCODINGS_PER_OWNER,
    total: ENCODINGS_WAITING,
    ...limits,
  });

  /** Header-only checks: the type by content, and the size before any pixel is decoded. */
  const inspect = (data: Buffer) =>
    checkPictureHeader(data, {
      noun: 'photo',
      maxPixels: LISTING_LIMITS.imagePixels,
      minSide: MIN_SIDE,
      maxAspect: MAX_ASPECT,
    });

  /**
   * Upright pixels at the largest rendition's size. Decoding to raw pixels and encoding anew is
   * what drops every metadata block; sharp also converts to sRGB, so no ICC profile is kept.
   */
  async function decode(data: Buffer, secondsLeft: () => number) {
    return sharp(data, { limitInputPixels: LISTING_LIMITS.imagePixels })
      .timeout({ seconds: secondsLeft() })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        if (isTimeout(error)) throw tooSlow();
        // The header read well but the picture does not (truncated, corrupt, a HEIC without its codec).
        throw unsupportedMediaType('The photo could not be read: it may be damaged, or in a format we cannot open');
      });
  }

  /**
   * Pictures stored before their size was recorded (migration 0017 added it as 0) are measured
   * on disk, so that owners' allowances count them; the nightly sweep does a batch each time.
   */
  async function measureUnmeasured(batch = 500): Promise<number> {
    const rows = await db
      .select({
        id: images.id,
        widths: images.widths,
        thumbnails: images.thumbnails,
        formats: images.formats,
      })
      .from(images)
      .where(eq(images.bytes, 0))
      .limit(batch);
    for (const row of rows) {
      const sizes = await Promise.all(
        fileNames({ ...row, formats: row.formats as ImageFormat[] }).map((name) =>
          stat(join(uploadsDir, name)).then(
            (file) => file.size,
            () => 0,
          ),
        ),
      );
      const bytes = sizes.reduce((sum, size) => sum + size, 0);
      if (bytes > 0) await db.update(images).set({ bytes }).where(eq(images.id, row.id));
    }
    return rows.length;
  }

  async function find(id: string, tx: CatalogueTx = db): Promise<StoredImage | undefined> {
    const [row] = await tx
      .select({
        id: images.id,
        width: images.width,
        height: images.height,
        widths: images.widths,
        thumbnails: images.thumbnails,
        formats: images.formats,
        bytes: images.bytes,
      })
      .from(images)
      .where(eq(images.id, id));
    return row && { ...row, formats: row.formats as ImageFormat[] };
  }

  /** Whether every file of a picture is on disk. */
  async function whole(image: StoredImage): Promise<boolean> {
    const present = await Promise.all(fileNames(image).map((name) => exists(join(uploadsDir, name))));
    return present.every(Boolean);
  }

  async function ingestNow(data: Buffer): Promise<StoredImage> {
    const deadline = now() + ENCODING_TIME_LIMIT_SECONDS * 1000;
    // Whole seconds for sharp's own limit; past the deadline, the next step is not begun.
    const secondsLeft = () => {
      const left = Math.ceil((deadline - now()) / 1000);
      if (left <= 0) throw tooSlow();
      return left;
    };
    await inspect(data);
    const { data: pixels, info } = await decode(data, secondsLeft);
    // Named by its pixels, like the seed's pictures are by their drawing: the same photo sent
    // twice (or with other metadata) is one picture.
    const id = createHash('sha256')
      .update(`${info.width}x${info.height}x${info.channels}:`)
      .update(pixels)
      .digest('hex')
      .slice(0, 16);
    const image: StoredImage = {
      id,
      width: info.width,
      height: info.height,
      widths: renditionWidths(info.width),
      thumbnails: [...THUMBNAIL_SIZES],
      formats: [...IMAGE_FORMATS],
      bytes: 0,
    };
    const known = await find(id);
    if (known && (await whole(known))) return known;

    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const from = () => sharp(pixels, raw);
    const files: [name: string, pipeline: () => Sharp][] = [
      ...image.formats.flatMap((format) =>
        image.widths.map((w): [string, () => Sharp] => [
          imageFileName(id, w, format),
          () => ENCODERS[format](from().resize({ width: w })),
        ]),
      ),
      ...image.thumbnails.map((s): [string, () => Sharp] => [
        thumbnailFileName(id, s),
        () => ENCODERS.webp(from().resize(s, s, { fit: 'cover' })),
      ]),
    ];
    const encoded: [string, Buffer][] = [];
    for (const [name, pipeline] of files) {
      const buffer = await pipeline()
        .timeout({ seconds: secondsLeft() })
        .toBuffer()
        .catch((error: unknown) => {
          throw isTimeout(error) ? tooSlow() : error;
        });
      encoded.push([name, buffer]);
    }
    image.bytes = encoded.reduce((sum, [, buffer]) => sum + buffer.length, 0);

    // Under the picture's lock, so that a clean-up of the same picture (sent before by someone
    // else, and just removed) does not delete these files after they are written.
    return db.transaction(async (tx) => {
      await pictureLock(tx, id, false);
      const stored = await find(id, tx);
      if (stored && (await whole(stored))) return stored;
      // Every file appears whole under its name (temp + rename), and only once all are encoded.
      await mkdir(uploadsDir, { recursive: true });
      const written: string[] = [];
      try {
        for (const [name, buffer] of encoded) {
          const temporary = join(uploadsDir, `${name}.${randomUUID()}.tmp`);
          written.push(temporary);
          await writeFile(temporary, buffer);
        }
        await Promise.all(encoded.map(([name], index) => rename(written[index]!, join(uploadsDir, name))));
      } catch (error) {
        await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
        throw error;
      }
      await tx
        .insert(images)
        .values(image)
        .onConflictDoUpdate({ target: images.id, set: { bytes: image.bytes } });
      return image;
    });
  }

  /**
   * Removes a picture nothing uses any more: no catalogue row shows it and `stillUsed` says no
   * revision names it. Under the picture's lock, so that an upload attaching it meanwhile
   * either finds it gone (and stores it anew) or keeps it.
   */
  async function discardOne(imageId: string, stillUsed: StillUsed): Promise<boolean> {
    return db.transaction(async (tx) => {
      await pictureLock(tx, imageId, false);
      const image = await find(imageId, tx);
      if (!image) return false;
      const [shown] = await tx
        .select({ imageId: assetImages.imageId })
        .from(assetImages)
        .where(eq(assetImages.imageId, imageId))
        .limit(1);
      if (shown || (await stillUsed(tx, imageId))) return false;
      await tx.delete(images).where(eq(images.id, imageId));
      // Before the commit: should it fail, the row stays and the next upload of it writes the files again.
      await Promise.all(fileNames(image).map((name) => unlink(join(uploadsDir, name)).catch(() => undefined)));
      return true;
    });
  }

  async function discard(imageIds: readonly string[], stillUsed: StillUsed): Promise<string[]> {
    const removed: string[] = [];
    for (const imageId of new Set(imageIds)) if (await discardOne(imageId, stillUsed)) removed.push(imageId);
    return removed;
  }

  return {
    /**
     * Stores an uploaded photo in every rendition and answers its `images` row; `owner`'s
     * photos are encoded one after another, fairly with everyone else's. Throws 415 for
     * anything but a readable JPEG, PNG, WebP or HEIF/AVIF, 413 over the megapixel limit
     * (read from the header, before decoding), 400 for a picture too small or too narrow,
     * 422 PHOTO_TOO_COMPLEX past the time limit, and QueueFullError when the owner (or
     * everyone) has too many waiting; a refused upload leaves nothing behind.
     */
    ingest(data: Buffer, owner: string): Promise<StoredImage> {
      return queue.run(owner, () => ingestNow(data));
    },

    /** Who is being encoded and who waits, as the queue stands now. */
    queueState: () => queue.state(),

    /**
     * In the caller's transaction, keeps pictures from being removed until it ends (an upload
     * adding them to a listing); answers those that are gone meanwhile.
     */
    async hold(tx: CatalogueTx, imageIds: readonly string[]): Promise<string[]> {
      for (const imageId of imageIds) await pictureLock(tx, imageId, true);
      if (!imageIds.length) return [];
      const rows = await tx
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.id, [...imageIds]));
      const present = new Set(rows.map((row) => row.id));
      return imageIds.filter((imageId) => !present.has(imageId));
    },

    /** Removes those of the pictures nothing uses any more, files and row; answers which went. */
    discard,

    /** `discard` for a change already made: a failure is logged, not answered, and the nightly sweep tries again. */
    async release(imageIds: readonly string[], stillUsed: StillUsed): Promise<void> {
      if (!imageIds.length) return;
      await discard(imageIds, stillUsed).catch((error: unknown) => log.error({ err: error }, 'photo clean-up failed'));
    },

    /**
     * Removes every picture nothing has used for a while (an upload refused after its encoding,
     * a clean-up that failed); answers which went.
     */
    async sweep(stillUsed: StillUsed): Promise<string[]> {
      await measureUnmeasured();
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            lt(images.createdAt, sql`now() - ${UNUSED_GRACE}::interval`),
            sql`not exists (select 1 from ${assetImages} where ${assetImages.imageId} = ${images.id})`,
          ),
        );
      return discard(
        rows.map((row) => row.id),
        stillUsed,
      );
    },

    /**
     * What an owner's photos take on disk: those the catalogue shows of their listings, and
     * `named` (those their listings' newest revisions name); a picture counts once.
     */
    async bytesOf(ownerId: string, named: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<number>`coalesce(sum(${images.bytes}), 0)`.mapWith(Number) })
        .from(images)
        .where(
          or(
            inArray(images.id, [...named]),
            inArray(
              images.id,
              db
                .select({ id: assetImages.imageId })
                .from(assetImages)
                .innerJoin(assets, eq(assets.id, assetImages.assetId))
                .where(eq(assets.ownerId, ownerId)),
            ),
          ),
        );
      return row?.bytes ?? 0;
    },
  };
}

const isTimeout = (error: unknown) => error instanceof Error && /timeout/i.test(error.message);

const tooSlow = () =>
  new HttpError(
    422,
    ERROR_CODES.photoTooComplex,
    `The photo took more than ${ENCODING_TIME_LIMIT_SECONDS} seconds to process: send a smaller or simpler one`,
  );

export type ImageStore = ReturnType<typeof createImageStore>;
