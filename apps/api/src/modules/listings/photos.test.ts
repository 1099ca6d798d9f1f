import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import {
  LISTING_LIMITS,
  listingDetailSchema,
  listingPhotoSchema,
  ownerListingSchema,
  type ListingDetail,
  type ListingPhoto,
} from '@town/shared/listings';
import { multipartBody, type FormPart } from '../../test/multipart.ts';
import { exifIfd0Tags, photo } from '../../test/pictures.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, restaurantContent } from './listings.test-support.ts';
import { PHOTO_UPLOAD_LIMIT } from './photos.routes.ts';

let t: TestApp;
let dataDir: string;
let owner: SignedIn;
let otherOwner: SignedIn;
let user: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'town-test-photos-'));
  t = await createTestApp({ dataDir });
  [owner, otherOwner, user, admin] = await Promise.all([
    accountWith(t.app, 'owner', { name: 'Pepa Ferrer', lang: 'ca' }),
    accountWith(t.app, 'owner', { name: 'Iñaki Goikoetxea', lang: 'eu' }),
    accountWith(t.app, 'user'),
    accountWith(t.app, 'admin', { name: 'Joan Martí' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let seed = 0;
/** A JPEG no other test sends (so that it is a new picture). */
async function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp(await photo(width, height, ++seed))
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function create(token = owner.token): Promise<string> {
  const res = await call(t.app, 'POST', '/owner/assets', token, restaurantContent());
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function detail(id: string, token = owner.token): Promise<ListingDetail> {
  const res = await call(t.app, 'GET', `/owner/assets/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return listingDetailSchema.parse(res.json()) as ListingDetail;
}

function upload(id: string, token: string | undefined, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/assets/${id}/images`,
    headers: { ...apiHeaders(token), 'content-type': contentType },
    payload,
  });
}

const filePart = (data: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg'): FormPart => ({
  name: 'file',
  filename,
  type,
  data,
});

async function uploaded(id: string, data: Buffer, token = owner.token): Promise<ListingPhoto> {
  const res = await upload(id, token, [filePart(data)]);
  expect(res.statusCode, res.body).toBe(201);
  return listingPhotoSchema.parse(res.json());
}

/** What uploads left behind: files on disk, rows in `images`. */
async function stored() {
  const files = await readdir(join(dataDir, 'uploads')).catch(() => []);
  const { rows } = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from images`);
  return { files: files.length, rows: rows[0]!.n };
}

function expectError(res: { statusCode: number; json(): unknown; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe(code);
}

describe('POST /api/v1/owner/assets/{id}/images', () => {
  it('adds the photo at the end of the gallery, with fetchable renditions that keep no metadata', async () => {
    const id = await create();
    const withGps = await sharp(await photo(1200, 900, ++seed))
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Acme', Copyright: 'Pepa Ferrer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 28/1 13/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 19/1 14/1',
        },
      })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    expect(exifIfd0Tags((await sharp(withGps).metadata()).exif!)).toContain(0x8825);

    const first = await uploaded(id, withGps);
    // Turned upright: orientation 8 is a quarter turn.
    expect(first).toMatchObject({ width: 900, height: 1200, alt: {} });
    expect(first.srcset.map((s) => s.width)).toEqual([180, 384, 512, 600, 800, 900]);
    expect(first.sources).toEqual([
      {
        type: 'image/avif',
        // One signature covers every file of a picture.
        srcset: first.srcset.map((s) => ({ url: s.url.replace(/\.webp\?/, '.avif?'), width: s.width })),
      },
    ]);
    const urls = [
      ...first.srcset.map((s) => [s.url, 'image/webp'] as const),
      ...first.sources.flatMap((source) => source.srcset.map((s) => [s.url, source.type] as const)),
      ...first.thumbnails.map((s) => [s.url, 'image/webp'] as const),
    ];
    for (const [url, type] of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      const meta = await sharp(res.rawPayload).metadata();
      for (const block of ['exif', 'xmp', 'iptc', 'icc'] as const)
        expect(meta[block], `${url} ${block}`).toBeUndefined();
    }

    const second = await uploaded(
      id,
      await sharp(await photo(800, 600, ++seed))
        .png()
        .toBuffer(),
    );
    const listing = await detail(id);
    expect(listing.photos.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(listing.content.images).toEqual([
      { id: first.id, alt: {} },
      { id: second.id, alt: {} },
    ]);
    expect(listing.photos[0]).toEqual(first);
  });

  it('takes PNG and WebP, and a photo larger than the API’s 1 MB body limit', async () => {
    const id = await create();
    const png = await sharp(await photo(1600, 1200, ++seed))
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1_048_576);
    expect(await uploaded(id, png)).toMatchObject({ width: 1500, height: 1125 });
    const webp = await sharp(await photo(500, 700, ++seed))
      .webp()
      .toBuffer();
    // Its name and declared type say JPEG: only the content counts.
    expect(await uploaded(id, webp)).toMatchObject({ width: 500, height: 700 });
    expect((await detail(id)).photos).toHaveLength(2);
  });

  it('answers the same photo sent twice as it is, without a second copy in the gallery', async () => {
    const id = await create();
    const data = await jpeg();
    const first = await uploaded(id, data);
    const before = await stored();
    expect(await uploaded(id, data)).toEqual(first);
    expect((await detail(id)).content.images).toEqual([{ id: first.id, alt: {} }]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a text file called photo.jpg with 415, and keeps nothing', async () => {
    const id = await create();
    const before = await stored();
    const res = await upload(id, owner.token, [filePart('Just some notes, not a photo at all.')]);
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await stored()).toEqual(before);
    expect((await detail(id)).content.images).toEqual([]);
  });

  it('refuses a 17 MB file with 413 in the error shape, and keeps nothing', async () => {
    const id = await create();
    const before = await stored();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(17 * 1024 * 1024, 7)]);
    const res = await upload(id, owner.token, [filePart(big)]);
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(apiErrorSchema.parse(res.json()).error.message).toBe('The photo is larger than 15 MB');
    expect(await stored()).toEqual(before);
    expect((await detail(id)).content.images).toEqual([]);
  });

  it('refuses a photo over 50 megapixels with 413, and keeps nothing', async () => {
    const id = await create();
    const before = await stored();
    const blank = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#f4f1ea' } })
      .png()
      .toBuffer();
    const res = await upload(id, owner.token, [filePart(blank, 'plan.png', 'image/png')]);
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not multipart, or without its `file` field', async () => {
    const id = await create();
    const before = await stored();
    const json = await call(t.app, 'POST', `/owner/assets/${id}/images`, owner.token, { file: 'x' });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const misnamed = await upload(id, owner.token, [{ ...filePart(await jpeg()), name: 'photo' }]);
    expectError(misnamed, 400, 'VALIDATION_ERROR');
    const fieldsOnly = await upload(id, owner.token, [{ name: 'note', data: 'hello' }]);
    expectError(fieldsOnly, 400, 'VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
  });

  it(`refuses a photo beyond the gallery’s ${LISTING_LIMITS.images} with 409, before reading it`, async () => {
    const keeper = await accountWith(t.app, 'owner');
    const id = await create(keeper.token);
    for (let i = 0; i < LISTING_LIMITS.images; i++) await uploaded(id, await jpeg(200, 150), keeper.token);
    const before = await stored();
    const res = await upload(id, keeper.token, [filePart(await jpeg(200, 150))]);
    expectError(res, 409, 'LISTING_PHOTO_LIMIT');
    expect(await stored()).toEqual(before);
  });

  it('limits uploads per account, counting refused ones too', async () => {
    const busy = await accountWith(t.app, 'owner');
    const id = await create(busy.token);
    for (let i = 0; i < PHOTO_UPLOAD_LIMIT.max; i++) {
      expect((await upload(id, busy.token, [filePart('not a photo')])).statusCode).toBe(415);
    }
    expectError(await upload(id, busy.token, [filePart(await jpeg())]), 429, 'RATE_LIMITED');
    // Another account is counted apart.
    expect((await upload(await create(), owner.token, [filePart('not a photo')])).statusCode).toBe(415);
  });
});

describe('who may change a listing’s photos', () => {
  it('refuses anyone but the owner and the town hall before storing anything', async () => {
    const id = await create();
    const mine = await uploaded(id, await jpeg());
    const data = await jpeg();
    const before = await stored();
    const revoked = await accountWith(t.app, 'owner');
    expect((await call(t.app, 'POST', '/auth/signout', revoked.token)).statusCode).toBe(204);
    const locked = await accountWith(t.app, 'owner');
    await t.app.db.execute(sql`update users set locked_at = now() where id = ${locked.user.id}`);

    for (const [token, status, code] of [
      [otherOwner.token, 404, 'NOT_FOUND'],
      [user.token, 403, 'FORBIDDEN'],
      [undefined, 401, 'UNAUTHENTICATED'],
      [revoked.token, 401, 'UNAUTHENTICATED'],
      [locked.token, 401, 'UNAUTHENTICATED'],
    ] as const) {
      expectError(await upload(id, token, [filePart(data)]), status, code);
      expectError(await call(t.app, 'PUT', `/owner/assets/${id}/images`, token, []), status, code);
      expectError(await call(t.app, 'DELETE', `/owner/assets/${id}/images/${mine.id}`, token), status, code);
    }
    expect(await stored()).toEqual(before);
    expect((await detail(id)).content.images).toEqual([{ id: mine.id, alt: {} }]);
    // A listing that does not exist is answered as another owner's.
    const nowhere = '00000000-0000-4000-8000-000000000000';
    expectError(await upload(nowhere, owner.token, [filePart(data)]), 404, 'NOT_FOUND');
  });

  it('lets the town hall add a photo to any listing, and audits it', async () => {
    const id = await create();
    const added = await uploaded(id, await jpeg(), admin.token);
    expect((await detail(id)).content.images).toEqual([{ id: added.id, alt: {} }]);
    const { rows } = await t.app.db.execute<{ action: string }>(
      sql`select action from audit_log where actor_id = ${admin.user.id} and target_id = ${id}`,
    );
    expect(rows.map((row) => row.action)).toEqual(['listing.edit']);
  });
});

describe('PUT /api/v1/owner/assets/{id}/images', () => {
  it('sets the order, the first being the cover, and the alt texts; leaving a photo out removes it', async () => {
    const id = await create();
    const [a, b, c] = [
      await uploaded(id, await jpeg()),
      await uploaded(id, await jpeg()),
      await uploaded(id, await jpeg()),
    ];
    const order = [
      { id: c!.id, alt: { es: 'La terraza al atardecer', ca: 'La terrassa al capvespre', eu: 'Terraza ilunabarrean' } },
      { id: a!.id, alt: { en: 'Rice with seafood' } },
    ];
    const res = await call(t.app, 'PUT', `/owner/assets/${id}/images`, owner.token, order);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: ListingPhoto[] };
    expect(items.map((p) => [p.id, p.alt])).toEqual(order.map((p) => [p.id, p.alt]));
    const listing = await detail(id);
    expect(listing.content.images).toEqual(order);
    expect(listing.photos.map((p) => p.id)).not.toContain(b!.id);

    const mine = await call(t.app, 'GET', '/owner/assets', owner.token);
    const row = ownerListingSchema
      .array()
      .parse((mine.json() as { items: unknown[] }).items)
      .find((l) => l.id === id);
    // The owner's list shows the cover small: its smallest rendition.
    expect(row?.image).toBe(items[0]!.srcset[0]!.url);
  });

  it('refuses a photo that is not the listing’s, one given twice, or an unknown language, keeping the gallery', async () => {
    const id = await create();
    const [a, b] = [await uploaded(id, await jpeg()), await uploaded(id, await jpeg())];
    const elsewhere = await uploaded(await create(), await jpeg());
    for (const body of [
      [{ id: a!.id }, { id: elsewhere.id }],
      [{ id: a!.id }, { id: b!.id }, { id: a!.id }],
      [{ id: a!.id, alt: { xx: 'Nope' } }],
      [{ id: 'not-a-photo' }],
      [{ id: a!.id, alt: { es: 'x'.repeat(LISTING_LIMITS.altText + 1) } }],
      { id: a!.id },
    ]) {
      const res = await call(t.app, 'PUT', `/owner/assets/${id}/images`, owner.token, body);
      expectError(res, 400, 'VALIDATION_ERROR');
    }
    const listing = await detail(id);
    expect(listing.content.images.map((p) => p.id)).toEqual([a!.id, b!.id]);
  });
});

describe('DELETE /api/v1/owner/assets/{id}/images/{imageId}', () => {
  it('removes the photo from the gallery; the next one becomes the cover', async () => {
    const id = await create();
    const [a, b] = [await uploaded(id, await jpeg()), await uploaded(id, await jpeg())];
    const res = await call(t.app, 'DELETE', `/owner/assets/${id}/images/${a!.id}`, owner.token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await detail(id)).photos.map((p) => p.id)).toEqual([b!.id]);
    expectError(await call(t.app, 'DELETE', `/owner/assets/${id}/images/${a!.id}`, owner.token), 404, 'NOT_FOUND');
    expectError(await call(t.app, 'DELETE', `/owner/assets/${id}/images/nothex`, owner.token), 400, 'VALIDATION_ERROR');
  });
});

/** The plain address of a photo's file (what the public catalogue would give), without any signature. */
const plain = (url: string) => url.replace(/\?.*$/, '');
const fetched = (url: string) => t.app.inject({ method: 'GET', url });
/** The files a photo has on disk. */
async function filesOf(imageId: string): Promise<string[]> {
  return (await readdir(join(dataDir, 'uploads')).catch(() => [])).filter((name) => name.startsWith(`${imageId}-`));
}

async function publish(id: string, token = owner.token) {
  expect((await call(t.app, 'POST', `/owner/assets/${id}/submit`, token)).statusCode).toBe(200);
  const res = await call(t.app, 'POST', `/admin/assets/${id}/publish`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
}

describe('who may see a photo', () => {
  it('keeps a draft’s photo off the public site: its owner and the town hall see it by signed, expiring addresses', async () => {
    const id = await create();
    const added = await uploaded(id, await jpeg());
    // What an owner hosting pictures on the town's domain would hand out: nothing there.
    for (const url of [added.src, ...added.srcset.map((s) => s.url), ...added.thumbnails.map((s) => s.url)]) {
      expect(url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
      expect((await fetched(plain(url))).statusCode, plain(url)).toBe(404);
    }
    // The owner's editor, the owner's list and the town hall's review show it, privately.
    const editor = (await detail(id)).photos[0]!;
    const mine = ownerListingSchema
      .array()
      .parse((await call(t.app, 'GET', '/owner/assets', owner.token)).json().items)
      .find((listing) => listing.id === id)!;
    const review = (await call(t.app, 'GET', `/admin/assets/${id}/revisions`, admin.token)).json().items[0];
    for (const url of [editor.src, editor.sources[0]!.srcset[0]!.url, mine.image!, review.thumbnails[added.id]]) {
      const res = await fetched(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=600');
    }
  });

  it('makes a photo public while its listing is published, and private again once it is taken down', async () => {
    const id = await create();
    const added = await uploaded(id, await jpeg());
    await publish(id);
    const res = await fetched(plain(added.src));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(t.app, 'POST', `/owner/assets/${id}/unpublish`, owner.token)).statusCode).toBe(200);
    // The pictures' route hears of the catalogue's new revision through its NOTIFY, within moments.
    await vi.waitFor(async () => expect((await fetched(plain(added.src))).statusCode).toBe(404));
    expect((await fetched((await detail(id)).photos[0]!.src)).statusCode).toBe(200);
  });
});

describe('when a photo leaves the disk', () => {
  it('removes a draft’s photo from the disk when it is removed, unless another listing has it', async () => {
    const id = await create();
    const shared = await jpeg();
    const [a, b] = [await uploaded(id, await jpeg()), await uploaded(id, shared)];
    const elsewhere = await create(otherOwner.token);
    await uploaded(elsewhere, shared, otherOwner.token);
    expect(await filesOf(a.id)).not.toEqual([]);

    expect((await call(t.app, 'DELETE', `/owner/assets/${id}/images/${a.id}`, owner.token)).statusCode).toBe(204);
    expect(await filesOf(a.id)).toEqual([]);
    expect((await fetched(a.src)).statusCode).toBe(404);
    // Left out of the gallery's order: removed the same way; the other owner's copy stays.
    expect((await call(t.app, 'PUT', `/owner/assets/${id}/images`, owner.token, [])).statusCode).toBe(200);
    expect(await filesOf(b.id)).not.toEqual([]);
    expect((await fetched((await detail(elsewhere, otherOwner.token)).photos[0]!.src)).statusCode).toBe(200);
  });

  it('removes a deleted draft’s photos from the disk', async () => {
    const id = await create();
    const added = await uploaded(id, await jpeg());
    const before = await stored();
    expect((await call(t.app, 'DELETE', `/owner/assets/${id}`, owner.token)).statusCode).toBe(204);
    expect(await filesOf(added.id)).toEqual([]);
    expect(await stored()).toEqual({ files: before.files - (await filesCount(added)), rows: before.rows - 1 });
  });

  it('keeps a published photo the owner removed until the town hall publishes the change', async () => {
    const id = await create();
    const [a, b] = [await uploaded(id, await jpeg()), await uploaded(id, await jpeg())];
    await publish(id);
    expect((await call(t.app, 'DELETE', `/owner/assets/${id}/images/${a.id}`, owner.token)).statusCode).toBe(204);
    // The public page still shows it until the change is approved.
    expect((await fetched(plain(a.src))).statusCode).toBe(200);
    await publish(id);
    expect(await filesOf(a.id)).toEqual([]);
    expect((await fetched(plain(a.src))).statusCode).toBe(404);
    expect((await fetched(plain(b.src))).statusCode).toBe(200);
  });
});

/** How many files a photo's renditions are. */
async function filesCount(photo: ListingPhoto): Promise<number> {
  return photo.srcset.length * 2 + photo.thumbnails.length;
}

describe('an owner’s disk allowance', () => {
  it(`refuses a photo once an owner’s photos take ${LISTING_LIMITS.ownerPhotoBytes / 1024 / 1024} MB, storing nothing`, async () => {
    const keeper = await accountWith(t.app, 'owner');
    const id = await create(keeper.token);
    const data = await jpeg();
    const first = await uploaded(id, data, keeper.token);
    // As if the owner's photos so far were large ones.
    await t.app.db.execute(
      sql`update images set bytes = ${LISTING_LIMITS.ownerPhotoBytes - 1000} where id = ${first.id}`,
    );
    const before = await stored();
    const res = await upload(id, keeper.token, [filePart(await jpeg())]);
    expectError(res, 409, 'PHOTO_STORAGE_FULL');
    expect(await stored()).toEqual(before);
    // A photo the owner has already takes nothing more: it may go on another listing of theirs.
    expect((await upload(await create(keeper.token), keeper.token, [filePart(data)])).statusCode).toBe(201);
  });
});
