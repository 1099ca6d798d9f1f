import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, createAccount, unique, type TestAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInLeadingTo } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { townProfile } from '../support/town.ts';

/*
 * What people tripped over on cards and names, at the widths and in the languages they met
 * it: a demo listing titled "a 80 m de la playa" whose card said 60 m, a home for sale whose
 * card said "7 plazas" rather than its floor area, webcams that opened on what read as an
 * error, and an admin's name cut to "Ajuntament de Porta…" with nowhere to read it whole.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const es = localeTexts('es', 'catalogue');
const esWebcams = localeTexts('es', 'webcams');
const ca = localeTexts('ca', 'translation');

const WIDTHS = [360, 1280] as const;
const viewport = (width: number) => ({ width, height: 800 });

/** What the public API says, to compare the page with (the same server the page talks to). */
async function publicApi<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, { headers: { 'x-app-key': 'town-web-dev' } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Summary {
  id: string;
  name: string;
  summary: string;
  capacity: { adults: number; children: number } | null;
  bedrooms: number | null;
  areaM2: number | null;
}

/** A list's cards: each an outlined card with its name as the link. */
const cardsOf = (page: Page) => page.getByRole('main').locator('.MuiCard-root');

/** Metres as a Spanish text tells them: "A 80 m de la playa", "a 1,2 km de la playa". */
function metresIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:,\d+)?)\s?(km|m)(?![\p{L}²])/gu)].map(
    ([, figure, unit]) => Number(figure!.replace(',', '.')) * (unit === 'km' ? 1000 : 1),
  );
}

/** The card's own distance line, in metres. */
async function shownMetres(card: Locator): Promise<number> {
  const text = await card.getByTestId('card-distance').innerText();
  const [metres, ...more] = metresIn(text.replace(/\u00a0/g, ' '));
  expect(more, text).toEqual([]);
  expect(metres, text).toBeDefined();
  return metres!;
}

describe('a card tells the distance its listing tells', () => {
  for (const width of WIDTHS) {
    it(`in Spanish at ${width} px: a home titled "a … de la playa" shows that distance, and a hotel its summary's`, async () => {
      const { page, errors } = await open({ viewport: viewport(width) });
      let told = 0;
      for (const route of ['propertyListRent', 'propertyListLong', 'propertyListSale']) {
        await page.goto(`/es/assets/${route}?q=playa`);
        const cards = cardsOf(page);
        await cards.first().waitFor();
        for (const card of await cards.all()) {
          const name = await card.getByRole('link').first().innerText();
          const stated = metresIn(name);
          if (stated.length === 0) continue;
          told++;
          expect(stated, `${route}: ${name}`).toEqual([await shownMetres(card)]);
        }
      }
      // The demo town has homes titled by their distance to the beach on these pages.
      expect(told).toBeGreaterThan(0);

      await page.goto('/es/assets/hotelList');
      const hotels = cardsOf(page);
      await hotels.first().waitFor();
      let hotelsTelling = 0;
      for (const card of await hotels.all()) {
        const href = await card.getByRole('link').first().getAttribute('href');
        const id = /\/asset\/([^/]+)\//.exec(href ?? '')![1]!;
        const { summary } = await publicApi<Summary>(`/asset/${id}?lang=es`);
        const stated = metresIn(summary);
        if (stated.length === 0) continue;
        hotelsTelling++;
        expect(stated, summary).toEqual([await shownMetres(card)]);
      }
      expect(hotelsTelling).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});

describe('a home for sale is weighed by its floor area, not by guests', () => {
  for (const width of WIDTHS) {
    it(`in Spanish at ${width} px: its card and its page give the area and no "plazas"; a rental's still does`, async () => {
      const { page, errors } = await open({ viewport: viewport(width) });
      const sleeps = new RegExp(
        `\\d+ (?:${es('facts.sleeps_one', { count: '' }).trim()}|${es('facts.sleeps_other', { count: '' }).trim()})\\b`,
      );

      await page.goto('/es/assets/propertyListSale');
      const cards = cardsOf(page);
      await cards.first().waitFor();
      const all = await cards.all();
      expect(all.length).toBeGreaterThan(4);
      for (const card of all) {
        const href = await card.getByRole('link').first().getAttribute('href');
        const id = /\/asset\/([^/]+)\//.exec(href ?? '')![1]!;
        const home = await publicApi<Summary>(`/asset/${id}?lang=es`);
        const text = (await card.innerText()).replace(/\u00a0/g, ' ');
        expect(home.areaM2, home.name).not.toBeNull();
        expect(text, home.name).toContain(es('facts.areaValue', { area: home.areaM2! }));
        // The seed gives homes for sale a capacity too (some are also let): never told here.
        expect(text, home.name).not.toMatch(sleeps);
      }
      await expectAccessible(page, `sale list ${width}`);
      await expectNoHorizontalScroll(page);

      // Its page from the list: the key facts give the floor area, and no capacity.
      await all[0]!.getByRole('link').first().click();
      await page.waitForURL(/\/es\/assets\/asset\/[^/]+\/sale$/);
      const facts = page.getByRole('definition');
      await facts.first().waitFor();
      const terms = await page.getByRole('term').allInnerTexts();
      expect(terms).toContain(es('facts.area'));
      expect(terms).not.toContain(es('facts.capacity'));

      // A holiday rental's card still says how many it sleeps.
      await page.goto('/es/assets/propertyListRent');
      const rentals = cardsOf(page);
      await rentals.first().waitFor();
      expect((await rentals.allInnerTexts()).some((text) => sleeps.test(text))).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

describe('a webcam opens ready to show, and only a failure reads as one', () => {
  let keeper: TestAccount;
  let seeded: unknown[];
  beforeAll(async () => {
    keeper = await createAccount(db, 'Marta Vidal', 'es', 'admin');
    const stored = await api('GET', '/admin/webcams', keeper.token);
    expect(stored.status).toBe(200);
    seeded = stored.body.items as unknown[];
    expect(seeded.length).toBeGreaterThanOrEqual(3);
  });
  const restore = async () => {
    expect((await api('PUT', '/admin/webcams', keeper.token, { items: seeded })).status).toBe(200);
  };
  afterAll(restore);

  for (const width of WIDTHS) {
    it(`in Spanish at ${width} px: each card shows its camera's name and "Ver imagen", no warning; shown, hidden, the focus follows`, async () => {
      const { page, errors, thirdPartyRequests } = await open({ viewport: viewport(width) });
      await page.goto('/es/webcams');
      const cards = page.getByRole('main').getByRole('listitem');
      await cards.first().getByRole('heading', { level: 2 }).waitFor();
      const count = await cards.count();
      expect(count).toBe(seeded.length);
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const name = await card.getByRole('heading', { level: 2 }).innerText();
        // The picture's place: the camera's name and one clear action, nothing that reads as broken.
        const show = card.getByRole('button', { name: esWebcams('show') });
        expect(await show.count()).toBe(1);
        expect(await show.isVisible()).toBe(true);
        expect(await card.getByTestId('webcam-show').innerText()).toContain(name);
        expect(await card.getByRole('alert').count()).toBe(0);
        expect(await card.getByRole('img').count()).toBe(0);
        expect(await card.innerText()).not.toMatch(/no se ha cargado|no disponible/i);
      }
      await expectAccessible(page, `webcams ${width}`);
      await expectNoHorizontalScroll(page);

      // Shown: the still from our own server, and the focus on "Ocultar imagen", which takes its place.
      const first = cards.first();
      await first.getByRole('button', { name: esWebcams('show') }).click();
      const still = first.getByRole('img');
      await expect
        .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const hide = first.getByRole('button', { name: esWebcams('hide') });
      await expect.poll(() => hide.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await first.getByRole('button', { name: esWebcams('show') }).count()).toBe(0);
      // Hidden again with the keyboard: the focus goes back to "Ver imagen".
      await page.keyboard.press('Enter');
      const showAgain = first.getByRole('button', { name: esWebcams('show') });
      await expect.poll(() => showAgain.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await first.getByRole('img').count()).toBe(0);
      expect(thirdPartyRequests).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('in Spanish at 360 px: a camera that does not answer says so, with a retry', async () => {
    const name = `Cala Morta ${unique()}`;
    const id = name.toLowerCase().replace(/\s+/g, '-');
    const broken = {
      id,
      name,
      kind: 'beach',
      position: { lat: 38.95, lng: -0.12 },
      // A reserved name no resolver knows (RFC 6761): our server's fetch of it fails.
      stillUrl: `https://camera.invalid/${id}.jpg`,
      pageUrl: `https://camera.invalid/${id}`,
      refreshSeconds: 60,
    };
    expect((await api('PUT', '/admin/webcams', keeper.token, { items: [...seeded, broken] })).status).toBe(200);
    const { page, errors } = await open({ viewport: viewport(360) });
    await page.goto('/es/webcams');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: esWebcams('show') }).click();
    await card.getByRole('alert').getByText(esWebcams('failed')).waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: esWebcams('retry') }).waitFor();
    await expectAccessible(page, 'webcams, a camera down');
    // The browser's own report of the failed still is the only error.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await restore();
  });
});

describe('an admin’s long name reads whole where it is the point', () => {
  const fullName = 'Ajuntament de Portalba';
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(db, fullName, 'ca', 'admin');
  });

  /** Whether the element shows all its text (nothing cut by an ellipsis). */
  const whole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

  for (const width of [360, 1280] as const) {
    it(`in Catalan at ${width} px: the account button names it (cut only with the whole name to hand), the menu shows it whole`, async () => {
      const { page, errors } = await open({ viewport: viewport(width), locale: 'ca-ES' });
      await signInLeadingTo(page, '/ca/', admin);
      const button = page.getByRole('button', { name: ca('account.menu', { name: fullName }) });
      await button.waitFor();
      expect(await button.getAttribute('title')).toBe(fullName);
      const shownName = button.locator('span', { hasText: fullName });
      if (width === 1280) {
        // Beside the menus there is room: the name whole.
        expect(await shownName.isVisible()).toBe(true);
        expect(await whole(shownName)).toBe(true);
      } else {
        // A phone's toolbar has room for the icon only.
        expect(await shownName.isVisible()).toBe(false);
      }
      await expectNoHorizontalScroll(page);

      await button.click();
      const menu = page.getByRole('menu', { name: fullName });
      await menu.waitFor();
      const header = menu.getByTestId('account-menu-header');
      expect(await header.innerText()).toContain(fullName);
      expect(await header.innerText()).toContain(admin.email);
      expect(await whole(header.getByText(fullName, { exact: true }))).toBe(true);
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The header is not an item: the focus starts on the first one.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ca('account.profile'));
      await expectAccessible(page, `account menu ${width}`);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    });
  }

  for (const width of [560, 700] as const) {
    it(`in Catalan at ${width} px: the town's name whole, and the account's only where it fits, named whole by the button`, async () => {
      const { page, errors } = await open({ viewport: viewport(width), locale: 'ca-ES' });
      await signInLeadingTo(page, '/ca/', admin);
      const button = page.getByRole('button', { name: ca('account.menu', { name: fullName }) });
      await button.waitFor();
      const { name: town } = await townProfile();
      const townName = page
        .getByRole('link', { name: ca('nav.home', { name: town }) })
        .getByText(town, { exact: true });
      expect(await whole(townName)).toBe(true);
      const shownName = button.locator('span', { hasText: fullName });
      // Under 640 px the icon alone, so the town's name keeps its room.
      expect(await shownName.isVisible()).toBe(width >= 640);
      expect(await button.getAttribute('title')).toBe(fullName);
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }
});
