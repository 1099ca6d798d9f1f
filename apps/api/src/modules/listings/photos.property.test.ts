import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { listingDetailSchema, listingPhotoSchema } from '@town/shared/listings';
import { multipartBody } from '../../test/multipart.ts';
import { photo } from '../../test/pictures.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, restaurantContent } from './listings.test-support.ts';

let t: TestApp;
let dataDir: string;
let owner: SignedIn;
let listingId: string;
/** Real pictures, whole or damaged by the generator. */
let pictures: Buffer[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'town-test-photos-property-'));
  t = await createTestApp({ dataDir });
  owner = await accountWith(t.app, 'owner');
  const res = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
  listingId = (res.json() as { id: string }).id;
  const pixels = await photo(320, 240, 99);
  pictures = await Promise.all([
    sharp(pixels).jpeg().toBuffer(),
    sharp(pixels).png().toBuffer(),
    sharp(pixels).webp().toBuffer(),
  ]);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function stored() {
  const files = await readdir(join(dataDir, 'uploads')).catch(() => []);
  const { rows } = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from images`);
  return { files: files.length, rows: rows[0]!.n };
}

type FileData = { index: number; cut: number; damage: readonly (readonly [number, number])[] } | { bytes: Uint8Array };

/** A picture as sent: whole, cut short, with bytes overwritten, or random bytes behind its first ones. */
const fileData: fc.Arbitrary<FileData> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      index: fc.nat(2),
      cut: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.nat()),
      damage: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 4 }),
      ),
    }),
  },
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ bytes })),
);

const part = fc.record({
  name: fc.oneof(
    { weight: 4, arbitrary: fc.constant('file') },
    fc.constantFrom('photo', 'files[]', ''),
    fc.string({ maxLength: 20 }),
  ),
  filename: fc.option(fc.constantFrom('photo.jpg', 'x.png', 'notes.txt', '../../etc/passwd', 'a"b.jpg'), {
    nil: undefined,
    freq: 4,
  }),
  type: fc.option(fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream', ''), {
    nil: undefined,
  }),
  data: fileData,
});

function bytesOf(data: FileData): Buffer {
  if ('bytes' in data) return Buffer.concat([pictures[0]!.subarray(0, 4), Buffer.from(data.bytes)]);
  const picture = Buffer.from(pictures[data.index]!);
  for (const [at, value] of data.damage) picture[at % picture.length] = value;
  const cut = data.cut % (picture.length + 1);
  return cut === 0 ? picture : picture.subarray(0, cut);
}

/** The content type sent: a form's, one with another boundary, none, or another type. */
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('form') },
  fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data; boundary=other',
    'multipart/mixed; boundary=x',
    'image/jpeg',
    'text/plain',
  ),
);

describe('POST /api/v1/owner/assets/{id}/images with any body', () => {
  it('answers 201 with a photo, or a 4xx in the error shape that keeps nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 3 }), contentType, async (parts, type) => {
        const form = multipartBody(parts.map((p) => ({ ...p, data: bytesOf(p.data) })));
        const before = await stored();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/owner/assets/${listingId}/images`,
          headers: { ...apiHeaders(owner.token), 'content-type': type === 'form' ? form.contentType : type },
          payload: form.payload,
        });
        if (res.statusCode === 201) {
          listingPhotoSchema.parse(res.json());
          return;
        }
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        apiErrorSchema.parse(res.json());
        expect(await stored()).toEqual(before);
      }),
      { numRuns: 60 },
    );
    // Whatever was taken is a whole photo of the listing, every one served.
    const listing = listingDetailSchema.parse(
      (await call(t.app, 'GET', `/owner/assets/${listingId}`, owner.token)).json(),
    );
    expect(listing.photos).toHaveLength((listing.content as { images: unknown[] }).images.length);
    for (const p of listing.photos) {
      expect((await t.app.inject({ method: 'GET', url: p.src })).statusCode).toBe(200);
    }
  });
});
