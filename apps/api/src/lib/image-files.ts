import sharp from 'sharp';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './http-errors.ts';

/*
 * How catalogue pictures are named on disk and served: the seed and the image store write the
 * files, the catalogue's images route serves them and its answers point at them, all by these names.
 * And what every uploaded picture (an owner's photo, the town's logo) is checked for before a
 * pixel of it is decoded.
 */

/** Where pictures are served (see modules/catalogue/images.routes.ts). */
export const IMAGES_PATH = '/api/images';

/** Landscape renditions (docs/rules.md's sizes up to 1500 px, from the card's 180 to the gallery's 1500). */
export const IMAGE_WIDTHS = [180, 384, 512, 600, 800, 1000, 1200, 1400, 1500] as const;
/** Square thumbnails for markers and compact lists. */
export const THUMBNAIL_SIZES = [32, 64] as const;

/** The formats landscape renditions are made in: WebP always, AVIF too for uploads (images.formats). */
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Each format's content type, as the images route answers it. */
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** A landscape rendition: `<id>-<width>.webp` or `<id>-<width>.avif`. */
export const imageFileName = (id: string, width: number, format: ImageFormat = 'webp') => `${id}-${width}.${format}`;
/** A square thumbnail (WebP only): `<id>-sq<size>.webp`. */
export const thumbnailFileName = (id: string, size: number) => `${id}-sq${size}.webp`;
/** What GET /api/images/:file accepts: a picture id (16 hex digits) and one of its renditions. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{16}-(?:\d{2,4}\.(?:webp|avif)|sq\d{2,4}\.webp)$/;

/** What uploaders may send, among what this build of sharp reads (HEIF covers HEIC and AVIF). */
export const ACCEPTED_PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'heif'].filter(
  (format) => sharp.format[format as keyof typeof sharp.format]?.input.buffer,
);

export interface PictureLimits {
  /** What the picture is, in the answers: "photo", "logo". */
  noun: string;
  /** More pixels than this: 413 (read from the header, before decoding). */
  maxPixels: number;
  /** Fewer pixels than this on a side: 400. */
  minSide: number;
  /** Longer than this times its other side: 400. */
  maxAspect: number;
}

/**
 * Header-only checks of an uploaded picture: its type by content (415 for anything but a
 * readable JPEG, PNG, WebP or HEIF/AVIF), its size before any pixel is decoded (413), and its
 * upright shape (400). Answers its upright size.
 */
export async function checkPictureHeader(
  data: Buffer,
  { noun, maxPixels, minSide, maxAspect }: PictureLimits,
): Promise<{ width: number; height: number }> {
  // sharp throws at once on an empty buffer, and rejects on one it cannot read. Reading the
  // header decodes nothing, so it takes pictures over sharp's own pixel limit too: those
  // are refused below as too large, not as unreadable.
  const meta = await Promise.resolve()
    .then(() => sharp(data, { limitInputPixels: false }).metadata())
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_PICTURE_FORMATS.includes(meta.format) || !meta.width || !meta.height) {
    throw unsupportedMediaType(`Not a ${noun} we can read: send a JPEG, PNG, WebP or AVIF picture`);
  }
  const pixels = meta.width * meta.height;
  if (pixels > maxPixels) {
    throw payloadTooLarge(
      `The ${noun} has ${(pixels / 1e6).toFixed(1)} megapixels; at most ${maxPixels / 1e6} are taken`,
    );
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the other way round.
  const { width, height } = meta.autoOrient ?? meta;
  if (Math.min(width, height) < minSide) {
    throw badRequest(`The ${noun} is ${width} × ${height} pixels; at least ${minSide} on each side are needed`, [
      { field: 'file', message: `At least ${minSide} × ${minSide} pixels` },
    ]);
  }
  if (Math.max(width, height) > maxAspect * Math.min(width, height)) {
    throw badRequest(`The ${noun} is ${width} × ${height} pixels: too long and narrow to show`, [
      { field: 'file', message: `At most ${maxAspect} times longer than wide` },
    ]);
  }
  return { width, height };
}
