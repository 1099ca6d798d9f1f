import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { ownerApplicationBodySchema } from '@town/shared/owner-applications';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signupVerified, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  user = await signupVerified(t.app);
});
afterAll(async () => {
  await t.close();
});

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Tax ids near the line: valid DNIs, the same with any letter, real-shaped CIFs and VAT numbers, and noise. */
const taxId = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 0, max: 99_999_999 })
      .map((n) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`),
  },
  fc
    .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom(...DNI_LETTERS))
    .map(([n, letter]) => `${String(n).padStart(8, '0')}${letter}`),
  fc.constantFrom('B12345674', 'b-1234567.4', 'P0801900B', 'ESX1234567L', 'DE123456789', 'GR123456789', 'EL12345678'),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Mostly a valid value, sometimes a wrong one, sometimes anything at all. */
const field = <T>(valid: fc.Arbitrary<T>, wrong: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: wrong },
    { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.jsonValue({ maxDepth: 2 })) },
  );

const nearlyValid = fc.record(
  {
    businessName: field(
      fc.constantFrom('Bar La Ola', 'Hotel Miramar', ' Ñandú '),
      fc.constantFrom('X', 'x'.repeat(121), 'Bar\nPepe'),
    ),
    taxId,
    phone: field(
      fc.constantFrom('+34 962 000 000', '962000000', '+34 (962) 00-00-00'),
      fc.constantFrom('12', 'call me'),
    ),
    message: field(fc.string({ maxLength: 200 }), fc.constant('x'.repeat(2001))),
  },
  { requiredKeys: ['businessName', 'taxId', 'phone'] },
);

const body = fc.oneof({ weight: 5, arbitrary: nearlyValid }, fc.jsonValue({ maxDepth: 3 }));

async function stored() {
  const { rows } = await t.app.db.execute<{ tax_id: string; business_name: string }>(
    sql`select tax_id, business_name from owner_applications where user_id = ${user.user.id}`,
  );
  return rows;
}

describe('POST /owner/application with any body', () => {
  it('stores exactly what the shared schema accepts, normalised, and refuses the rest with a 400', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/owner/application',
          headers: { ...apiHeaders(user.token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        const expected = ownerApplicationBodySchema.safeParse(payload);
        // PostgreSQL cannot store a NUL character: the input guard refuses it before any schema.
        if (expected.success && !JSON.stringify(payload).includes('\\u0000')) {
          expect(res.statusCode, res.body).toBe(201);
          expect(await stored()).toEqual([{ tax_id: expected.data.taxId, business_name: expected.data.businessName }]);
        } else {
          expect(res.statusCode, res.body).toBe(400);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
          expect(await stored()).toEqual([]);
        }
        accepted += res.statusCode === 201 ? 1 : 0;
        // The next body meets no pending application.
        await t.app.db.execute(sql`delete from owner_applications where user_id = ${user.user.id}`);
      }),
      { numRuns: 150 },
    );
    // The bodies come near enough to valid ones for both sides to be tried.
    expect(accepted).toBeGreaterThan(10);
  });
});
