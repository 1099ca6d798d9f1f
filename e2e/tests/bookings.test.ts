import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  availabilityEntrySchema,
  dayInTimeZone,
  expandAvailability,
  hourInTimeZone,
  rentalTermsOf,
  townClock,
  type AvailabilityEntry,
} from '@town/shared/availability';
import { bookedNightsOf, formatEuros, formatStayDay, quoteStay, type Booking } from '@town/shared/bookings';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { signInLeadingTo, submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { ownClientAddress, TEST_PASSWORD } from '../support/clients.ts';

// A Catalan visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true, locale: 'ca-ES' });
const db = useDatabase();

const ca = localeTexts('ca', 'bookings');

const API = { 'content-type': 'application/json', 'x-app-key': 'town-web-dev' };

async function createAccount(name: string, theme: 'light' | 'dark' = 'light') {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { ...API, ...ownClientAddress() },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name, lang: 'ca', theme }),
  });
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, name, token };
}

/** Books through the API, as the guest would from another device. */
async function bookThroughApi(token: string, body: Record<string, unknown>) {
  return fetch(`${baseUrl()}/api/v1/booking`, {
    method: 'POST',
    headers: { ...API, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** The signed-in guest's bookings, as another device of theirs would see them. */
async function myBookingsThroughApi(token: string): Promise<Booking[]> {
  const res = await fetch(`${baseUrl()}/api/v1/booking?lang=ca`, {
    headers: { ...API, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { items: Booking[] }).items;
}

/** The quote the API makes (docs/rules.md#bookings): the rental's own terms, for these guests. */
function sharedQuote(entries: AvailabilityEntry[], stay: { checkIn: string; checkOut: string }, adults = 1) {
  return quoteStay(
    { ...stay, adults },
    {
      days: expandAvailability(entries),
      bookedNights: bookedNightsOf(entries),
      now: townClock(),
      terms: rentalTermsOf(entries),
    },
  ).quote!;
}

/** An instant on the town's clock as the page writes it (a deadline, the end of free cancellation). */
function townMoment(instant: string) {
  const at = new Date(instant);
  return { date: formatStayDay(dayInTimeZone(at), 'ca'), hour: hourInTimeZone(at) };
}

/** The first stay of the rental's minimum length that keeps every rule. */
function firstStay(entries: ReturnType<typeof availabilityEntrySchema.parse>[]) {
  const days = expandAvailability(entries);
  const now = townClock();
  const context = { days, bookedNights: bookedNightsOf(entries), now, terms: rentalTermsOf(entries) };
  for (const day of days) {
    // From tomorrow: a stay beginning today could pass its cut-off while the test runs.
    if (day.start <= now.today) continue;
    for (let nights = day.minDays; nights <= day.minDays + 6; nights++) {
      const checkOut = addNights(day.start, nights);
      if (quoteStay({ checkIn: day.start, checkOut }, context).quote) return { checkIn: day.start, checkOut };
    }
  }
  throw new Error('No stay to book');
}

/** A holiday rental of the demo town, and what its calendar offers. */
async function seededRental(index: number) {
  const res = await fetch(`${baseUrl()}/api/v1/asset?type=property&rent=true&limit=10&lang=ca`, { headers: API });
  const rental = ((await res.json()) as { items: { id: string; name: string }[] }).items[index]!;
  return { ...rental, entries: await availabilityOf(rental.id) };
}

async function availabilityOf(assetId: string) {
  const answer = await fetch(`${baseUrl()}/api/v1/assets_availability/${assetId}`, { headers: API });
  return ((await answer.json()) as unknown[]).map((e) => availabilityEntrySchema.parse(e));
}

const dayButton = (page: Page, day: string) => page.locator(`[data-day="${day}"] button`);
const enabledDays = (page: Page) =>
  page.$$eval('.rdp-day:not(.rdp-disabled):not(.rdp-hidden)', (cells) => cells.map((c) => c.getAttribute('data-day')!));

/**
 * Picks the first day a stay can start on (not before `from`, turning the months as needed),
 * then the second day that can end it; returns both.
 */
async function pickStay(page: Page, from = '') {
  await page.locator('.day-free:not(.rdp-disabled) button').first().waitFor();
  let checkIn = (await enabledDays(page)).find((day) => day >= from);
  for (let i = 0; i < 12 && !checkIn; i++) {
    await page.locator('.rdp-button_next').click();
    checkIn = (await enabledDays(page)).find((day) => day >= from);
  }
  await dayButton(page, checkIn!).click();
  await page.locator(`[data-day="${checkIn}"].rdp-selected:not(.rdp-hidden)`).waitFor();
  let checkOut = (await enabledDays(page)).filter((d) => d > checkIn!)[1];
  // One month shown (a phone) and the stay runs into the next: its first day that can end it.
  for (let i = 0; i < 2 && !checkOut; i++) {
    await page.locator('.rdp-button_next').click();
    checkOut = (await enabledDays(page)).find((d) => d > checkIn!);
  }
  await dayButton(page, checkOut!).click();
  return { checkIn: checkIn!, checkOut: checkOut! };
}

describe("the calendars' months", () => {
  const BASQUE_MONTH =
    /^\d{4}e?ko (urtarrila|otsaila|martxoa|apirila|maiatza|ekaina|uztaila|abuztua|iraila|urria|azaroa|abendua)$/;
  const eu = localeTexts('eu', 'translation');

  it("read as Basque writes them on a phone, on a rental's page and in the landing page's picker", async () => {
    const rental = await seededRental(0);
    const { page, errors } = await open({ viewport: { width: 360, height: 740 }, locale: 'eu-ES' });
    await page.goto(`/eu/assets/asset/${rental.id}/rent`);
    await page.getByRole('heading', { name: localeTexts('eu', 'bookings')('calendar.heading') }).waitFor();
    await expect(page.locator('.rdp-month_caption').first().innerText()).resolves.toMatch(BASQUE_MONTH);

    await page.goto('/eu/');
    await page
      .getByRole('search', { name: eu('landing.search.heading') })
      .getByTestId('stay-dates')
      .click();
    const calendar = page.getByRole('dialog', { name: eu('stayDates.title') });
    await calendar.waitFor();
    await expect(calendar.locator('.rdp-month_caption').first().innerText()).resolves.toMatch(BASQUE_MONTH);
    expect(errors).toEqual([]);
  });
});

describe('booking a stay', () => {
  it('on a phone in Basque, signs in from the booking and confirms it: the language offer waits in the page, not over the dialog', async () => {
    const eu = localeTexts('eu', 'bookings');
    const euAccounts = localeTexts('eu', 'accounts');
    const guest = await createAccount('Ane Goikoetxea'); // an account in Catalan
    const rental = await seededRental(1);
    const { page, errors } = await open({ locale: 'eu-ES', viewport: { width: 360, height: 740 } });
    await page.goto(`/eu/assets/asset/${rental.id}/rent`);
    await page.getByRole('heading', { name: eu('calendar.heading') }).waitFor();
    await pickStay(page, addNights(dayInTimeZone(new Date()), 2));
    await page.getByRole('button', { name: eu('calendar.book'), exact: true }).click();
    await page.waitForURL(/\/eu\/auth\/signin\?redirect=/);
    await submitSignIn(page, 'eu', guest.email);
    await page.waitForURL(new RegExp(`/eu/assets/asset/${rental.id}/rent`));

    const dialog = page.getByRole('dialog', { name: eu('dialog.title') });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: eu('dialog.confirm') });
    await confirm.scrollIntoViewIfNeeded();
    // Nothing lies over it: where a finger taps it, the button is what is hit.
    const hit = await confirm.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);
    await confirm.click();
    const confirmed = page.getByRole('dialog', { name: eu('dialog.confirmedTitle') });
    await confirmed.waitFor();
    await confirmed.getByRole('link', { name: eu('dialog.seeMyBookings') }).click();
    await page.waitForURL('**/eu/myBookings');

    // The offer is a bar in the page, with a close button a finger can hit.
    const offer = page
      .getByRole('status')
      .filter({ hasText: euAccounts('languageOffer.text', { language: 'Català' }) });
    await offer.waitFor();
    const close = offer.getByRole('button', { name: euAccounts('languageOffer.close') });
    const size = await close.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(24);
    expect(size!.height).toBeGreaterThanOrEqual(24);
    await close.click();
    await offer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('picks dates in Catalan, signs in when asked, books, sees the stay and cancels it', async () => {
    const guest = await createAccount('Núria Puig');
    const rental = await seededRental(0);
    const { page, errors, thirdPartyRequests } = await open();

    await page.goto(`/ca/assets/asset/${rental.id}/rent`);
    await page.getByRole('heading', { name: ca('calendar.heading') }).waitFor();
    // The calendar speaks Catalan: month names and the day labels.
    await expect(page.locator('.rdp-month_caption').first().innerText()).resolves.toMatch(
      /^(Gener|Febrer|Març|Abril|Maig|Juny|Juliol|Agost|Setembre|Octubre|Novembre|Desembre) (de |del )?\d{4}$/,
    );

    // Two days ahead at least: under the flexible policy, cancelling is free until the eve of check-in.
    const { checkIn, checkOut } = await pickStay(page, addNights(dayInTimeZone(new Date()), 2));
    const expected = sharedQuote(rental.entries, { checkIn, checkOut });
    expect(expected).toBeDefined();
    // The breakdown follows the choice: the total the server will charge.
    await expect(page.getByTestId('stay-total').innerText()).resolves.toBe(formatEuros(expected.total, 'ca'));
    // A day's name is its visible number and price plus its hidden description (label in name).
    await expect(dayButton(page, checkIn).textContent()).resolves.toContain(
      ca('calendar.day.checkIn', { label: '' }).trim(),
    );

    // Anonymous: "Book" asks to sign in first, and comes back to the summary.
    await page.getByRole('button', { name: ca('calendar.book'), exact: true }).click();
    await page.waitForURL(/\/ca\/auth\/signin\?redirect=/);
    await submitSignIn(page, 'ca', guest.email);
    await page.waitForURL(new RegExp(`/ca/assets/asset/${rental.id}/rent`));

    const dialog = page.getByRole('dialog', { name: ca('dialog.title') });
    await dialog.waitFor();
    await expect(dialog.getByTestId('stay-total').innerText()).resolves.toBe(formatEuros(expected.total, 'ca'));
    // The cancellation policy, and what it means for these dates, before booking.
    const terms = await dialog.getByTestId('cancellation-terms').innerText();
    expect(terms).toContain(ca('policy.heading', { policy: ca('policy.name.flexible') }));
    expect(terms).toContain(ca('policy.freeUntil', townMoment(expected.freeCancellationUntil)));
    await dialog.getByLabel(ca('dialog.adults')).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await dialog.getByLabel(ca('dialog.notes')).fill('Arribarem cap a les vuit del vespre.');
    await expectAccessible(page, 'booking summary');
    await dialog.getByRole('button', { name: ca('dialog.confirm') }).click();

    const confirmed = page.getByRole('dialog', { name: ca('dialog.confirmedTitle') });
    await confirmed.waitFor();
    await confirmed.getByRole('link', { name: ca('dialog.seeMyBookings') }).click();
    await page.waitForURL('**/ca/myBookings');

    const upcoming = page.getByRole('region', { name: ca('mine.upcoming') });
    const card = upcoming.getByTestId('booking-card').filter({ hasText: rental.name });
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(ca('mine.status.confirmed'));
    await expect(card.innerText()).resolves.toContain(formatEuros(expected.total, 'ca'));
    await expect(card.getByTestId('booking-policy').innerText()).resolves.toContain(
      ca('mine.freeUntil', townMoment(expected.freeCancellationUntil)),
    );
    await expectAccessible(page, 'my bookings');

    // The confirmation mail, in Catalan, with the stay as a calendar file.
    const { rows } = await db.query<{ subject: string; attachments: { filename: string; content: string }[] }>(
      `select subject, attachments from outbox where "to" = $1 and kind = 'booking-confirmation'`,
      [guest.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toMatch(/^Reserva confirmada: /);
    const ics = Buffer.from(rows[0]!.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics).toContain(`DTSTART;TZID=Europe/Madrid:${checkIn.replaceAll('-', '')}T170000\r\n`);
    expect(ics).toContain(`DTEND;TZID=Europe/Madrid:${checkOut.replaceAll('-', '')}T120000\r\n`);

    // Cancelling asks first, then moves the stay to the past and cancelled ones.
    await card.getByRole('button', { name: ca('mine.cancel') }).click();
    const ask = page.getByRole('dialog', { name: ca('mine.cancelDialog.title') });
    await ask.waitFor();
    await expectAccessible(page, 'cancel dialog');
    const cancelledOn = new Set([dayInTimeZone(new Date())]);
    await ask.getByRole('button', { name: ca('mine.cancelDialog.confirm') }).click();
    await ask.waitFor({ state: 'detached' });
    cancelledOn.add(dayInTimeZone(new Date()));
    const past = page.getByRole('region', { name: ca('mine.past') });
    const cancelled = past.getByTestId('booking-card').filter({ hasText: rental.name });
    await cancelled.waitFor();
    await expect(cancelled.innerText()).resolves.toContain(ca('mine.status.cancelled'));
    // Cancelled by the guest, that day.
    const said = await cancelled.getByTestId('booking-state').innerText();
    expect(
      [...cancelledOn].map((day) => ca('mine.detail.cancelledByGuest', { date: formatStayDay(day, 'ca') })),
    ).toContain(said);
    await upcoming.getByText(ca('mine.noUpcoming')).waitFor();

    // The calendar offers the nights again.
    await page.goto(`/ca/assets/asset/${rental.id}/rent`);
    await page.locator('.day-free:not(.rdp-disabled) button').first().waitFor();
    await expect(page.locator(`[data-day="${checkIn}"].day-booked`).count()).resolves.toBe(0);

    expect(errors).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('shows nights booked by someone else as booked, and keeps them out of a new stay', async () => {
    const rental = await seededRental(1);
    const other = await createAccount('Pau Vidal');
    const stay = firstStay(rental.entries);
    expect((await bookThroughApi(other.token, { asset_id: rental.id, ...stay, adults: 1 })).status).toBe(201);

    const { page, errors } = await open();
    await page.goto(`/ca/assets/asset/${rental.id}/rent`);
    await page.locator('.rdp-month').first().waitFor();
    // Forward to the month of the booked nights (at most a year ahead).
    for (let i = 0; i < 12 && (await page.locator(`[data-day="${stay.checkIn}"]`).count()) === 0; i++) {
      await page.locator('.rdp-button_next').click();
    }
    const booked = page.locator(`[data-day="${stay.checkIn}"].day-booked button`);
    await booked.waitFor();
    await expect(booked.isDisabled()).resolves.toBe(true);
    await expect(booked.textContent()).resolves.toContain(ca('calendar.day.booked', { date: '' }).replace(/^, /, ''));
    expect(errors).toEqual([]);
  });
});

describe('a rental booked on request', () => {
  it('requests a stay with its fees, sees it held in My bookings until the host’s deadline, and withdraws it', async () => {
    const rental = await seededRental(5);
    // The host's terms, as the owner's calendar would set them: requests, a moderate policy, fees.
    await db.query(
      `insert into rental_settings (asset_id, booking_mode, cancellation_policy, cleaning_fee, extra_guest_fee, extra_guests_from)
       values ($1, 'request', 'moderate', 35, 12, 1)
       on conflict (asset_id) do update set booking_mode = 'request', cancellation_policy = 'moderate',
         cleaning_fee = 35, extra_guest_fee = 12, extra_guests_from = 1`,
      [rental.id],
    );
    try {
      const entries = await availabilityOf(rental.id);
      const guest = await createAccount('Marta Soler');
      const { page, errors } = await open();
      const rentalPage = `/ca/assets/asset/${rental.id}/rent`;
      await signInLeadingTo(page, rentalPage, guest);

      // A week ahead: free cancellation (five days before check-in) is still to come.
      const stay = await pickStay(page, addNights(dayInTimeZone(new Date()), 7));
      const alone = sharedQuote(entries, stay);
      expect(alone.fees).toEqual([{ kind: 'cleaning', amount: 35 }]);
      await expect(page.getByTestId('stay-total').innerText()).resolves.toBe(formatEuros(alone.total, 'ca'));
      await page.getByText(ca('calendar.requestHint_other', { count: 24 })).waitFor();
      await page.getByRole('button', { name: ca('calendar.request'), exact: true }).click();

      const dialog = page.getByRole('dialog', { name: ca('dialog.title') });
      await dialog.getByText(ca('dialog.requestInfo_other', { count: 24 })).waitFor();
      await dialog.getByLabel(ca('dialog.adults')).click();
      await page.getByRole('option', { name: '2', exact: true }).click();
      // Two adults: one above the one the price includes, every night.
      const expected = sharedQuote(entries, stay, 2);
      expect(expected.fees[1]).toMatchObject({ kind: 'extraGuests', guests: 1, amount: 12 * expected.nights });
      await expect(dialog.getByTestId('fee-extra-guests').innerText()).resolves.toBe(
        formatEuros(12 * expected.nights, 'ca'),
      );
      await expect(dialog.getByTestId('stay-total').innerText()).resolves.toBe(formatEuros(expected.total, 'ca'));
      await expectAccessible(page, 'request summary');
      await dialog.getByRole('button', { name: ca('dialog.request'), exact: true }).click();

      const sent = page.getByRole('dialog', { name: ca('dialog.requestedTitle') });
      await sent.waitFor();
      // The API priced it as the page did, and holds the dates until its deadline.
      const [request] = await myBookingsThroughApi(guest.token);
      expect(request).toMatchObject({ status: 'pending', totalPrice: expected.total, fees: expected.fees });
      await expect(sent.getByRole('status').innerText()).resolves.toContain(
        ca('request.heldUntil', townMoment(request!.expiresAt!)),
      );
      await sent.getByRole('link', { name: ca('dialog.seeMyBookings') }).click();
      await page.waitForURL('**/ca/myBookings');

      const upcoming = page.getByRole('region', { name: ca('mine.upcoming') });
      const card = upcoming.getByTestId('booking-card').filter({ hasText: rental.name });
      await card.waitFor();
      await expect(card.innerText()).resolves.toContain(ca('mine.status.pending'));
      await expect(card.getByTestId('booking-state').innerText()).resolves.toBe(
        ca('request.heldUntil', townMoment(request!.expiresAt!)),
      );
      await expectAccessible(page, 'my bookings with a request');

      await card.getByRole('button', { name: ca('mine.withdraw') }).click();
      const ask = page.getByRole('dialog', { name: ca('mine.withdrawDialog.title') });
      await ask.getByRole('button', { name: ca('mine.withdrawDialog.confirm') }).click();
      await ask.waitFor({ state: 'detached' });
      const withdrawn = page.getByRole('region', { name: ca('mine.past') }).getByTestId('booking-card');
      await withdrawn.filter({ hasText: ca('mine.status.cancelled') }).waitFor();
      expect((await myBookingsThroughApi(guest.token))[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
      expect(errors).toEqual([]);
    } finally {
      await db.query('delete from rental_settings where asset_id = $1', [rental.id]);
    }
  });
});

function addNights(day: string, nights: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + nights)).toISOString().slice(0, 10);
}

describe('accessibility and small screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the calendar and my bookings pass axe in ${colorScheme}, and fit 320 px`, async () => {
      // Signing in applies the account's theme: it is the one under test.
      const guest = await createAccount('Jordi Mas', colorScheme);
      const rental = await seededRental(colorScheme === 'light' ? 2 : 3);
      // Something to list: a stay booked earlier.
      const earlier = firstStay(rental.entries);
      expect((await bookThroughApi(guest.token, { asset_id: rental.id, ...earlier, adults: 1 })).status).toBe(201);
      const { page, context, errors } = await open({ colorScheme, viewport: { width: 320, height: 740 } });
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);

      await page.goto(`/ca/assets/asset/${rental.id}/rent`);
      // One month fits 320 px: late in a month its free days may all be in the next one.
      const free = page.locator('.day-free:not(.rdp-disabled) button');
      await page.locator('.rdp-month').first().waitFor();
      for (let i = 0; i < 3 && (await free.count()) === 0; i++) await page.locator('.rdp-button_next').first().click();
      await free.first().waitFor();
      await expect(page.locator('body').getAttribute('data-theme')).resolves.toBe(colorScheme);
      await pickStay(page);
      await page.getByTestId('stay-total').waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `calendar ${colorScheme} 320`);

      await page.setViewportSize({ width: 1280, height: 900 });
      // Room for two months side by side.
      await page.locator('.rdp-month').nth(1).waitFor();
      await expectAccessible(page, `calendar ${colorScheme} 1280`);

      await signInLeadingTo(page, '/ca/myBookings', guest);
      await page.getByTestId('booking-card').first().waitFor();
      await expect(page.locator('body').getAttribute('data-theme')).resolves.toBe(colorScheme);
      await expectAccessible(page, `my bookings ${colorScheme}`);
      await page.setViewportSize({ width: 320, height: 740 });
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }
});
