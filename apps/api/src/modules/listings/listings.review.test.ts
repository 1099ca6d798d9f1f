import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetSchema } from '@town/shared/catalogue';
import type { ListingContentInput } from '@town/shared/listings';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { createAuditService } from '../audit/index.ts';
import { accountWith, call, restaurantContent, expectOk as expectOkFrom } from './listings.test-support.ts';
import { OWNER_WRITE_LIMIT } from './owner-listings.routes.ts';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWith(t.app, 'owner');
  admin = await accountWith(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: apiHeaders() });

const expectOk = (method: 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  expectOkFrom(t.app, method, url, token, payload);

async function published(content: ListingContentInput): Promise<string> {
  const res = await call(t.app, 'POST', '/owner/assets', owner.token, content);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
  await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
  return id;
}

/** The public page, once the answer cache has heard of the catalogue's last change. */
async function publicPage(id: string) {
  const { rows } = await t.app.pool.query<{ revision: string }>('select revision from catalogue_revision');
  const revision = Number(rows[0]!.revision).toString(36);
  await expect
    .poll(async () => (await publicGet('/map_markers?type=service')).headers.etag, { timeout: 10_000, interval: 10 })
    .toMatch(new RegExp(`^W/"${revision}-`));
  const res = await publicGet(`/asset/${id}?lang=es`);
  expect(res.statusCode, res.body).toBe(200);
  return assetSchema.parse(res.json());
}

/** A flat for long rent and for sale, each list with its price. */
function flat(overrides: Partial<ListingContentInput> = {}): ListingContentInput {
  return {
    type: 'property',
    long: true,
    sale: true,
    category: 'apartment',
    texts: { es: { name: 'Piso frente al puerto', summary: 'Tres habitaciones con vistas', sections: {} } },
    address: 'Carrer del Port, 12',
    location: { lat: 39.47, lng: -0.32 },
    price: { amount: 900, unit: 'month' },
    otherPrices: [{ amount: 240_000, unit: 'total' }],
    ...overrides,
  };
}

describe('review: an unreviewed change never reaches the public catalogue', () => {
  it('taking a property off a list waits for review: the published list keeps its price', async () => {
    const id = await published(flat());
    expect((await publicPage(id)).price).toMatchObject({ amount: 900 });
    // Unreviewed: no longer for long rent. The sale price is a live field, and unchanged.
    const put = await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, flat({ long: false, price: null }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'published', pendingChange: 'draft' });
    // The public still sees the published version: for long rent, at 900 a month.
    const page = await publicPage(id);
    expect(page.long).toBe(true);
    expect(page.price).toMatchObject({ amount: 900 });
    // A price on a list it stays on still goes live at once.
    const cheaper = flat({ long: false, price: null, otherPrices: [{ amount: 230_000, unit: 'total' }] });
    expect((await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, cheaper)).statusCode).toBe(200);
    await publicPage(id);
    const forSale = await publicGet('/asset?type=property&sale=true&limit=100');
    const card = (forSale.json() as { items: { id: string; price: { amount: number } }[] }).items.find(
      (item) => item.id === id,
    );
    expect(card?.price).toMatchObject({ amount: 230_000 });
  });

  it("a published page's website and e-mail wait for review, while its phone goes live at once", async () => {
    const id = await published(restaurantContent());
    // Someone who has taken over the owner's account points the page at another site.
    const elsewhere = { web: 'https://casapepa-pagos.example', email: 'reservas@casapepa-pagos.example' };
    const put = await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, restaurantContent(elsewhere));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'published', pendingChange: 'draft' });
    const page = await publicPage(id);
    expect(page.web).toBe('https://casapepa.example');
    expect(page.email).toBe('hola@casapepa.example');
    // A phone change on top goes live at once, and takes the unreviewed website and e-mail with it nowhere.
    await expectOk(
      'PUT',
      `/owner/assets/${id}`,
      owner.token,
      restaurantContent({ ...elsewhere, phone: '+34 600 000 222' }),
    );
    const withPhone = await publicPage(id);
    expect(withPhone.phone).toBe('+34 600 000 222');
    expect(withPhone.web).toBe('https://casapepa.example');
    expect(withPhone.email).toBe('hola@casapepa.example');
    // Once the town hall publishes the change, the page shows them.
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    expect(await publicPage(id)).toMatchObject({ ...elsewhere, phone: '+34 600 000 222' });
  });

  it('republishing after edits puts back the version last published', async () => {
    const id = await published(restaurantContent());
    const current = restaurantContent();
    await expectOk('PUT', `/owner/assets/${id}`, owner.token, {
      ...current,
      texts: { ...current.texts, es: { ...current.texts.es!, name: 'Sin revisar' } },
    });
    await expectOk('POST', `/owner/assets/${id}/unpublish`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/republish`, admin.token);
    expect((await publicPage(id)).name).toBe('Casa Pepa del Port');
  });
});

describe('review: audit', () => {
  it('giving a listing to the owner it already has changes nothing and records nothing', async () => {
    const id = await published(restaurantContent());
    expect(await expectOk('PUT', `/admin/assets/${id}/owner`, admin.token, { ownerId: owner.user.id })).toEqual({
      ownerId: owner.user.id,
    });
    const rows = await createAuditService({ db: t.app.db }).list({ limit: 10, targetId: id });
    expect(rows.map((row) => row.action)).toEqual(['listing.publish']);
  });
});

describe('review: rate limits', () => {
  it('limits an owner’s changes per account, as their uploads are', async () => {
    const busy = await accountWith(t.app, 'owner');
    const created = await call(t.app, 'POST', '/owner/assets', busy.token, restaurantContent());
    const { id } = created.json() as { id: string };
    for (let i = 0; i < OWNER_WRITE_LIMIT.max; i++) {
      expect((await call(t.app, 'PUT', `/owner/assets/${id}`, busy.token, restaurantContent())).statusCode).toBe(200);
    }
    const refused = await call(t.app, 'PUT', `/owner/assets/${id}`, busy.token, restaurantContent());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another account is counted apart.
    const mine = await published(restaurantContent());
    expect((await call(t.app, 'PUT', `/owner/assets/${mine}`, owner.token, restaurantContent())).statusCode).toBe(200);
  });
});
