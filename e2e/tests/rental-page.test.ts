import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatEuros } from '@town/shared/bookings';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { API_HEADERS, createAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInLeadingTo } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { listedAsset } from '../support/town.ts';

/*
 * A holiday rental's page (docs/product.md#asset-pages): the booking box stays in view, beside
 * the text on a wide screen, as a bar at the bottom of a phone's screen; on a phone the price
 * and the key facts come before the long texts.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();

const ca = localeTexts('ca', 'bookings');
const caCatalogue = localeTexts('ca', 'catalogue');
const caConsent = localeTexts('ca', 'consent');
const de = localeTexts('de', 'bookings');
const deCatalogue = localeTexts('de', 'catalogue');

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };

/** A holiday rental of the demo town, with its "from" price a night. */
const seededRental = (index: number, lang: string) =>
  listedAsset<{ id: string; name: string; priceFrom: number }>(`type=property&rent=true&lang=${lang}`, index);

/** Where an element is on the screen, once it is there. */
async function box(locator: Locator) {
  await locator.waitFor();
  return (await locator.boundingBox())!;
}

const inViewport = async (page: Page, locator: Locator) => {
  const { y, height } = await box(locator);
  return y >= 0 && y + height <= page.viewportSize()!.height;
};

/** The first day a stay can start on, then the second day that can end it (turning the months as needed). */
async function pickStay(page: Page) {
  const enabled = () =>
    page.$$eval('.rdp-day:not(.rdp-disabled):not(.rdp-hidden)', (cells) => cells.map((c) => c.dataset.day!));
  await page.locator('.day-free:not(.rdp-disabled) button').first().waitFor();
  const checkIn = (await enabled())[0]!;
  await page.locator(`[data-day="${checkIn}"] button`).click();
  await page.locator(`[data-day="${checkIn}"].rdp-selected:not(.rdp-hidden)`).waitFor();
  let checkOut = (await enabled()).filter((day) => day > checkIn)[1];
  for (let i = 0; i < 2 && !checkOut; i++) {
    await page.locator('.rdp-button_next').click();
    checkOut = (await enabled()).find((day) => day > checkIn);
  }
  await page.locator(`[data-day="${checkOut}"] button`).click();
}

describe("a rental's page on a phone, in Catalan", () => {
  it('puts the price and key facts before the description, keeps "Book" in a bar that leaves the footer free, and hides it under the summary', async () => {
    const guest = await createAccount(db, 'Laia Ferrer', 'ca', 'user');
    const rental = await seededRental(4, 'ca');
    const { page, errors } = await open({ locale: 'ca-ES', viewport: PHONE });
    const path = `/ca/assets/asset/${rental.id}/rent`;
    await signInLeadingTo(page, path, guest);

    // The price and the key facts, then the long texts.
    const bookingBox = page.getByRole('region', { name: ca('box.heading') });
    const price = bookingBox.getByTestId('booking-price');
    await expect(price.innerText()).resolves.toBe(ca('box.from', { price: formatEuros(rental.priceFrom, 'ca') }));
    const facts = page.getByRole('heading', { name: caCatalogue('detail.facts') });
    const description = page.locator('section[aria-labelledby="section-main"]');
    const descriptionTop = (await box(description)).y;
    expect((await box(price)).y).toBeLessThan(descriptionTop);
    expect((await box(facts)).y).toBeLessThan(descriptionTop);
    await expectAccessible(page, 'rental page, phone');

    // The bar stays at the bottom of the screen; at the end of the page the footer ends above it.
    const bar = page.getByTestId('booking-bar');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => window.innerHeight + window.scrollY))
      .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
    expect(await inViewport(page, bar)).toBe(true);
    const barTop = (await box(bar)).y;
    expect(barTop + (await box(bar)).height).toBeCloseTo(PHONE.height, 0);
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    const link = await box(lastLink);
    expect(link.y + link.height).toBeLessThanOrEqual(barTop);

    // "Choose dates" leads to the calendar.
    await bar.getByRole('link', { name: ca('box.chooseDates') }).click();
    await expect.poll(() => inViewport(page, page.getByRole('heading', { name: ca('calendar.heading') }))).toBe(true);
    await pickStay(page);

    // With a stay: its total and "Book", which opens the summary; the bar gives way to it.
    const total = page.locator('main').getByTestId('stay-total');
    await expect(bar.innerText()).resolves.toContain(await total.innerText());
    await bar.getByRole('button', { name: ca('calendar.book'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ca('dialog.title') });
    await dialog.waitFor();
    await bar.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: ca('dialog.back') }).click();
    await dialog.waitFor({ state: 'detached' });
    await bar.waitFor({ state: 'visible' });

    await page.setViewportSize({ width: 320, height: 740 });
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
  });

  it('on a first visit the bar waits under the consent banner, and without script its link still leads to the calendar', async () => {
    const rental = await seededRental(4, 'ca');
    const path = `/ca/assets/asset/${rental.id}/rent`;
    const first = await open({ locale: 'ca-ES', viewport: PHONE, consentChosen: false });
    await first.page.goto(path);
    const banner = first.page.getByRole('region', { name: caConsent('widget.cookieBanner.title') });
    await banner.waitFor();
    const bar = first.page.getByTestId('booking-bar');
    await bar.waitFor({ state: 'hidden' });
    await banner.getByRole('button', { name: caConsent('widget.common.rejectAll') }).click();
    await bar.waitFor({ state: 'visible' });
    expect(first.errors).toEqual([]);

    const { page } = await open({ locale: 'ca-ES', viewport: PHONE, javaScriptEnabled: false });
    await page.goto(path);
    await page
      .getByTestId('booking-bar')
      .getByRole('link', { name: ca('box.chooseDates') })
      .click();
    await page.waitForURL((url) => url.hash === '#availability');
    await expect.poll(() => inViewport(page, page.getByRole('heading', { name: ca('calendar.heading') }))).toBe(true);
  });
});

describe("a rental's page on a wide screen, in German", () => {
  it('keeps the booking box beside the text and in view, with two months of the calendar side by side', async () => {
    const rental = await seededRental(4, 'de');
    const { page, errors } = await open({ locale: 'de-DE', viewport: WIDE });
    await page.goto(`/de/assets/asset/${rental.id}/rent`);
    const bookingBox = page.getByRole('region', { name: de('box.heading') });
    await expect(bookingBox.getByTestId('booking-price').innerText()).resolves.toBe(
      de('box.from', { price: formatEuros(rental.priceFrom, 'de') }),
    );
    const description = page.locator('section[aria-labelledby="section-main"]');
    const text = await box(description);
    expect((await box(bookingBox)).x).toBeGreaterThan(text.x + text.width);
    // No bar on a wide screen: its "Book" is the box's own.
    await expect(bookingBox.getByTestId('booking-bar').evaluate((bar) => getComputedStyle(bar).position)).resolves.toBe(
      'static',
    );

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(WIDE.height);
    expect(await inViewport(page, bookingBox)).toBe(true);
    // Below the sticky header, not under it.
    expect((await box(bookingBox)).y).toBeGreaterThanOrEqual((await box(page.locator('header').first())).height);

    // Two months side by side.
    const months = page.locator('.rdp-month');
    await months.nth(1).waitFor();
    const [left, right] = [await box(months.nth(0)), await box(months.nth(1))];
    expect(right.y).toBeCloseTo(left.y, 0);
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    await expectAccessible(page, 'rental page, wide');
    expect(errors).toEqual([]);
  });

  it("keeps a hotel's how-to-book panel beside the text, and gives it no bar on a phone", async () => {
    const res = await fetch(`${baseUrl()}/api/v1/asset?type=hotel&limit=1&lang=de`, { headers: API_HEADERS });
    const hotel = ((await res.json()) as { items: { id: string }[] }).items[0]!;
    const { page, errors } = await open({ locale: 'de-DE', viewport: WIDE });
    await page.goto(`/de/assets/asset/${hotel.id}/hotel`);
    const howToBook = page.getByRole('region', { name: deCatalogue('detail.bookDirect.title') });
    const text = await box(page.locator('section[aria-labelledby="section-main"]'));
    expect((await box(howToBook)).x).toBeGreaterThan(text.x + text.width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(WIDE.height / 2);
    expect(await inViewport(page, howToBook)).toBe(true);

    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a phone, first after the photos, and no bar.
    expect((await box(howToBook)).y).toBeLessThan(
      (await box(page.locator('section[aria-labelledby="section-main"]'))).y,
    );
    await expect(page.getByTestId('booking-bar').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
