import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { searchAnswerSchema, SEARCH_LIMIT } from '@town/shared/catalogue';
import type { ListingMenu, ListingMenuItem } from '@town/shared/listings';
import { buildAsset, type GeneratedAsset } from '../../seed/factories.ts';
import { Random } from '../../seed/random.ts';
import { createTownContext, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith, call, expectOk, restaurantContent } from '../listings/listings.test-support.ts';

let t: TestApp;
const context = createTownContext();
let nextIndex = 80_000;

/** A published place of `list` named `names` (es, and en when given), with summaries saying what it is. */
async function place(
  list: 'eat' | 'rent' | 'store' | 'activity',
  names: { es: string; en?: string },
  status: 'published' | 'draft' = 'published',
): Promise<GeneratedAsset> {
  const asset = buildAsset(new Random(`search:${nextIndex}`), list, {
    index: nextIndex++,
    createdAt: new Date(),
    context,
  });
  asset.asset.status = status;
  asset.texts = asset.texts
    .filter((text) => text.lang === 'es' || (text.lang === 'en' && names.en))
    .map((text) => {
      const name = text.lang === 'en' ? names.en! : names.es;
      return { ...text, name, summary: `Resumen de ${name}`, searchText: name };
    });
  await insertAssets(t.app.db, [asset]);
  return asset;
}

/** A dish as an owner writes it, at 12 €. */
function dish(name: ListingMenuItem['name'], description: ListingMenuItem['description'] = {}): ListingMenuItem {
  return { name, description, price: 12, allergens: [], available: true };
}

/** One section of rice dishes holding `dishes`. */
const riceMenu = (...dishes: ListingMenuItem[]): ListingMenu => ({
  sections: [{ name: { es: 'Arroces', ca: 'Arrossos' }, items: dishes }],
});

/** A restaurant named `name` (es and ca) made by the owner with `menu`: a draft until `publish`ed. */
async function restaurant(name: string, menu: ListingMenu, { publish = true } = {}): Promise<string> {
  const content = restaurantContent();
  const texts = Object.fromEntries(Object.entries(content.texts).map(([lang, text]) => [lang, { ...text!, name }]));
  const created = await call(t.app, 'POST', '/owner/assets', owner.token, { ...content, texts });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  await expectOk(t.app, 'PUT', `/owner/assets/${id}/menu`, owner.token, menu);
  if (publish) await publishChange(id);
  return id;
}

/** The owner sends the listing as it is now, and the town hall publishes it. */
async function publishChange(id: string) {
  await expectOk(t.app, 'POST', `/owner/assets/${id}/submit`, owner.token);
  await expectOk(t.app, 'POST', `/admin/assets/${id}/publish`, admin.token);
}

function search(query: string) {
  return t.app.inject({ url: `/api/v1/search?${query}`, headers: apiHeaders() });
}

async function found(query: string) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return searchAnswerSchema.parse(res.json()).items;
}

let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWith(t.app, 'owner', { name: 'Pepa Ferrer' });
  admin = await accountWith(t.app, 'admin', { name: 'Joan Martí' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/search', () => {
  it('finds places of every type by name, without accents or capitals, names starting with the words first', async () => {
    const cafe = await place('eat', { es: 'Café Llevant Ñandú' });
    const rental = await place('rent', { es: 'Apartamento Ñandú Playa' });
    const shop = await place('store', { es: 'Tienda del Ñandú' });
    const bar = await place('eat', { es: 'Ñandú Bar' });
    const items = await found('q=nandu&lang=es');
    expect(items[0]!.id).toBe(bar.asset.id);
    expect(items.map((item) => item.id).sort()).toEqual(
      [bar.asset.id, cafe.asset.id, rental.asset.id, shop.asset.id].sort(),
    );
    const prefixFirst = await found('q=TIENDA%20DEL%20N');
    expect(prefixFirst[0]).toEqual({
      id: shop.asset.id,
      type: 'store',
      name: 'Tienda del Ñandú',
      summary: 'Resumen de Tienda del Ñandú',
      href: `/es/assets/asset/${shop.asset.id}/store`,
    });
    const rentalItem = (await found('q=apartamento%20nandu'))[0]!;
    expect(rentalItem.type).toBe('property');
    expect(rentalItem.href).toBe(`/es/assets/asset/${rental.asset.id}/rent`);
  });

  it('names in the language asked for (else Spanish) and links to the page in that language', async () => {
    const bilingual = await place('activity', { es: 'Ruta del Xúquer', en: 'Xuquer River Walk' });
    expect((await found('q=xuquer&lang=en'))[0]).toMatchObject({ id: bilingual.asset.id, name: 'Xuquer River Walk' });
    const [inCatalan] = await found('q=xuquer&lang=ca');
    expect(inCatalan).toMatchObject({ name: 'Ruta del Xúquer' });
    expect(inCatalan!.href).toBe(`/ca/assets/asset/${bilingual.asset.id}/do`);
    // A language the site has no pages in links to the Spanish page.
    expect((await found('q=xuquer&lang=xx'))[0]!.href).toBe(`/es/assets/asset/${bilingual.asset.id}/do`);
  });

  it('finds only published places, by their name (not their summary), at most ten', async () => {
    await place('store', { es: 'Zapatería Oculta Quimera' }, 'draft');
    expect(await found('q=quimera')).toEqual([]);
    for (let i = 0; i < SEARCH_LIMIT + 2; i++) await place('store', { es: `Bazar Gorrión ${i}` });
    expect(await found('q=gorrion')).toHaveLength(SEARCH_LIMIT);
    // The summary says "Resumen de…": not a name.
    expect(await found('q=resumen')).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await found('q=%25%25')).toEqual([]);
  });

  it('refuses a query under two characters, or none', async () => {
    for (const query of ['q=a', 'q=%20a%20', '', 'q=ab&lang=1']) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/v1/search by what places offer', () => {
  it('finds a restaurant by a dish of its menu, in any language, and says which dish in the language asked for', async () => {
    const id = await restaurant(
      'Taberna de la Gavina',
      riceMenu(
        dish({ es: 'Arroz al horno' }),
        dish(
          { es: 'Zarangollo murciano', ca: 'Zarangollo murcià', en: 'Zarangollo (courgette and onion)' },
          { es: 'Con calabacín, cebolla y huevo' },
        ),
      ),
    );
    const inEnglish = await found('q=zarangollo&lang=en');
    expect(inEnglish).toEqual([
      {
        id,
        type: 'eat',
        name: 'Taberna de la Gavina',
        summary: 'Arroces y pescado del día junto a la lonja',
        href: `/en/assets/asset/${id}/eat`,
        matchedDish: 'Zarangollo (courgette and onion)',
      },
    ]);
    // Found by its Catalan name, and named in the visitor's language.
    expect((await found('q=MURCIA&lang=en'))[0]).toMatchObject({ id, matchedDish: 'Zarangollo (courgette and onion)' });
    // By its description, accents aside; a language the dish has no name in falls back to Spanish.
    expect((await found('q=calabacin&lang=fr'))[0]).toMatchObject({ id, matchedDish: 'Zarangollo murciano' });
    expect((await found('q=zarangollo&lang=ca'))[0]).toMatchObject({ id, matchedDish: 'Zarangollo murcià' });
  });

  it('puts places named so first, and a dish named so before one only described so', async () => {
    const described = await restaurant(
      'Casa Aurora',
      riceMenu(dish({ es: 'Arroz negro' }, { es: 'Con ñora de Guardamar' })),
    );
    const dishNamed = await restaurant('Bodega Lluna', riceMenu(dish({ es: 'Arroz con ñoras' })));
    const named = await place('eat', { es: 'Bar La Ñora' });
    const items = await found('q=nora&lang=es');
    expect(items.map((item) => [item.id, item.matchedDish])).toEqual([
      [named.asset.id, undefined],
      [dishNamed, 'Arroz con ñoras'],
      [described, 'Arroz negro'],
    ]);
  });

  it('searches only the published menus: not a draft’s, nor a change before the town hall publishes it, nor a dish taken off', async () => {
    await restaurant('Racó del Sequer', riceMenu(dish({ es: 'Olleta de blat' })), { publish: false });
    expect(await found('q=olleta')).toEqual([]);

    const id = await restaurant('Casa Sequer', riceMenu(dish({ es: 'Arroz del sequer' })));
    // Dishes added wait for review (docs/listings.md#menus): not yet on the public menu.
    await expectOk(
      t.app,
      'PUT',
      `/owner/assets/${id}/menu`,
      owner.token,
      riceMenu(dish({ es: 'Arroz del sequer' }), dish({ es: 'Espencat de dacsa' })),
    );
    expect(await found('q=espencat')).toEqual([]);
    await publishChange(id);
    expect((await found('q=espencat'))[0]).toMatchObject({ id, matchedDish: 'Espencat de dacsa' });

    // Taken off the menu: once published, no longer found by it.
    await expectOk(t.app, 'PUT', `/owner/assets/${id}/menu`, owner.token, riceMenu(dish({ es: 'Arroz del sequer' })));
    expect((await found('q=espencat'))[0]).toMatchObject({ id });
    await publishChange(id);
    expect(await found('q=espencat')).toEqual([]);

    // An unpublished restaurant's menu shows nowhere.
    expect((await found('q=arroz%20del%20sequer')).map((item) => item.id)).toContain(id);
    await expectOk(t.app, 'POST', `/owner/assets/${id}/unpublish`, owner.token);
    expect((await found('q=arroz%20del%20sequer')).map((item) => item.id)).not.toContain(id);
  });
});
