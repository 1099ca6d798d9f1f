import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { LISTING_LIMITS } from '@town/shared/listings';
import type { TownProfile } from '@town/shared/town';
import { TOWN_PHOTO_LIMITS } from '@town/shared/town-display';
import { badRequest, unsupportedMediaType } from '../../lib/http-errors.ts';
import { checkPictureHeader } from '../../lib/image-files.ts';
import { writeFilesWhole } from './town.logo.ts';

/*
 * The town's own photograph, which the landing page opens on (docs/town.md#the-photograph):
 * checked by content like the logo, turned upright, decoded to its pixels and encoded anew (no
 * metadata survives), and made as WebP at the widths a full-width banner needs. Kept with the
 * logo (DATA_DIR/uploads) and served publicly by GET /api/town/photo/{file}.
 */

/** Where the photograph's files are served. */
export const PHOTO_PATH = '/api/town/photo';
/** The banner's widths: a phone's screen to a wide one at twice the density. */
export const PHOTO_WIDTHS = [640, 960, 1280, 1920, 2560] as const;
/** An upload larger than this is refused (413). */
export const PHOTO_MAX_BYTES = TOWN_PHOTO_LIMITS.bytes;
const PHOTO_TIME_LIMIT_SECONDS = 30;

/** What GET /api/town/photo/{file} serves: `photo-<id>-w1280.webp`… */
export const PHOTO_FILE_PATTERN = /^photo-([0-9a-f]{16})-w\d{3,4}\.webp$/;

const widthFile = (id: string, width: number) => `photo-${id}-w${width}.webp`;
const url = (file: string) => `${PHOTO_PATH}/${file}`;

/** The id of the photograph a profile shows, read from its address; undefined without one. */
export function photoIdOf(photo: TownProfile['photo']): string | undefined {
  return photo ? PHOTO_FILE_PATTERN.exec(photo.src.slice(photo.src.lastIndexOf('/') + 1))?.[1] : undefined;
}

/** The widths a photograph of `width` pixels is made at: never enlarged, at least the smallest. */
function widthsFor(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [PHOTO_WIDTHS[0]];
}

/**
 * Makes the photograph's files from an upload and writes them under `uploadsDir` (each whole
 * under its name, or none); answers the profile's `photo`. Throws 415 for anything but a
 * readable JPEG, PNG, WebP or HEIF/AVIF, 413 over the photos' megapixel limit, 400 for a picture
 * too small or not wide enough for a banner.
 */
export async function storeTownPhoto(data: Buffer, uploadsDir: string): Promise<NonNullable<TownProfile['photo']>> {
  const upright = await checkPictureHeader(data, {
    noun: 'photograph',
    maxPixels: LISTING_LIMITS.imagePixels,
    minSide: TOWN_PHOTO_LIMITS.minHeight,
    maxAspect: TOWN_PHOTO_LIMITS.maxAspect,
  });
  if (upright.width < TOWN_PHOTO_LIMITS.minWidth || upright.width < upright.height) {
    throw badRequest(
      `The photograph is ${upright.width} × ${upright.height} pixels; a banner needs a landscape picture at least ${TOWN_PHOTO_LIMITS.minWidth} pixels wide`,
      [{ field: 'file', message: `Landscape, at least ${TOWN_PHOTO_LIMITS.minWidth} pixels wide` }],
    );
  }
  const { data: pixels, info } = await sharp(data, { limitInputPixels: LISTING_LIMITS.imagePixels })
    .timeout({ seconds: PHOTO_TIME_LIMIT_SECONDS })
    .rotate()
    .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unsupportedMediaType('The photograph could not be read: it may be damaged, or in a format we cannot open');
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const id = createHash('sha256')
    .update(`${info.width}x${info.height}x${info.channels}:`)
    .update(pixels)
    .digest('hex')
    .slice(0, 16);
  const widths = widthsFor(info.width);
  const files: [string, Buffer][] = [];
  for (const width of widths) {
    const buffer = await sharp(pixels, raw).resize({ width }).webp({ quality: 72 }).toBuffer();
    files.push([widthFile(id, width), buffer]);
  }
  await writeFilesWhole(files, uploadsDir);
  const smallest = widths[0]!;
  return {
    src: url(widthFile(id, smallest)),
    srcset: widths.map((w) => `${url(widthFile(id, w))} ${w}w`).join(', '),
    width: info.width,
    height: info.height,
  };
}

/** Removes a photograph's files; a file already gone is no matter. */
export async function removeTownPhotoFiles(id: string, uploadsDir: string): Promise<void> {
  await Promise.all(PHOTO_WIDTHS.map((width) => unlink(join(uploadsDir, widthFile(id, width))).catch(() => undefined)));
}
