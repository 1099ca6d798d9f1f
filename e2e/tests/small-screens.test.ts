import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Asset, AssetList } from '@town/shared/catalogue';
import { addDays, dayInTimeZone } from '@town/shared/days';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { API_HEADERS, createAccount } from '../support/clients.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt, submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * What people tripped over on a phone (360 px wide), each in the language where it was seen:
 * the key facts and the registration number of a rental in German, the order of a dated search
 * in German, the booking's notes in Basque; and the owners' days and hours, which followed the
 * browser's language (an English browser wrote "11/28/2026" and "05:00 PM" on a German page).
 */

// A phone whose visitor answered the consent banner before, so it stays closed.
const PHONE = { width: 360, height: 740 };
const open = useBrowser({ consentChosen: true, viewport: PHONE });
const db = useDatabase();

const deCatalogue = localeTexts('de', 'catalogue');
const deList = localeTexts('de', 'listofval');
const deHost = localeTexts('de', 'host');
const deOwner = localeTexts('de', 'owner');
const deShell = localeTexts('de', 'translation');
const euBookings = localeTexts('eu', 'bookings');

async function answer<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, { headers: API_HEADERS });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * What text of `scope` is cut or sticks out: each element holding text (or a field) whose text
 * is wider than its box, or that reaches past the edge of `scope` (or of the window). Empty
 * when everything reads whole.
 */
function cutOrOverflowing(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    const right = Math.min(edge.right, window.innerWidth);
    const found: string[] = [];
    const holdsText = (element: HTMLElement) =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null || !holdsText(element)) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(element.type)) continue;
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()} “${(element.innerText || element.getAttribute('value') || '').slice(0, 40)}”`;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'auto') {
        found.push(`${name}: text ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`);
      }
      if (box.width > 0 && (box.right > right + 1 || box.left < edge.left - 1)) {
        found.push(
          `${name}: from ${Math.round(box.left)} to ${Math.round(box.right)} px, beyond ${Math.round(right)} px`,
        );
      }
    }
    return found;
  });
}

/** The lines a piece of inline text takes. */
const lineCount = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });

const rentals = (lang: string) => answer<AssetList>(`/asset?type=property&rent=true&limit=10&lang=${lang}`);

describe('on a phone, 360 px wide', () => {
  it('shows a rental’s key facts whole in German, its registration number on two lines at most', async () => {
    const rental = await answer<Asset>(`/asset/${(await rentals('de')).items[0]!.id}?lang=de`);
    expect(rental.nrua).toBeTruthy();
    const { page, errors } = await open({ locale: 'de-DE' });
    await page.goto(`/de/assets/asset/${rental.id}/rent`);

    const facts = page.locator('dl').filter({ has: page.getByText(deCatalogue('facts.nrua'), { exact: true }) });
    await facts.waitFor();
    await expect(cutOrOverflowing(facts)).resolves.toEqual([]);
    // Each term above its value, so "8 Erwachsene und 2 Kinder" has the whole width.
    const capacity = facts.locator('dt', { hasText: deCatalogue('facts.capacity') });
    const capacityBox = (await capacity.boundingBox())!;
    const valueBox = (await capacity.locator('xpath=following-sibling::dd[1]').boundingBox())!;
    expect(valueBox.y).toBeGreaterThanOrEqual(capacityBox.y + capacityBox.height - 1);

    // The registration number: one or two lines, and it copies whole (nothing added to break it).
    const nrua = facts.locator('dt', { hasText: deCatalogue('facts.nrua') }).locator('xpath=following-sibling::dd[1]');
    expect(await lineCount(nrua)).toBeLessThanOrEqual(2);
    await nrua.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()!.toString().trim())).toBe(rental.nrua);
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
  });

  it('reads the order of a dated search whole in German, and in the languages whose words are longest', async () => {
    const today = dayInTimeZone(new Date());
    const stay = { checkIn: addDays(today, 30), checkOut: addDays(today, 34) };
    for (const [lang, locale] of [
      ['de', 'de-DE'],
      ['eu', 'eu-ES'],
      ['fr', 'fr-FR'],
    ] as const) {
      const catalogue = localeTexts(lang, 'catalogue');
      const list = localeTexts(lang, 'listofval');
      const { page, errors } = await open({ locale });
      // Where a dated search leads: the rentals that take the stay, the cheapest total first.
      await page.goto(
        `/${lang}/assets/propertyListRent?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&sort=total-asc`,
      );
      await page.getByText(catalogue('filters.headingActive'), { exact: true }).click();
      const filters = page.getByRole('search', { name: catalogue('filters.label') });
      const order = filters.getByRole('group', { name: catalogue('filters.sort') });
      const chosen = order.getByRole('radio', { name: list('sort.total-asc'), exact: true });
      await expect(chosen.isChecked()).resolves.toBe(true);
      await expect(cutOrOverflowing(order), lang).resolves.toEqual([]);
      await expectNoHorizontalScroll(page);
      if (lang === 'de') {
        await expectAccessible(page, 'dated list, filters open');
        // Another order applies at once.
        await order.getByRole('radio', { name: deList('sort.price-asc'), exact: true }).check();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
      }
      expect(errors, lang).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the label of the booking’s notes whole in Basque', async () => {
    const today = dayInTimeZone(new Date());
    // Well ahead: no other file books these nights. Nothing is booked here.
    let stay: { checkIn: string; checkOut: string; id: string } | undefined;
    for (let ahead = 200; !stay && ahead < 320; ahead += 11) {
      const checkIn = addDays(today, ahead);
      const checkOut = addDays(checkIn, 7);
      const list = await answer<AssetList>(
        `/asset?type=property&rent=true&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&sort=total-asc&lang=eu`,
      );
      const rental = list.items.find((item) => item.stay);
      if (rental) stay = { checkIn, checkOut, id: rental.id };
    }
    expect(stay).toBeDefined();
    const guest = await createAccount(db, 'Ane Goikoetxea', 'eu', 'user');
    const { page, errors } = await open({ locale: 'eu-ES' });
    const path = `/eu/assets/asset/${stay!.id}/rent?checkIn=${stay!.checkIn}&checkOut=${stay!.checkOut}`;
    await page.goto(path);
    await page.locator(`[data-day="${stay!.checkIn}"].rdp-selected:not(.rdp-hidden)`).waitFor();
    await page.getByRole('button', { name: euBookings('calendar.book'), exact: true }).click();
    await page.waitForURL(/\/eu\/auth\/signin\?redirect=/);
    await submitSignIn(page, 'eu', guest.email);
    await page.waitForURL((url) => url.pathname === `/eu/assets/asset/${stay!.id}/rent`);

    const dialog = page.getByRole('dialog', { name: euBookings('dialog.title') });
    await dialog.waitFor();
    const notes = dialog.getByLabel(euBookings('dialog.notes'));
    await notes.waitFor();
    const label = dialog.getByText(euBookings('dialog.notes'), { exact: true });
    await expect(cutOrOverflowing(label)).resolves.toEqual([]);
    // Whole within the dialog, not hidden behind the field's border.
    const box = (await label.boundingBox())!;
    const field = (await notes.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(field.y);
    await expect(cutOrOverflowing(dialog.locator('form'))).resolves.toEqual([]);
    await notes.fill('Zazpiak aldera iritsiko gara.');
    await expectAccessible(page, 'booking dialog');
    expect(errors).toEqual([]);
  });

  describe('an owner’s days and hours, on a German page in an English browser', () => {
    const english = { locale: 'en-US', timezoneId: 'America/New_York' };
    /** What an American browser writes, which a German page must not. */
    const browserFormats = [/\b\d{1,2}\/\d{1,2}\/\d{4}\b/, /\b\d{1,2}:\d{2}\s?(AM|PM)\b/i];
    const readsGerman = async (page: Page) => {
      const text = await page.locator('main').innerText();
      for (const format of browserFormats) expect(text).not.toMatch(format);
    };

    it('writes the calendar’s hours and season days, and the bookings’ dates, as German does', async () => {
      const host = await createAccount(db, 'Jonas Weber', 'de', 'owner');
      const rental = (await rentals('de')).items[9]!;
      await giveListing(db, host, rental.id);
      const { page, errors } = await open(english);
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');

      await signInAt(page, `/de/owner/${rental.id}/calendar`, host);
      await page
        .getByRole('heading', { level: 1, name: deHost('page.calendarTitle', { name: rental.name }) })
        .waitFor();

      // Check-in and check-out hours on the 24-hour clock, in text the page writes.
      const rules = page.getByRole('form', { name: deHost('rules.form') });
      for (const name of ['rules.checkIn', 'rules.checkOut']) {
        const hour = rules.getByLabel(deHost(name), { exact: true });
        await expect(hour.inputValue()).resolves.toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        await expect(hour.getAttribute('type')).resolves.toBe('text');
      }
      // An hour typed the short way is kept as HH:MM once left.
      const checkIn = rules.getByLabel(deHost('rules.checkIn'), { exact: true });
      await checkIn.fill('1530');
      await checkIn.blur();
      await expect(checkIn.inputValue()).resolves.toBe('15:30');

      // A season's nights as German writes days, "01.07.2027"; picked on a German calendar.
      const seasons = page.getByRole('form', { name: deHost('seasons.form') });
      const firstSeason = seasons.getByTestId('season').first();
      const firstNight = firstSeason.getByLabel(deHost('seasons.firstNight'), { exact: true });
      await expect(firstNight.inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      const [, month, year] = (await firstNight.inputValue()).split('.');
      await firstSeason
        .getByRole('button', { name: deShell('dayField.open') })
        .first()
        .click();
      const calendar = page.getByRole('dialog', { name: deHost('seasons.firstNight') });
      await calendar.locator('.rdp-month').waitFor();
      await expect(cutOrOverflowing(calendar)).resolves.toEqual([]);
      await calendar.locator(`[data-day="${year}-${month}-15"] button`).click();
      await calendar.waitFor({ state: 'detached' });
      await expect(firstNight.inputValue()).resolves.toBe(`15.${month}.${year}`);
      await expect(cutOrOverflowing(seasons)).resolves.toEqual([]);
      await readsGerman(page);
      await expectNoHorizontalScroll(page);

      // The bookings' dates: typed the German way, without leading zeros.
      await page.goto('/de/owner/bookings');
      const from = page.getByLabel(deHost('bookings.from'), { exact: true });
      await expect(from.inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      const nextYear = Number(dayInTimeZone(new Date()).slice(0, 4)) + 1;
      await from.fill(`1.7.${nextYear}`);
      await page.waitForURL((url) => url.searchParams.get('from') === `${nextYear}-07-01`);
      await from.blur();
      await expect(from.inputValue()).resolves.toBe(`01.07.${nextYear}`);
      // What is no day stays as typed, and the field tells how to write one.
      const to = page.getByLabel(deHost('bookings.to'), { exact: true });
      await to.fill('31.02.' + nextYear);
      await to.blur();
      await page.getByText(deHost('errors.day')).waitFor();
      expect(new URL(page.url()).searchParams.has('to')).toBe(false);
      await readsGerman(page);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, 'host bookings');
      expect(errors).toEqual([]);
    });

    it('writes a place’s opening hours on the 24-hour clock', async () => {
      const owner = await createAccount(db, 'Lena Hoffmann', 'de', 'owner');
      const places = await answer<AssetList>('/asset?type=eat&limit=10&lang=de');
      const place = places.items[9]!;
      await giveListing(db, owner, place.id);
      const { page, errors } = await open(english);
      await signInAt(page, `/de/owner/${place.id}`, owner);

      const hours = page.getByRole('region', { name: deOwner('editor.sections.hours') });
      await hours.waitFor();
      // A day opened shows its hours as German writes them.
      const closedDay = hours.getByRole('switch', { name: deOwner('hours.open'), checked: false }).first();
      if ((await closedDay.count()) > 0) await closedDay.check();
      const fields = hours.locator('input[name^="hours."]');
      await fields.first().waitFor();
      for (const field of await fields.all()) {
        await expect(field.inputValue()).resolves.toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        await expect(field.getAttribute('type')).resolves.toBe('text');
      }
      const opens = fields.first();
      await opens.fill('9.30');
      await opens.blur();
      await expect(opens.inputValue()).resolves.toBe('09:30');
      await expect(cutOrOverflowing(hours)).resolves.toEqual([]);
      await readsGerman(page);
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  });
});
