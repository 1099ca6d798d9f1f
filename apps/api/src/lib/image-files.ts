/*
 * How catalogue pictures are named on disk and served: the seed and the image store write the
 * files, the catalogue's images route serves them and its answers point at them, all by these names.
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
