import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { menuSchema, type Menu } from '@town/shared/catalogue';
import { ALLERGENS } from '@town/shared/catalogue-codes';
import {
  listingMenuSchema,
  listingRevisionSchema,
  savedMenuSchema,
  type ListingMenu,
  type SavedMenu,
} from '@town/shared/listings';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { createAuditService } from '../audit/index.ts';
import {
  accountWith,
  call,
  restaurantContent,
  RESTAURANT_MENU,
  expectOk as expectOkFrom,
} from './listings.test-support.ts';

/*
 * A published place to eat's menu (docs/listings.md#menus): the price, allergens and
 * availability of a dish already on the public menu go live when the owner saves; names,
 * descriptions and dishes added, removed or moved wait for the town hall.
 */

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

const expectOk = (method: 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  expectOkFrom(t.app, method, url, token, payload);

/** A restaurant with RESTAURANT_MENU, through review and published; answers its id and menu key. */
async function publishedRestaurant(): Promise<{ id: string; productId: number }> {
  const created = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  const saved = await saveMenu(id, RESTAURANT_MENU);
  await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
  await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
  return { id, productId: saved.productId! };
}

async function saveMenu(id: string, menu: ListingMenu, token = owner.token): Promise<SavedMenu> {
  const res = await call(t.app, 'PUT', `/owner/assets/${id}/menu`, token, menu);
  expect(res.statusCode, res.body).toBe(200);
  return savedMenuSchema.parse(res.json()) as SavedMenu;
}

/**
 * The public menu in Spanish, once this process has heard of the catalogue's last change (the
 * answers carry the revision they were made at in their ETag).
 */
async function publicMenu(productId: number): Promise<Menu> {
  const { rows } = await t.app.pool.query<{ revision: string }>('select revision from catalogue_revision');
  const revision = Number(rows[0]!.revision).toString(36);
  await expect
    .poll(async () => (await publicGet('/map_markers?type=service')).headers.etag, { timeout: 10_000, interval: 10 })
    .toMatch(new RegExp(`^W/"${revision}-`));
  const res = await publicGet(`/rest_menu_items?product_id=${productId}&lang=es`);
  expect(res.statusCode, res.body).toBe(200);
  return menuSchema.parse(res.json());
}

/** Each public dish as [name, price, allergens, available], section by section. */
const dishes = (menu: Menu) =>
  menu.sections.map((section) => section.items.map((i) => [i.name, i.price, i.allergens, i.available]));

async function revisionStates(id: string): Promise<string[]> {
  const res = await call(t.app, 'GET', `/admin/assets/${id}/revisions`, admin.token);
  return (res.json().items as unknown[]).map((r) => listingRevisionSchema.parse(r).state);
}

/** RESTAURANT_MENU with its first section's dishes changed by `change`. */
function menuWith(change: (items: ListingMenu['sections'][number]['items']) => void): ListingMenu {
  const menu = structuredClone(RESTAURANT_MENU);
  change(menu.sections[0]!.items);
  return menu;
}

describe('a published menu', () => {
  it('shows an allergen, a price and a dish back on at once, with no review', async () => {
    const { id, productId } = await publishedRestaurant();
    expect(dishes(await publicMenu(productId))).toEqual([
      [
        ['Arroz a banda', 16.5, ['fish', 'crustaceans', 'eggs'], true],
        ['Paella de marisco', 19, ['crustaceans', 'molluscs'], false],
      ],
    ]);

    const saved = await saveMenu(
      id,
      menuWith(([rice, paella]) => {
        rice!.allergens = ['gluten', 'crustaceans', 'eggs', 'fish'];
        paella!.price = 21.5;
        paella!.available = true;
      }),
    );
    expect(saved.menuChange).toEqual({ live: 2, waiting: false });
    // Nothing for the town hall to review: no change waiting, nothing to send.
    expect(saved).toMatchObject({ status: 'published', pendingChange: null });
    expect((await revisionStates(id))[0]).toBe('live');
    expect(dishes(await publicMenu(productId))).toEqual([
      [
        ['Arroz a banda', 16.5, ['gluten', 'crustaceans', 'eggs', 'fish'], true],
        ['Paella de marisco', 21.5, ['crustaceans', 'molluscs'], true],
      ],
    ]);
    const submit = await call(t.app, 'POST', `/owner/assets/${id}/submit`, owner.token);
    expect(submit.statusCode).toBe(409);
  });

  it('keeps a renamed dish, a new description and a new dish for review, while the others’ prices go live', async () => {
    const { id, productId } = await publishedRestaurant();
    const changed = menuWith((items) => {
      const [rice, paella] = items;
      // Renamed: a new dish as far as the public menu knows, its price with it.
      rice!.name = { es: 'Arroz a banda del puerto', ca: 'Arròs a banda del port' };
      rice!.price = 18;
      paella!.description = { es: 'Para dos' };
      paella!.price = 20;
      items.push({
        name: { es: 'Fideuà' },
        description: {},
        price: 17,
        allergens: ['gluten', 'crustaceans'],
        available: true,
      });
    });
    const saved = await saveMenu(id, changed);
    expect(saved.menuChange).toEqual({ live: 1, waiting: true });
    expect(saved).toMatchObject({ status: 'published', pendingChange: 'draft' });
    expect(saved.content.menu).toEqual(changed);
    expect((await revisionStates(id))[0]).toBe('saved');
    const waiting = await publicMenu(productId);
    expect(dishes(waiting)).toEqual([
      [
        ['Arroz a banda', 16.5, ['fish', 'crustaceans', 'eggs'], true],
        ['Paella de marisco', 20, ['crustaceans', 'molluscs'], false],
      ],
    ]);
    expect(waiting.sections[0]!.items[1]!.description).toBeNull();

    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);
    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    const approved = await publicMenu(productId);
    expect(dishes(approved)).toEqual([
      [
        ['Arroz a banda del puerto', 18, ['fish', 'crustaceans', 'eggs'], true],
        ['Paella de marisco', 20, ['crustaceans', 'molluscs'], false],
        ['Fideuà', 17, ['gluten', 'crustaceans'], true],
      ],
    ]);
    expect(approved.sections[0]!.items[1]!.description).toBe('Para dos');
  });

  it('knows a dish moved by its name: its allergen goes live, the new order waits', async () => {
    const { id, productId } = await publishedRestaurant();
    const saved = await saveMenu(
      id,
      menuWith((items) => {
        items.reverse();
        items[0]!.allergens = ['crustaceans', 'molluscs', 'sulphites'];
      }),
    );
    expect(saved.menuChange).toEqual({ live: 1, waiting: true });
    expect(dishes(await publicMenu(productId))).toEqual([
      [
        ['Arroz a banda', 16.5, ['fish', 'crustaceans', 'eggs'], true],
        ['Paella de marisco', 19, ['crustaceans', 'molluscs', 'sulphites'], false],
      ],
    ]);
  });

  it('goes live while a change waits for review, which stays waiting and is published with it', async () => {
    const { id, productId } = await publishedRestaurant();
    const renamed = menuWith(([rice]) => {
      rice!.name = { es: 'Arroz del senyoret', ca: 'Arròs del senyoret' };
    });
    await saveMenu(id, renamed);
    await expectOk('POST', `/owner/assets/${id}/submit`, owner.token);

    const offToday = structuredClone(renamed);
    offToday.sections[0]!.items[1]!.price = 22;
    const saved = await saveMenu(id, offToday);
    expect(saved.menuChange).toEqual({ live: 1, waiting: true });
    expect(saved).toMatchObject({ status: 'published', pendingChange: 'review' });
    expect(dishes(await publicMenu(productId))[0]!.map((dish) => dish.slice(0, 2))).toEqual([
      ['Arroz a banda', 16.5],
      ['Paella de marisco', 22],
    ]);

    await expectOk('POST', `/admin/assets/${id}/publish`, admin.token);
    expect(dishes(await publicMenu(productId))[0]!.map((dish) => dish.slice(0, 2))).toEqual([
      ['Arroz del senyoret', 16.5],
      ['Paella de marisco', 22],
    ]);
  });

  it('a listing never published: everything waits, and nothing is public', async () => {
    const created = await call(t.app, 'POST', '/owner/assets', owner.token, restaurantContent());
    const { id } = created.json() as { id: string };
    const saved = await saveMenu(id, RESTAURANT_MENU);
    expect(saved.menuChange).toEqual({ live: 0, waiting: true });
    const again = await saveMenu(
      id,
      menuWith(([rice]) => {
        rice!.price = 17;
      }),
    );
    expect(again.menuChange).toEqual({ live: 0, waiting: true });
    expect((await publicGet(`/rest_menu_items?product_id=${saved.productId}`)).statusCode).toBe(404);
  });

  it('the town hall changing an owner’s price: live at once, and audited', async () => {
    const { id, productId } = await publishedRestaurant();
    const changed = menuWith(([rice]) => {
      rice!.price = 15;
    });
    expect((await saveMenu(id, changed, admin.token)).menuChange).toEqual({ live: 1, waiting: false });
    expect(dishes(await publicMenu(productId))[0]![0]![1]).toBe(15);
    const [row] = await createAuditService({ db: t.app.db }).list({ limit: 10, targetId: id });
    expect(row).toMatchObject({
      action: 'listing.edit',
      actorId: admin.user.id,
      before: { menu: RESTAURANT_MENU },
      after: { menu: changed },
    });
  });
});

describe('who may change a published menu', () => {
  it('another owner (404), a plain user (403) and an anonymous visitor (401) change nothing', async () => {
    const { id, productId } = await publishedRestaurant();
    const other = await accountWith(t.app, 'owner', { name: 'Vicent Llorca' });
    const plain = await accountWith(t.app, 'user');
    const before = { menu: await publicMenu(productId), states: await revisionStates(id) };
    const cheaper = menuWith(([rice, paella]) => {
      rice!.price = 1;
      rice!.allergens = [];
      paella!.available = true;
    });
    for (const [token, status, code] of [
      [other.token, 404, 'NOT_FOUND'],
      [plain.token, 403, 'FORBIDDEN'],
      [undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await call(t.app, 'PUT', `/owner/assets/${id}/menu`, token, cheaper);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect({ menu: await publicMenu(productId), states: await revisionStates(id) }).toEqual(before);
  });
});

describe('a bad menu', () => {
  /** A valid menu's dish with one field made wrong, or the menu made wrong as a whole. */
  const brokenMenu = fc
    .oneof(
      fc
        .record({
          field: fc.constantFrom('price', 'allergens', 'available', 'name', 'description'),
          value: fc.oneof(
            fc.constantFrom(-1, 12.345, 100_001, 'doce', null, ['peanut'], ['gluten', 'soy', 'x'], 'yes', 0, {}),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        })
        .map(({ field, value }) =>
          menuWith(([rice]) => {
            Object.assign(rice!, { [field]: value });
          }),
        ),
      fc.constantFrom<unknown>(
        { sections: 'Arroces' },
        { sections: [{ name: { es: 'Arroces' } }] },
        { sections: [{ name: { xx: 'Arroces' }, items: [] }] },
        { sections: Array.from({ length: 31 }, () => ({ name: { es: 'A' }, items: [] })) },
        [],
        null,
      ),
    )
    .filter((body) => !listingMenuSchema.safeParse(body).success);

  it('is a 400 naming its fields, and the public menu and the revisions stay as they were', async () => {
    const { id, productId } = await publishedRestaurant();
    const before = { menu: await publicMenu(productId), states: await revisionStates(id) };
    await fc.assert(
      fc.asyncProperty(brokenMenu, async (body) => {
        const res = await call(t.app, 'PUT', `/owner/assets/${id}/menu`, owner.token, body);
        expect(res.statusCode, res.body).toBe(400);
        const { error } = apiErrorSchema.parse(res.json());
        expect(error.code).toBe('VALIDATION_ERROR');
        expect(Array.isArray(error.details) && error.details.length > 0, res.body).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect({ menu: await publicMenu(productId), states: await revisionStates(id) }).toEqual(before);
  });
});

describe('whatever menu the owner saves', () => {
  /** A menu of one or two sections, its dishes named from a few names (some twice), prices and allergens. */
  const savedMenu = fc
    .array(
      fc.record({
        name: fc.constantFrom('Arroces', 'Postres'),
        items: fc.array(
          fc.record({
            name: fc.constantFrom('Arroz a banda', 'Paella de marisco', 'Fideuà', 'Flan'),
            price: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
            allergens: fc.subarray([...ALLERGENS]),
            available: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
      }),
      { minLength: 1, maxLength: 2 },
    )
    .map((sections): ListingMenu => ({
      sections: sections.map((section) => ({
        name: { es: section.name },
        items: section.items.map((item) => ({ ...item, name: { es: item.name }, description: {} })),
      })),
    }));

  it('the public menu keeps its published dishes, names and order; only their prices, allergens and availability follow', async () => {
    const { id, productId } = await publishedRestaurant();
    let previous = await publicMenu(productId);
    await fc.assert(
      fc.asyncProperty(savedMenu, async (menu) => {
        const saved = await saveMenu(id, menu);
        const shown = await publicMenu(productId);
        expect(shown.sections.map((s) => [s.name, s.items.map((i) => [i.name, i.description])])).toEqual([
          [
            'Arroces',
            [
              ['Arroz a banda', 'Con alioli'],
              ['Paella de marisco', null],
            ],
          ],
        ]);
        const all = menu.sections.flatMap((section) =>
          section.items.map((item) => ({ section: section.name.es, item })),
        );
        const liveValues = (dish: { price: number; allergens: readonly string[]; available: boolean }) => [
          dish.price,
          [...dish.allergens].sort(),
          dish.available,
        ];
        let changed = 0;
        shown.sections[0]!.items.forEach((dish, index) => {
          // The saved dish of the same name, told apart by its section when named twice; else none.
          const named = all.filter(({ item }) => item.name.es === dish.name);
          const inSection = named.filter(({ section }) => section === 'Arroces');
          const match = named.length === 1 ? named[0] : inSection.length === 1 ? inSection[0] : undefined;
          const before = previous.sections[0]!.items[index]!;
          expect(liveValues(dish)).toEqual(liveValues(match ? match.item : before));
          if (JSON.stringify(liveValues(dish)) !== JSON.stringify(liveValues(before))) changed += 1;
        });
        // The answer counts the public dishes that changed.
        expect(saved.menuChange.live).toBe(changed);
        previous = shown;
      }),
      { numRuns: 25 },
    );
  });
});
