import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetListSchema, assetSchema, mapMarkersSchema, menuSchema } from '@town/shared/catalogue';
import {
  adminListingSchema,
  listingContentSchema,
  listingDetailSchema,
  listingRevisionSchema,
  ownerListingSchema,
  reviewItemSchema,
  type ListingDetail,
} from '@town/shared/listings';
import { generateTown, insertAssets } from '../../seed/seed-town.ts';
import { createTestApp, apiHeaders, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { createAuditService } from '../audit/index.ts';
import { createCatalogueWriter } from '../catalogue/index.ts';
import { accountWith, call, restaurantContent, RESTAURANT_MENU } from './listings.test-support.ts';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWith(t.app, 'owner', { name: 'Pepa Ferrer', lang: 'ca' });
  admin = await accountWith(t.app, 'admin', { name: 'Joan Martí' });
});
afterAll(async () => {
  await t?.close();
});

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: apiHeaders() });

/**
 * Waits until this process has heard of the catalogue's last change (the NOTIFY comes within
 * moments: docs/architecture.md#catalogue-answer-cache): public answers carry the revision they
 * were made at in their ETag.
 */
async function settled() {
  const { rows } = await t.app.pool.query<{ revision: string }>('select revision from catalogue_revision');
  const revision = Number(rows[0]!.revision).toString(36);
  await expect
    .poll(async () => (await publicGet('/map_markers?type=service')).headers.etag, { timeout: 10_000, interval: 10 })
    .toMatch(new RegExp(`^W/"${revision}-`));
}

async function detail(id: string, token = owner.token): Promise<ListingDetail> {
  const res = await call(t.app, 'GET', `/owner/assets/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return listingDetailSchema.parse(res.json()) as ListingDetail;
}

async function create(content = restaurantContent(), token = owner.token): Promise<string> {
  const res = await call(t.app, 'POST', '/owner/assets', token, content);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function expectOk(method: 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  const res = await call(t.app, method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A listing that went through review: created, submitted, published. */
async function published(content = restaurantContent()): Promise<string> {
  const id = await create(content);
  await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
  await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
  return id;
}

async function mailsTo(email: string) {
  const { rows } = await t.app.pool.query<{ subject: string; text: string; html: string; kind: string }>(
    'select subject, text, html, kind from outbox where "to" = $1 order by created_at',
    [email],
  );
  return rows;
}

async function auditOf(id: string) {
  return createAuditService({ db: t.app.db }).list({ limit: 100, targetId: id });
}

describe('a place to eat, from draft to the public guide', () => {
  it('is created, given a menu, submitted, published, shown everywhere in its languages, and unpublished', async () => {
    const id = await create();
    let listing = await detail(id);
    expect(listing).toMatchObject({
      status: 'draft',
      pendingChange: null,
      type: 'eat',
      ownerId: owner.user.id,
      languages: ['es', 'ca'],
      menuLanguages: [],
      publicPath: null,
    });
    expect(listing.productId).toBeGreaterThanOrEqual(100000);
    // A draft shows nowhere.
    expect((await publicGet(`/asset/${id}`)).statusCode).toBe(404);

    const menu = await call(t.app, 'PUT', `/owner/assets/${id}/menu`, owner.token, RESTAURANT_MENU);
    expect(menu.statusCode, menu.body).toBe(200);
    expect(listingDetailSchema.parse(menu.json()).menuLanguages).toEqual(['es', 'ca']);

    const submitted = await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    expect(submitted).toEqual({ status: 'review', pendingChange: null });
    // Sending it twice is refused: nothing new to send.
    const again = await call(t.app, 'POST', `/owner/assets/${id}/submit`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LISTING_STATE');

    const review = await call(t.app, 'GET', '/admin/review', admin.token);
    const item = review
      .json()
      .items.map((i: unknown) => reviewItemSchema.parse(i))
      .find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      kind: 'new',
      name: 'Casa Pepa del Port',
      ownerId: owner.user.id,
      ownerName: 'Pepa Ferrer',
      ownerEmail: owner.email,
    });

    expect(await expectOk('POST', `/admin/assets/${id}/publish`, admin.token)).toEqual({ status: 'published' });
    listing = await detail(id);
    expect(listing).toMatchObject({
      status: 'published',
      pendingChange: null,
      publicPath: `/es/assets/asset/${id}/eat`,
    });

    // The public guide shows it at once, in the visitor's language when written, else in Spanish.
    await settled();
    const eatList = assetListSchema.parse((await publicGet('/asset?type=eat&lang=ca&limit=100')).json());
    expect(eatList.items.find((a) => a.id === id)).toMatchObject({ name: 'Casa Pepa del Port', lang: 'ca' });
    // Found by its cuisine's name in the visitor's language, as the demo town's listings are.
    const found = assetListSchema.parse((await publicGet('/asset?type=eat&lang=ca&q=marisc&limit=100')).json());
    expect(found.items.map((a) => a.id)).toContain(id);
    const page = assetSchema.parse((await publicGet(`/asset/${id}?lang=ca`)).json());
    expect(page).toMatchObject({ lang: 'ca', summary: 'Arrossos i peix del dia al costat de la llotja' });
    expect(page.phone).toBe('+34 962 000 111');
    const german = assetSchema.parse((await publicGet(`/asset/${id}?lang=de`)).json());
    expect(german.lang).toBe('es');
    const caMenu = menuSchema.parse(
      (await publicGet(`/rest_menu_items?product_id=${listing.productId}&lang=ca`)).json(),
    );
    expect(caMenu.lang).toBe('ca');
    expect(caMenu.sections[0]!.items.map((i) => [i.name, i.price, i.allergens])).toEqual([
      ['Arròs a banda', 16.5, ['fish', 'crustaceans', 'eggs']],
      ['Paella de marisc', 19, ['crustaceans', 'molluscs']],
    ]);
    const markers = mapMarkersSchema.parse((await publicGet('/map_markers?type=eat&lang=ca')).json());
    expect(markers.items.find((m) => m.id === id)).toMatchObject({ name: 'Casa Pepa del Port', lat: 39.4702 });

    // The owner is told, in their language (Catalan).
    const [mail] = (await mailsTo(owner.email)).filter((m) => m.kind === 'listing-published');
    expect(mail!.subject).toBe('Anunci publicat: Casa Pepa del Port');
    expect(mail!.text).toContain(`/ca/owner/${id}`);

    // Unpublished by its owner: gone from every public place.
    expect(await expectOk('POST', `/owner/assets/${id}/unpublish`, owner.token)).toEqual({ status: 'unpublished' });
    await settled();
    expect((await publicGet(`/asset/${id}`)).statusCode).toBe(404);
    const after = assetListSchema.parse((await publicGet('/asset?type=eat&limit=100')).json());
    expect(after.items.some((a) => a.id === id)).toBe(false);
    const afterMarkers = mapMarkersSchema.parse((await publicGet('/map_markers?type=eat')).json());
    expect(afterMarkers.items.some((m) => m.id === id)).toBe(false);
    // A listing once published is never deleted.
    const deleted = await call(t.app, 'DELETE', `/owner/assets/${id}`, owner.token);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('LISTING_NOT_DELETABLE');

    // Only the town hall puts it back.
    expect(await expectOk('POST', `/admin/assets/${id}/republish`, admin.token)).toEqual({ status: 'published' });
    await settled();
    expect((await publicGet(`/asset/${id}`)).statusCode).toBe(200);
  });
});

describe('changes to a published listing', () => {
  it('waits for review for a description, while opening hours go live at once', async () => {
    const id = await published();
    const current = restaurantContent();
    const changed = restaurantContent({
      texts: { ...current.texts, es: { ...current.texts.es!, summary: 'Ahora también cenas con vistas' } },
    });
    const put = await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(listingDetailSchema.parse(put.json())).toMatchObject({ status: 'published', pendingChange: 'draft' });
    // The editor shows the change, the public the published version.
    expect((await detail(id)).content.texts.es!.summary).toBe('Ahora también cenas con vistas');
    await settled();
    const before = assetSchema.parse((await publicGet(`/asset/${id}`)).json());
    expect(before.summary).toBe('Arroces y pescado del día junto a la lonja');

    const hours = [{ day: 'sun' as const, opens: '12:00', closes: '17:00' }];
    const live = await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, { ...changed, openingHours: hours });
    expect(live.statusCode, live.body).toBe(200);
    await settled();
    const page = assetSchema.parse((await publicGet(`/asset/${id}`)).json());
    expect(page.openingHours).toEqual(hours);
    expect(page.summary).toBe('Arroces y pescado del día junto a la lonja');

    const revisions = (await call(t.app, 'GET', `/admin/assets/${id}/revisions`, admin.token)).json().items;
    const states = revisions.map((r: unknown) => listingRevisionSchema.parse(r).state);
    // Newest first: the hours (live), the summary (saved), the publication.
    expect(states.slice(0, 3)).toEqual(['live', 'saved', 'published']);

    expect(await expectOk('POST', `/owner/assets/${id}/submit`, owner.token)).toEqual({
      status: 'published',
      pendingChange: 'review',
    });
    const queue = (await call(t.app, 'GET', '/admin/review', admin.token)).json().items;
    expect(queue.find((i: { id: string }) => i.id === id)).toMatchObject({ kind: 'change' });
    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    await settled();
    const after = assetSchema.parse((await publicGet(`/asset/${id}`)).json());
    expect(after.summary).toBe('Ahora también cenas con vistas');
    // Publication keeps the hours that went live after the submission.
    expect(after.openingHours).toEqual(hours);
    expect((await detail(id)).pendingChange).toBeNull();
  });

  it('a rejected change leaves the published version up, and the owner is mailed the reason', async () => {
    const id = await published();
    const current = restaurantContent();
    await expectOk('PUT', `/owner/assets/${id}`, owner.token, {
      ...current,
      texts: { ...current.texts, es: { ...current.texts.es!, name: 'EL MEJOR RESTAURANTE DEL MUNDO' } },
    });
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    const reason = 'El nombre no puede ir en mayúsculas ni hacer publicidad.';
    expect(await expectOk('POST', `/admin/assets/${id}/reject`, admin.token, { reason })).toEqual({
      status: 'published',
    });
    expect(await detail(id)).toMatchObject({ status: 'published', pendingChange: 'rejected', rejectionReason: reason });
    await settled();
    expect(assetSchema.parse((await publicGet(`/asset/${id}`)).json()).name).toBe('Casa Pepa del Port');
    const mail = (await mailsTo(owner.email)).filter((m) => m.kind === 'listing-rejected').at(-1);
    expect(mail!.subject).toBe('Anunci no publicat: EL MEJOR RESTAURANTE DEL MUNDO');
    expect(mail!.text).toContain(reason);
  });

  it('editing while a change waits for review takes the submission back', async () => {
    const id = await create();
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('PUT', `/owner/assets/${id}`, owner.token, restaurantContent({ address: 'Moll de Ponent, 6' }));
    expect(await detail(id)).toMatchObject({ status: 'draft' });
    const queue = (await call(t.app, 'GET', '/admin/review', admin.token)).json().items;
    expect(queue.some((i: { id: string }) => i.id === id)).toBe(false);
    const refused = await call(t.app, 'POST', `/admin/assets/${id}/publish`, admin.token);
    expect(refused.statusCode).toBe(409);
  });

  it('a never-published listing is rejected, withdrawn and deleted', async () => {
    const id = await create();
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/reject`, admin.token, { reason: 'Faltan fotos.' });
    expect(await detail(id)).toMatchObject({ status: 'rejected', rejectionReason: 'Faltan fotos.' });
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    expect(await expectOk('POST', `/owner/assets/${id}/withdraw`, owner.token)).toEqual({
      status: 'draft',
      pendingChange: null,
    });
    const deleted = await call(t.app, 'DELETE', `/owner/assets/${id}`, owner.token);
    expect(deleted.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/owner/assets/${id}`, owner.token)).statusCode).toBe(404);
  });

  it('refuses a menu for a listing that is not a place to eat', async () => {
    const id = await create({
      ...restaurantContent(),
      type: 'store',
      category: 'bakery',
      cuisines: [],
      texts: { es: { name: 'Forn de Sant Roc', summary: 'Pa de llenya', sections: {} } },
    });
    const res = await call(t.app, 'PUT', `/owner/assets/${id}/menu`, owner.token, RESTAURANT_MENU);
    expect(res.statusCode).toBe(409);
    expect((await detail(id)).productId).toBeNull();
  });
});

describe("the owner's and the town hall's lists", () => {
  it('lists the owner’s own listings, and the admin finds any by name and status', async () => {
    const id = await create(
      restaurantContent({ texts: { es: { name: 'Bodega Àngels Güell', summary: 'Vinos', sections: {} } } }),
    );
    const mine = (await call(t.app, 'GET', '/owner/assets', owner.token))
      .json()
      .items.map((i: unknown) => ownerListingSchema.parse(i));
    expect(mine[0]).toMatchObject({ id, name: 'Bodega Àngels Güell', status: 'draft', languages: [] });
    expect(mine.every((i: { id: string }) => i.id)).toBe(true);

    const found = await call(t.app, 'GET', '/admin/assets?q=angels%20guell&status=draft', admin.token);
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(adminListingSchema.parse(page.items[0])).toMatchObject({ id, ownerEmail: owner.email });
  });
});

describe('the town hall acting on a listing', () => {
  it('edits, transfers and publishes, each with its audit row', async () => {
    const other = await accountWith(t.app, 'owner', { name: 'Vicent Llorca' });
    const plain = await accountWith(t.app, 'user');
    const id = await create();

    const edited = await call(
      t.app,
      'PUT',
      `/owner/assets/${id}`,
      admin.token,
      restaurantContent({ phone: '+34 600 000 000' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const refused = await call(t.app, 'PUT', `/admin/assets/${id}/owner`, admin.token, { ownerId: plain.user.id });
    expect(refused.statusCode).toBe(400);
    expect(await expectOk('PUT', `/admin/assets/${id}/owner`, admin.token, { ownerId: other.user.id })).toEqual({
      ownerId: other.user.id,
    });
    expect((await call(t.app, 'GET', `/owner/assets/${id}`, owner.token)).statusCode).toBe(404);
    expect((await detail(id, other.token)).ownerId).toBe(other.user.id);

    await expectOk('POST', `/owner/assets/${id}/submit`, other.token);
    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    await expectOk('POST', `/admin/assets/${id}/unpublish`, admin.token);
    await expectOk('POST', `/admin/assets/${id}/republish`, admin.token);

    const actions = (await auditOf(id)).map((row) => row.action).reverse();
    expect(actions).toEqual([
      'listing.edit',
      'listing.owner',
      'listing.publish',
      'listing.unpublish',
      'listing.republish',
    ]);
    const rows = await auditOf(id);
    expect(rows.every((row) => row.actorId === admin.user.id && row.targetType === 'listing')).toBe(true);
    expect(rows.find((row) => row.action === 'listing.edit')).toMatchObject({
      before: { phone: '+34 962 000 111' },
      after: { phone: '+34 600 000 000' },
    });
    expect(rows.find((row) => row.action === 'listing.owner')).toMatchObject({
      before: { ownerId: owner.user.id },
      after: { ownerId: other.user.id },
    });
  });

  it('records a rejection too', async () => {
    const id = await create();
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/reject`, admin.token, { reason: 'Dirección incompleta.' });
    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'listing.reject',
      after: { status: 'rejected', reason: 'Dirección incompleta.' },
    });
  });
});

describe('the demo town’s listings, from before owners', () => {
  it('read back from the catalogue as content that keeps every rule, and are edited like any other', async () => {
    const town = generateTown({ seed: 'listings-test', assets: 40 });
    await insertAssets(t.app.db, town);
    const writer = createCatalogueWriter({ db: t.app.db });
    for (const { asset } of town) {
      const content = await writer.readContent(asset.id);
      const result = listingContentSchema.safeParse(content);
      expect(result.success, `${asset.type} ${asset.id}: ${result.error?.message}`).toBe(true);
    }

    const eat = town.find((a) => a.asset.type === 'eat' && a.images.length && a.menu.length)!;
    const id = eat.asset.id;
    await expectOk('PUT', `/admin/assets/${id}/owner`, admin.token, { ownerId: owner.user.id });
    const listing = await detail(id);
    expect(listing).toMatchObject({ status: 'published', pendingChange: null, productId: eat.asset.productId });
    expect(listing.photos.map((p) => p.id)).toEqual(eat.images);
    expect(listing.photos[0]!.srcset.length).toBeGreaterThan(0);
    expect(listing.menuLanguages.length).toBeGreaterThan(0);

    const es = listing.content.texts.es!;
    const put = await call(t.app, 'PUT', `/owner/assets/${id}`, owner.token, {
      ...listing.content,
      texts: { ...listing.content.texts, es: { ...es, summary: 'Reformado en 2025' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const revisions = (await call(t.app, 'GET', `/admin/assets/${id}/revisions`, admin.token)).json().items;
    expect(revisions.map((r: { number: number; state: string }) => [r.number, r.state])).toEqual([
      [2, 'saved'],
      [1, 'published'],
    ]);
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    await settled();
    const page = assetSchema.parse((await publicGet(`/asset/${id}?lang=es`)).json());
    expect(page.summary).toBe('Reformado en 2025');
    expect(page.images.map((i) => i.id)).toEqual(eat.images);
    const menu = menuSchema.parse((await publicGet(`/rest_menu_items?product_id=${eat.asset.productId}`)).json());
    expect(menu.sections.length).toBe(eat.menu.length);
  });
});
