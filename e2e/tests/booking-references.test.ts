import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayInTimeZone } from '@town/shared/availability';
import { formatBookingReference } from '@town/shared/booking-reference';
import { addDays } from '@town/shared/days';
import { useBrowser } from '../support/browser.ts';
import { createAccount } from '../support/clients.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt, submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { listedAsset } from '../support/town.ts';

/*
 * A booking's short reference, read over the phone: the guest sees it when booking and in My
 * bookings beside the place's photo; the host finds the booking by it, however it is typed.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const es = localeTexts('es', 'bookings');
const esHost = localeTexts('es', 'host');

const enabledDays = (page: Page) =>
  page.$$eval('.rdp-day:not(.rdp-disabled):not(.rdp-hidden)', (cells) => cells.map((c) => c.getAttribute('data-day')!));

describe('a booking reference', () => {
  it('is shown to the guest on a phone, beside the photo, and finds the booking for the host', async () => {
    const rental = await listedAsset('type=property&rent=true&lang=es', 5);
    const host = await createAccount(db, 'Vicent Ferrer', 'es', 'owner');
    await giveListing(db, host, rental.id);
    const guest = await createAccount(db, 'Lucía Montes', 'es', 'user');

    const { page, errors } = await open({ viewport: { width: 360, height: 740 } });
    await page.goto(`/es/assets/asset/${rental.id}/rent`);
    await page.locator('.day-free:not(.rdp-disabled) button').first().waitFor();
    // A two-night stay from the first free day two days ahead or later, turning the month as needed.
    const from = addDays(dayInTimeZone(new Date()), 2);
    let checkIn = (await enabledDays(page)).find((day) => day >= from);
    for (let i = 0; i < 12 && !checkIn; i++) {
      await page.locator('.rdp-button_next').click();
      checkIn = (await enabledDays(page)).find((day) => day >= from);
    }
    await page.locator(`[data-day="${checkIn}"] button`).click();
    let checkOut = (await enabledDays(page)).filter((day) => day > checkIn!)[1];
    for (let i = 0; i < 2 && !checkOut; i++) {
      await page.locator('.rdp-button_next').click();
      checkOut = (await enabledDays(page)).find((day) => day > checkIn!);
    }
    await page.locator(`[data-day="${checkOut}"] button`).click();
    await page.getByRole('button', { name: es('calendar.book'), exact: true }).click();
    await page.waitForURL(/\/es\/auth\/signin\?redirect=/);
    await submitSignIn(page, 'es', guest.email);
    const dialog = page.getByRole('dialog', { name: es('dialog.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: es('dialog.confirm') }).click();
    const confirmed = page.getByRole('dialog', { name: es('dialog.confirmedTitle') });
    await confirmed.waitFor();

    // The reference, as stored, read back in the form the guest sees.
    const { rows } = await db.query<{ reference: string }>(
      `select reference from bookings where asset_id = $1 and user_id = $2`,
      [rental.id, guest.id],
    );
    expect(rows).toHaveLength(1);
    const reference = rows[0]!.reference;
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    const shown = formatBookingReference(reference);
    await expect(confirmed.getByTestId('booking-reference').innerText()).resolves.toContain(shown);
    await confirmed.getByRole('link', { name: es('dialog.seeMyBookings') }).click();
    await page.waitForURL('**/es/myBookings');
    const card = page.getByTestId('booking-card').filter({ hasText: rental.name });
    await expect(card.getByTestId('booking-reference').innerText()).resolves.toContain(shown);
    // The place's photo beside it, with its alt text, and nothing wider than the phone.
    const photo = card.getByRole('img').first();
    await photo.waitFor();
    expect(await photo.getAttribute('alt')).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);

    // The host types it as heard: lower case, no dash.
    const hosting = await open({ viewport: { width: 1280, height: 800 } });
    await signInAt(hosting.page, '/es/owner/bookings', host);
    await hosting.page.getByLabel(esHost('bookings.reference')).fill(reference.toLowerCase());
    await hosting.page.getByText(esHost('bookings.onlyReference', { reference: shown })).waitFor();
    const found = hosting.page.getByTestId('host-booking-reference');
    // The host's other bookings (this rental's, from other tests) give way once the search answers.
    await expect.poll(() => found.count()).toBe(1);
    await expect(found.innerText()).resolves.toContain(shown);
    expect(hosting.errors).toEqual([]);
  });
});
