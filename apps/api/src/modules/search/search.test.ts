import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { searchAnswerSchema, SEARCH_LIMIT } from '@town/shared/catalogue';
import { buildAsset, type GeneratedAsset } from '../../seed/factories.ts';
import { Random } from '../../seed/random.ts';
import { createTownContext, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

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

function search(query: string) {
  return t.app.inject({ url: `/api/v1/search?${query}`, headers: apiHeaders() });
}

async function found(query: string) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return searchAnswerSchema.parse(res.json()).items;
}

beforeAll(async () => {
  t = await createTestApp();
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

  it('finds only published places, by their name only, at most ten', async () => {
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
