import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '@town/shared/admin';
import { generateTown, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, type SignedIn } from '../accounts/accounts.test-support.ts';
import { changeUser, signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { accountWith, call, expectOk, restaurantContent } from '../listings/listings.test-support.ts';

/*
 * The audit log reads in words (docs/listings.md#audit): each entry carries today's names of
 * the listing or account it is about and of the accounts its states name, looked up through
 * the listings and accounts modules.
 */

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let nextOwner: SignedIn;
let subject: SignedIn;
let published: string;
let demo: { id: string; name: string };
let deleted: string;

beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
  owner = await accountWith(t.app, 'owner', { name: 'Joan Mira' });
  nextOwner = await accountWith(t.app, 'owner', { name: 'Berta Roig' });
  subject = await signup(t.app, { name: 'Xavier Puig' });

  // An owner's restaurant, published by the town hall and then given to another owner.
  const created = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
  expect(created.statusCode, created.body).toBe(201);
  published = (created.json() as { id: string }).id;
  await expectOk(t.app, 'POST', `/owner/assets/${published}/submit`, owner.token);
  await expectOk(t.app, 'POST', `/admin/assets/${published}/publish`, admin.token);
  await expectOk(t.app, 'PUT', `/admin/assets/${published}/owner`, admin.token, { ownerId: nextOwner.user.id });

  // A listing of the demo town nobody has edited (no revision yet), unpublished by the town hall.
  const [asset] = generateTown({ seed: 'audit-names', assets: 1 });
  await insertAssets(t.app.db, [asset!]);
  demo = { id: asset!.asset.id, name: asset!.texts.find((text) => text.lang === 'es')!.name };
  await expectOk(t.app, 'POST', `/admin/assets/${demo.id}/unpublish`, admin.token);

  // An owner's draft the town hall deletes: it is no longer there to be named.
  const draft = await call(
    t.app,
    'POST',
    '/owner/assets',
    owner.token,
    restaurantContent({ texts: { es: { name: 'Bar Efímero', summary: 'Solo un borrador', sections: {} } } }),
  );
  expect(draft.statusCode, draft.body).toBe(201);
  deleted = (draft.json() as { id: string }).id;
  expect((await call(t.app, 'DELETE', `/owner/assets/${deleted}`, admin.token)).statusCode).toBe(204);

  expect((await changeUser(t.app, admin.token, subject.user.id, { role: 'owner' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: apiHeaders(token) });

async function entries(): Promise<AuditEntry[]> {
  const res = await get(admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).items;
}

const entry = (items: AuditEntry[], action: string, targetId: string) => {
  const found = items.find((e) => e.action === action && e.targetId === targetId);
  expect(found, `${action} ${targetId}`).toBeDefined();
  return found!;
};

describe('GET /admin/audit, in words', () => {
  it('names the listing an entry is about, by its newest name, and who acted', async () => {
    const items = await entries();
    expect(entry(items, 'listing.publish', published)).toMatchObject({
      actorName: 'Amparo Ferrer',
      targetType: 'listing',
      targetName: 'Casa Pepa del Port',
      accountNames: {},
      after: { status: 'published' },
    });
  });

  it('names a listing nobody has edited yet by the catalogue’s Spanish name', async () => {
    expect(entry(await entries(), 'listing.unpublish', demo.id)).toMatchObject({
      targetName: demo.name,
      before: { status: 'published' },
      after: { status: 'unpublished' },
    });
  });

  it('names the accounts a change names: the old and the new owner', async () => {
    const transfer = entry(await entries(), 'listing.owner', published);
    expect(transfer).toMatchObject({
      targetName: 'Casa Pepa del Port',
      before: { ownerId: owner.user.id },
      after: { ownerId: nextOwner.user.id },
    });
    expect(transfer.accountNames).toEqual({ [owner.user.id]: 'Joan Mira', [nextOwner.user.id]: 'Berta Roig' });
  });

  it('names an account by its name, and has no name for a listing no longer kept', async () => {
    const items = await entries();
    expect(entry(items, 'user.update', subject.user.id)).toMatchObject({
      targetType: 'user',
      targetName: 'Xavier Puig',
      before: { role: 'user' },
      after: { role: 'owner' },
    });
    expect(entry(items, 'listing.delete', deleted)).toMatchObject({
      targetName: null,
      accountNames: { [owner.user.id]: 'Joan Mira' },
    });
  });

  it('follows a rename: the name is today’s', async () => {
    const renamed = restaurantContent({
      texts: { ...restaurantContent().texts, es: { ...restaurantContent().texts.es!, name: 'Casa Pepa Marinera' } },
    });
    await expectOk(t.app, 'PUT', `/owner/assets/${published}`, nextOwner.token, renamed);
    expect(entry(await entries(), 'listing.publish', published).targetName).toBe('Casa Pepa Marinera');
  });

  it('tells no name to anyone but an admin: anonymous 401, a user and an owner 403', async () => {
    const plain = await signup(t.app, { name: 'Rosa Pons' });
    for (const [token, status] of [
      [undefined, 401],
      [plain.token, 403],
      [owner.token, 403],
      [nextOwner.token, 403],
    ] as const) {
      const res = await get(token);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain('Casa Pepa');
      expect(res.body).not.toContain('Xavier Puig');
    }
  });
});
