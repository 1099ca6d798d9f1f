import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, restaurantContent, RESTAURANT_MENU, setRole } from './listings.test-support.ts';

/*
 * Every listing route from the side of whoever must not pass (docs/listings.md#roles): another
 * owner gets 404 as for a listing that does not exist, a plain user 403 on owner routes, an
 * owner 403 on admin routes, an anonymous request 401, and a demoted or locked account loses
 * its powers with the token it holds.
 */

let t: TestApp;
let owner: SignedIn;
let otherOwner: SignedIn;
let plain: SignedIn;
let listingId: string;
/** The listing as its owner left it. */
let original: unknown;

beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWith(t.app, 'owner');
  otherOwner = await accountWith(t.app, 'owner', { name: 'Vicent Llorca' });
  plain = await accountWith(t.app, 'user');
  const res = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
  expect(res.statusCode, res.body).toBe(201);
  listingId = res.json().id;
  original = (await call(t.app, 'GET', `/owner/assets/${listingId}`, owner.token)).json();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ownerRoutes = (id: string): [Method, string, unknown?][] => [
  ['GET', `/owner/assets/${id}`],
  ['PUT', `/owner/assets/${id}`, restaurantContent({ address: 'Carrer Nou, 1' })],
  ['PUT', `/owner/assets/${id}/menu`, RESTAURANT_MENU],
  ['POST', `/owner/assets/${id}/submit`],
  ['POST', `/owner/assets/${id}/withdraw`],
  ['POST', `/owner/assets/${id}/unpublish`],
  ['DELETE', `/owner/assets/${id}`],
];
const adminRoutes = (id: string): [Method, string, unknown?][] => [
  ['GET', '/admin/review'],
  ['GET', '/admin/assets'],
  ['GET', `/admin/assets/${id}/revisions`],
  ['POST', `/admin/assets/${id}/publish`],
  ['POST', `/admin/assets/${id}/reject`, { reason: 'No' }],
  ['POST', `/admin/assets/${id}/unpublish`],
  ['POST', `/admin/assets/${id}/republish`],
  ['PUT', `/admin/assets/${id}/owner`, { ownerId: plain.user.id }],
];

async function expectStatus(token: string | undefined, routes: [Method, string, unknown?][], status: number) {
  for (const [method, url, body] of routes) {
    const res = await call(t.app, method, url, token, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    expect(res.json().error.code).toBe({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status]);
  }
}

/** The listing is as its owner left it. */
async function expectUntouched() {
  const res = await call(t.app, 'GET', `/owner/assets/${listingId}`, owner.token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(original);
}

describe('who may act on a listing', () => {
  it('another owner is told it does not exist, on every route', async () => {
    await expectStatus(otherOwner.token, ownerRoutes(listingId), 404);
    const mine = await call(t.app, 'GET', '/owner/assets', otherOwner.token);
    expect(mine.json().items).toEqual([]);
    await expectUntouched();
  });

  it('a plain user gets 403 on owner routes, even with a valid body', async () => {
    await expectStatus(
      plain.token,
      [
        ['GET', '/owner/assets'],
        ['POST', '/owner/assets', restaurantContent()],
      ],
      403,
    );
    await expectStatus(plain.token, ownerRoutes(listingId), 403);
    await expectUntouched();
  });

  it('an anonymous request gets 401, before its body is looked at', async () => {
    await expectStatus(
      undefined,
      [
        ['GET', '/owner/assets'],
        ['POST', '/owner/assets', { nonsense: true }],
      ],
      401,
    );
    await expectStatus(undefined, ownerRoutes(listingId), 401);
    await expectStatus(undefined, adminRoutes(listingId), 401);
    await expectUntouched();
  });

  it('an owner (or a plain user) gets 403 on every admin route', async () => {
    await expectStatus(owner.token, adminRoutes(listingId), 403);
    await expectStatus(plain.token, adminRoutes(listingId), 403);
    await expectUntouched();
  });

  it('an unknown listing is a 404 for an admin too', async () => {
    const admin = await accountWith(t.app, 'admin');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectStatus(admin.token, [...ownerRoutes(unknown), ...adminRoutes(unknown).slice(2, 7)], 404);
  });

  it('a demoted owner loses their listings with the token they hold', async () => {
    const demoted = await accountWith(t.app, 'owner', { name: 'Rosa Climent' });
    const created = await call(t.app, 'POST', '/owner/assets', demoted.token, restaurantContent());
    expect(created.statusCode).toBe(201);
    await setRole(t.app, demoted.user.id, 'user');
    await expectStatus(demoted.token, [['GET', '/owner/assets'], ...ownerRoutes(created.json().id)], 403);
  });

  it('a locked account’s token, or a revoked session’s, is refused (401)', async () => {
    const locked = await accountWith(t.app, 'owner', { name: 'Amparo Benet' });
    await t.app.db.execute(sql`update users set locked_at = now() where id = ${locked.user.id}`);
    await expectStatus(locked.token, [['GET', '/owner/assets'], ...ownerRoutes(listingId)], 401);

    const gone = await accountWith(t.app, 'admin', { name: 'Xavier Roig' });
    await t.app.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'signout' where user_id = ${gone.user.id}`,
    );
    await expectStatus(gone.token, [['GET', '/owner/assets'], ...adminRoutes(listingId)], 401);
    await expectUntouched();
  });
});
