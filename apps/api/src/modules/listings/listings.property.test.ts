import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { listingContentSchema } from '@town/shared/listings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, restaurantContent } from './listings.test-support.ts';

/*
 * Whatever an owner sends, a body that breaks the content's rules is a 400 in the error shape
 * naming its fields, and nothing is kept: no new listing, no new revision, the stored content
 * as it was.
 */

let t: TestApp;
let owner: SignedIn;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWith(t.app, 'owner');
  const res = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
  expect(res.statusCode, res.body).toBe(201);
  listingId = res.json().id;
});
afterAll(async () => {
  await t?.close();
});

const valid = listingContentSchema.parse(restaurantContent());

/** Values that come close to valid ones as well as anything at all. */
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', ' ', 'eat', 'store', 'villa', 'VT-123456-V', 'night', 'total', '25:00', 'https://x', 'a@b'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid restaurant with some fields replaced by wrong values (or rules broken across fields). */
const brokenContent = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...(Object.keys(valid) as string[]), 'texts', 'location', 'capacity'), anyValue, {
      minKeys: 1,
      maxKeys: 4,
    })
    .map((fields) => ({ ...restaurantContent(), ...fields })),
  fc.constantFrom(
    // Rules across fields: a restaurant for rent, with a licence, a hotel's stars, or no Spanish texts.
    restaurantContent({ rent: true }),
    restaurantContent({ licence: 'VT-123456-V' }),
    restaurantContent({ stars: 3 }),
    restaurantContent({ texts: { en: { name: 'Only English', summary: '', sections: {} } } }),
    restaurantContent({ category: 'villa' }),
    restaurantContent({ price: { amount: 12.5, unit: 'person' } }),
    restaurantContent({ price: { amount: 100, unit: 'month' } }),
    restaurantContent({ texts: { es: { name: 'Bar', summary: '', sections: { bedrooms: 'Dos' } } } }),
    restaurantContent({ openingHours: [{ day: 'mon', opens: '9:00', closes: '14:00' }] }),
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Only bodies that really break the schema: a valid one is a different property. */
const invalidBody = brokenContent.filter((body) => !listingContentSchema.safeParse(body).success);

async function stored() {
  const listings = await call(t.app, 'GET', '/owner/assets', owner.token);
  const one = await call(t.app, 'GET', `/owner/assets/${listingId}`, owner.token);
  const revisions = await t.app.pool.query('select count(*)::int as n from listing_revisions');
  return { listings: listings.json(), one: one.json(), revisions: revisions.rows[0].n as number };
}

function expectValidationError(res: { statusCode: number; body: string; json(): unknown }, body: unknown) {
  expect(res.statusCode, res.body).toBe(400);
  const error = apiErrorSchema.parse(res.json()).error;
  expect(error.code).toBe('VALIDATION_ERROR');
  // A "__proto__" key is refused by the JSON parser, before the schema names any field.
  if (!JSON.stringify(body).includes('"__proto__"')) {
    expect(Array.isArray(error.details) && error.details.length > 0, res.body).toBe(true);
  }
}

describe('bad listing bodies', () => {
  it('POST and PUT /owner/assets answer 400 and keep nothing', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(invalidBody, fc.constantFrom('POST', 'PUT'), async (body, method) => {
        const res =
          method === 'POST'
            ? await call(t.app, 'POST', '/owner/assets', owner.token, body)
            : await call(t.app, 'PUT', `/owner/assets/${listingId}`, owner.token, body);
        expectValidationError(res, body);
      }),
      { numRuns: 150 },
    );
    expect(await stored()).toEqual(before);
  });

  it('a PUT cannot change the listing’s type', async () => {
    const before = await stored();
    const res = await call(t.app, 'PUT', `/owner/assets/${listingId}`, owner.token, {
      ...restaurantContent(),
      type: 'store',
      category: 'bakery',
      cuisines: [],
      texts: { es: { name: 'Forn', summary: '', sections: {} } },
    });
    expectValidationError(res, {});
    expect(await stored()).toEqual(before);
  });
});
