import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { favouritesSchema, MAX_FAVOURITES } from '@town/shared/catalogue';
import { buildAsset } from '../../seed/factories.ts';
import { Random } from '../../seed/random.ts';
import { createTownContext, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
const context = createTownContext();
let nextIndex = 70_000;

/** `n` places of the catalogue (published unless `status` says otherwise); their ids. */
async function places(n: number, status: 'published' | 'draft' = 'published'): Promise<string[]> {
  const made = Array.from({ length: n }, () => {
    const index = nextIndex++;
    const asset = buildAsset(new Random(`favourites:${index}`), 'eat', { index, createdAt: new Date(), context });
    asset.asset.status = status;
    return asset;
  });
  await insertAssets(t.app.db, made);
  return made.map((asset) => asset.asset.id);
}

function call(method: 'GET' | 'PUT' | 'DELETE', path: string, token: string | undefined, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/favourites${path}`,
    headers: body === undefined ? apiHeaders(token) : { ...apiHeaders(token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function saved(who: SignedIn): Promise<string[]> {
  const res = await call('GET', '', who.token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return favouritesSchema.parse(res.json()).items.map((item) => item.assetId);
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe(code);
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [ana, ben] = await Promise.all([signup(t.app), signup(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

describe('favourites', () => {
  it('keeps the places an account saves, most recent first, once each, until it forgets them', async () => {
    const me = await signup(t.app);
    const [a, b, c] = await places(3);
    expect(await saved(me)).toEqual([]);
    expect((await call('PUT', `/${a}`, me.token)).statusCode).toBe(200);
    expect((await call('PUT', `/${b}`, me.token)).statusCode).toBe(200);
    const again = await call('PUT', `/${a}`, me.token);
    expect(favouritesSchema.parse(again.json()).items.map((item) => item.assetId)).toEqual([b, a]);
    // The browser's saved places, merged at sign-in.
    expect((await call('PUT', '', me.token, [c, a, c])).statusCode).toBe(200);
    expect(await saved(me)).toEqual([c, b, a]);
    expect((await call('DELETE', `/${b}`, me.token)).statusCode).toBe(204);
    expect(await saved(me)).toEqual([c, a]);
    expectError(await call('DELETE', `/${b}`, me.token), 404, 'NOT_FOUND');
  });

  it('belong to their account: another sees none of them and cannot remove them', async () => {
    const [a] = await places(1);
    await call('PUT', `/${a}`, ana.token);
    expect(await saved(ben)).not.toContain(a);
    expectError(await call('DELETE', `/${a}`, ben.token), 404, 'NOT_FOUND');
    expect(await saved(ana)).toContain(a);
  });

  it('answer 401 without a session, with a made-up token or a locked account', async () => {
    const [a] = await places(1);
    const locked = await signup(t.app);
    await t.app.db.execute(sql`update users set locked_at = now() where id = ${locked.user.id}`);
    for (const token of [undefined, 'not-a-token', locked.token]) {
      expectError(await call('GET', '', token), 401, 'UNAUTHENTICATED');
      expectError(await call('PUT', `/${a}`, token), 401, 'UNAUTHENTICATED');
      expectError(await call('PUT', '', token, [a]), 401, 'UNAUTHENTICATED');
      expectError(await call('DELETE', `/${a}`, token), 401, 'UNAUTHENTICATED');
    }
  });

  it('take only published places: an unknown or unpublished one is a 404 and nothing is saved', async () => {
    const me = await signup(t.app);
    const [published] = await places(1);
    const [draft] = await places(1, 'draft');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await call('PUT', `/${draft}`, me.token), 404, 'NOT_FOUND');
    expectError(await call('PUT', `/${unknown}`, me.token), 404, 'NOT_FOUND');
    expectError(await call('PUT', '', me.token, [published, draft]), 404, 'NOT_FOUND');
    expect(await saved(me)).toEqual([]);
    expectError(await call('PUT', '/not-a-uuid', me.token), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', '', me.token, []), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', '', me.token, { ids: [published] }), 400, 'VALIDATION_ERROR');
  });

  it('hide a place unpublished after it was saved, and show it again once published', async () => {
    const me = await signup(t.app);
    const [a] = await places(1);
    await call('PUT', `/${a}`, me.token);
    await t.app.db.execute(sql`update assets set status = 'unpublished' where id = ${a}`);
    expect(await saved(me)).toEqual([]);
    await t.app.db.execute(sql`update assets set status = 'published' where id = ${a}`);
    expect(await saved(me)).toEqual([a]);
  });

  it(`keep at most ${MAX_FAVOURITES} per account, refusing the whole batch past it`, async () => {
    const me = await signup(t.app);
    const ids = await places(MAX_FAVOURITES + 1);
    expect((await call('PUT', '', me.token, ids.slice(0, MAX_FAVOURITES))).statusCode).toBe(200);
    // Saving one already kept is still fine at the limit.
    expect((await call('PUT', `/${ids[0]}`, me.token)).statusCode).toBe(200);
    expectError(await call('PUT', `/${ids[MAX_FAVOURITES]}`, me.token), 409, 'FAVOURITES_LIMIT');
    expectError(await call('PUT', '', me.token, ids.slice(1)), 409, 'FAVOURITES_LIMIT');
    expect(await saved(me)).toHaveLength(MAX_FAVOURITES);
  });

  it('PUT keeps exactly the published places sent, or answers 4xx and keeps what was there (property)', async () => {
    const me = await signup(t.app);
    const pool = [...(await places(6)), ...(await places(2, 'draft'))];
    const published = new Set(pool.slice(0, 6));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(fc.constantFrom(...pool), { maxLength: 8 }),
          fc.array(fc.oneof(fc.constantFrom(...pool), fc.string({ maxLength: 40 })), { maxLength: 4 }),
          fc.anything(),
        ),
        async (body) => {
          const before = await saved(me);
          const res = await call('PUT', '', me.token, body);
          const after = await saved(me);
          const valid =
            Array.isArray(body) && body.length > 0 && body.every((id) => typeof id === 'string' && pool.includes(id));
          if (valid && body.every((id) => published.has(id as string))) {
            expect(res.statusCode, res.body).toBe(200);
            expect(new Set(after)).toEqual(new Set([...before, ...(body as string[])]));
          } else {
            expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
            expect(res.statusCode).toBeLessThan(500);
            apiErrorSchema.parse(res.json());
            expect(after).toEqual(before);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
