import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, dayInTimeZone, weekdayOf } from '@town/shared/availability';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import type { RentalCalendar } from '@town/shared/rentals';
import type { Booking } from '@town/shared/bookings';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt, signInLeadingTo } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { listedAsset } from '../support/town.ts';
import { API_HEADERS, createAccount, type TestAccount } from '../support/clients.ts';

/*
 * Hosts' rentals in the browser (docs/rules.md#rentals): a host working in Basque sets a summer season and closes a week; a
 * guest working in French requests a stay on the public page; the host accepts it in the
 * workspace; the guest sees it confirmed; the host's calendar shows it.
 */

// Everyone here answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();

const eu = localeTexts('eu', 'host');
const euShell = localeTexts('eu', 'translation');
const fr = localeTexts('fr', 'bookings');

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** A night of the host's calendar, shown by turning the months forward as needed. */
async function hostNight(page: Page, day: string) {
  const button = page.locator(`[data-day="${day}"] button`);
  await page.getByRole('grid').first().waitFor();
  for (let i = 0; i < 13 && (await button.count()) === 0; i++) {
    await page.getByRole('button', { name: eu('grid.next') }).click();
  }
  return button;
}

/** A day of the public calendar (react-day-picker), turning its months forward as needed. */
async function guestDay(page: Page, day: string) {
  const button = page.locator(`[data-day="${day}"]:not(.rdp-hidden) button`);
  await page.locator('.rdp-month').first().waitFor();
  for (let i = 0; i < 13 && (await button.count()) === 0; i++) await page.locator('.rdp-button_next').click();
  return button;
}

const today = dayInTimeZone(new Date());
/** This summer's July and August, or next summer's once this one is nearly over; within the horizon. */
const year = Number(today.slice(0, 4)) + (today.slice(5) > '08-20' ? 1 : 0);
const summer = {
  first: [`${year}-07-01`, addDays(today, 1)].sort().at(-1)!,
  last: [`${year}-08-31`, addDays(today, AVAILABILITY_HORIZON_DAYS)].sort()[0]!,
};
/** A week from Monday to Sunday, a week into the summer. */
let monday = addDays(summer.first, 7);
while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
const closedWeek = { first: monday, last: addDays(monday, 6) };
/** The guest's stay: four nights from the Monday after the closed week (its check-in may be the block's end). */
const stay = { checkIn: addDays(closedWeek.last, 1), checkOut: addDays(closedWeek.last, 5) };

const scene = {
  rental: { id: '', name: '' },
  host: undefined as TestAccount | undefined,
  guest: undefined as TestAccount | undefined,
};

describe('a host runs a holiday rental', () => {
  it('a host working in Basque sets a summer season, takes requests and closes a week', async () => {
    // A rental of the demo town, given to this host as the town hall would.
    const rental = await listedAsset('type=property&rent=true&lang=eu', 7);
    scene.rental = rental;
    const host = (scene.host = await createAccount(db, 'Miren Etxeberria', 'eu', 'owner'));
    await giveListing(db, host, rental.id);
    const { page, errors } = await open({ locale: 'eu-ES' });

    // From the listing's editor to its calendar.
    await signInAt(page, `/eu/owner/${rental.id}`, host);
    await page.getByRole('link', { name: eu('links.calendar') }).click();
    await page.waitForURL(`**/eu/owner/${rental.id}/calendar`);
    await page.getByRole('heading', { level: 1, name: eu('page.calendarTitle', { name: rental.name }) }).waitFor();
    await page.getByRole('heading', { level: 2, name: eu('calendar.heading'), exact: true }).waitFor();
    // Two months side by side on a wide screen, their names in Basque ("2027ko uztaila").
    await expect(page.getByRole('grid').count()).resolves.toBe(2);
    await expect(page.locator('.month-title').first().innerText()).resolves.toMatch(/^\d{4}(e)?ko [a-z]+$/i);
    await expectAccessible(page, 'host calendar');

    // The rules: requests, answered within a day; a cleaning fee.
    const rules = page.getByRole('form', { name: eu('rules.form') });
    await rules.getByRole('radio', { name: new RegExp(`^${eu('rules.modes.request.name')}`) }).check();
    await rules.getByLabel(eu('rules.cleaningFee')).fill('30');
    // Same-day bookings until three hours before check-in (the cut-off only shows for the same day).
    await rules.getByRole('combobox', { name: eu('rules.notice') }).click();
    await page.getByRole('option', { name: eu('rules.noticeDays_other', { count: 2 }), exact: true }).click();
    await expect(rules.getByRole('combobox', { name: eu('rules.cutoff') }).count()).resolves.toBe(0);
    await rules.getByRole('combobox', { name: eu('rules.notice') }).click();
    await page.getByRole('option', { name: eu('rules.noticeSameDay'), exact: true }).click();
    await rules.getByRole('combobox', { name: eu('rules.cutoff') }).click();
    await page.getByRole('option', { name: eu('rules.cutoffHours_other', { count: 3 }), exact: true }).click();
    await rules.getByRole('button', { name: eu('rules.save') }).click();
    await page.getByText(eu('rules.saved')).first().waitFor();

    // The summer season, in place of the seasons the demo town gave it.
    const seasons = page.getByRole('form', { name: eu('seasons.form') });
    const seasonGroups = seasons.getByTestId('season');
    while ((await seasonGroups.count()) > 0) {
      await seasonGroups
        .first()
        .getByRole('button', { name: eu('seasons.remove') })
        .click();
    }
    await seasons.getByText(eu('seasons.empty')).waitFor();
    await seasons.getByRole('button', { name: eu('seasons.add') }).click();
    const season = seasons.getByRole('group', { name: new RegExp(`^${eu('seasons.item', { number: 1 })}`) });
    // A last night before the first is told on its field, in Basque, before anything is sent.
    await season.getByLabel(eu('seasons.firstNight')).fill(summer.first);
    await season.getByLabel(eu('seasons.lastNight')).fill(addDays(summer.first, -3));
    await season.getByLabel(eu('seasons.price')).fill('140');
    await seasons.getByRole('button', { name: eu('seasons.save') }).click();
    await season.getByText(eu('errors.calendar.endNotAfterStart')).waitFor();
    await season.getByLabel(eu('seasons.lastNight')).fill(summer.last);
    await season.getByLabel(eu('seasons.weekendPrice')).fill('170');
    await season.getByLabel(eu('seasons.minDays')).fill('3');
    await seasons.getByRole('button', { name: eu('seasons.save') }).click();
    await page.getByText(eu('seasons.saved')).first().waitFor();

    // A week closed on the calendar: its first night by the mouse, its last by the keyboard.
    const firstNight = await hostNight(page, closedWeek.first);
    await firstNight.click();
    await page.getByTestId('selection-status').getByText(/\S/).waitFor();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(
      page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day')),
    ).resolves.toBe(closedWeek.last);
    await page.keyboard.press('Enter');
    const actions = page.getByRole('region', { name: eu('range.heading_other', { count: 7 }) });
    await actions.waitFor();
    await expectAccessible(page, 'host calendar with a week selected');
    await actions.getByLabel(eu('range.noteLabel')).fill('Familiarekin astea');
    await actions.getByRole('button', { name: eu('range.block') }).click();
    await page
      .getByText(eu('range.blocked_other', { count: 7 }))
      .first()
      .waitFor();
    await expect(page.locator(`[data-day="${closedWeek.first}"] button.night-block`).count()).resolves.toBe(1);
    await expect(firstNight.textContent()).resolves.toContain(
      eu('night.blockWithNote', { note: 'Familiarekin astea' }),
    );

    // Calendar sync: the secret address for the other platforms, which the host can replace.
    const exported = page.getByRole('region', { name: eu('export.heading') }).getByLabel(eu('export.label'));
    await expect.poll(() => exported.inputValue()).toMatch(/\/ical\/[\w-]+\.ics$/);
    const oldAddress = await exported.inputValue();
    await page.getByRole('button', { name: eu('export.renew') }).click();
    const renew = page.getByRole('dialog', { name: eu('export.renewTitle') });
    await renew.getByRole('button', { name: eu('export.renewConfirm') }).click();
    await renew.waitFor({ state: 'detached' });
    await expect.poll(() => exported.inputValue()).not.toBe(oldAddress);
    expect((await fetch(oldAddress)).status).toBe(404);
    // An address the server may never fetch is refused on its field; one it cannot read yet is kept, with why.
    const addFeed = page.getByRole('form', { name: eu('feeds.addForm') });
    await addFeed.getByLabel(eu('feeds.name')).fill('Airbnb');
    await addFeed.getByLabel(eu('feeds.url')).fill('http://127.0.0.1/calendar.ics');
    await addFeed.getByRole('button', { name: eu('feeds.add') }).click();
    await addFeed.getByText(eu('feeds.errors.private-host')).waitFor();
    await addFeed.getByLabel(eu('feeds.url')).fill('https://calendar.invalid/airbnb.ics');
    await addFeed.getByRole('button', { name: eu('feeds.add') }).click();
    const feed = page.getByTestId('feed').filter({ hasText: 'Airbnb' });
    await feed.getByRole('note').getByText(eu('feeds.nothingKept')).waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'calendar sync with a feed');
    await feed.getByRole('button', { name: eu('feeds.remove') }).click();
    const stop = page.getByRole('dialog', { name: eu('feeds.removeTitle', { name: 'Airbnb' }) });
    await stop.getByRole('button', { name: eu('feeds.remove') }).click();
    await page.getByText(eu('feeds.empty')).waitFor();

    // Stored as the page showed it; the public calendar follows at once.
    const stored = await api<RentalCalendar>(`/owner/assets/${rental.id}/availability`, host.token);
    expect(stored).toMatchObject({
      bookingMode: 'request',
      cleaningFee: 30,
      advanceNoticeDays: 0,
      sameDayCutoffHours: 3,
    });
    expect(stored.seasons).toEqual([
      {
        start: summer.first,
        end: addDays(summer.last, 1),
        price: 140,
        weekendPrice: 170,
        minDays: 3,
        maxDays: null,
        startDays: null,
        endDays: null,
      },
    ]);
    expect(stored.blocks).toMatchObject([
      { start: closedWeek.first, end: addDays(closedWeek.last, 1), note: 'Familiarekin astea' },
    ]);
    const publicAnswer = await fetch(`${baseUrl()}/api/v1/assets_availability/${rental.id}`, { headers: API_HEADERS });
    const entries = (await publicAnswer.json()) as { type: string; start: string; end: string }[];
    expect(entries.filter((e) => e.type === 'booked')).toContainEqual(
      expect.objectContaining({ start: closedWeek.first, end: closedWeek.last }),
    );
    // Chromium logs the refused address (400): the one failure this page expected.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('a guest working in French requests a stay on the rental’s page', async () => {
    const rental = scene.rental;
    expect(rental.id).not.toBe('');
    const guest = (scene.guest = await createAccount(db, 'Amélie Durand', 'fr', 'user', 'dark'));
    const { page, errors } = await open({ locale: 'fr-FR', colorScheme: 'dark' });
    const rentalPage = `/fr/assets/asset/${rental.id}/rent`;
    await signInLeadingTo(page, rentalPage, guest);

    // The closed week cannot be booked; the Monday after it can.
    const closed = await guestDay(page, closedWeek.first);
    await expect(closed.isDisabled()).resolves.toBe(true);
    await (await guestDay(page, stay.checkIn)).click();
    await (await guestDay(page, stay.checkOut)).click();
    await page.getByRole('button', { name: fr('calendar.request'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fr('dialog.title') });
    await dialog.getByRole('button', { name: fr('dialog.request'), exact: true }).click();
    await page.getByRole('dialog', { name: fr('dialog.requestedTitle') }).waitFor();

    const mine = await api<{ items: Booking[] }>('/booking?lang=fr', guest.token);
    expect(mine.items[0]).toMatchObject({ asset_id: rental.id, ...stay, status: 'pending' });
    // The host is told, in Basque, with a link to the workspace.
    const { rows } = await db.query<{ body: string }>(
      `select text as body from outbox where "to" = $1 and kind = 'booking-host-request'`,
      [scene.host!.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('/eu/owner/bookings');
    expect(errors).toEqual([]);
  });

  it('the host accepts it in the workspace, the guest sees it confirmed, the host’s calendar shows it', async () => {
    const { rental, host, guest } = scene;
    expect(host && guest).toBeTruthy();
    const { page, errors } = await open({ locale: 'eu-ES' });
    await signInAt(page, '/eu/owner', host!);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: euShell('account.hostBookings') }).click();
    await page.waitForURL('**/eu/owner/bookings');
    await page.getByRole('heading', { level: 1, name: eu('page.bookingsTitle') }).waitFor();

    const card = page.getByTestId('host-booking').filter({ hasText: guest!.name });
    await expect(card.getByTestId('booking-status').innerText()).resolves.toBe(eu('status.pending'));
    await expect(card.innerText()).resolves.toContain(guest!.email);
    await expectAccessible(page, 'host bookings');
    await card.getByRole('button', { name: eu('booking.accept'), exact: true }).click();
    const ask = page.getByRole('dialog', { name: eu('booking.acceptTitle') });
    await ask.waitFor();
    await expectAccessible(page, 'accepting a request');
    await ask.getByRole('button', { name: eu('booking.accept'), exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByText(eu('booking.accepted')).first().waitFor();
    await card.getByTestId('booking-status').getByText(eu('status.confirmed')).waitFor();
    // Only the states asked for: the confirmed ones.
    const confirmedOnly = page.getByRole('checkbox', { name: eu('status.confirmed') });
    await confirmedOnly.click();
    await page.waitForURL(/status=confirmed/);
    await expect.poll(() => confirmedOnly.isChecked()).toBe(true);
    await card.waitFor();

    // The guest's "My bookings", in French: confirmed.
    const visitor = await open({ locale: 'fr-FR' });
    await signInAt(visitor.page, '/fr/myBookings', guest!);
    const upcoming = visitor.page.getByRole('region', { name: fr('mine.upcoming') });
    // Their only booking (the rental's name is in French there).
    const booked = upcoming.getByTestId('booking-card');
    await booked.waitFor();
    await expect(booked.innerText()).resolves.toContain(fr('mine.status.confirmed'));
    expect(visitor.errors).toEqual([]);

    // The host's calendar shows the stay; a block over it is refused, and said so.
    await page.goto(`/eu/owner/${rental.id}/calendar`);
    const night = await hostNight(page, stay.checkIn);
    await expect(night.getAttribute('class')).resolves.toContain('night-booking');
    await expect(night.textContent()).resolves.toContain(eu('night.booking'));
    await night.click();
    await (await hostNight(page, addDays(stay.checkIn, 1))).click();
    const actions = page.getByRole('region', { name: eu('range.heading_other', { count: 2 }) });
    await actions.getByText(eu('range.holds.booking_other', { count: 2 })).waitFor();
    await actions.getByRole('button', { name: eu('range.block') }).click();
    await actions.getByRole('alert').getByText(eu('errors.datesUnavailable')).waitFor();
    const stored = await api<RentalCalendar>(`/owner/assets/${rental.id}/availability`, host!.token);
    expect(stored.blocks).toHaveLength(1);
    expect(stored.holds).toContainEqual(
      expect.objectContaining({ kind: 'booking', start: stay.checkIn, end: stay.checkOut, status: 'confirmed' }),
    );
    // Chromium logs the refused block (409): the one failure this page expected.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the host's pages pass axe in ${colorScheme} at 320 px`, async () => {
      const { rental } = scene;
      expect(rental.id).not.toBe('');
      // The town hall may open any rental's pages: the same pages, in this scheme.
      const admin = await createAccount(db, 'Jon Agirre', 'eu', 'admin', colorScheme);
      const { page, errors } = await open({ locale: 'eu-ES', colorScheme, viewport: { width: 320, height: 720 } });
      await signInAt(page, `/eu/owner/${rental.id}/calendar`, admin);
      // One month at a time on a narrow screen.
      await page.getByRole('grid').first().waitFor();
      await expect(page.getByRole('grid').count()).resolves.toBe(1);
      // One night selected: the same day twice, the second time by the keyboard.
      await (await hostNight(page, stay.checkIn)).click();
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: eu('range.heading_one', { count: 1 }) }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `host calendar ${colorScheme} 320 px`);

      await page.goto(`/eu/owner/bookings?assetId=${rental.id}&from=`);
      await page.getByTestId('host-booking').first().waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `host bookings ${colorScheme} 320 px`);
      await page
        .getByTestId('host-booking')
        .first()
        .getByRole('button', { name: eu('booking.cancel') })
        .click();
      const ask = page.getByRole('dialog', { name: eu('booking.cancelTitle') });
      await ask.waitFor();
      await expectAccessible(page, `cancelling a stay ${colorScheme} 320 px`);
      await ask.getByRole('button', { name: eu('actions.back') }).click();
      await ask.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  }
});
