import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, ROUTE_LANGUAGES, SUPPORTED_LANGUAGES, toConfigType, type Language } from '@town/shared';
import { assetSchema, mapMarkersSchema, menuSchema, type MapMarker } from '@town/shared/catalogue';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { PRIVATE_PAGES } from '@town/shared/public-pages';
import { STARTER_PAGES, townProfileSchema, type TownProfile } from '@town/shared/town';
import { generateTown, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { createCatalogueService } from '../catalogue/index.ts';
import { createSitemapService } from './sitemap.service.ts';

const SITE = 'https://costaguia.example';

let t: TestApp;
/** Every asset as the map knows it (id, type, property lists). */
let markers: MapMarker[];
/** Each asset's updatedAt, as its own answer gives it. */
const updatedAt = new Map<string, string>();
/** Places to eat whose menu has something on it. */
const withMenu = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ ...WITH_FIRST_ADMIN, publicUrl: SITE });
  // A small town: the first nine assets are one of each list, the rest drawn; no pictures drawn.
  await insertAssets(t.app.db, generateTown({ seed: 'sitemap-test', assets: 40 }));
  await changeHeard();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/map_markers?lang=es', headers: apiHeaders() });
  markers = mapMarkersSchema.parse(res.json()).items;
  for (const marker of markers) {
    const asset = await readAsset(marker.id);
    if (asset.type === 'eat' && asset.productId !== null) {
      const menu = await t.app.inject({
        method: 'GET',
        url: `/api/v1/rest_menu_items?product_id=${asset.productId}&lang=es`,
        headers: apiHeaders(),
      });
      if (menuSchema.parse(menu.json()).sections.length > 0) withMenu.add(asset.id);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

/**
 * Waits until the app has heard of the catalogue's latest change: it learns of it through
 * PostgreSQL's NOTIFY, moments after the commit (docs/architecture.md#catalogue-answer-cache).
 */
async function changeHeard() {
  const [row] = (await t.app.db.execute<{ revision: string }>(sql`select revision from catalogue_revision`)).rows;
  const tag = `W/"${Number(row!.revision).toString(36)}-`;
  await vi.waitFor(
    async () => {
      const etag = String((await get('/sitemap.xml')).headers.etag);
      if (!etag.startsWith(tag)) throw new Error(`${etag} is not yet revision ${row!.revision}`);
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** An asset as the catalogue answers it; its updatedAt is noted. */
async function readAsset(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/asset/${id}?lang=es`, headers: apiHeaders() });
  const asset = assetSchema.parse(res.json());
  updatedAt.set(asset.id, asset.updatedAt);
  return asset;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface UrlEntry {
  loc: string;
  lastmod: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A sitemap file's answer, checked to be well-formed XML, parsed. */
async function xml(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body) as {
    sitemapindex?: { xmlns: string; sitemap: { loc: string; lastmod: string }[] };
    urlset?: { xmlns: string; 'xmlns:xhtml': string; url: UrlEntry[] };
  };
}

async function urlset(lang: Language): Promise<UrlEntry[]> {
  const parsed = await xml(`/sitemaps/${lang}.xml`);
  expect(parsed.urlset?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(parsed.urlset?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return parsed.urlset!.url;
}

/** The town's profile as the API answers it. */
async function profile(): Promise<TownProfile> {
  return townProfileSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/v1/town', headers: apiHeaders() })).json(),
  );
}

async function catalogueLastChange(): Promise<string> {
  const result = await t.app.db.execute<{ changed_at: string }>(
    sql`select changed_at from catalogue_revision where id = 1`,
  );
  return new Date(result.rows[0]!.changed_at).toISOString();
}

/** The list an asset's page is reached under: its first list (docs/product.md#search-engines). */
function expectedAssetPage(marker: MapMarker): string {
  const flag = (['rent', 'long', 'sale'] as const).find((f) => marker[f]) ?? 'rent';
  return `assets/asset/${marker.id}/${toConfigType(marker.type, marker.type === 'property' ? flag : undefined)}`;
}

describe('GET /sitemap.xml', () => {
  it("is a sitemap index of every language's sitemap, with absolute addresses and the catalogue's last change", async () => {
    const parsed = await xml('/sitemap.xml');
    expect(parsed.sitemapindex?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = parsed.sitemapindex!.sitemap;
    expect(files.map((f) => f.loc)).toEqual(SUPPORTED_LANGUAGES.map((lang) => `${SITE}/sitemaps/${lang}.xml`));
    const lastChange = await catalogueLastChange();
    for (const file of files) expect(file.lastmod).toBe(lastChange);
  });

  it('answers 304 to its ETag, and a new ETag once the catalogue changes', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const some = markers.find((m) => m.type === 'service')!;
    await t.app.db.execute(sql`update assets set phone = '+34 600 000 001' where id = ${some.id}`);
    await changeHeard();
    await readAsset(some.id);
    const after = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('GET /sitemaps/{lang}.xml', () => {
  it('lists every public page in the language, never a private one, each with its ten alternates', async () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const urls = await urlset(lang);
      const locs = urls.map((u) => u.loc);
      expect(new Set(locs).size).toBe(locs.length);
      const pages = [
        '',
        'assets',
        ...ASSET_LISTS.map((l) => `assets/${l.route}`),
        'map',
        'weather',
        'webcams',
        'contact',
        'info',
        // The town's own pages: the starter pages a site begins with (docs/pages.md).
        ...STARTER_PAGES.map((slug) => `info/${slug}`),
        'auth/signin',
        'auth/signup',
      ];
      for (const page of pages) expect(locs, page).toContain(`${SITE}/${lang}/${page}`);
      for (const page of PRIVATE_PAGES) expect(locs.some((loc) => loc.includes(`/${lang}/${page}`))).toBe(false);
      for (const url of urls) {
        expect(url.loc.startsWith(`${SITE}/${lang}/`)).toBe(true);
        const page = url.loc.slice(`${SITE}/${lang}/`.length);
        expect(url['xhtml:link']).toEqual([
          ...SUPPORTED_LANGUAGES.map((l) => ({ rel: 'alternate', hreflang: l, href: `${SITE}/${l}/${page}` })),
          { rel: 'alternate', hreflang: 'x-default', href: `${SITE}/es/${page}` },
        ]);
      }
    }
  });

  it("lists every asset's page, where the site links it, and the menus there are, with the asset's last change", async () => {
    const lastChange = await catalogueLastChange();
    for (const lang of SUPPORTED_LANGUAGES) {
      const urls = await urlset(lang);
      const byLoc = new Map(urls.map((u) => [u.loc, u]));
      for (const marker of markers) {
        const page = byLoc.get(`${SITE}/${lang}/${expectedAssetPage(marker)}`);
        expect(page, marker.id).toBeDefined();
        expect(page!.lastmod).toBe(updatedAt.get(marker.id));
        expect(page!['xhtml:link']).toHaveLength(10);
        const menu = byLoc.get(`${SITE}/${lang}/eat/${marker.id}/menu`);
        expect(!!menu, marker.id).toBe(withMenu.has(marker.id));
        if (menu) expect(menu.lastmod).toBe(updatedAt.get(marker.id));
      }
      // Nothing else: the static pages carry the catalogue's last change (the town's pages their own).
      const listed = markers.length + withMenu.size;
      const others = urls.filter((u) => !/\/(assets\/asset|eat)\//.test(u.loc));
      expect(urls.length - others.length).toBe(listed);
      for (const other of others.filter((u) => !/\/info\/./.test(u.loc))) expect(other.lastmod).toBe(lastChange);
    }
    expect(withMenu.size).toBeGreaterThan(0);
  });

  it('drops an asset that is no longer listed, and its menu', async () => {
    const restaurant = markers.find((m) => withMenu.has(m.id))!;
    const before = await get('/sitemaps/de.xml');
    expect(before.body).toContain(`${SITE}/de/eat/${restaurant.id}/menu`);
    await t.app.db.execute(sql`delete from assets where id = ${restaurant.id}`);
    await changeHeard();
    const after = await get('/sitemaps/de.xml', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(restaurant.id);
    markers = markers.filter((m) => m.id !== restaurant.id);
    withMenu.delete(restaurant.id);
  });

  it('leaves out an asset that is not published (docs/listings.md#life), and lists it again once it is', async () => {
    const restaurant = markers.find((m) => withMenu.has(m.id))!;
    for (const status of ['unpublished', 'review', 'draft', 'rejected']) {
      await t.app.db.execute(sql`update assets set status = ${status} where id = ${restaurant.id}`);
      await changeHeard();
      const body = (await get('/sitemaps/ca.xml')).body;
      expect(body, status).not.toContain(restaurant.id);
    }
    await t.app.db.execute(sql`update assets set status = 'published' where id = ${restaurant.id}`);
    await changeHeard();
    await readAsset(restaurant.id);
    const body = (await get('/sitemaps/ca.xml')).body;
    expect(body).toContain(`${SITE}/ca/${expectedAssetPage(restaurant)}`);
    expect(body).toContain(`${SITE}/ca/eat/${restaurant.id}/menu`);
  });

  it('answers 304 to its ETag, and compressed to a client that takes it', async () => {
    const first = await get('/sitemaps/gl.xml');
    expect((await get('/sitemaps/gl.xml', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const gzipped = await get('/sitemaps/gl.xml', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
  });

  it('is 404 for a file that is no sitemap of ours', async () => {
    for (const file of ['xx.xml', 'zz.xml', 'es-1.xml', 'es-2.xml', 'es.json', 'ES.xml', 'es-0.xml', '..%2Fes.xml']) {
      const res = await get(`/sitemaps/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('never answers a 5xx, whatever the file name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (file) => {
        const res = await get(`/sitemaps/${encodeURIComponent(file)}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('is split into parts of at most the allowed addresses, the index naming each part', async () => {
    const listed = await urlset('pt');
    // The town's pages as the app's sitemap lists them.
    const ownPages = listed.flatMap((u) => {
      const slug = /\/info\/([a-z0-9-]+)$/.exec(u.loc)?.[1];
      return slug ? [{ slug, updatedAt: u.lastmod }] : [];
    });
    const service = createSitemapService({
      catalogue: createCatalogueService({ db: t.app.db }),
      town: async () => profile(),
      pages: async () => ownPages,
      publicUrl: SITE,
      maxUrls: 20,
    });
    const index = parser.parse((await service.index()).toString()).sitemapindex.sitemap as { loc: string }[];
    const full = listed.map((u) => u.loc);
    const parts = Math.ceil(full.length / 20);
    expect(parts).toBeGreaterThan(1);
    expect(index.filter((f) => f.loc.includes('/sitemaps/pt')).map((f) => f.loc)).toEqual(
      Array.from({ length: parts }, (_, i) => `${SITE}/sitemaps/pt${i ? `-${i + 1}` : ''}.xml`),
    );
    const joined: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const body = (await service.language('pt', part))!.toString();
      expect(XMLValidator.validate(body)).toBe(true);
      const urls = parser.parse(body).urlset.url as UrlEntry[];
      expect(urls.length).toBeLessThanOrEqual(20);
      joined.push(...urls.map((u) => u.loc));
    }
    expect(joined).toEqual(full);
    expect(await service.language('pt', parts + 1)).toBeUndefined();
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap, lets every listed page be crawled and keeps private pages, the API and xx out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${SITE}/robots.txt`, res.body);
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const url of await urlset(lang)) {
        expect(robots.isAllowed(url.loc, 'Googlebot'), url.loc).toBe(true);
        for (const link of url['xhtml:link']) expect(robots.isAllowed(link.href, 'Googlebot')).toBe(true);
      }
    }
    for (const lang of ROUTE_LANGUAGES) {
      for (const page of PRIVATE_PAGES) {
        expect(robots.isDisallowed(`${SITE}/${lang}/${page}`, 'Googlebot'), `${lang}/${page}`).toBe(true);
      }
      expect(robots.isDisallowed(`${SITE}/${lang}/auth/change?token=abc`, 'Bingbot')).toBe(true);
    }
    expect(robots.isDisallowed(`${SITE}/xx/map`, 'Googlebot')).toBe(true);
    expect(robots.isDisallowed(`${SITE}/api/v1/asset?type=eat`, 'Googlebot')).toBe(true);
    expect(robots.isDisallowed(`${SITE}/systeminfo`, 'Googlebot')).toBe(true);
    expect(robots.isAllowed(`${SITE}/api/images/abc-800.webp`, 'Googlebot')).toBe(true);
  });

  it('answers 304 to its ETag', async () => {
    const first = await get('/robots.txt');
    const again = await get('/robots.txt', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the town’s own pages', () => {
  it('are listed in every language with their own last change, when the pages are given', async () => {
    const service = createSitemapService({
      catalogue: createCatalogueService({ db: t.app.db }),
      town: async () => profile(),
      pages: async () => [
        { slug: 'about', updatedAt: '2026-03-01T10:00:00.000Z' },
        { slug: 'how-to-get-here', updatedAt: '2026-04-02T08:30:00.000Z' },
      ],
      publicUrl: SITE,
    });
    const urls = parser.parse((await service.language('fr', 1))!.toString()).urlset.url as UrlEntry[];
    const about = urls.find((u) => u.loc === `${SITE}/fr/info/about`);
    expect(about?.lastmod).toBe('2026-03-01T10:00:00.000Z');
    expect(about?.['xhtml:link']).toHaveLength(SUPPORTED_LANGUAGES.length + 1);
    expect(urls.some((u) => u.loc === `${SITE}/fr/info/how-to-get-here`)).toBe(true);
  });
});

describe('a town that offers some of the languages', () => {
  it('lists only those, with alternates among them and its default language as x-default; robots keeps the others out', async () => {
    const admin = await signupFirstAdmin(t.app);
    const before = await get('/sitemap.xml');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/town',
      headers: apiHeaders(admin.token),
      payload: {
        name: 'Vilamar',
        region: 'Illes Balears',
        province: 'Illes Balears',
        centre: { lat: 39.57, lng: 2.65 },
        address: {
          street: 'Plaça de Cort, 1',
          postalCode: '07001',
          locality: 'Vilamar',
          province: 'Illes Balears',
          country: 'España',
        },
        phone: '+34 971 000 000',
        email: 'info@vilamar.example',
        languages: ['ca', 'es', 'en', 'de'],
        defaultLanguage: 'ca',
        legal: {
          entity: 'Ajuntament de Vilamar',
          taxId: 'P0700000A',
          address: 'Plaça de Cort, 1, 07001 Vilamar',
          dpoEmail: 'dpd@vilamar.example',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // At once: the profile's change is the catalogue's revision's, which tags the sitemaps.
    const index = await get('/sitemap.xml', { 'if-none-match': String(before.headers.etag) });
    expect(index.statusCode).toBe(200);
    const files = (parser.parse(index.body).sitemapindex.sitemap as { loc: string }[]).map((f) => f.loc);
    expect(files).toEqual(['es', 'ca', 'en', 'de'].map((lang) => `${SITE}/sitemaps/${lang}.xml`));
    for (const lang of ['fr', 'eu', 'gl', 'it', 'pt'])
      expect((await get(`/sitemaps/${lang}.xml`)).statusCode, lang).toBe(404);
    for (const url of await urlset('de')) {
      const page = url.loc.slice(`${SITE}/de/`.length);
      expect(url['xhtml:link']).toEqual([
        ...['es', 'ca', 'en', 'de'].map((l) => ({ rel: 'alternate', hreflang: l, href: `${SITE}/${l}/${page}` })),
        { rel: 'alternate', hreflang: 'x-default', href: `${SITE}/ca/${page}` },
      ]);
    }
    const robots = robotsParser(`${SITE}/robots.txt`, (await get('/robots.txt')).body);
    for (const lang of ['fr', 'eu', 'gl', 'it', 'pt', 'xx'])
      expect(robots.isDisallowed(`${SITE}/${lang}/map`, 'Googlebot'), lang).toBe(true);
    for (const lang of ['es', 'ca', 'en', 'de'])
      expect(robots.isAllowed(`${SITE}/${lang}/map`, 'Googlebot'), lang).toBe(true);
    expect(robots.isAllowed(`${SITE}/api/town/logo/logo-0123456789abcdef-h48.png`, 'Googlebot')).toBe(true);
  });
});
