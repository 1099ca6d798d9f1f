import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { availabilityEntrySchema, rentalTermsOf } from '@town/shared/availability';
import { formatEuros, type Booking } from '@town/shared/bookings';
import type { AssetList } from '@town/shared/catalogue';
import { addDays, dayInTimeZone } from '@town/shared/days';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { API_HEADERS, createAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

// A visitor from Portugal who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true, locale: 'pt-PT' });
const db = useDatabase();

const pt = localeTexts('pt', 'translation');
const ptCatalogue = localeTexts('pt', 'catalogue');
const ptBookings = localeTexts('pt', 'bookings');

/** The dated list as the API answers it: the rentals that take the stay, cheapest first. */
async function datedList(checkIn: string, checkOut: string, adults: number): Promise<AssetList> {
  const query = new URLSearchParams({
    type: 'property',
    rent: 'true',
    checkIn,
    checkOut,
    adults: String(adults),
    sort: 'total-asc',
    lang: 'pt',
  });
  const res = await fetch(`${baseUrl()}/api/v1/asset?${query.toString()}`, { headers: API_HEADERS });
  expect(res.status).toBe(200);
  return (await res.json()) as AssetList;
}

async function bookingMode(assetId: string) {
  const res = await fetch(`${baseUrl()}/api/v1/assets_availability/${assetId}`, { headers: API_HEADERS });
  const entries = ((await res.json()) as unknown[]).map((e) => availabilityEntrySchema.parse(e));
  return rentalTermsOf(entries).bookingMode;
}

/**
 * A stay well ahead (other files book the first free nights) whose cheapest rental books at
 * once: the one the visitor will book.
 */
async function stayToBook() {
  const today = dayInTimeZone(new Date());
  for (let ahead = 90; ahead < 300; ahead += 9) {
    for (const nights of [3, 4, 7]) {
      const checkIn = addDays(today, ahead);
      const checkOut = addDays(checkIn, nights);
      const list = await datedList(checkIn, checkOut, 2);
      const first = list.items[0];
      if (first?.stay && (await bookingMode(first.id)) === 'instant') return { checkIn, checkOut, rental: first };
    }
  }
  throw new Error('No rental of the demo town takes a stay ahead');
}

/** Turns the calendar's months until the day shows, then picks it. */
async function pickDay(page: Page, day: string) {
  const cell = page.locator(`[data-day="${day}"]:not(.rdp-hidden) button`);
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) await page.locator('.rdp-button_next').click();
  await cell.click();
}

/** "350 m", "1,2 km" (Portuguese) in metres. */
function readMetres(text: string): number {
  const [, number, unit] = /([\d\s.,]+)\s*(km|m)\b/u.exec(text.replace(/\u00a0/g, ' '))!;
  const value = Number(number!.trim().replace(/\s|\./g, '').replace(',', '.'));
  return unit === 'km' ? value * 1000 : value;
}

describe('finding a place for my dates', () => {
  it('searches from the landing page in Portuguese, opens a rental with the dates kept, and books it', async () => {
    const { checkIn, checkOut, rental } = await stayToBook();
    const total = rental.stay!.total;
    const guest = await createAccount(db, 'Inês Carvalho', 'pt', 'user');
    const { page, errors, thirdPartyRequests } = await open();

    await page.goto('/pt');
    const search = page.getByRole('search', { name: pt('landing.search.heading') });
    await search.waitFor();
    // When: the booking's calendar, in a dialog.
    await search.getByTestId('stay-dates').click();
    const calendar = page.getByRole('dialog', { name: pt('stayDates.title') });
    await calendar.waitFor();
    await pickDay(page, checkIn);
    await pickDay(page, checkOut);
    // The calendar says the stay chosen: its nights.
    const nights = pt('stayDates.range_other', { checkIn: '', checkOut: '', count: rental.stay!.nights })
      .split('·')[1]!
      .trim();
    await calendar.getByRole('status').filter({ hasText: nights }).waitFor();
    await expectAccessible(page, 'landing calendar');
    await calendar.getByRole('button', { name: pt('stayDates.done') }).click();
    await calendar.waitFor({ state: 'detached' });
    // Who: two adults.
    await search
      .getByRole('button', { name: pt('landing.search.more', { what: pt('landing.search.adults') }) })
      .click();
    await search.getByRole('button', { name: pt('landing.search.submit') }).click();

    // The choice is in the URL: the list can be shared and reloaded.
    await page.waitForURL(
      (url) =>
        url.pathname === '/pt/assets/propertyListRent' &&
        url.searchParams.get('checkIn') === checkIn &&
        url.searchParams.get('checkOut') === checkOut &&
        url.searchParams.get('adults') === '2' &&
        url.searchParams.get('sort') === 'total-asc',
    );
    await page.reload();
    const cards = page.locator('main li').filter({ has: page.getByTestId('card-stay-total') });
    // Cheapest first, each with its stay's total as the booking would charge it.
    const first = cards.first();
    await first.waitFor();
    await expect(first.getByRole('heading').innerText()).resolves.toBe(rental.name);
    await expect(first.getByTestId('card-stay-total').innerText()).resolves.toContain(formatEuros(total, 'pt'));
    await expectAccessible(page, 'dated list');

    // The rental's page opens on that stay, its quote ready, for two adults.
    await first.getByRole('link', { name: rental.name }).click();
    await page.waitForURL((url) => url.pathname === `/pt/assets/asset/${rental.id}/rent`);
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(checkIn);
    await page.locator(`[data-day="${checkIn}"].rdp-selected:not(.rdp-hidden)`).waitFor();
    await expect(page.getByTestId('stay-total').first().innerText()).resolves.toBe(formatEuros(total, 'pt'));

    // Booking asks to sign in, then comes back to the summary with the stay and the guests.
    await page.getByRole('button', { name: ptBookings('calendar.book'), exact: true }).click();
    await page.waitForURL(/\/pt\/auth\/signin\?redirect=/);
    await submitSignIn(page, 'pt', guest.email);
    const dialog = page.getByRole('dialog', { name: ptBookings('dialog.title') });
    await dialog.waitFor();
    await expect(dialog.getByTestId('stay-total').innerText()).resolves.toBe(formatEuros(total, 'pt'));
    await dialog.getByRole('button', { name: ptBookings('dialog.confirm') }).click();
    await page.getByRole('dialog', { name: ptBookings('dialog.confirmedTitle') }).waitFor();

    // Booked as listed: those nights, those guests, that total; and the rental leaves the results.
    const mine = await fetch(`${baseUrl()}/api/v1/booking?lang=pt`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${guest.token}` },
    });
    const booking = ((await mine.json()) as { items: Booking[] }).items.find((b) => b.asset_id === rental.id)!;
    expect(booking).toMatchObject({
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      totalPrice: total,
      status: 'confirmed',
    });
    const after = await datedList(checkIn, checkOut, 2);
    expect(after.items.map((item) => item.id)).not.toContain(rental.id);

    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('sorts by distance from the visitor when they share where they are, and says so on the cards', async () => {
    // A visitor standing on the promenade, who lets the page know.
    const { page, errors } = await open({
      geolocation: { latitude: 38.9605, longitude: -0.1209 },
      permissions: ['geolocation'],
    });
    await page.goto('/pt/assets/eatList');
    await page.getByRole('button', { name: ptCatalogue('nearMe.button') }).click();
    await page.waitForURL(/sort=distance/);
    const [prefix, suffix] = ptCatalogue('distance.you', { distance: '|' }).split('|') as [string, string];
    // The list from the visitor takes the place of the server's, which is hidden.
    const distances = page.getByTestId('card-distance').filter({ visible: true });
    await distances.first().filter({ hasText: suffix }).waitFor();
    const texts = await distances.allInnerTexts();
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text.startsWith(prefix) && text.endsWith(suffix), text).toBe(true);
    const metres = texts.map(readMetres);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    // Nearest first, as the API measured from the visitor's position (which the URL never holds).
    expect(page.url()).not.toContain('38.96');
    expect(errors).toEqual([]);
  });

  it('without the visitor’s position, sorts from the town centre and says why', async () => {
    const { page, errors } = await open({ permissions: [] });
    await page.goto('/pt/assets/eatList');
    await page.getByRole('button', { name: ptCatalogue('nearMe.button') }).click();
    await page
      .getByText(ptCatalogue('nearMe.denied'))
      .or(page.getByText(ptCatalogue('nearMe.unavailable')))
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: ptCatalogue('nearMe.sortedFromCentre') })
      .waitFor();
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the landing search and its calendar pass axe in ${colorScheme}, and fit 320 px`, async () => {
      const { page, errors } = await open({ colorScheme, viewport: { width: 320, height: 640 } });
      await page.goto('/pt');
      const search = page.getByRole('search', { name: pt('landing.search.heading') });
      await search.waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `landing ${colorScheme}`);
      await search.getByTestId('stay-dates').click();
      await page.getByRole('dialog', { name: pt('stayDates.title') }).waitFor();
      await page.locator('.rdp-day:not(.rdp-disabled) button').first().waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `calendar ${colorScheme}`);
      // Keyboard: Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: pt('stayDates.title') }).waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe(
        'stay-dates',
      );
      expect(errors).toEqual([]);
    });
  }
});
