/*
 * How catalogue pictures are named on disk and served: the seed writes the files, the
 * catalogue's images route serves them and its answers point at them, all by these names.
 */

/** Where pictures are served (see modules/catalogue/images.routes.ts). */
export const IMAGES_PATH = '/api/images';

/** A landscape rendition: `<id>-<width>.webp`. */
export const imageFileName = (id: string, width: number) => `${id}-${width}.webp`;
/** A square thumbnail: `<id>-sq<size>.webp`. */
export const thumbnailFileName = (id: string, size: number) => `${id}-sq${size}.webp`;
/** What GET /api/images/:file accepts: a picture id (16 hex digits) and one of its sizes. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{16}-(?:sq)?\d{2,4}\.webp$/;
