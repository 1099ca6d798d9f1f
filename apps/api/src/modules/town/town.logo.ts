import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { LISTING_LIMITS } from '@town/shared/listings';
import type { TownProfile } from '@town/shared/town';
import { LOGO_LIMITS } from '@town/shared/town-display';
import { unsupportedMediaType } from '../../lib/http-errors.ts';
import { checkPictureHeader } from '../../lib/image-files.ts';

/*
 * The town's logo (docs/town.md#the-logo): checked by content like owners' photos, turned
 * upright, decoded to its pixels and encoded anew (so that no metadata survives), and made at
 * the logo sizes: the header's heights and the web app's square icons, PNG with transparency.
 * The files are kept with the photos (DATA_DIR/uploads) under names no photo takes, and served
 * publicly by GET /api/town/logo/{file}.
 */

/** Where the logo's files are served. */
export const LOGO_PATH = '/api/town/logo';
/** The header shows the logo this tall; twice as tall for screens of twice the density. */
export const LOGO_HEIGHTS = [48, 96] as const;
/** The web app manifest's icons (and the home-screen's): squares, the logo centred in each. */
export const LOGO_ICON_SIZES = [192, 512] as const;
/** An upload larger than this is refused (413). */
export const LOGO_MAX_BYTES = LOGO_LIMITS.bytes;
/** Smaller than this on a side is too small to show in the header. */
const LOGO_MIN_SIDE = LOGO_LIMITS.minSide;
/** A wordmark may be wide, not a strip. */
const LOGO_MAX_ASPECT = LOGO_LIMITS.maxAspect;
/** The largest the logo is kept at before its sizes are made: more than the icons need. */
const LOGO_WORKING_SIDE = 1024;
/** Decoding and encoding a logo takes well under a second; past this it is refused. */
const LOGO_TIME_LIMIT_SECONDS = 20;

/** What GET /api/town/logo/{file} serves: `logo-<id>-h48.png`, `logo-<id>-sq512.png`… */
export const LOGO_FILE_PATTERN = /^logo-([0-9a-f]{16})-(?:h\d{2,3}|sq\d{3})\.png$/;

const heightFile = (id: string, height: number) => `logo-${id}-h${height}.png`;
const iconFile = (id: string, size: number) => `logo-${id}-sq${size}.png`;
const url = (file: string) => `${LOGO_PATH}/${file}`;

/** Every file of a logo. */
export function logoFiles(id: string): string[] {
  return [...LOGO_HEIGHTS.map((h) => heightFile(id, h)), ...LOGO_ICON_SIZES.map((s) => iconFile(id, s))];
}

/** The id of the logo a profile shows, read from its address; undefined without one. */
export function logoIdOf(logo: TownProfile['logo']): string | undefined {
  return logo ? LOGO_FILE_PATTERN.exec(logo.src.slice(logo.src.lastIndexOf('/') + 1))?.[1] : undefined;
}

/** The web app manifest's icons of a logo: the squares, as PNG. */
export function logoIcons(logo: NonNullable<TownProfile['logo']>) {
  const id = logoIdOf(logo);
  return id
    ? LOGO_ICON_SIZES.map((size) => ({ src: url(iconFile(id, size)), sizes: `${size}x${size}`, type: 'image/png' }))
    : [];
}

const tooSlow = () =>
  unsupportedMediaType(`The logo took more than ${LOGO_TIME_LIMIT_SECONDS} seconds to read: send a simpler picture`);

/**
 * Makes the logo's files from an upload and writes them under `uploadsDir` (each whole under
 * its name, or none); answers the profile's `logo`. Throws 415 for anything but a readable
 * JPEG, PNG, WebP or HEIF/AVIF, 413 over the photos' megapixel limit, 400 for a picture too
 * small or too narrow.
 */
export async function storeLogo(data: Buffer, uploadsDir: string): Promise<NonNullable<TownProfile['logo']>> {
  await checkPictureHeader(data, {
    noun: 'logo',
    maxPixels: LISTING_LIMITS.imagePixels,
    minSide: LOGO_MIN_SIDE,
    maxAspect: LOGO_MAX_ASPECT,
  });
  // Decoding to raw pixels and encoding anew drops every metadata block (EXIF, XMP, ICC, text chunks).
  const { data: pixels, info } = await sharp(data, { limitInputPixels: LISTING_LIMITS.imagePixels })
    .timeout({ seconds: LOGO_TIME_LIMIT_SECONDS })
    .rotate()
    .resize({ width: LOGO_WORKING_SIDE, height: LOGO_WORKING_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /timeout/i.test(error.message)) throw tooSlow();
      throw unsupportedMediaType('The logo could not be read: it may be damaged, or in a format we cannot open');
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const from = () => sharp(pixels, raw);
  // Named by its pixels: the same logo sent again (or with other metadata) is the same files.
  const id = createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}:`)
    .update(pixels)
    .digest('hex')
    .slice(0, 16);
  const widthAt = (height: number) => Math.max(1, Math.round((info.width * height) / info.height));
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const files: [string, Buffer][] = [];
  for (const height of LOGO_HEIGHTS) {
    const buffer = await from()
      .resize({ width: widthAt(height), height, fit: 'fill' })
      .png({ compressionLevel: 9 })
      .toBuffer();
    files.push([heightFile(id, height), buffer]);
  }
  for (const size of LOGO_ICON_SIZES) {
    const buffer = await from()
      .resize(size, size, { fit: 'contain', background: transparent })
      .png({ compressionLevel: 9 })
      .toBuffer();
    files.push([iconFile(id, size), buffer]);
  }

  await writeFilesWhole(files, uploadsDir);
  const [small, large] = LOGO_HEIGHTS;
  return {
    src: url(heightFile(id, small)),
    // The header shows it at a fixed height: one file per screen density.
    srcset: `${url(heightFile(id, small))} 1x, ${url(heightFile(id, large))} 2x`,
    width: widthAt(small),
    height: small,
  };
}

/** Writes each file under its name in `uploadsDir`, each whole (a temporary file renamed), or none of them. */
export async function writeFilesWhole(files: [name: string, data: Buffer][], uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const [name, buffer] of files) {
      const temporary = join(uploadsDir, `${name}.${randomUUID()}.tmp`);
      written.push(temporary);
      await writeFile(temporary, buffer);
    }
    await Promise.all(files.map(([name], index) => rename(written[index]!, join(uploadsDir, name))));
  } catch (error) {
    await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
    throw error;
  }
}

/** Removes a logo's files (one no profile shows any more); a file already gone is no matter. */
export async function removeLogoFiles(id: string, uploadsDir: string): Promise<void> {
  await Promise.all(logoFiles(id).map((name) => unlink(join(uploadsDir, name)).catch(() => undefined)));
}
