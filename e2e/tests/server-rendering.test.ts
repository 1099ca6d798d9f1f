import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrateEveryIsland, useBrowser } from '../support/browser.ts';
import { localeTexts } from '../support/texts.ts';
import { townProfile } from '../support/town.ts';

/*
 * Pages rendered on the server (docs/decisions/013-server-rendering.md): readable and
 * browsable without JavaScript (docs/product.md#search-engines-and-sharing), and hydrated
 * with JavaScript from what the page carries, without asking again for its data or texts.
 */

// A visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });

interface Summary {
  id: string;
  name: string;
  summary: string;
  productId: number | null;
}
interface List {
  items: Summary[];
  total: number;
}
interface Description {
  sections: { key: string; text: string }[];
}

/** What the API says, to compare the page with (the same server the page talks to). */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'x-app-key': 'town-web-dev' } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const h1 = (page: Page) => page.locator('h1');

describe('without JavaScript', () => {
  const pt = localeTexts('pt', 'catalogue');
  const ptMeta = localeTexts('pt', 'metatags');
  const ptNav = localeTexts('pt', 'translation');
  const caMeta = localeTexts('ca', 'metatags');

  it('browses from the landing page to a filtered list, a place and a menu, and into Catalan', async () => {
    const { page, errors } = await open({ javaScriptEnabled: false });
    await page.goto('/pt/');
    const town = await townProfile();
    await expect.poll(() => h1(page).textContent()).toBe(ptNav('landing.title', { name: town.name }));

    // A card of the landing page is a real link to its list.
    await page.locator('main a[href="/pt/assets/propertyListRent"]').first().click();
    await page.waitForURL('**/pt/assets/propertyListRent');
    expect(await h1(page).textContent()).toBe(ptMeta('list.rent.title'));

    // The filters are an ordinary form: open the disclosure, set a maximum price, send it.
    const all = await api<List>('/api/v1/asset?type=property&rent=true&lang=pt&limit=100');
    const withPrices = await api<{ items: { price: { amount: number } | null }[] }>(
      '/api/v1/asset?type=property&rent=true&lang=pt&limit=100&sort=price-asc',
    );
    const amounts = withPrices.items.flatMap((i) => (i.price ? [i.price.amount] : []));
    // A bound that keeps some rentals and drops others (at least the gap of 100 above the minimum of 1).
    const max = Math.max(101, amounts[Math.floor(amounts.length / 2)]!);
    // A native disclosure: folded on a phone, always open on a wide screen.
    const maxField = page.getByLabel(pt('filters.max'), { exact: true });
    if (!(await maxField.isVisible())) await page.getByText(pt('filters.heading'), { exact: true }).click();
    await page.getByLabel(pt('filters.max'), { exact: true }).fill(String(max));
    await page.getByRole('button', { name: pt('filters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('priceMax') === String(max));
    const sent = new URL(page.url()).searchParams;
    const expected = await api<List>(
      `/api/v1/asset?type=property&rent=true&priceMin=${sent.get('priceMin')}&priceMax=${max}` +
        `&adults=${sent.get('adults')}&children=${sent.get('children')}&sort=${sent.get('sort')}&lang=pt&limit=24&offset=0`,
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    const results = page.getByRole('region', { name: pt('results.heading') });
    const cards = results.locator('a[href^="/pt/assets/asset/"]');
    const shown = await cards.evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    expect(shown).toEqual(expected.items.map((item) => `/pt/assets/asset/${item.id}/rent`));
    const first = expected.items[0]!;
    expect(await cards.first().textContent()).toContain(first.name);

    // A card leads to the place: its name, its summary (the page's description) and its sections.
    await cards.first().click();
    await page.waitForURL(`**/pt/assets/asset/${first.id}/rent`);
    expect(await h1(page).textContent()).toBe(first.name);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(first.summary);
    const description = await api<Description>(`/api/v1/assets_description?asset_id=${first.id}&lang=pt`);
    const main = description.sections.find((s) => s.key === 'main')!;
    await page.getByRole('heading', { level: 2, name: pt('sections.main') }).waitFor();
    expect(await page.locator('main').textContent()).toContain(main.text.split(/\n\s*\n/)[0]!.trim());

    // A restaurant's page links its menu.
    const eat = await api<List>('/api/v1/asset?type=eat&lang=pt&limit=100');
    const restaurant = eat.items.find((item) => item.productId !== null)!;
    await page.goto(`/pt/assets/asset/${restaurant.id}/eat`);
    await page.getByRole('link', { name: pt('detail.menu') }).click();
    await page.waitForURL(`**/pt/eat/${restaurant.id}/menu`);
    expect(await h1(page).textContent()).toBe(pt('menu.heading', { name: restaurant.name }));

    // The language menu is a list of links to this page in each language.
    await page.locator('summary', { hasText: 'PT' }).first().click();
    await page.locator('a[hreflang="ca"]').first().click();
    await page.waitForURL(`**/ca/eat/${restaurant.id}/menu`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    expect(await h1(page).textContent()).toBe(
      localeTexts('ca', 'catalogue')('menu.heading', { name: restaurant.name }),
    );
    await page.goto('/ca/assets');
    expect(await h1(page).textContent()).toBe(caMeta('assets.title'));
    expect(errors).toEqual([]);
  });
});

describe('with JavaScript', () => {
  /**
   * Requests that would mean the page did not start from what it carries. An asset's small map
   * is drawn only in the browser, after hydration, and brings its own texts (location-map.tsx).
   */
  const refetched = (url: string) => {
    const { pathname } = new URL(url);
    if (/^\/locales\/[a-z]{2}\/locationMap\.json$/.test(pathname)) return false;
    return /^\/api\/v1\/asset(?!s_availability)|^\/locales\//.test(pathname);
  };

  async function pagesOf(lang: string) {
    const hotels = await api<List>(`/api/v1/asset?type=hotel&lang=${lang}`);
    const eat = await api<List>(`/api/v1/asset?type=eat&lang=${lang}&limit=100`);
    const restaurant = eat.items.find((item) => item.productId !== null)!;
    return [
      `/${lang}/`,
      `/${lang}/assets/eatList?sort=name`,
      `/${lang}/assets/asset/${hotels.items[0]!.id}/hotel`,
      `/${lang}/eat/${restaurant.id}/menu`,
      `/${lang}/weather`,
    ];
  }

  it.each(['gl', 'eu'])(
    'hydrates every island of the pages in %s without an error or a request for their data',
    async (lang) => {
      const problems: string[] = [];
      for (const path of await pagesOf(lang)) {
        // No service worker: once it controls the page it fetches texts for offline use, which is not hydrating.
        const { page, errors } = await open({ serviceWorkers: 'block', hydrateIslands: false });
        const asked: string[] = [];
        page.on('request', (request) => {
          if (refetched(request.url())) asked.push(new URL(request.url()).pathname);
        });
        await page.goto(path);
        // Every island is hydrated as a visitor's first focus in it would (docs/decisions/021-islands.md).
        expect(await page.locator('town-island').count(), path).toBeGreaterThan(0);
        await hydrateEveryIsland(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count(), path).toBe(1);
        problems.push(...errors.map((error) => `${path}: ${error}`), ...asked.map((url) => `${path} asked for ${url}`));
        await page.close();
      }
      expect(problems).toEqual([]);
    },
  );
});
