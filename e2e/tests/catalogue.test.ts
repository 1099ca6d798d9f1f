import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, emptyTileCache, expectAccessible, setThirdParty, useBrowser } from '../support/browser.ts';
import { localeTexts } from '../support/texts.ts';

// A visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
afterAll(async () => {
  await setThirdParty('tiles', 'up');
});

// ---------------------------------------------------------------------------
// Texts: the test reads them where the page does, so it checks the page in each language.
// ---------------------------------------------------------------------------

const es = localeTexts('es', 'catalogue');
const esMeta = localeTexts('es', 'metatags');
const esMap = localeTexts('es', 'map');
const gl = localeTexts('gl', 'catalogue');
const glMeta = localeTexts('gl', 'metatags');
const glMap = localeTexts('gl', 'map');

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** What the API says, to compare the page with (the same server the page talks to). */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'x-app-key': 'town-web-dev' } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Summary {
  id: string;
  name: string;
  productId: number | null;
  price: { amount: number } | null;
}
interface List {
  items: Summary[];
  total: number;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

const results = (page: Page, t = es) => page.getByRole('region', { name: t('results.heading') });

/** The first restaurant with a menu, and the first holiday rental. */
async function someRestaurant() {
  // The first page of the list, as the page shows it.
  const eat = await api<List>('/api/v1/asset?type=eat&lang=gl');
  const restaurant = eat.items.find((item) => item.productId !== null);
  expect(restaurant, 'the demo town has a restaurant with a menu').toBeDefined();
  return restaurant!;
}

// ---------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------

describe('the map without tiles', () => {
  // First in the file, so the tiles it asks for are in no cache yet.
  it('still shows every marker on a plain background, says why, and lists the places', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    const failedTiles: string[] = [];
    const otherErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      (message.location().url.includes('/api/tiles/') ? failedTiles : otherErrors).push(message.text());
    });
    // Nothing cached, so every tile is asked of the tile server (down), whatever the town's first zoom.
    await emptyTileCache();
    await setThirdParty('tiles', 'down');
    try {
      await page.goto('/es/map');
      await page.getByRole('heading', { level: 1, name: esMeta('map.title') }).waitFor();
      await page.getByText(esMap('tilesFailed')).waitFor();
      const markers = await api<{ total: number }>('/api/v1/map_markers?lang=es');
      await page.getByText(esMap('count_other', { count: markers.total })).waitFor();
      expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
      await page.getByRole('heading', { level: 2, name: esMap('list.heading') }).waitFor();
    } finally {
      await setThirdParty('tiles', 'up');
    }
    expect(failedTiles.length).toBeGreaterThan(0);
    expect(otherErrors).toEqual([]);
    // Every other console error was a tile the stand-in refused on purpose.
    expect(errors.length).toBe(failedTiles.length);
    expect(thirdPartyRequests).toEqual([]);
  });
});

describe('a visitor', () => {
  it('filters rentals by price and guests, keeps the filters on reload, reads one in Galician, enlarges a menu and finds the restaurant on the map', async () => {
    const { page, errors, thirdPartyRequests } = await open();

    // The rentals, with the default filters of docs/rules.md#filters.
    await page.goto('/es/assets/propertyListRent');
    await page.getByRole('heading', { level: 1, name: esMeta('list.rent.title') }).waitFor();
    const prices = page.getByRole('group', { name: es('filters.priceLegend.rent') });
    expect(await prices.getByRole('spinbutton', { name: es('filters.min') }).inputValue()).toBe('1');
    expect(await prices.getByRole('spinbutton', { name: es('filters.max') }).inputValue()).toBe('500');

    // Price by typing, then by keyboard on the slider; guests by typing.
    await prices.getByRole('spinbutton', { name: es('filters.min') }).fill('100');
    await prices.getByRole('spinbutton', { name: es('filters.min') }).press('Enter');
    await page.waitForURL(/priceMin=100/);
    await prices.getByRole('spinbutton', { name: es('filters.max') }).fill('300');
    await prices.getByRole('spinbutton', { name: es('filters.max') }).press('Enter');
    await page.waitForURL(/priceMax=300/);
    await prices.getByRole('slider', { name: es('filters.priceMax') }).focus();
    await page.keyboard.press('PageDown');
    await page.waitForURL(/priceMax=290/);
    await page.getByRole('spinbutton', { name: es('filters.adults') }).fill('2');
    await page.waitForURL(/adults=2/);
    expect(new URL(page.url()).search).toBe('?priceMin=100&priceMax=290&adults=2');

    // The cards are the API's answer for those filters, every price in the range.
    const expected = await api<List>(
      '/api/v1/asset?type=property&rent=true&priceMin=100&priceMax=290&adults=2&children=0&lang=es',
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.items.every((item) => item.price && item.price.amount >= 100 && item.price.amount <= 290)).toBe(
      true,
    );
    const firstName = expected.items[0]!.name;
    await results(page).getByRole('link', { name: firstName, exact: true }).first().waitFor();
    await results(page).getByText(String(expected.total), { exact: false }).first().waitFor();

    // A reload keeps the filters: in the URL and in the controls.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: esMeta('list.rent.title') }).waitFor();
    expect(new URL(page.url()).search).toBe('?priceMin=100&priceMax=290&adults=2');
    expect(await prices.getByRole('spinbutton', { name: es('filters.min') }).inputValue()).toBe('100');
    expect(await prices.getByRole('spinbutton', { name: es('filters.max') }).inputValue()).toBe('290');
    expect(await page.getByRole('spinbutton', { name: es('filters.adults') }).inputValue()).toBe('2');
    expect(await prices.getByRole('slider', { name: es('filters.priceMax') }).getAttribute('aria-valuenow')).toBe(
      '290',
    );

    // Opens the first rental.
    await results(page).getByRole('link', { name: firstName, exact: true }).first().click();
    await page.waitForURL(/\/es\/assets\/asset\/[0-9a-f-]{36}\/rent$/);
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    expect(await page.title()).toContain(firstName);
    const assetId = /asset\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    // Reads it in Galician: the selector keeps the page and swaps the language.
    await page.getByRole('button', { name: /Idioma:/ }).click();
    await page.getByRole('menuitem', { name: 'Galego' }).click();
    await page.waitForURL(new RegExp(`/gl/assets/asset/${assetId}/rent$`));
    await page.getByRole('heading', { level: 2, name: gl('detail.facts') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('gl');
    const description = await api<{ fallback: boolean; lang: string; sections: { key: string; text: string }[] }>(
      `/api/v1/assets_description?asset_id=${assetId}&lang=gl`,
    );
    await page.getByRole('heading', { level: 2, name: gl('sections.main') }).waitFor();
    const firstParagraph = description.sections
      .find((s) => s.key === 'main')!
      .text.split(/\n\s*\n/)[0]!
      .trim();
    await page.getByText(firstParagraph).waitFor();
    if (description.fallback) {
      await page.getByText(gl('fallback.description', { language: gl(`languageIn.${description.lang}`) })).waitFor();
    }
    await page.getByRole('link', { name: glMeta('list.rent.title') }).waitFor();

    // A restaurant's menu, from its page; the text grows with the size control.
    const restaurant = await someRestaurant();
    await page.goto('/gl/assets/eatList');
    await results(page, gl).getByRole('link', { name: restaurant.name, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/gl/assets/asset/${restaurant.id}/eat$`));
    await page.getByRole('link', { name: gl('detail.menu') }).click();
    await page.waitForURL(new RegExp(`/gl/eat/${restaurant.id}/menu$`));
    await page.getByRole('heading', { level: 1, name: gl('menu.heading', { name: restaurant.name }) }).waitFor();
    const dish = page.getByTestId('menu-text').locator('li p').first();
    const sizeBefore = await dish.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const slider = page.getByRole('slider', { name: gl('menu.fontSize') });
    expect(await slider.getAttribute('aria-valuenow')).toBe('5');
    await page.getByRole('button', { name: gl('menu.larger') }).click();
    await page.getByRole('button', { name: gl('menu.larger') }).click();
    expect(await slider.getAttribute('aria-valuenow')).toBe('6.25');
    const sizeAfter = await dish.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(sizeAfter / sizeBefore).toBeCloseTo(1.25, 2);
    await page.getByRole('heading', { level: 2, name: gl('menu.allergensHeading') }).waitFor();

    // Finds it on the map: filtered to places to eat, listed, shown, and its popup links back.
    await page.goto('/gl/map');
    await page.getByRole('heading', { level: 1, name: glMeta('map.title') }).waitFor();
    await page.getByLabel(glMap('filter.label')).selectOption('eat');
    await page.waitForURL(/\/gl\/map\?type=eat$/);
    const places = page.getByRole('region', { name: glMap('list.heading') });
    await places.getByRole('link', { name: restaurant.name, exact: true }).waitFor();
    await places.getByRole('button', { name: glMap('list.showNamed', { name: restaurant.name }), exact: true }).click();
    await page.locator(`.leaflet-marker-icon[title="${restaurant.name.replaceAll('"', '\\"')}"]`).waitFor();
    const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: glMap('popup.details') });
    await popupLink.waitFor();
    await expect.poll(() => popupLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await popupLink.getAttribute('href')).toBe(`/gl/assets/asset/${restaurant.id}/eat`);
    await popupLink.click();
    await page.waitForURL(new RegExp(`/gl/assets/asset/${restaurant.id}/eat$`));
    await page.getByRole('heading', { level: 1, name: restaurant.name }).waitFor();

    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('pages through a list with links that keep the filters, and hears of an empty result', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    const all = await api<List>('/api/v1/asset?type=property&sale=true&lang=es&priceMin=10000&priceMax=2000000');
    expect(all.total).toBeGreaterThan(24);

    await page.goto('/es/assets/propertyListSale?sort=price-asc');
    await page.getByRole('heading', { level: 1, name: esMeta('list.sale.title') }).waitFor();
    await page.getByRole('navigation', { name: es('pagination.label') }).waitFor();
    await page.getByRole('link', { name: es('pagination.page', { page: 2 }) }).click();
    await page.waitForURL(/\?sort=price-asc&page=2$/);
    await results(page)
      .getByText(es('results.range', { from: 25, to: Math.min(48, all.total), total: all.total }))
      .waitFor();
    // Focus moves to the results' heading, so reading starts at the new page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(es('results.heading'));
    const cheapestOnPage2 = await api<List>(
      '/api/v1/asset?type=property&sale=true&lang=es&priceMin=10000&priceMax=2000000&sort=price-asc&offset=24',
    );
    await results(page).getByRole('link', { name: cheapestOnPage2.items[0]!.name, exact: true }).first().waitFor();

    // A search that matches nothing says so, and offers to clear the filters.
    await page.goto('/es/assets/hotelList?q=zzqqxx');
    await results(page).getByText(es('results.emptyFiltered')).waitFor();
    await results(page)
      .getByRole('link', { name: es('filters.clear') })
      .click();
    await page.waitForURL(/\/es\/assets\/hotelList$/);
    await results(page).getByRole('link').first().waitFor();

    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });
});

describe('accessibility and small screens', () => {
  async function pages() {
    const rental = (await api<List>('/api/v1/asset?type=property&rent=true&lang=es&limit=1')).items[0]!;
    const restaurant = await someRestaurant();
    return [
      { name: 'list', path: '/es/assets/propertyListRent', ready: esMeta('list.rent.title') },
      { name: 'asset', path: `/es/assets/asset/${rental.id}/rent`, ready: rental.name },
      { name: 'menu', path: `/es/eat/${restaurant.id}/menu`, ready: es('menu.heading', { name: restaurant.name }) },
      { name: 'map', path: '/es/map', ready: esMeta('map.title') },
    ];
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the list, asset, menu and map pages pass axe in ${colorScheme}`, async () => {
      const { page, errors, thirdPartyRequests } = await open({ colorScheme });
      for (const target of await pages()) {
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1, name: target.ready }).waitFor();
        if (target.name === 'map') {
          await page.locator('.leaflet-marker-icon').first().waitFor();
          await mapSettled(page);
        }
        expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
        await expectAccessible(page, `${target.name} ${colorScheme}`);
      }
      expect(errors).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
    });
  }

  /**
   * The map has settled after a zoom: no animation running, and its pins and clusters where they
   * were 300 ms before (on a loaded machine the clusters are redrawn a moment after the zoom).
   */
  async function mapSettled(page: Page) {
    await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim'));
    const places = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.leaflet-marker-icon'))
          .map((icon) => {
            const box = icon.getBoundingClientRect();
            return `${Math.round(box.x)},${Math.round(box.y)}`;
          })
          .sort()
          .join(' '),
      );
    let before = await places();
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(300);
      const now = await places();
      if (now === before) return;
      before = now;
    }
  }

  it('map pins and clusters stay 24 px targets apart at every zoom, narrow and wide (axe target-size)', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 320, height: 640 },
    ]) {
      const { page, context, errors } = await open({ viewport });
      await page.goto('/es/map');
      await page.locator('.leaflet-marker-icon').first().waitFor();
      const zoomIn = page.locator('.leaflet-control-zoom-in');
      for (let step = 0; step < 3; step++) {
        await mapSettled(page);
        await expectAccessible(page, `map ${viewport.width} px, zoom step ${step}`);
        if ((await zoomIn.getAttribute('aria-disabled')) === 'true') break;
        await zoomIn.click();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);

  it('fit a 320 px wide screen, filters folded in a disclosure', async () => {
    const { page, errors } = await open({ viewport: { width: 320, height: 640 } });
    for (const target of await pages()) {
      await page.goto(target.path);
      await page.getByRole('heading', { level: 1, name: target.ready }).waitFor();
      if (target.name === 'map') await page.locator('.leaflet-marker-icon').first().waitFor();
      await noHorizontalScroll(page);
    }
    // The list's filters open from their summary (a native disclosure, which needs no script), by keyboard too.
    await page.goto('/es/assets/propertyListRent');
    const toggle = page.locator('summary', { hasText: es('filters.heading') });
    const disclosure = page.locator('details', { has: toggle });
    expect(await disclosure.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => disclosure.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await page.getByRole('group', { name: es('filters.priceLegend.rent') }).waitFor();
    await noHorizontalScroll(page);
    // No mini-map below 768 px.
    await page.goto('/es/map');
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.town-minimap').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
