import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { LISTING_LIMITS } from '@town/shared/listings';
import { HttpError } from '../../lib/http-errors.ts';
import { IMAGES_PATH, imageFileName, thumbnailFileName } from '../../lib/image-files.ts';
import { exifIfd0Tags, photo } from '../../test/pictures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { QueueFullError } from './fair-queue.ts';
import { createImageSigner } from './image-access.ts';
import { createImageStore, ENCODING_TIME_LIMIT_SECONDS, ENCODINGS_PER_OWNER, type ImageStore } from './image-store.ts';

let t: TestApp;
let dataDir: string;
let uploadsDir: string;
let store: ImageStore;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'town-test-image-store-'));
  uploadsDir = join(dataDir, 'uploads');
  t = await createTestApp({ dataDir });
  store = createImageStore({ db: t.app.db, uploadsDir, log: t.app.log });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const OWNER = randomUUID();

/** An asset of the catalogue (no listing module involved), `published` or a `draft`. */
async function insertAsset(status: 'published' | 'draft'): Promise<string> {
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`insert into assets (type, category, address, lat, lng, rent, status)
        values ('property', 'flat', 'Calle Mayor 1', 40, -3, true, ${status}) returning id`,
  );
  return rows[0]!.id;
}

/** What the store holds: files on disk and rows in `images`. */
async function stored() {
  const files = await readdir(uploadsDir).catch(() => []);
  const { rows } = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from images`);
  return { files: files.length, rows: rows[0]!.n };
}

/** Runs `ingest` and answers the HttpError it must throw. */
async function refusal(data: Buffer): Promise<HttpError> {
  const error = await store.ingest(data, OWNER).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createImageStore().ingest', () => {
  it('turns the photo upright and keeps no metadata in any rendition', async () => {
    // Taken sideways (EXIF orientation 6), with the camera, its owner, where it was taken,
    // an XMP packet and a wide-gamut colour profile.
    const input = await sharp(await photo(1200, 900, 11))
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Acme', Model: 'Phone 9', Copyright: 'Lucía Martín' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 28/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 22/1 7/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Lucía</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    // The input does carry what must go: GPS (0x8825), orientation (0x0112), camera, XMP, ICC.
    expect(exifIfd0Tags(before.exif!)).toEqual(expect.arrayContaining([0x8825, 0x0112, 0x010f, 0x8298]));
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.orientation).toBe(6);

    const image = await store.ingest(input, OWNER);
    expect(image).toMatchObject({ width: 900, height: 1200, thumbnails: [32, 64], formats: ['webp', 'avif'] });
    expect(image.widths).toEqual([180, 384, 512, 600, 800, 900]);
    expect(image.id).toMatch(/^[0-9a-f]{16}$/);

    const names = [
      ...image.widths.flatMap((w) => [imageFileName(image.id, w), imageFileName(image.id, w, 'avif')]),
      ...image.thumbnails.map((s) => thumbnailFileName(image.id, s)),
    ];
    for (const name of names) {
      const meta = await sharp(await readFile(join(uploadsDir, name))).metadata();
      expect(meta, name).not.toHaveProperty('exif');
      expect(meta, name).not.toHaveProperty('xmp');
      expect(meta, name).not.toHaveProperty('iptc');
      expect(meta, name).not.toHaveProperty('icc');
      expect(meta.orientation, name).toBeUndefined();
    }
    const largest = await sharp(join(uploadsDir, imageFileName(image.id, 900, 'avif'))).metadata();
    expect(largest).toMatchObject({ format: 'heif', compression: 'av1', width: 900, height: 1200 });
    const small = await sharp(join(uploadsDir, imageFileName(image.id, 384))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 384, height: 512 });
    const thumbnail = await sharp(join(uploadsDir, thumbnailFileName(image.id, 64))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 64, height: 64 });

    const { rows } = await t.app.db.execute(sql`select * from images where id = ${image.id}`);
    expect(rows[0]).toMatchObject({ width: 900, height: 1200, widths: image.widths, formats: ['webp', 'avif'] });
  });

  it('makes the catalogue widths up to 1500 px from a large photo, and names it by its pixels', async () => {
    const pixels = await photo(3000, 2000, 12);
    const image = await store.ingest(await sharp(pixels).jpeg({ quality: 92 }).toBuffer(), OWNER);
    expect(image).toMatchObject({ width: 1500, height: 1000 });
    expect(image.widths).toEqual([180, 384, 512, 600, 800, 1000, 1200, 1400, 1500]);
    // The same picture sent again, as it was or with a camera's metadata added: one picture.
    const counted = await stored();
    expect(await store.ingest(await sharp(pixels).jpeg({ quality: 92 }).toBuffer(), OWNER)).toEqual(image);
    const tagged = await sharp(pixels)
      .jpeg({ quality: 92 })
      .withExif({ IFD0: { Make: 'Other' } })
      .toBuffer();
    expect((await store.ingest(tagged, OWNER)).id).toBe(image.id);
    expect(await stored()).toEqual(counted);
  });

  it('takes PNG (with transparency), WebP and AVIF, read by content whatever they are called', async () => {
    for (const [index, encode] of [
      (s: Sharp) => s.ensureAlpha(0.5).png(),
      (s: Sharp) => s.webp(),
      (s: Sharp) => s.avif({ effort: 0 }),
    ].entries()) {
      const image = await store.ingest(await encode(sharp(await photo(640, 480, 20 + index))).toBuffer(), OWNER);
      expect(image).toMatchObject({ width: 640, height: 480 });
      expect(image.widths).toEqual([180, 384, 512, 600, 640]);
    }
  });

  it('refuses what is not a readable photo with 415, and stores nothing', async () => {
    const before = await stored();
    const jpeg = await sharp(await photo(400, 300, 30))
      .jpeg()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>',
    );
    const gif = await sharp(await photo(400, 300, 31))
      .gif()
      .toBuffer();
    const tiff = await sharp(await photo(400, 300, 32))
      .tiff()
      .toBuffer();
    for (const data of [
      Buffer.from('Just a text file, called photo.jpg'),
      Buffer.alloc(0),
      jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      svg,
      gif,
      tiff,
    ]) {
      const error = await refusal(data);
      expect(error.statusCode).toBe(415);
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a HEIC photo with 415 while sharp has no HEVC decoder, and stores nothing', async () => {
    // A 400 × 300 HEIC made with libheif's heif-enc (x265). The prebuilt libvips reads its header
    // but decodes only AV1 (AVIF): should a build bring libde265, this test says so.
    const heic = Buffer.from(HEIC_400X300, 'base64');
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc', width: 400 });
    const before = await stored();
    const error = await refusal(heic);
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/could not be read/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo over 50 megapixels with 413 before decoding it, and stores nothing', async () => {
    const before = await stored();
    // Mostly blank, so the file is small: only its pixels are too many.
    const blank = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(blank.length).toBeLessThan(LISTING_LIMITS.imageBytes);
    const error = await refusal(blank);
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toMatch(/56\.0 megapixels; at most 50/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a picture too small or too narrow to show, with 400', async () => {
    const before = await stored();
    for (const [width, height] of [
      [80, 80],
      [2000, 150],
    ] as const) {
      const error = await refusal(
        await sharp(await photo(width, height, 40))
          .png()
          .toBuffer(),
      );
      expect(error.statusCode).toBe(400);
      expect(error.details).toEqual([{ field: 'file', message: expect.any(String) }]);
    }
    expect(await stored()).toEqual(before);
  });
});

/** A PNG header saying `width` × `height`, with next to no pixels behind it: a decompression bomb's shape. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('createImageStore(): what one upload may cost', () => {
  it('refuses a 20000 × 20000 PNG by its header with 413, not as unreadable', async () => {
    const before = await stored();
    const bomb = pngHeader(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toMatch(/400\.0 megapixels; at most 50/);
    expect(await stored()).toEqual(before);
  });

  it('encodes one owner’s photos one after another, and another owner’s meanwhile', async () => {
    // One encoding at a time in all: the order they finish in is the order they ran in.
    const fair = createImageStore({ db: t.app.db, uploadsDir, log: t.app.log, queue: { concurrency: 1 } });
    const [slow, second, small] = await Promise.all([
      sharp(await photo(600, 1200, 60))
        .jpeg()
        .toBuffer(),
      sharp(await photo(600, 1200, 61))
        .jpeg()
        .toBuffer(),
      sharp(await photo(120, 120, 62))
        .png()
        .toBuffer(),
    ]);
    const finished: string[] = [];
    const owner = randomUUID();
    const other = randomUUID();
    const uploads = [
      fair.ingest(slow, owner).then(() => finished.push('first of the owner')),
      fair.ingest(second, owner).then(() => finished.push('second of the owner')),
      fair.ingest(small, other).then(() => finished.push('other owner’s')),
    ];
    expect(fair.queueState()).toEqual({ running: [owner], waiting: { [owner]: 1, [other]: 1 } });
    await Promise.all(uploads);
    expect(finished).toEqual(['first of the owner', 'other owner’s', 'second of the owner']);
  });

  it(`takes ${ENCODINGS_PER_OWNER} photos of one owner at once, refusing the next at once, not another owner’s`, async () => {
    const data = await sharp(await photo(200, 200, 63))
      .png()
      .toBuffer();
    const owner = randomUUID();
    const accepted = Array.from({ length: ENCODINGS_PER_OWNER }, () => store.ingest(data, owner));
    const refused = store.ingest(data, owner).then(
      () => undefined,
      (error: unknown) => error,
    );
    const other = store.ingest(data, randomUUID());
    expect(await refused).toEqual(new QueueFullError('owner'));
    const ids = new Set((await Promise.all([...accepted, other])).map((image) => image.id));
    expect(ids.size).toBe(1);
  });

  it(`stops an encoding past ${ENCODING_TIME_LIMIT_SECONDS} seconds with 422, and stores nothing`, async () => {
    // A clock that moves 20 s each time it is read: the decoding starts in time, the first encoding does not.
    let clock = 0;
    const slow = createImageStore({
      db: t.app.db,
      uploadsDir,
      log: t.app.log,
      now: () => (clock += 20_000),
    });
    const before = await stored();
    const error = await slow
      .ingest(
        await sharp(await photo(600, 400, 64))
          .jpeg()
          .toBuffer(),
        randomUUID(),
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, code: 'PHOTO_TOO_COMPLEX' });
    expect(await stored()).toEqual(before);
  });

  it('records what the renditions take on disk', async () => {
    const image = await store.ingest(
      await sharp(await photo(700, 500, 65))
        .jpeg()
        .toBuffer(),
      OWNER,
    );
    const names = [
      ...image.widths.flatMap((w) => [imageFileName(image.id, w), imageFileName(image.id, w, 'avif')]),
      ...image.thumbnails.map((size) => thumbnailFileName(image.id, size)),
    ];
    const sizes = await Promise.all(names.map(async (name) => (await stat(join(uploadsDir, name))).size));
    expect(image.bytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
    const { rows } = await t.app.db.execute<{ bytes: number }>(sql`select bytes from images where id = ${image.id}`);
    expect(rows[0]!.bytes).toBe(image.bytes);
  });

  it('measures on disk, at the nightly sweep, a picture stored before sizes were recorded', async () => {
    const image = await store.ingest(
      await sharp(await photo(640, 480, 66))
        .jpeg()
        .toBuffer(),
      OWNER,
    );
    await t.app.db.execute(sql`update images set bytes = 0 where id = ${image.id}`);
    await store.sweep(async () => true);
    const { rows } = await t.app.db.execute<{ bytes: number }>(sql`select bytes from images where id = ${image.id}`);
    expect(rows[0]!.bytes).toBe(image.bytes);
  });
});

describe('createImageStore().discard', () => {
  it('removes a picture nothing uses, its files and its row; keeps one a listing or the catalogue uses', async () => {
    const before = await stored();
    const unused = await store.ingest(
      await sharp(await photo(300, 200, 70))
        .png()
        .toBuffer(),
      OWNER,
    );
    const named = await store.ingest(
      await sharp(await photo(300, 200, 71))
        .png()
        .toBuffer(),
      OWNER,
    );
    const shown = await store.ingest(
      await sharp(await photo(300, 200, 72))
        .png()
        .toBuffer(),
      OWNER,
    );
    // A draft's gallery counts too: its owner's editor shows it.
    const asset = await insertAsset('draft');
    await t.app.db.execute(
      sql`insert into asset_images (asset_id, position, image_id) values (${asset}, 0, ${shown.id})`,
    );
    const removed = await store.discard([unused.id, named.id, shown.id], async (_tx, id) => id === named.id);
    expect(removed).toEqual([unused.id]);
    const files = await readdir(uploadsDir);
    expect(files.filter((name) => name.startsWith(unused.id))).toEqual([]);
    expect(files.filter((name) => name.startsWith(named.id)).length).toBeGreaterThan(0);
    await t.app.db.execute(sql`delete from asset_images where image_id = ${shown.id}`);
    expect(await store.discard([named.id, shown.id], async () => false)).toEqual([named.id, shown.id]);
    expect(await stored()).toEqual(before);
  });
});

describe(`GET ${IMAGES_PATH}/:file`, () => {
  const signer = () => createImageSigner(t.app.config.authSecret);
  /** Shows the picture in a published listing of the seed's, as publishing a listing with it would. */
  async function publish(imageId: string) {
    const asset = await insertAsset('published');
    await t.app.db.execute(
      sql`insert into asset_images (asset_id, position, image_id) values (${asset}, 0, ${imageId})`,
    );
  }

  it('serves a picture no published listing shows only by a signed address, privately', async () => {
    const image = await store.ingest(
      await sharp(await photo(640, 480, 73))
        .jpeg()
        .toBuffer(),
      OWNER,
    );
    const file = `${IMAGES_PATH}/${imageFileName(image.id, 640)}`;
    // Anyone who guesses or was given the plain address: nothing there.
    const plain = await t.app.inject({ method: 'GET', url: file });
    expect(plain.statusCode).toBe(404);

    const signed = signer().signUrl(file, Date.now());
    const res = await t.app.inject({ method: 'GET', url: signed });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect(res.rawPayload).toEqual(await readFile(join(uploadsDir, imageFileName(image.id, 640))));

    const expires = Number(new URL(signed, 'http://x').searchParams.get('expires'));
    const signature = new URL(signed, 'http://x').searchParams.get('signature')!;
    const other = await store.ingest(
      await sharp(await photo(640, 480, 74))
        .jpeg()
        .toBuffer(),
      OWNER,
    );
    for (const url of [
      // Another picture's file with this one's signature.
      `${IMAGES_PATH}/${imageFileName(other.id, 640)}?expires=${expires}&signature=${signature}`,
      // A later expiry, a changed signature, none.
      `${file}?expires=${expires + 3600}&signature=${signature}`,
      `${file}?expires=${expires}&signature=${signature.slice(1)}A`,
      `${file}?expires=${expires}`,
      // Signed by another secret.
      createImageSigner('another secret of at least thirty-two characters').signUrl(file, Date.now()),
      // Expired: signed long ago.
      signer().signUrl(file, Date.now() - 24 * 3600_000),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves the AVIF renditions as image/avif and the WebP ones as image/webp, kept for a year once published', async () => {
    const image = await store.ingest(
      await sharp(await photo(800, 600, 50))
        .jpeg()
        .toBuffer(),
      OWNER,
    );
    await publish(image.id);
    for (const [name, type] of [
      [imageFileName(image.id, 384, 'avif'), 'image/avif'],
      [imageFileName(image.id, 800), 'image/webp'],
      [thumbnailFileName(image.id, 32), 'image/webp'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${IMAGES_PATH}/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(await readFile(join(uploadsDir, name)));
    }
  });

  it('answers 404 for a rendition that was not made and 400 for a name that is none', async () => {
    const image = await store.ingest(
      await sharp(await photo(500, 400, 51))
        .png()
        .toBuffer(),
      OWNER,
    );
    await publish(image.id);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${IMAGES_PATH}/${imageFileName(image.id, 1500, 'avif')}`,
    });
    expect(missing.statusCode).toBe(404);
    for (const name of [`${image.id}-sq32.avif`, `${image.id}-800.png`, `${image.id}-800.avif.tmp`]) {
      const res = await t.app.inject({ method: 'GET', url: `${IMAGES_PATH}/${name}` });
      expect(res.statusCode, name).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

const HEIC_400X300 =
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUNtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFnAAEAAAAAAAAAkgAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAw2lwcnAAAAClaXBjbwAAAHlodmNDAQNwAAAAAAAAAAAAPPAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAPLoCQCEAAQAsQgEBA3AAAAMAkAAAAwAAAwA8oAyIBMfeW6kkprm4EBAwIAAAAwAgAAADACEiAAEAB0QBwXKwYkAAAAAUaXNwZQAAAAAAAAGQAAABLAAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAAAAAAAAABAAEDgQKDAAAAmm1kYXQAAACOKAGvEymlWVVg5qhw07+JR/5Lq/85zq0nm9kO5rs7ZgRS2lAAAI0AAOEABzAAoYCjAiltKAAARoAAlAAFUAAAAwAAAwAV8JMAAMcABzAAAAMAAAMAAAMAAAMAMCCHAAADAAADAAADAAADAAADAAADABCQAAADAAADAAADAAADAAADAAADAAADAAADAAAT0A==';
