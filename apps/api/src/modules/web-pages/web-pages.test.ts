import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSET_LISTS, type AssetListKey } from '@town/shared/asset-types';
import {
  assetListSchema,
  assetSchema,
  mapMarkersSchema,
  menuSchema,
  type Asset,
  type MapMarker,
} from '@town/shared/catalogue';
import { LANGUAGE_CHOICE_COOKIE, OG_LOCALES, SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { canonicalAssetPagePath, listsOf } from '@town/shared/public-pages';
import type { TownPage, TownProfile } from '@town/shared/town';
import { generateTown, insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureWebBuilt } from '../../test/web-build.ts';
import { GOOD_PASSWORD, signup, uniqueEmail, UNREACHED_RATE_LIMITS } from '../accounts/accounts.test-support.ts';

/*
 * Server rendering end to end (docs/decisions/013-server-rendering.md): the real app on its
 * own database, with the web app as `npm run build` makes it, answering pages as a browser or
 * a crawler asks for them.
 */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SITE = 'https://costaguia.example';
/** Languages the pages other than the landing are checked in: one of each kind of text. */
const SOME_LANGUAGES = ['ca', 'eu', 'pt'] as const satisfies readonly Language[];
/** docs/product.md#structured-data: the schema.org types each list's assets may have. */
const LD_TYPES: Record<AssetListKey, string[]> = {
  rent: ['VacationRental'],
  long: ['RealEstateListing'],
  sale: ['RealEstateListing'],
  hotel: ['Hotel', 'Campground', 'LodgingBusiness'],
  'real-estate': ['RealEstateAgent'],
  eat: ['Restaurant', 'BarOrPub', 'CafeOrCoffeeShop'],
  store: ['Store', 'Bakery', 'BookStore', 'ClothingStore', 'LiquorStore', 'GroceryStore', 'SportingGoodsStore'],
  activity: ['TouristAttraction'],
  service: [
    'LocalBusiness',
    'Pharmacy',
    'HairSalon',
    'MedicalClinic',
    'AutoRental',
    'DryCleaningOrLaundry',
    'HomeAndConstructionBusiness',
  ],
};

/** The weather provider down: the weather page shows its error state (the weather tests cover the rest). */
async function startWeatherDown(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => void res.writeHead(503).end('down'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/forecast`, server };
}

let t: TestApp;
/** The site's town as its profile says (GET /api/v1/town): what every page's head and header name. */
let town: TownProfile;
let weather: Server;
let markers: MapMarker[];
/** A restaurant whose menu has dishes. */
let restaurant: MapMarker;

beforeAll(async () => {
  ensureWebBuilt();
  const down = await startWeatherDown();
  weather = down.server;
  t = await createTestApp({
    publicUrl: SITE,
    weatherUrl: down.url,
    weatherMarineUrl: undefined,
    authRateLimits: UNREACHED_RATE_LIMITS,
    webDist: join(ROOT, 'apps/web/dist'),
    webServerEntry: join(ROOT, 'apps/web/dist-server/entry-server.js'),
  });
  // A small town: the first nine assets are one of each list.
  await insertAssets(t.app.db, generateTown({ seed: 'web-pages-test', assets: 40 }));
  town = (await api('/api/v1/town')).json<TownProfile>();
  markers = mapMarkersSchema.parse((await api('/api/v1/map_markers?lang=es')).json()).items;
  for (const marker of markers.filter((m) => m.type === 'eat')) {
    const asset = await readAsset(marker.id, 'es');
    if (asset.productId !== null) {
      const menu = menuSchema.parse(
        (await api(`/api/v1/rest_menu_items?product_id=${asset.productId}&lang=es`)).json(),
      );
      if (menu.sections.some((s) => s.items.length > 0)) {
        restaurant = marker;
        break;
      }
    }
  }
  expect(restaurant).toBeDefined();
}, 600_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => weather?.close(resolve));
});

const api = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders() });

async function readAsset(id: string, lang: string): Promise<Asset> {
  const res = await api(`/api/v1/asset/${id}?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return assetSchema.parse(res.json());
}

// ---- Reading a page -------------------------------------------------------------------------

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

interface Page {
  res: LightMyRequestResponse;
  elements: Element[];
  /** Every element named `tag` (and, if given, with these attribute values). */
  all(tag: string, attrs?: Record<string, string>): Element[];
  /** The content of <meta name|property=key>, if there is exactly one. */
  meta(key: string): string | undefined;
  h1(): string[];
  jsonLd(): Record<string, unknown>[];
  state(): PageState;
}

interface PageState {
  texts: { lang: string; resources: Record<string, Record<string, unknown>> };
  site: { origin: string };
  rendered: boolean;
  query?: { queries: { queryKey: unknown[]; state: { data?: unknown; status: string } }[] };
  router?: { loaderData: Record<string, unknown> };
  islands?: { pattern: string };
}

function readPage(res: LightMyRequestResponse): Page {
  const elements = [...elementsOf(parse(res.body))];
  const all = (tag: string, attrs: Record<string, string> = {}) =>
    elements.filter(
      (e) => e.tagName === tag && Object.entries(attrs).every(([name, value]) => attr(e, name) === value),
    );
  return {
    res,
    elements,
    all,
    meta(key) {
      const found = all('meta').filter((e) => attr(e, 'name') === key || attr(e, 'property') === key);
      expect(found.length, `<meta ${key}>`).toBeLessThanOrEqual(1);
      return found[0] && attr(found[0], 'content');
    },
    h1: () => all('h1').map((e) => textOf(e).trim()),
    jsonLd: () =>
      all('script', { type: 'application/ld+json' }).map((e) => JSON.parse(textOf(e)) as Record<string, unknown>),
    state() {
      const [script] = all('script', { type: 'application/json', id: 'page-state' });
      expect(script, 'page state').toBeDefined();
      return JSON.parse(textOf(script!)) as PageState;
    },
  };
}

async function getPage(url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  return readPage(await t.app.inject({ method: 'GET', url, headers, cookies }));
}

// ---- The texts the pages should show --------------------------------------------------------

const localeFiles = new Map<string, Record<string, unknown>>();
function namespace(lang: string, ns: string): Record<string, unknown> {
  const file = join(ROOT, 'apps/web/public/locales', lang, `${ns}.json`);
  if (!localeFiles.has(file)) localeFiles.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return localeFiles.get(file)!;
}
/** A text of the locale files, its {{placeholders}} filled in; `{{town}}` is the town's name. */
function text(lang: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], namespace(lang, ns));
  if (typeof value !== 'string') throw new Error(`No text ${lang}/${ns}:${key}`);
  const filled: Record<string, string> = { town: town.name, ...values };
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => filled[name] ?? '');
}

/** The head every public page has (docs/product.md#search-engines-and-sharing). */
function expectHead(
  page: Page,
  lang: Language,
  expected: { title: string; description: string; canonical: string; type?: 'website' | 'article' },
) {
  // The page's title, then the town's name.
  expect(page.all('title').map(textOf)).toEqual([`${expected.title} · ${town.name}`]);
  expect(page.meta('description')).toBe(expected.description);
  expect(page.meta('robots')).toBeUndefined();
  expect(page.all('link', { rel: 'canonical' }).map((l) => attr(l, 'href'))).toEqual([`${SITE}${expected.canonical}`]);
  // The same page in each language the town offers, and x-default, its default one.
  const offered = SUPPORTED_LANGUAGES.filter((l) => town.languages.includes(l));
  const pagePath = expected.canonical.slice(`/${lang}/`.length);
  expect(
    page.all('link', { rel: 'alternate' }).map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
    expected.canonical,
  ).toEqual([
    ...offered.map((l) => [l, `${SITE}/${l}/${pagePath}`]),
    ['x-default', `${SITE}/${town.defaultLanguage}/${pagePath}`],
  ]);
  expect(page.meta('og:title')).toBe(expected.title);
  expect(page.meta('og:description')).toBe(expected.description);
  expect(page.meta('og:url')).toBe(`${SITE}${expected.canonical}`);
  expect(page.meta('og:type')).toBe(expected.type ?? 'website');
  expect(page.meta('og:site_name')).toBe(town.name);
  expect(page.meta('og:locale')).toBe(OG_LOCALES[lang]);
  expect(
    page
      .all('meta', { property: 'og:locale:alternate' })
      .map((m) => attr(m, 'content'))
      .sort(),
  ).toEqual(
    offered
      .filter((l) => l !== lang)
      .map((l) => OG_LOCALES[l])
      .sort(),
  );
  expect(page.meta('og:image')).toMatch(new RegExp(`^${SITE}/`));
}

/** A page in its language, answered whole: 200, `<html lang>`, one visible <h1>. */
function expectRendered(page: Page, lang: string, h1: string) {
  expect(page.res.statusCode, page.res.body.slice(0, 300)).toBe(200);
  expect(page.res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.all('html').map((h) => attr(h, 'lang'))).toEqual([lang]);
  expect(page.h1()).toEqual([h1]);
  expect(page.state().rendered).toBe(true);
}

/** Where breadcrumbs show, a BreadcrumbList with the same steps (docs/product.md#structured-data). */
function expectBreadcrumbs(page: Page) {
  const trail = page.jsonLd().filter((ld) => ld['@type'] === 'BreadcrumbList');
  const shown = page.elements.filter((e) => /\bMuiBreadcrumbs-li\b/.test(attr(e, 'class') ?? ''));
  expect(trail.length).toBe(shown.length > 0 ? 1 : 0);
  if (!shown.length) return;
  const items = trail[0]!.itemListElement as { position: number; name: string; item?: string }[];
  expect(items.map((i) => i.name)).toEqual(shown.map((li) => textOf(li).trim()));
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  for (const item of items.slice(0, -1)) expect(item.item).toMatch(new RegExp(`^${SITE}/`));
  expect(items.at(-1)!.item).toBeUndefined();
}

// ---- Public pages ---------------------------------------------------------------------------

describe('public pages, rendered on the server', () => {
  it('renders the landing page in each of the nine languages', async () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const page = await getPage(`/${lang}/`);
      expectRendered(page, lang, text(lang, 'translation', 'landing.title', { name: town.name }));
      expectHead(page, lang, {
        title: text(lang, 'metatags', 'landing.title'),
        description: text(lang, 'metatags', 'landing.description'),
        canonical: `/${lang}/`,
      });
      expect(page.meta('og:image')).toBe(`${SITE}/logo/logo-round-512.png`);
      expectBreadcrumbs(page);
      // /defaultsite is the landing page again, under the same canonical address.
      const again = await getPage(`/${lang}/defaultsite`);
      expect(again.all('link', { rel: 'canonical' }).map((l) => attr(l, 'href'))).toEqual([`${SITE}/${lang}/`]);
    }
  });

  /** Every other public page that is not an asset's: path, heading and its `metatags` entry. */
  const pages: { path: string; heading: [string, string]; meta: string }[] = [
    { path: 'assets', heading: ['metatags', 'assets.title'], meta: 'assets' },
    ...ASSET_LISTS.map((list) => ({
      path: `assets/${list.route}`,
      heading: ['metatags', `list.${list.key}.title`] as [string, string],
      meta: `list.${list.key}`,
    })),
    { path: 'map', heading: ['metatags', 'map.title'], meta: 'map' },
    { path: 'weather', heading: ['metatags', 'weather.title'], meta: 'weather' },
    { path: 'webcams', heading: ['metatags', 'webcams.title'], meta: 'webcams' },
    { path: 'info', heading: ['metatags', 'info.title'], meta: 'info' },
    { path: 'contact', heading: ['metatags', 'contact.title'], meta: 'contact' },
    { path: 'auth/signin', heading: ['metatags', 'signin.title'], meta: 'signin' },
    { path: 'auth/signup', heading: ['metatags', 'signup.title'], meta: 'signup' },
  ];

  it.each(SOME_LANGUAGES)('renders the overview, the nine lists and the town pages in %s', async (lang) => {
    for (const { path, heading, meta } of pages) {
      const page = await getPage(`/${lang}/${path}`);
      expectRendered(page, lang, text(lang, heading[0], heading[1]));
      expectHead(page, lang, {
        title: text(lang, heading[0], heading[1]),
        description: text(lang, 'metatags', `${meta}.description`),
        canonical: `/${lang}/${path}`,
      });
      expectBreadcrumbs(page);
    }
  });

  it.each(SOME_LANGUAGES)("renders one of the town's pages in %s, its HTML under its own title", async (lang) => {
    const about = (await api(`/api/v1/pages/about?lang=${lang}`)).json<TownPage>();
    const page = await getPage(`/${lang}/info/about`);
    expectRendered(page, lang, about.title);
    const description = page.meta('description')!;
    expectHead(page, lang, { title: about.title, description, canonical: `/${lang}/info/about`, type: 'article' });
    expect(description.length).toBeGreaterThan(20);
    // The API's sanitised HTML, as it is: the page's own markup around it.
    expect(page.res.body).toContain(about.body);
    // The old address of the page moves to the new one, for good.
    const moved = await t.app.inject({ method: 'GET', url: `/${lang}/info/aboutUs?ref=mail` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${lang}/info/about?ref=mail`);
  });

  it('renders a filtered list page, whose canonical address keeps the filters and page but not the order', async () => {
    const lang = 'eu';
    const page = await getPage(
      `/${lang}/assets/propertyListRent?priceMax=300&adults=2&page=2&sort=name&utm_source=news`,
    );
    expectRendered(page, lang, text(lang, 'metatags', 'list.rent.title'));
    const [canonical] = page.all('link', { rel: 'canonical' }).map((l) => attr(l, 'href')!);
    const url = new URL(canonical!);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/${lang}/assets/propertyListRent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ priceMax: '300', adults: '2', page: '2' });
    for (const alternate of page.all('link', { rel: 'alternate' }))
      expect(attr(alternate, 'href')).toContain(url.search);
  });

  it.each(SOME_LANGUAGES)('renders an asset of each list in %s: its name, head and structured data', async (lang) => {
    for (const list of ASSET_LISTS) {
      const marker = markers.find((m) => listsOf(m).some((l) => l.key === list.key))!;
      const asset = await readAsset(marker.id, lang);
      const page = await getPage(`/${lang}/assets/asset/${marker.id}/${list.configType}`);
      expectRendered(page, lang, asset.name);
      expectHead(page, lang, {
        title: asset.name,
        description: asset.summary,
        canonical: `/${lang}/${canonicalAssetPagePath(marker)}`,
        type: 'article',
      });
      // Its cover photo, about 1,200 px wide (docs/product.md#search-engines-and-sharing).
      const sources = [...asset.images[0]!.srcset].sort((a, b) => a.width - b.width);
      const cover = sources.find((s) => s.width >= 1200) ?? sources.at(-1)!;
      expect(page.meta('og:image')).toBe(new URL(cover.url, SITE).href);
      expect(page.meta('og:image:width')).toBe(String(cover.width));
      const place = page.jsonLd().find((ld) => ld['@type'] !== 'BreadcrumbList')!;
      expect(LD_TYPES[list.key], `${list.key}: ${String(place['@type'])}`).toContain(place['@type']);
      expect(JSON.stringify(place)).toContain(asset.id);
      expect(JSON.stringify(place)).toContain(JSON.stringify(asset.name).slice(1, -1));
      expectBreadcrumbs(page);
      expect(page.jsonLd().some((ld) => ld['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  it.each(SOME_LANGUAGES)("renders a restaurant's menu in %s, with the whole Menu as structured data", async (lang) => {
    const asset = await readAsset(restaurant.id, lang);
    const menu = menuSchema.parse(
      (await api(`/api/v1/rest_menu_items?product_id=${asset.productId}&lang=${lang}`)).json(),
    );
    const page = await getPage(`/${lang}/eat/${restaurant.id}/menu`);
    const heading = text(lang, 'catalogue', 'menu.heading', { name: asset.name });
    expectRendered(page, lang, heading);
    expectHead(page, lang, {
      title: heading,
      description: text(lang, 'metatags', 'menu.description'),
      canonical: `/${lang}/eat/${restaurant.id}/menu`,
      type: 'article',
    });
    const place = page.jsonLd().find((ld) => ld['@type'] !== 'BreadcrumbList')!;
    expect(LD_TYPES.eat).toContain(place['@type']);
    const hasMenu = place.hasMenu as { '@type': string; hasMenuSection: { name: string }[] };
    expect(hasMenu['@type']).toBe('Menu');
    expect(hasMenu.hasMenuSection.map((s) => s.name)).toEqual(menu.sections.map((s) => s.name));
    const dish = menu.sections.flatMap((s) => s.items)[0]!;
    expect(page.res.body).toContain(dish.name.replace(/&/g, '&amp;'));
    expectBreadcrumbs(page);
    // The restaurant's own page names its menu page.
    const own = await getPage(`/${lang}/assets/asset/${restaurant.id}/eat`);
    const ownPlace = own.jsonLd().find((ld) => ld['@type'] !== 'BreadcrumbList')!;
    expect(JSON.stringify(ownPlace.hasMenu)).toContain(`${SITE}/${lang}/eat/${restaurant.id}/menu`);
  });

  it('writes valid JSON-LD only, never a block a text could end', async () => {
    const urls = [`/gl/assets/asset/${restaurant.id}/eat`, `/gl/eat/${restaurant.id}/menu`, '/gl/', '/gl/assets'];
    for (const url of urls) {
      const page = await getPage(url);
      for (const block of page.all('script', { type: 'application/ld+json' })) {
        const raw = textOf(block);
        expect(() => JSON.parse(raw), url).not.toThrow();
        expect(raw).not.toMatch(/[<>]/);
        expect((JSON.parse(raw) as { '@context'?: string })['@context']).toBe('https://schema.org');
      }
    }
  });
});

// ---- The page state -------------------------------------------------------------------------

describe('the page state', () => {
  it("holds the page's texts in its language, the list's query as the API answers it, and no one's data", async () => {
    const lang = 'gl';
    const page = await getPage(`/${lang}/assets/eatList?sort=name&page=1`);
    const state = page.state();
    expect(state.texts.lang).toBe(lang);
    expect(state.site.origin).toBe(SITE);
    for (const ns of ['translation', 'metatags', 'catalogue', 'listofval']) {
      expect(state.texts.resources[ns], ns).toEqual(namespace(lang, ns));
    }
    // Namespaces this page never shows stay out of it.
    expect(state.texts.resources.info).toBeUndefined();
    expect(state.texts.resources.accounts).toBeUndefined();

    // The list as the address asks for it, and no other list: a page carries what it renders.
    const lists = state.query!.queries.filter((q) => q.queryKey.includes('list'));
    expect(lists.map((q) => q.queryKey.slice(-2, -1))).toEqual([['eat']]);
    const [list] = lists;
    expect(list!.state.status).toBe('success');
    const query = list!.queryKey.at(-1) as Record<string, string | number>;
    expect(query.sort).toBe('name');
    const search = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
    const answer = assetListSchema.parse((await api(`/api/v1/asset?${search.toString()}`)).json());
    expect(list!.state.data).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(page.res.body).toContain(item.id);
    // A public page is rendered as islands (docs/decisions/021-islands.md): its route's pattern, no router state.
    expect(state.islands?.pattern).toBe('/:lang/assets/eatList');
    expect(state.router).toBeUndefined();
    // Nothing of a visitor: no session, profile or booking queries.
    expect(JSON.stringify(state.query!.queries.map((q) => q.queryKey))).not.toMatch(/auth|session|profile|booking/i);
  });

  it("holds an asset page's asset as the API answers it", async () => {
    const marker = markers.find((m) => m.type === 'hotel')!;
    const page = await getPage(`/it/assets/asset/${marker.id}/hotel`);
    const asset = await readAsset(marker.id, 'it');
    const { queries } = page.state().query!;
    const found = queries.find((q) => (q.state.data as { id?: string } | undefined)?.id === marker.id);
    expect(found?.state.data).toEqual(JSON.parse(JSON.stringify(asset)));
    // Not the lists it sits under: the browser loads those when they are wanted.
    expect(queries.filter((q) => q.queryKey.includes('list'))).toEqual([]);
  });
});

// ---- Not found ------------------------------------------------------------------------------

describe('pages that do not exist', () => {
  it.each(['de', 'eu', 'es'] as const)('answer 404 with the translated error page in %s', async (lang) => {
    const missingAsset = '00000000-0000-4000-8000-000000000000';
    const urls = [
      `/${lang}/no-such-page`,
      `/${lang}/assets/asset/${missingAsset}/rent`,
      `/${lang}/info/noSuchPage`,
      `/${lang}/eat/${markers.find((m) => m.type === 'hotel')!.id}/menu`,
      `/${lang}/auth/nothing`,
    ];
    for (const url of urls) {
      const page = await getPage(url);
      expect(page.res.statusCode, url).toBe(404);
      expect(page.res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.all('html').map((h) => attr(h, 'lang'))).toEqual([lang]);
      expect(page.h1(), url).toEqual([text(lang, 'translation', 'error.notFoundTitle')]);
    }
  });

  it('answers 404 to an unknown file, and never turns /api into a page', async () => {
    for (const url of ['/assets/no-such-chunk.js', '/logo/none.png', '/api', '/api/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

// ---- Redirects ------------------------------------------------------------------------------

describe('addresses without a language', () => {
  const redirect = async (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers, cookies });
    expect(res.statusCode, url).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    return res.headers.location;
  };

  it("send / to the browser's language, the stored one first, else the town's default", async () => {
    expect(await redirect('/', { 'accept-language': 'de-DE,de;q=0.9' })).toBe('/de/');
    expect(await redirect('/', { 'accept-language': 'de-DE,de;q=0.9' }, { lang: 'eu' })).toBe('/eu/');
    expect(await redirect('/', { 'accept-language': 'ja,zh;q=0.8' })).toBe(`/${town.defaultLanguage}/`);
    expect(await redirect('/')).toBe(`/${town.defaultLanguage}/`);
    expect(await redirect('/', { 'accept-language': 'ja,pt-BR;q=0.5,fr;q=0.7' })).toBe('/fr/');
  });

  it("send a returning visitor to the language chosen in the menu, over the browser's", async () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    // The short `lang` cookie has gone; the long-lived choice remains.
    expect(await redirect('/', german, { [LANGUAGE_CHOICE_COOKIE]: 'gl' })).toBe('/gl/');
    expect(await redirect('/map', german, { [LANGUAGE_CHOICE_COOKIE]: 'gl' })).toBe('/gl/map');
    // The language of the last pages read, while its cookie lasts, comes first.
    expect(await redirect('/', german, { lang: 'eu', [LANGUAGE_CHOICE_COOKIE]: 'gl' })).toBe('/eu/');
    expect(await redirect('/', german, { [LANGUAGE_CHOICE_COOKIE]: 'zz' })).toBe('/de/');
  });

  it('put the language in front of a path without one, keeping the query', async () => {
    expect(await redirect('/map', { 'accept-language': 'it' })).toBe('/it/map');
    expect(await redirect('/assets/eatList?cuisine=seafood&page=2', {}, { lang: 'ca' })).toBe(
      '/ca/assets/eatList?cuisine=seafood&page=2',
    );
  });

  it("replace an unknown two-letter language with the town's default", async () => {
    expect(await redirect('/zz/map', { 'accept-language': 'de' })).toBe(`/${town.defaultLanguage}/map`);
    expect(await redirect('/zz/map?x=1', {}, { lang: 'fr' })).toBe(`/${town.defaultLanguage}/map?x=1`);
  });
});

// ---- Caching --------------------------------------------------------------------------------

describe('caching a page', () => {
  it('answers the same ETag again, 304 to it, and the same page in every encoding', async () => {
    const url = '/fr/assets/hotelList';
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    const gzipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(brotli.headers.etag).toBe(etag);
  });

  it('keeps one page for an address, whatever else its query holds', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/es/' });
    const etag = String(plain.headers.etag);
    for (const url of ['/es/?x=1', '/es/?x=2&utm_source=news', '/es/?q=playa&page=3']) {
      const res = await t.app.inject({ method: 'GET', url });
      // The page stored for /es/, not one rendered and kept for this address.
      expect(res.headers.etag, url).toBe(etag);
      expect(res.body, url).toBe(plain.body);
      const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(notModified.statusCode, url).toBe(304);
    }
  });

  it("keeps a list's filters: a filter makes another page, a parameter the list does not read does not", async () => {
    const list = '/it/assets/eatList';
    const all = await t.app.inject({ method: 'GET', url: list });
    const seafood = await t.app.inject({ method: 'GET', url: `${list}?cuisine=seafood&sort=name` });
    expect(seafood.statusCode).toBe(200);
    expect(seafood.headers.etag).not.toBe(all.headers.etag);
    // Another order, a repeated parameter (the page reads the first) and one it never reads: the same page.
    const same = await t.app.inject({ method: 'GET', url: `${list}?x=1&sort=name&cuisine=seafood&cuisine=rice` });
    expect(same.headers.etag).toBe(seafood.headers.etag);
    expect(same.body).toBe(seafood.body);
  });

  it('renders the page again once the catalogue changes', async () => {
    const marker = markers.find((m) => m.type === 'store')!;
    const url = `/pt/assets/asset/${marker.id}/store`;
    const before = await t.app.inject({ method: 'GET', url });
    const etag = String(before.headers.etag);
    const renamed = 'Livraria Nova do Porto';
    expect(before.body).not.toContain(renamed);
    await t.app.db.execute(sql`update asset_texts set name = ${renamed} where asset_id = ${marker.id}`);
    // The change reaches the process as a notification: wait until its catalogue answers show it.
    await vi.waitFor(async () => expect((await readAsset(marker.id, 'pt')).name).toBe(renamed), { timeout: 10_000 });
    const after = await getPage(url, { 'if-none-match': etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(etag);
    expect(after.h1()).toEqual([renamed]);
  });
});

// ---- Privacy --------------------------------------------------------------------------------

describe('privacy', () => {
  it('renders the same page for a signed-in person as for anyone, and a private page without their data', async () => {
    const name = 'Ximena Urquiza-Belaustegi';
    const email = uniqueEmail('ximena');
    await signup(t.app, { email, name, lang: 'es' });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: apiHeaders(),
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(signin.statusCode).toBe(200);
    const accessToken = (signin.json() as { accessToken: string }).accessToken;
    const cookies = Object.fromEntries(signin.cookies.map((c) => [c.name, c.value]));
    expect(Object.keys(cookies).length).toBeGreaterThan(0);
    const theirs = { authorization: `Bearer ${accessToken}`, 'x-app-key': apiHeaders()['x-app-key']! };

    for (const url of ['/es/assets/eatList?page=1&q=arroz', '/es/contact', '/es/auth/signin', '/es/weather']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      const signedIn = await t.app.inject({ method: 'GET', url, headers: theirs, cookies });
      expect(signedIn.statusCode).toBe(anonymous.statusCode);
      // The weather page is rendered for each request: only the times its queries were made may differ.
      const untimed = (html: string) => html.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '"$1":0');
      expect(untimed(signedIn.body), url).toBe(untimed(anonymous.body));
      for (const res of [anonymous, signedIn]) {
        expect(res.body).not.toContain(email);
        expect(res.body).not.toContain(name);
        expect(String(res.headers['cache-control'])).not.toMatch(/private/);
      }
    }

    for (const url of ['/es/profile', '/es/myBookings', '/eu/auth/change?token=Zq9-reset-T0ken']) {
      const res = await t.app.inject({ method: 'GET', url, headers: theirs, cookies });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).not.toContain(email);
      expect(res.body).not.toContain(name);
      expect(res.body).not.toContain('Zq9-reset-T0ken');
      const page = readPage(res);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.all('link', { rel: 'canonical' })).toEqual([]);
      const root = page.all('div', { id: 'root' });
      expect(root).toHaveLength(1);
      expect(root[0]!.childNodes).toEqual([]);
      const state = page.state();
      expect(state.rendered).toBe(false);
      expect(state.query).toBeUndefined();
    }
  });
});

// ---- Content security policy ----------------------------------------------------------------

describe('the content security policy', () => {
  it("allows the page's one inline script by its hash, and no other inline script is executable", async () => {
    for (const url of ['/ca/', `/ca/assets/asset/${restaurant.id}/eat`, '/ca/profile', '/ca/no-such-page']) {
      const page = await getPage(url);
      const policy = String(page.res.headers['content-security-policy']);
      const scriptSrc = policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')!
        .slice(1);
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
      expect(hashes, url).toHaveLength(1);
      const inline = page.all('script').filter((s) => attr(s, 'src') === undefined);
      const executable = inline.filter((s) => {
        const type = attr(s, 'type');
        return type === undefined || type === '' || type === 'module' || /javascript/i.test(type);
      });
      expect(executable, url).toHaveLength(1);
      const digest = createHash('sha256').update(textOf(executable[0]!), 'utf8').digest('base64');
      expect(hashes[0]).toBe(`'sha256-${digest}'`);
      for (const data of inline.filter((s) => !executable.includes(s))) {
        expect(['application/json', 'application/ld+json']).toContain(attr(data, 'type'));
      }
    }
  });
});

// ---- Whatever the address -------------------------------------------------------------------

describe('any address', () => {
  // 400: what the input guard refuses in any address (a NUL byte, broken encoding), in the error shape.
  const allowed = [200, 302, 400, 404];
  const probe = '<img src=x onerror=alert(1)>';

  it('never answers a 5xx under a language, and never echoes markup from the address', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webPath(),
        fc.dictionary(
          fc.constantFrom('q', 'page', 'priceMax', 'sort', 'adults', 'cuisine', 'redirect', 'x'),
          fc.string(),
        ),
        async (path, params) => {
          const query = new URLSearchParams({ ...params, q: `${params.q ?? ''}${probe}` });
          const url = `/es${path.startsWith('/') ? '' : '/'}${path}?${query.toString()}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(allowed, `${url}: ${res.statusCode}`).toContain(res.statusCode);
          expect(res.body).not.toContain('<img src=x');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never answers a 5xx to a list page whatever its query, nor shows the query raw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ASSET_LISTS.map((l) => l.route)),
        fc.webQueryParameters(),
        fc.string({ maxLength: 30 }),
        async (route, search, q) => {
          const url = `/de/assets/${route}?${search}&q=${encodeURIComponent(`${q}<script>alert(1)</script>`)}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(allowed, `${url}: ${res.statusCode}`).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
          expect(res.body).not.toContain('<script>alert(1)');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers an address starting with two slashes like any other', async () => {
    for (const url of ['//', '//es/map', '//evil.example/x', '//key%7Ct', '///es/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(allowed, `${url}: ${res.statusCode}`).toContain(res.statusCode);
      if (res.statusCode === 302) expect(res.headers.location).toMatch(/^\/[a-z]{2}\//);
    }
  });

  it('never answers a 5xx to a garbage address', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }), async (segments) => {
        const url = `/${segments.map(encodeURIComponent).join('/')}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.statusCode}`).toBeLessThan(500);
        if (res.headers['content-type']?.toString().startsWith('text/html')) {
          expect(res.body).not.toContain(probe);
        }
      }),
      { numRuns: 60 },
    );
  });
});
