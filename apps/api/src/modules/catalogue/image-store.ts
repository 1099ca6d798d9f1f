import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { LISTING_LIMITS } from '@town/shared/listings';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/catalogue.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/http-errors.ts';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageFileName,
  THUMBNAIL_SIZES,
  thumbnailFileName,
  type ImageFormat,
} from '../../lib/image-files.ts';

/*
 * Owners' photos (docs/listings.md#photos): read by content, turned upright, re-encoded from
 * their pixels so that no metadata survives, and kept in every size the catalogue serves.
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
}

/** What owners may upload, among what this build of sharp reads (HEIF covers HEIC and AVIF). */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'heif'].filter(
  (format) => sharp.format[format as keyof typeof sharp.format]?.input.buffer,
);

/** Smaller than this on a side is no photo for a gallery. */
const MIN_SIDE = 100;
/** Longer than this times its other side (a strip) cannot be shown in the catalogue's frames. */
const MAX_ASPECT = 10;
/** The largest rendition fits in this box: the gallery's width, and a portrait at most twice as tall. */
const MAX_WIDTH = IMAGE_WIDTHS.at(-1)!;
const MAX_HEIGHT = 2 * MAX_WIDTH;
/** A picture that takes longer than this to decode is refused rather than left to hold a core. */
const DECODE_TIMEOUT_SECONDS = 30;

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

interface Deps {
  db: Database;
  /** DATA_DIR/uploads, where the images route serves the files from. */
  uploadsDir: string;
}

export function createImageStore({ db, uploadsDir }: Deps) {
  // One upload is encoded at a time per process, one pipeline after another, each on one
  // thread: a burst of uploads waits its turn instead of taking every core from the API.
  sharp.concurrency(1);
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  /** Header-only checks: the type by content, and the size before any pixel is decoded. */
  async function inspect(data: Buffer) {
    // sharp throws at once on an empty buffer, and rejects on one it cannot read.
    const meta = await Promise.resolve()
      .then(() => sharp(data).metadata())
      .catch(() => undefined);
    if (!meta?.format || !ACCEPTED_FORMATS.includes(meta.format) || !meta.width || !meta.height) {
      throw unsupportedMediaType('Not a photo we can read: send a JPEG, PNG, WebP or AVIF picture');
    }
    const pixels = meta.width * meta.height;
    if (pixels > LISTING_LIMITS.imagePixels) {
      throw payloadTooLarge(
        `The photo has ${(pixels / 1e6).toFixed(1)} megapixels; at most ${LISTING_LIMITS.imagePixels / 1e6} are taken`,
      );
    }
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the other way round.
    const { width, height } = meta.autoOrient ?? meta;
    if (Math.min(width, height) < MIN_SIDE) {
      throw badRequest(`The photo is ${width} × ${height} pixels; at least ${MIN_SIDE} on each side are needed`, [
        { field: 'file', message: `At least ${MIN_SIDE} × ${MIN_SIDE} pixels` },
      ]);
    }
    if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) {
      throw badRequest(`The photo is ${width} × ${height} pixels: too long and narrow to show`, [
        { field: 'file', message: `At most ${MAX_ASPECT} times longer than wide` },
      ]);
    }
  }

  /**
   * Upright pixels at the largest rendition's size. Decoding to raw pixels and encoding anew is
   * what drops every metadata block; sharp also converts to sRGB, so no ICC profile is kept.
   */
  async function decode(data: Buffer) {
    return sharp(data, { limitInputPixels: LISTING_LIMITS.imagePixels })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        // The header read well but the picture does not (truncated, corrupt, a HEIC without its codec).
        throw unsupportedMediaType('The photo could not be read: it may be damaged, or in a format we cannot open');
      });
  }

  async function find(id: string): Promise<StoredImage | undefined> {
    const [row] = await db
      .select({
        id: images.id,
        width: images.width,
        height: images.height,
        widths: images.widths,
        thumbnails: images.thumbnails,
        formats: images.formats,
      })
      .from(images)
      .where(eq(images.id, id));
    return row && { ...row, formats: row.formats as ImageFormat[] };
  }

  async function ingestNow(data: Buffer): Promise<StoredImage> {
    await inspect(data);
    const { data: pixels, info } = await decode(data);
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
    };
    const known = await find(id);
    if (known) {
      const present = await Promise.all(fileNames(known).map((name) => exists(join(uploadsDir, name))));
      if (present.every(Boolean)) return known;
    }

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
    for (const [name, pipeline] of files) encoded.push([name, await pipeline().toBuffer()]);

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
    await db.insert(images).values(image).onConflictDoNothing();
    return image;
  }

  return {
    /**
     * Stores an uploaded photo in every rendition and answers its `images` row. Throws 415 for
     * anything but a readable JPEG, PNG, WebP or HEIF/AVIF, 413 over the megapixel limit, 400
     * for a picture too small or too narrow; a refused upload leaves nothing behind.
     */
    ingest(data: Buffer): Promise<StoredImage> {
      return oneAtATime(() => ingestNow(data));
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
