import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ASSET_LISTS, MIN_PRICE_GAP, PAGE_SECTIONS, SUPPORTED_LANGUAGES } from '@town/shared';
import {
  ALLERGENS,
  assetDescriptionSchema,
  assetListSchema,
  assetListsSchema,
  assetSchema,
  mapMarkersSchema,
  menuSchema,
  type AssetList,
  type AssetSummary,
} from '@town/shared/catalogue';
import { distanceMetres } from '@town/shared/distance';
import { townProfileSchema } from '@town/shared/town';
import { buildAsset, type GeneratedAsset } from '../../seed/factories.ts';
import { Random } from '../../seed/random.ts';
import { DEMO_TOWN } from '../../seed/demo-profile.ts';
import { createTownContext, insertAssets, seedTown } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { CatalogueRevision, matchesEtag, preferredEncoding } from './answer-cache.ts';
import { createCatalogueService } from './catalogue.service.ts';

// Pictures are named by their content, so every run may share them (and draw them once).
const dataDir = join(tmpdir(), 'town-test-catalogue-data');

let t: TestApp;
let seededTotal = 0;
/** A shop only this test file knows, with accents to search for. */
let penguin: GeneratedAsset;
/** An agency described only in English. */
let englishOnly: GeneratedAsset;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  const result = await seedTown(t.app.db, dataDir);
  seededTotal = result.assets;
  const context = createTownContext();
  penguin = buildAsset(new Random('test:penguin'), 'store', { index: 90_001, createdAt: new Date(), context });
  for (const text of penguin.texts) {
    text.name = text.lang === 'en' ? 'Penguin Ice Cream' : 'Heladería Pingüino Azúcar';
    text.searchText = text.name;
  }
  englishOnly = buildAsset(new Random('test:english'), 'real-estate', {
    index: 90_002,
    createdAt: new Date(),
    context,
  });
  englishOnly.texts = englishOnly.texts.filter((text) => text.lang === 'en');
  await insertAssets(t.app.db, [penguin, englishOnly]);
  seededTotal += 2;
});
afterAll(async () => {
  await t?.close();
});

/** Every list a price filter applies to, as its query, with the least gap between its bounds. */
const priceLists = ASSET_LISTS.map((list) =>
  'flag' in list
    ? { query: `type=${list.type}&${list.flag}=true`, gap: MIN_PRICE_GAP[list.flag] }
    : { query: `type=${list.type}`, gap: 0 },
);

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...apiHeaders(), ...headers } });
}
async function list(query: string): Promise<AssetList> {
  const res = await get(`/api/v1/asset?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return assetListSchema.parse(res.json());
}
async function everything(query: string): Promise<AssetSummary[]> {
  const first = await list(`${query}&limit=100`);
  const items = [...first.items];
  for (let offset = 100; offset < first.total; offset += 100)
    items.push(...(await list(`${query}&limit=100&offset=${offset}`)).items);
  return items;
}
/** A 400 VALIDATION_ERROR naming `field` (or one of its parts, such as `querystring.cuisine.0`). */
function expectValidationError(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error.code).toBe('VALIDATION_ERROR');
  const fields = (body.error.details as { field: string }[]).map((d) => d.field);
  expect(
    fields.some((f) => f === field || f.startsWith(`${field}.`)),
    fields.join(', '),
  ).toBe(true);
}

describe('GET /api/v1/asset', () => {
  it('lists each of the nine lists with the right type and flag', async () => {
    for (const entry of ASSET_LISTS) {
      const flag = 'flag' in entry ? entry.flag : undefined;
      const page = await list(`type=${entry.type}${flag ? `&${flag}=true` : ''}`);
      expect(page.total, entry.key).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.type).toBe(entry.type);
        if (flag) expect(item[flag]).toBe(true);
      }
    }
  });

  it('gives a card what it needs, with the list’s own price and a picture in every size', async () => {
    const page = await list('type=property&rent=true&lang=de');
    expect(page.limit).toBe(24);
    expect(page.offset).toBe(0);
    expect(page.items).toHaveLength(24);
    for (const item of page.items) {
      expect(item.lang).toBe('de');
      expect(item.name).not.toBe('');
      expect(item.price).toMatchObject({ currency: 'EUR', unit: 'night' });
      expect(item.capacity?.adults).toBeGreaterThan(0);
      expect(item.image?.srcset.map((s) => s.width)).toEqual(expect.arrayContaining([384, 800, 1200]));
      expect(item.image?.thumbnails.map((s) => s.width)).toEqual([32, 64]);
      expect(item.image?.src).toMatch(/^\/api\/images\/[0-9a-f]{16}-800\.webp$/);
    }
    const sale = await list('type=property&sale=true');
    for (const item of sale.items) expect(item.price?.unit).toBe('total');
  });

  it('counts every asset when no type is given', async () => {
    expect((await list('')).total).toBe(seededTotal);
  });

  it('pages within bounds, and refuses limits and offsets outside them', async () => {
    const ten = await list('type=eat&limit=10');
    const second = await list('type=eat&limit=5&offset=5');
    expect(second.items.map((i) => i.id)).toEqual(ten.items.slice(5).map((i) => i.id));
    expect((await list('type=eat&limit=100')).items.length).toBeLessThanOrEqual(100);
    const beyond = await list(`type=eat&offset=${ten.total + 5}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(ten.total);
    expectValidationError(await get('/api/v1/asset?limit=0'), 'querystring.limit');
    expectValidationError(await get('/api/v1/asset?limit=101'), 'querystring.limit');
    expectValidationError(await get('/api/v1/asset?limit=ten'), 'querystring.limit');
    expectValidationError(await get('/api/v1/asset?offset=-1'), 'querystring.offset');
  });

  it('filters by price within the list’s own unit', async () => {
    for (const item of await everything('type=property&rent=true&priceMin=80&priceMax=200')) {
      expect(item.price!.amount).toBeGreaterThanOrEqual(80);
      expect(item.price!.amount).toBeLessThanOrEqual(200);
    }
    const sale = await everything('type=property&sale=true&priceMin=200000&priceMax=400000');
    expect(sale.length).toBeGreaterThan(0);
    for (const item of sale) expect(item.price!.amount).toBeGreaterThanOrEqual(200000);
    for (const item of await everything('type=hotel&priceMax=90')) expect(item.price!.amount).toBeLessThanOrEqual(90);
  });

  it('filters every list by decimal bounds as the whole euros its prices are', async () => {
    for (const { query, gap } of priceLists) {
      const all = await everything(query);
      const prices = all.map((item) => item.price?.amount).filter((amount) => amount !== undefined);
      prices.sort((a, b) => a - b);
      if (prices.length === 0) {
        // A list without prices (estate agents): any price filter leaves nothing.
        expect((await list(`${query}&priceMin=0.5`)).items, query).toEqual([]);
        continue;
      }
      // Just above a price that is there (so that one is left out), and at least the gap further.
      const low = prices[Math.floor(prices.length / 4)]!;
      const min = low + 0.5;
      const max = Math.max(prices[Math.floor((prices.length * 3) / 4)]!, Math.ceil(min + gap)) + 0.25;
      const filtered = await everything(`${query}&priceMin=${min.toFixed(2)}&priceMax=${max.toFixed(2)}`);
      const expected = all.filter((item) => item.price && item.price.amount >= min && item.price.amount <= max);
      expect(filtered.map((item) => item.id).sort(), query).toEqual(expected.map((item) => item.id).sort());
      expect(filtered.some((item) => item.price?.amount === low)).toBe(false);
    }
  });

  it('keeps the minimum gap between the price bounds (docs/rules.md#filters)', async () => {
    const gaps = [
      ['rent', MIN_PRICE_GAP.rent, 50],
      ['long', MIN_PRICE_GAP.long, 500],
      ['sale', MIN_PRICE_GAP.sale, 100000],
    ] as const;
    for (const [flag, gap, min] of gaps) {
      expectValidationError(
        await get(`/api/v1/asset?type=property&${flag}=true&priceMin=${min}&priceMax=${min + gap - 1}`),
        'querystring.priceMax',
      );
      expect(
        (await get(`/api/v1/asset?type=property&${flag}=true&priceMin=${min}&priceMax=${min + gap}`)).statusCode,
      ).toBe(200);
    }
    expectValidationError(await get('/api/v1/asset?type=hotel&priceMin=200&priceMax=100'), 'querystring.priceMax');
    expectValidationError(await get('/api/v1/asset?type=property&priceMin=10'), 'querystring.priceMin');
    expectValidationError(await get('/api/v1/asset?priceMax=10'), 'querystring.priceMax');
    expectValidationError(await get('/api/v1/asset?type=hotel&priceMin=cheap'), 'querystring.priceMin');
  });

  it('filters by the guests a place takes', async () => {
    const items = await everything('type=property&rent=true&adults=4&children=2');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.capacity!.adults).toBeGreaterThanOrEqual(4);
      expect(item.capacity!.adults + item.capacity!.children).toBeGreaterThanOrEqual(6);
    }
    expectValidationError(await get('/api/v1/asset?type=eat&adults=2'), 'querystring.adults');
    expectValidationError(await get('/api/v1/asset?type=hotel&adults=0'), 'querystring.adults');
  });

  it('filters hotels by type and places to eat by cuisine', async () => {
    const campsites = await everything('type=hotel&hotelType=camping');
    for (const item of campsites) expect(item.hotelType).toBe('camping');
    const seafoodOrTapas = await everything('type=eat&cuisine=seafood,tapas');
    expect(seafoodOrTapas.length).toBeGreaterThan(0);
    for (const item of seafoodOrTapas) expect(item.cuisines.some((c) => c === 'seafood' || c === 'tapas')).toBe(true);
    expectValidationError(await get('/api/v1/asset?type=eat&hotelType=camping'), 'querystring.hotelType');
    expectValidationError(await get('/api/v1/asset?type=eat&cuisine=klingon'), 'querystring.cuisine');
    expectValidationError(await get('/api/v1/asset?type=hotel&cuisine=tapas'), 'querystring.cuisine');
  });

  it('refuses flags outside property and more than one list at once', async () => {
    expectValidationError(await get('/api/v1/asset?type=hotel&rent=true'), 'querystring.rent');
    expectValidationError(await get('/api/v1/asset?type=property&rent=true&sale=true'), 'querystring.sale');
    expectValidationError(await get('/api/v1/asset?type=property&rent=yes'), 'querystring.rent');
    expectValidationError(await get('/api/v1/asset?type=castle'), 'querystring.type');
    expectValidationError(await get('/api/v1/asset?sort=random'), 'querystring.sort');
  });

  it('searches free text in the visitor’s language, ignoring accents and case', async () => {
    const ids = async (query: string) => (await list(query)).items.map((i) => i.id);
    expect(await ids('q=pinguino&lang=es')).toContain(penguin.asset.id);
    expect(await ids('q=PINGÜINO%20azucar&lang=ca')).toContain(penguin.asset.id);
    expect(await ids('q=penguin&lang=en')).toContain(penguin.asset.id);
    // The English name is not what a Spanish visitor reads.
    expect(await ids('q=penguin&lang=es')).not.toContain(penguin.asset.id);
    // An asset without the visitor's language is searched in the text they are shown.
    const englishName = englishOnly.texts[0]!.name;
    expect(await ids(`q=${encodeURIComponent(englishName)}&lang=de&type=real-estate`)).toContain(englishOnly.asset.id);
    // Wildcards are literal.
    expect((await list('q=%25%25&type=store')).total).toBe(0);
    expect((await list('q=_&type=store')).total).toBe(0);
    // A neighbourhood name finds its places.
    expect((await list('q=les%20dunes&type=hotel')).total).toBeGreaterThan(0);
  });

  it('sorts by price both ways and by name', async () => {
    const asc = (await everything('type=property&long=true&sort=price-asc')).map((i) => i.price!.amount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await everything('type=hotel&sort=price-desc')).map((i) => i.price!.amount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const key = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        // unaccent() also folds the typographic apostrophe into the straight one.
        .replace(/’/g, "'")
        .toLowerCase();
    const names = (await everything('type=store&sort=name&lang=fr')).map((i) => key(i.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorts by distance from the visitor, gives each item its metres, and keeps the position out of caches', async () => {
    // A visitor on the shoreline's northern end: the list reads nearest first, as distanceMetres() measures.
    const [lat, lng] = DEMO_TOWN.shoreline[0]!;
    const res = await get(`/api/v1/asset?type=eat&sort=distance&near=${lat},${lng}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = assetListSchema.parse(res.json()).items;
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.distance).toBe(Math.round(distanceMetres({ lat, lng }, item.location)));
    }
    const metres = items.map((i) => i.distance!);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    // Without a position, from the town's centre (its profile's); and no item says a distance unless asked.
    const town = townProfileSchema.parse((await get('/api/v1/town')).json());
    const hotels = await everything('type=hotel&sort=distance');
    for (const item of hotels) expect(item.distance).toBe(Math.round(distanceMetres(town.centre, item.location)));
    const fromCentre = hotels.map((i) => i.distance!);
    expect(fromCentre).toEqual([...fromCentre].sort((a, b) => a - b));
    expect((await list('type=hotel')).items.every((i) => i.distance === undefined)).toBe(true);
  });

  it('refuses a position that is not "lat,lng" in range', async () => {
    for (const near of ['38.9', '91,0', '0,-181', 'here', '38.9,-0.1,2', '']) {
      expectValidationError(await get(`/api/v1/asset?type=eat&near=${encodeURIComponent(near)}`), 'querystring.near');
    }
  });

  it('keeps only the ids asked for (the Saved page), with the other filters, and refuses malformed ones', async () => {
    const some = (await list('type=store&limit=3')).items;
    const hotel = (await list('type=hotel&limit=1')).items[0]!;
    const ids = [...some.map((i) => i.id), hotel.id];
    const all = await list(`ids=${ids.join(',')}`);
    expect(all.total).toBe(4);
    expect(new Set(all.items.map((i) => i.id))).toEqual(new Set(ids));
    // An unknown id is simply not there; the type filter still applies.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await list(`ids=${unknown},${hotel.id}`)).items.map((i) => i.id)).toEqual([hotel.id]);
    expect((await list(`type=store&ids=${ids.join(',')}`)).total).toBe(3);
    expectValidationError(await get('/api/v1/asset?ids=not-an-id'), 'querystring.ids');
    const tooMany = Array.from({ length: 101 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    expectValidationError(await get(`/api/v1/asset?ids=${tooMany.join(',')}`), 'querystring.ids');
  });

  it('tags answers with an ETag, answers 304 while it holds and a new tag once the catalogue changes', async () => {
    const first = await get('/api/v1/asset?type=hotel');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/v1/asset?type=hotel', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/v1/asset?type=eat', { 'if-none-match': etag })).statusCode).toBe(200);
    await t.app.db.execute(sql`update assets set stars = 5 where type = 'hotel' and hotel_type = 'hotel'`);
    // The change reaches every API process through PostgreSQL's NOTIFY, moments after the commit.
    await expect
      .poll(async () => (await get('/api/v1/asset?type=hotel', { 'if-none-match': etag })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    const changed = await get('/api/v1/asset?type=hotel', { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      assetListSchema
        .parse(changed.json())
        .items.filter((i) => i.hotelType === 'hotel')
        .every((i) => i.stars === 5),
    ).toBe(true);
  });

  it('sends the answer compressed as the client accepts it, the same JSON each way', async () => {
    const plain = await get('/api/v1/asset?type=store&limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/api/v1/asset?type=store&limit=50', { 'accept-encoding': `${encoding}, deflate` });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
    }
    expect(
      (await get('/api/v1/asset?type=store&limit=50', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
  });

  it('asks for the app key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/asset' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('APP_KEY_INVALID');
  });
});

describe('GET /api/v1/asset/{id}', () => {
  it('gives one asset with its gallery, prices and opening hours', async () => {
    const [restaurant] = (await list('type=eat&limit=1&lang=it')).items;
    const res = await get(`/api/v1/asset/${restaurant!.id}?lang=it`);
    expect(res.statusCode).toBe(200);
    const asset = assetSchema.parse(res.json());
    expect(asset.name).toBe(restaurant!.name);
    expect(asset.images.length).toBeGreaterThan(0);
    expect(asset.images[0]!.id).toBe(restaurant!.image!.id);
    expect(asset.openingHours!.length).toBeGreaterThan(0);
    expect(asset.prices[0]).toMatchObject({ unit: 'person' });
    expect(asset.productId).toBeGreaterThan(0);
    expect(res.headers.etag).toBeDefined();
  });

  it('gives a rental’s licence and every price it has', async () => {
    const [rental] = (await list('type=property&rent=true&limit=1')).items;
    const asset = assetSchema.parse((await get(`/api/v1/asset/${rental!.id}`)).json());
    expect(asset.licence).toMatch(/^VT-\d{6}-V$/);
    expect(asset.prices.map((p) => p.unit)).toContain('night');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/v1/asset/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expectValidationError(await get('/api/v1/asset/not-a-uuid'), 'params.id');
  });
});

describe('GET /api/v1/assets_description', () => {
  it('describes an asset in the language asked for, with its type’s page sections in order', async () => {
    for (const type of ['property', 'eat', 'service'] as const) {
      const [item] = (await list(`type=${type}&limit=1`)).items;
      for (const lang of SUPPORTED_LANGUAGES) {
        const res = await get(`/api/v1/assets_description?asset_id=${item!.id}&lang=${lang}`);
        expect(res.statusCode).toBe(200);
        const description = assetDescriptionSchema.parse(res.json());
        expect(description.lang).toBe(lang);
        expect(description.fallback).toBe(false);
        expect(description.sections.map((s) => s.key)).toEqual(PAGE_SECTIONS[type]);
        for (const section of description.sections) expect(section.text.length).toBeGreaterThan(20);
      }
    }
  });

  it('falls back to es, then en, and says so', async () => {
    const [item] = (await list('type=hotel&limit=1')).items;
    const pseudo = assetDescriptionSchema.parse(
      (await get(`/api/v1/assets_description?asset_id=${item!.id}&lang=xx`)).json(),
    );
    expect(pseudo).toMatchObject({ requestedLang: 'xx', lang: 'es', fallback: true });
    const regional = assetDescriptionSchema.parse(
      (await get(`/api/v1/assets_description?asset_id=${item!.id}&lang=de-AT`)).json(),
    );
    expect(regional).toMatchObject({ requestedLang: 'de', lang: 'de', fallback: false });
    const english = assetDescriptionSchema.parse(
      (await get(`/api/v1/assets_description?asset_id=${englishOnly.asset.id}&lang=fr`)).json(),
    );
    expect(english).toMatchObject({ lang: 'en', fallback: true, name: englishOnly.texts[0]!.name });
  });

  it('answers 404 for an unknown asset and 400 without a valid asset_id', async () => {
    expect(
      (await get('/api/v1/assets_description?asset_id=00000000-0000-4000-8000-000000000000&lang=es')).statusCode,
    ).toBe(404);
    expectValidationError(await get('/api/v1/assets_description?lang=es'), 'querystring.asset_id');
    expectValidationError(await get('/api/v1/assets_description?asset_id=42'), 'querystring.asset_id');
    expectValidationError(
      await get('/api/v1/assets_description?asset_id=00000000-0000-4000-8000-000000000000&lang=e'),
      'querystring.lang',
    );
  });
});

describe('GET /api/v1/rest_menu_items', () => {
  it('gives a restaurant’s menu in sections, with prices and EU allergen codes', async () => {
    const [restaurant] = (await list('type=eat&cuisine=valencian,rice,seafood&limit=1')).items;
    const res = await get(`/api/v1/rest_menu_items?product_id=${restaurant!.productId}&lang=de`);
    expect(res.statusCode).toBe(200);
    const menu = menuSchema.parse(res.json());
    expect(menu).toMatchObject({
      assetId: restaurant!.id,
      productId: restaurant!.productId,
      lang: 'de',
      currency: 'EUR',
    });
    expect(menu.sections.length).toBeGreaterThan(2);
    const items = menu.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.price).toBeGreaterThan(0);
      for (const allergen of item.allergens) expect(ALLERGENS).toContain(allergen);
    }
    expect(menu.sections.map((s) => s.name)).toContain('Getränke');
  });

  it('answers 404 for an unknown product and 400 for a malformed one', async () => {
    expect((await get('/api/v1/rest_menu_items?product_id=7')).statusCode).toBe(404);
    expectValidationError(await get('/api/v1/rest_menu_items?product_id=0'), 'querystring.product_id');
    expectValidationError(await get('/api/v1/rest_menu_items?product_id=paella'), 'querystring.product_id');
    expectValidationError(await get('/api/v1/rest_menu_items'), 'querystring.product_id');
  });
});

describe('GET /api/v1/map_markers', () => {
  it('places every asset on the map, around the town', async () => {
    const res = await get('/api/v1/map_markers?lang=eu');
    expect(res.statusCode).toBe(200);
    const markers = mapMarkersSchema.parse(res.json());
    expect(markers.total).toBe(seededTotal);
    for (const marker of markers.items) {
      expect(Math.abs(marker.lat - DEMO_TOWN.centre.lat)).toBeLessThan(0.05);
      expect(Math.abs(marker.lng - DEMO_TOWN.centre.lng)).toBeLessThan(0.05);
      expect(marker.name).not.toBe('');
    }
  });

  it('filters by type and refuses unknown types', async () => {
    const hotels = mapMarkersSchema.parse((await get('/api/v1/map_markers?type=hotel')).json());
    expect(hotels.items.length).toBeGreaterThan(0);
    expect(hotels.items.every((m) => m.type === 'hotel')).toBe(true);
    expectValidationError(await get('/api/v1/map_markers?type=castle'), 'querystring.type');
  });
});

describe('GET /api/v1/asset_lists', () => {
  it('gives each public list its size, as the list itself counts it, and a cover of one of its first places', async () => {
    const res = await get('/api/v1/asset_lists?lang=gl');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = assetListsSchema.parse(res.json());
    expect(items.map((item) => item.key)).toEqual(ASSET_LISTS.map((list) => list.key));
    const pictures = new Set<string>();
    for (const list of ASSET_LISTS) {
      const item = items.find((i) => i.key === list.key)!;
      const flag = 'flag' in list ? `&${list.flag}=true` : '';
      const page = assetListSchema.parse((await get(`/api/v1/asset?type=${list.type}${flag}&lang=gl`)).json());
      expect(item.total, list.key).toBe(page.total);
      expect(
        page.items.slice(0, 8).map((place) => place.image),
        list.key,
      ).toContainEqual(item.image);
      expect(item.image?.alt, list.key).toBeTruthy();
      pictures.add(item.image!.id);
    }
    // Each section is shown by a picture of its own, where its places have one no list before it shows.
    expect(pictures.size).toBe(ASSET_LISTS.length);
  });
});

describe('only published assets show (docs/listings.md#life)', () => {
  /** A place to eat never published, and a holiday rental its owner took down. */
  let draft: GeneratedAsset;
  let unpublished: GeneratedAsset;
  const hidden = () => [draft.asset.id, unpublished.asset.id];

  beforeAll(async () => {
    const context = createTownContext();
    draft = buildAsset(new Random('test:draft'), 'eat', { index: 90_003, createdAt: new Date(), context });
    draft.asset.status = 'draft';
    unpublished = buildAsset(new Random('test:unpublished'), 'rent', { index: 90_004, createdAt: new Date(), context });
    unpublished.asset.status = 'unpublished';
    for (const { texts } of [draft, unpublished]) {
      for (const text of texts) text.searchText = text.name = `Hidden Zanzíbar ${text.lang}`;
    }
    await insertAssets(t.app.db, [draft, unpublished]);
  });

  it('leaves them out of every list, count, search and the map', async () => {
    expect((await list('')).total).toBe(seededTotal);
    for (const query of ['type=eat', 'type=property&rent=true', 'q=zanzibar', 'type=eat&q=zanzibar&lang=fr']) {
      const ids = (await everything(query)).map((item) => item.id);
      for (const id of hidden()) expect(ids, query).not.toContain(id);
    }
    expect((await list('q=zanzibar')).total).toBe(0);
    const markers = mapMarkersSchema.parse((await get('/api/v1/map_markers')).json());
    expect(markers.total).toBe(seededTotal);
    for (const id of hidden()) expect(markers.items.map((m) => m.id)).not.toContain(id);
  });

  it('answers 404 for their page, description and menu, as for an unknown one', async () => {
    for (const id of hidden()) {
      const page = await get(`/api/v1/asset/${id}?lang=en`);
      expect(page.statusCode).toBe(404);
      expect(page.json().error.code).toBe('NOT_FOUND');
      expect((await get(`/api/v1/assets_description?asset_id=${id}&lang=en`)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/rest_menu_items?product_id=${draft.asset.productId}&lang=en`)).statusCode).toBe(404);
  });

  it('shows one as soon as it is published, and hides it again once unpublished', async () => {
    const url = `/api/v1/asset/${unpublished.asset.id}?lang=en`;
    await t.app.db.execute(sql`update assets set status = 'published' where id = ${unpublished.asset.id}`);
    // Cached answers follow the catalogue's revision, heard moments after the commit.
    // (The page's 404 was never cached, a list's answer is: each is polled until it has heard.)
    await expect.poll(async () => (await get(url)).statusCode, { timeout: 10_000 }).toBe(200);
    await expect
      .poll(async () => (await list('q=zanzibar')).items.map((item) => item.id), { timeout: 10_000 })
      .toEqual([unpublished.asset.id]);
    await t.app.db.execute(sql`update assets set status = 'unpublished' where id = ${unpublished.asset.id}`);
    await expect.poll(async () => (await get(url)).statusCode, { timeout: 10_000 }).toBe(404);
    await expect.poll(async () => (await list('q=zanzibar')).total, { timeout: 10_000 }).toBe(0);
  });

  it('gives the sitemap only published assets', async () => {
    const service = createCatalogueService({ db: t.app.db });
    const ids = (await service.publicAssets()).map((asset) => asset.id);
    expect(ids).toHaveLength(seededTotal);
    for (const id of hidden()) expect(ids).not.toContain(id);
  });
});

describe('what owners add: photos with AVIF and alt texts, the NRUA, dishes off and menu languages', () => {
  let rental: GeneratedAsset;
  let restaurant: GeneratedAsset;
  const photoId = 'a1b2c3d4e5f60718';
  const widths = [384, 800, 1500];

  beforeAll(async () => {
    const context = createTownContext();
    rental = buildAsset(new Random('test:owner-rental'), 'rent', { index: 90_005, createdAt: new Date(), context });
    rental.asset.nrua = 'ESFCTU0000462500000450000000000000000000000VT-123456-V5';
    restaurant = buildAsset(new Random('test:owner-eat'), 'eat', { index: 90_006, createdAt: new Date(), context });
    // An uploaded photo (AVIF too) first in the rental's gallery, with its alt in two languages.
    await t.app.db.execute(sql`insert into images (id, width, height, widths, thumbnails, formats)
      values (${photoId}, 1500, 1000, ${`{${widths.join(',')}}`}::int[], '{32,64}'::int[], '{webp,avif}'::text[])`);
    rental.images.unshift(photoId);
    await insertAssets(t.app.db, [rental, restaurant]);
    const alt = { es: 'La terraza al atardecer', fr: 'La terrasse au coucher du soleil' };
    await t.app.db.execute(sql`update asset_images set alt = ${JSON.stringify(alt)}::jsonb
      where asset_id = ${rental.asset.id} and position = 0`);
    // A dish off for today, and one not named in French: the menu is then not French.
    const [first, second] = restaurant.menu[0]!.items;
    await t.app.db.execute(sql`update menu_items set available = false where id = ${first!.id}`);
    await t.app.db.execute(sql`update menu_items set name = name - 'fr' where id = ${second!.id}`);
  });

  const asset = async (id: string, lang: string) => {
    const url = `/api/v1/asset/${id}?lang=${lang}`;
    // The inserts above reach the answer cache with the catalogue's next revision.
    await expect.poll(async () => (await get(url)).statusCode, { timeout: 10_000 }).toBe(200);
    return assetSchema.parse((await get(url)).json());
  };

  it('gives an uploaded photo AVIF sources of the same widths, and seeded ones none', async () => {
    const found = await asset(rental.asset.id, 'es');
    const [photo, seeded] = found.images;
    expect(photo!.sources).toEqual([
      {
        type: 'image/avif',
        srcset: widths.map((width) => ({ url: `/api/images/${photoId}-${width}.avif`, width })),
      },
    ]);
    expect(photo!.srcset.map((s) => s.url)).toEqual(widths.map((width) => `/api/images/${photoId}-${width}.webp`));
    expect(seeded!.sources).toEqual([]);
    const card = (await everything('type=property&rent=true')).find((item) => item.id === rental.asset.id);
    expect(card!.image!.sources[0]!.type).toBe('image/avif');
  });

  it('gives each photo its alt in the served language, else the asset’s name', async () => {
    expect((await asset(rental.asset.id, 'fr')).images[0]!.alt).toBe('La terrasse au coucher du soleil');
    expect((await asset(rental.asset.id, 'es')).images[0]!.alt).toBe('La terraza al atardecer');
    const german = await asset(rental.asset.id, 'de');
    expect(german.images.map((image) => image.alt)).toEqual(german.images.map(() => german.name));
    const card = (await everything('type=property&rent=true&lang=fr')).find((item) => item.id === rental.asset.id);
    expect(card!.image!.alt).toBe('La terrasse au coucher du soleil');
  });

  it('gives a holiday rental’s NRUA beside its licence, and none to others', async () => {
    const found = await asset(rental.asset.id, 'en');
    expect(found.nrua).toBe(rental.asset.nrua);
    expect(found.licence).toMatch(/^VT-\d{6}-V$/);
    expect((await asset(restaurant.asset.id, 'en')).nrua).toBeNull();
  });

  it('marks a dish off for today, and serves a menu only in a language it is complete in', async () => {
    const menu = async (lang: string) => {
      const res = await get(`/api/v1/rest_menu_items?product_id=${restaurant.asset.productId}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      return menuSchema.parse(res.json());
    };
    await expect.poll(async () => (await menu('de')).sections[0]!.items[0]!.available, { timeout: 10_000 }).toBe(false);
    const german = await menu('de');
    expect(german.lang).toBe('de');
    expect(german.sections[0]!.items.slice(1).every((item) => item.available)).toBe(true);
    expect(german.sections[0]!.name).toBe(restaurant.menu[0]!.name.de);
    // French lacks a dish's name: the whole menu comes in Spanish, never half and half.
    const french = await menu('fr');
    expect(french.lang).toBe('es');
    expect(french.sections.map((s) => s.name)).toEqual(restaurant.menu.map((s) => s.name.es));
    expect(french.sections[0]!.items[1]!.name).toBe(restaurant.menu[0]!.items[1]!.name.es);
  });
});

describe('GET /api/images/{file}', () => {
  it('serves each rendition as WebP, cached for a year', async () => {
    const [item] = (await list('type=activity&limit=1')).items;
    for (const source of [...item!.image!.srcset.filter((s) => s.width === 384), ...item!.image!.thumbnails]) {
      const res = await t.app.inject({ method: 'GET', url: source.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(source.width);
    }
  });

  it('answers 400 for a name that is not a picture and 404 for a missing one', async () => {
    expectValidationError(
      await t.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' }),
      'params.file',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/images/0000000000000000-800.webp' })).statusCode).toBe(404);
  });
});

describe('the answer cache', () => {
  it('reads the revision from the database while it cannot listen for changes', async () => {
    const revision = new CatalogueRevision(t.app.pool, {
      databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
      log: t.app.log,
    });
    await revision.start();
    try {
      const [row] = (await t.app.db.execute<{ revision: string }>(sql`select revision from catalogue_revision`)).rows;
      expect(await revision.current()).toBe(Number(row!.revision));
      await t.app.db.execute(sql`update assets set updated_at = now() where id = ${penguin.asset.id}`);
      expect(await revision.current()).toBe(Number(row!.revision) + 1);
    } finally {
      await revision.close();
    }
  });

  it('matches If-None-Match weakly and picks the best encoding a client accepts', () => {
    expect(matchesEtag('W/"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('"x", "a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('*', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('W/"a-c"', 'W/"a-b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a-b"')).toBe(false);
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('documentation', () => {
  it('publishes every catalogue path in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/v1/asset',
      '/api/v1/asset/{id}',
      '/api/v1/assets_description',
      '/api/v1/rest_menu_items',
      '/api/v1/map_markers',
      '/api/images/{file}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('bad input never gets a 5xx', () => {
  const keys = fc.constantFrom(
    'type',
    'rent',
    'long',
    'sale',
    'priceMin',
    'priceMax',
    'adults',
    'children',
    'hotelType',
    'cuisine',
    'q',
    'sort',
    'lang',
    'limit',
    'offset',
    'asset_id',
    'product_id',
  );
  const values = fc.oneof(
    fc.string(),
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
    fc.double().map(String),
    fc.constantFrom(
      'true',
      'false',
      'property',
      'hotel',
      'eat',
      'camping',
      'seafood',
      'es',
      'xx',
      '%',
      '',
      'price-asc',
    ),
    fc.uuid(),
  );
  const queries = fc.array(fc.tuple(keys, values), { maxLength: 8 });
  const toQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

  for (const path of [
    '/api/v1/asset',
    '/api/v1/assets_description',
    '/api/v1/rest_menu_items',
    '/api/v1/map_markers',
    '/api/v1/asset_lists',
  ]) {
    it(`${path} answers random query strings with 2xx, 304 or a 4xx in the error shape`, async () => {
      await fc.assert(
        fc.asyncProperty(queries, async (pairs) => {
          const res = await get(`${path}?${toQuery(pairs)}`);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        }),
        { numRuns: 80 },
      );
    });
  }

  it('/api/v1/asset answers random decimal price bounds on every list with a 200 within them, or a 400', async () => {
    const euros = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 100_000_000 }));
    const amount = fc.oneof(
      euros.map(String),
      fc.tuple(euros, fc.integer({ min: 0, max: 9 })).map(([e, tenths]) => `${e}.${tenths}`),
      fc.tuple(euros, fc.integer({ min: 0, max: 99 })).map(([e, cents]) => `${e}.${String(cents).padStart(2, '0')}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...priceLists), fc.option(amount), fc.option(amount), async (list, min, max) => {
        const bounds = [min === null ? '' : `&priceMin=${min}`, max === null ? '' : `&priceMax=${max}`].join('');
        const res = await get(`/api/v1/asset?${list.query}${bounds}&limit=100`);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(400);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
          return;
        }
        for (const item of assetListSchema.parse(res.json()).items) {
          if (min !== null) expect(item.price!.amount).toBeGreaterThanOrEqual(Number(min));
          if (max !== null) expect(item.price!.amount).toBeLessThanOrEqual(Number(max));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('/api/v1/asset answers random positions and id lists with the nearest first, or a 400', async () => {
    const coordinate = fc.oneof(
      fc.double({ min: -200, max: 200, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(5)),
      fc.string({ maxLength: 12 }),
    );
    const near = fc.oneof(
      fc.tuple(coordinate, coordinate).map(([lat, lng]) => `${lat},${lng}`),
      fc.string(),
    );
    const ids = fc.oneof(
      fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(near, fc.option(ids), async (position, idList) => {
        const query = `type=eat&sort=distance&near=${encodeURIComponent(position)}${idList === null ? '' : `&ids=${encodeURIComponent(idList)}`}`;
        const res = await get(`/api/v1/asset?${query}&limit=100`);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(400);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
          return;
        }
        const metres = assetListSchema.parse(res.json()).items.map((item) => item.distance!);
        expect(metres).toEqual([...metres].sort((a, b) => a - b));
      }),
      { numRuns: 80 },
    );
  });

  it('/api/v1/asset/{id} and /api/images/{file} answer random paths without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.uuid()), fc.string(), async (id, file) => {
        const one = await get(`/api/v1/asset/${encodeURIComponent(id)}`);
        expect(one.statusCode).toBeLessThan(500);
        const picture = await t.app.inject({ method: 'GET', url: `/api/images/${encodeURIComponent(file)}` });
        expect(picture.statusCode).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
