import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import {
  LISTING_KINDS,
  LISTING_STATUSES,
  ownerListingPageSchema,
  ownerListingsQuerySchema,
  type ListingContentInput,
  type OwnerListingPage,
} from '@town/shared/listings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, expectOk, restaurantContent } from './listings.test-support.ts';

/*
 * GET /owner/assets with a business's many listings (docs/listings.md#the-owners-workspace):
 * found by name (in any language, the newest revision's) or address, by kind and by status, a
 * page at a time; never another owner's, and a wrong parameter is a 400 that shows nothing.
 */

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let plain: SignedIn;
/** Every listing of `owner`, by name. */
const ids = new Map<string, string>();
let otherId: string;

/** A home on the lists asked for, its name in Spanish (and others if given). */
function home(
  name: string,
  address: string,
  lists: { rent?: boolean; long?: boolean; sale?: boolean },
  texts: ListingContentInput['texts'] = {},
): ListingContentInput {
  return {
    type: 'property',
    rent: false,
    long: false,
    sale: false,
    ...lists,
    category: 'apartment',
    texts: { es: { name, summary: 'Vistas al mar', sections: {} }, ...texts },
    address,
    location: { lat: 39.47, lng: -0.32 },
  };
}

async function create(account: SignedIn, content: ListingContentInput): Promise<string> {
  const res = await call(t.app, 'POST', '/owner/assets', account.token, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function list(account: SignedIn | undefined, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(t.app, 'GET', `/owner/assets?${search}`, account?.token);
}

async function page(account: SignedIn, query: Record<string, string | number> = {}): Promise<OwnerListingPage> {
  const res = await list(account, query);
  expect(res.statusCode, res.body).toBe(200);
  return ownerListingPageSchema.parse(res.json());
}

const names = (answer: OwnerListingPage) => answer.items.map((item) => item.name);

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin, plain] = await Promise.all([
    accountWith(t.app, 'owner', { name: 'Vicent Llopis' }),
    accountWith(t.app, 'owner', { name: 'Amparo Ribes' }),
    accountWith(t.app, 'admin'),
    accountWith(t.app, 'user'),
  ]);
  // 26 holiday rentals, half of them in Platja Nord.
  for (let i = 1; i <= 26; i++) {
    const area = i % 2 ? 'El Grau' : 'Platja Nord';
    ids.set(`Casa ${i}`, await create(owner, home(`Casa ${i}`, `Carrer Major, ${i}, ${area}`, { rent: true })));
  }
  ids.set(
    'Piso frente al puerto',
    await create(owner, home('Piso frente al puerto', 'Carrer del Port, 12', { long: true, sale: true })),
  );
  ids.set(
    'Casa Blanca',
    await create(
      owner,
      home('Casa Blanca', 'Camí Vell, 3', { sale: true }, { en: { name: 'White House', summary: '', sections: {} } }),
    ),
  );
  // A place to eat waiting for the town hall's review.
  const bodega = await create(
    owner,
    restaurantContent({ texts: { es: { name: 'Bodega Àngels Güell', summary: 'Vinos', sections: {} } } }),
  );
  ids.set('Bodega Àngels Güell', bodega);
  await expectOk(t.app, 'POST', `/owner/assets/${bodega}/submit`, owner.token);
  // One the town hall turned down.
  const rejected = await create(owner, home('Apartamento Sol', 'Avinguda del Sol, 1', { rent: true }));
  ids.set('Apartamento Sol', rejected);
  await expectOk(t.app, 'POST', `/owner/assets/${rejected}/submit`, owner.token);
  await expectOk(t.app, 'POST', `/admin/assets/${rejected}/reject`, admin.token, { reason: 'Falta la licencia.' });
  // Another owner's home, by a name and in an area the owner's share.
  otherId = await create(other, home('Casa 1 de Amparo', 'Carrer Major, 1, Platja Nord', { rent: true }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the owner's listings, a page at a time", () => {
  it('answers 25 a page by default, newest change first, with the total and the kinds the owner has', async () => {
    const first = await page(owner);
    expect(first).toMatchObject({ total: ids.size, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.kinds).toEqual(['rent', 'long', 'sale', 'eat']);
    const second = await page(owner, { page: 2 });
    expect(second.items).toHaveLength(ids.size - 25);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id))).toEqual(new Set(ids.values()));
    const times = all.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Past the last page: nothing, and still the total.
    expect(await page(owner, { page: 3 })).toMatchObject({ items: [], total: ids.size, page: 3 });
    // A page of another length.
    expect((await page(owner, { limit: 4, page: 2 })).items.map((item) => item.id)).toEqual(
      first.items.slice(4, 8).map((item) => item.id),
    );
  });

  it('tells each row what it is, how it stands and what is missing', async () => {
    const all = [...(await page(owner, { limit: 100 })).items];
    const byName = new Map(all.map((item) => [item.name, item]));
    expect(byName.get('Casa 3')).toMatchObject({ type: 'property', kinds: ['rent'], status: 'draft', image: null });
    expect(byName.get('Piso frente al puerto')).toMatchObject({ kinds: ['long', 'sale'] });
    expect(byName.get('Bodega Àngels Güell')).toMatchObject({ type: 'eat', kinds: ['eat'], status: 'review' });
    expect(byName.get('Apartamento Sol')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Falta la licencia.',
    });
    // Spanish texts without the page sections are complete in no language.
    expect(byName.get('Casa 3')!.languages).toEqual([]);
  });
});

describe('searching and filtering', () => {
  it('finds words of a name in any language, or of the address, case and accents aside', async () => {
    expect(names(await page(owner, { q: 'angels GUELL' }))).toEqual(['Bodega Àngels Güell']);
    expect(names(await page(owner, { q: 'white house' }))).toEqual(['Casa Blanca']);
    const north = await page(owner, { q: 'platja nord', limit: 100 });
    expect(north.total).toBe(13);
    expect(north.items.every((item) => Number(item.name.split(' ')[1]) % 2 === 0)).toBe(true);
    // Every word must be found, anywhere: "casa 2" is Casa 2, 12 and 20…26, not Casa 3.
    expect(new Set(names(await page(owner, { q: 'casa 2' })))).toEqual(
      new Set([2, 12, 20, 21, 22, 23, 24, 25, 26].map((i) => `Casa ${i}`)),
    );
    expect(await page(owner, { q: 'nowhere to be found' })).toMatchObject({ items: [], total: 0 });
  });

  it('filters by kind and by status, with the search too', async () => {
    expect((await page(owner, { type: 'rent' })).total).toBe(27);
    expect(new Set(names(await page(owner, { type: 'sale' })))).toEqual(
      new Set(['Piso frente al puerto', 'Casa Blanca']),
    );
    expect(names(await page(owner, { type: 'long' }))).toEqual(['Piso frente al puerto']);
    expect(await page(owner, { type: 'hotel' })).toMatchObject({ items: [], total: 0 });
    expect(names(await page(owner, { status: 'review' }))).toEqual(['Bodega Àngels Güell']);
    expect(names(await page(owner, { status: 'rejected', type: 'rent', q: 'sol' }))).toEqual(['Apartamento Sol']);
    expect((await page(owner, { status: 'draft', type: 'rent', q: 'el grau' })).total).toBe(13);
    // The kinds are all the owner's, whatever the search found.
    expect((await page(owner, { type: 'long' })).kinds).toEqual(['rent', 'long', 'sale', 'eat']);
  });

  it("finds a published listing by its newest name, the owner's, not the one still shown", async () => {
    const id = await create(owner, home('Villa Antigua', 'Carrer Nou, 5', { long: true }));
    await expectOk(t.app, 'POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk(t.app, 'POST', `/admin/assets/${id}/publish`, admin.token);
    await expectOk(
      t.app,
      'PUT',
      `/owner/assets/${id}`,
      owner.token,
      home('Villa Nova', 'Carrer Nou, 5', { long: true }),
    );
    const found = await page(owner, { q: 'villa nova' });
    expect(found.items).toEqual([
      expect.objectContaining({ id, name: 'Villa Nova', status: 'published', pendingChange: 'draft' }),
    ]);
    expect((await page(owner, { q: 'antigua' })).total).toBe(0);
    // The newest change comes first.
    expect((await page(owner)).items[0]!.id).toBe(id);
    await t.app.pool.query('delete from assets where id = $1', [id]);
  });

  it('finds a listing that has no revision yet (from before owners) by what the catalogue holds', async () => {
    const id = ids.get('Piso frente al puerto')!;
    await t.app.pool.query('delete from listing_revisions where asset_id = $1', [id]);
    const found = await page(owner, { q: 'frente puerto', type: 'sale' });
    expect(found.items).toEqual([
      expect.objectContaining({ id, name: 'Piso frente al puerto', kinds: ['long', 'sale'] }),
    ]);
    expect((await page(owner, { q: 'carrer del port' })).items.map((item) => item.id)).toEqual([id]);
  });
});

describe('who sees what', () => {
  it('another owner sees only their own, whatever they search; an admin sees only their own', async () => {
    const theirs = await page(other, { q: 'casa', limit: 100 });
    expect(theirs.items.map((item) => item.id)).toEqual([otherId]);
    expect(theirs.kinds).toEqual(['rent']);
    expect(await page(other, { q: 'bodega' })).toMatchObject({ items: [], total: 0 });
    expect((await page(owner, { q: 'amparo' })).total).toBe(0);
    expect(await page(admin, { limit: 100 })).toMatchObject({ items: [], total: 0, kinds: [] });
  });

  it('a plain user gets 403 and an anonymous request 401, before the parameters are looked at', async () => {
    const queries: Record<string, string | number>[] = [{ q: 'casa' }, { page: 0, type: 'castle' }];
    for (const query of queries) {
      const refused = await list(plain, query);
      expect(refused.statusCode).toBe(403);
      const anonymous = await list(undefined, query);
      expect(anonymous.statusCode).toBe(401);
      for (const res of [refused, anonymous]) expect(res.body).not.toContain('Casa');
    }
  });

  it('a wrong parameter is a 400 that shows nothing; a right one, only the caller’s own (property)', async () => {
    const ownerIds = new Set(ids.values());
    const value = (valid: fc.Arbitrary<string>) =>
      fc.option(
        fc.oneof(valid, fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '0', '-1', '1.5', '1e9', 'null')),
        {
          nil: undefined,
        },
      );
    const query = fc.record(
      {
        q: fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.string({ minLength: 101, maxLength: 140 })), {
          nil: undefined,
        }),
        type: value(fc.constantFrom(...LISTING_KINDS, 'property')),
        status: value(fc.constantFrom(...LISTING_STATUSES)),
        page: value(fc.integer({ min: 1, max: 4 }).map(String)),
        limit: value(fc.integer({ min: 1, max: 120 }).map(String)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (asked, asOther) => {
        const params = Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined)) as Record<
          string,
          string
        >;
        const caller = asOther ? other : owner;
        const res = await list(caller, params);
        // PostgreSQL stores no NUL character: the input guard refuses it before the schema does.
        const valid =
          ownerListingsQuerySchema.safeParse(params).success && !Object.values(params).join('').includes('\0');
        if (!valid) {
          expect(res.statusCode, res.body).toBe(400);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
          expect(res.body).not.toContain('"items"');
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const answer = ownerListingPageSchema.parse(res.json());
        for (const item of answer.items) {
          expect(asOther ? item.id === otherId : ownerIds.has(item.id)).toBe(true);
        }
      }),
      { numRuns: 120 },
    );
  });
});
