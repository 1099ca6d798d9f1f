import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  formatBookingReference,
  newBookingReference,
} from '@town/shared/booking-reference';
import { bookingListSchema, bookingSchema, ownerBookingListSchema, type Booking } from '@town/shared/bookings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { api, book, createRental, inDays } from './bookings.test-support.ts';
import { insertBooking } from './bookings.repository.ts';
import { sqlState } from './bookings.shared.ts';

/*
 * Every booking's short reference (docs/product.md#bookings): readable, unique, in every answer
 * and mail about the booking, and what a host finds the booking by; never a way into another
 * host's bookings.
 */

let t: TestApp;
let host: SignedIn;
let otherHost: SignedIn;
let guest: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [host, otherHost, guest] = await Promise.all([
    accountWith(t.app, 'owner', { name: 'Marta Soler', lang: 'es' }),
    accountWith(t.app, 'owner', { name: 'Pere Vidal', lang: 'ca' }),
    signup(t.app, { name: 'Claire Martin', lang: 'fr' }),
  ]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from outbox`);
});

/** A rental of `host`'s, open for the next four months at 100 € a night. */
const hostRental = () =>
  createRental(t.app, [{ start: inDays(1), end: inDays(120), price: 100 }], undefined, host.user.id);

async function bookStay(assetId: string, checkIn: number, nights = 2): Promise<Booking> {
  const res = await book(t.app, guest.token, {
    asset_id: assetId,
    checkIn: inDays(checkIn),
    checkOut: inDays(checkIn + nights),
    adults: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
  return bookingSchema.parse(res.json());
}

const READABLE = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

function ownerSearch(token: string, reference: string) {
  return api(t.app, 'GET', `/owner/bookings?reference=${encodeURIComponent(reference)}`, token);
}

describe('a booking’s reference', () => {
  it('is six readable characters (no I, L, O or U), different for every booking, and the same in every answer', async () => {
    const rental = await hostRental();
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await bookStay(rental.id, 2 + i * 3));
    const references = made.map((b) => b.reference);
    for (const reference of references) {
      expect(reference).toMatch(READABLE);
      expect(reference).not.toMatch(/[ILOU]/);
    }
    expect(new Set(references).size).toBe(references.length);

    const one = await api(t.app, 'GET', `/booking/${made[0]!.id}`, guest.token);
    expect(bookingSchema.parse(one.json()).reference).toBe(made[0]!.reference);
    const mine = bookingListSchema.parse((await api(t.app, 'GET', '/booking?limit=50', guest.token)).json());
    for (const booking of made) {
      expect(mine.items.find((b) => b.id === booking.id)?.reference).toBe(booking.reference);
    }
    const hosts = ownerBookingListSchema.parse(
      (await api(t.app, 'GET', '/owner/bookings?limit=50', host.token)).json(),
    );
    for (const booking of made) {
      expect(hosts.items.find((b) => b.id === booking.id)?.reference).toBe(booking.reference);
    }
  });

  it('is in the guest’s confirmation, its calendar file and the host’s mail, written in two groups to be read out', async () => {
    const rental = await hostRental();
    const booking = await bookStay(rental.id, 40);
    const { rows } = await t.app.db.execute<{
      kind: string;
      text: string;
      attachments: { content: string }[];
    }>(sql`select kind, text, attachments from outbox where kind like 'booking-%' order by created_at`);
    const shown = formatBookingReference(booking.reference);
    expect(shown).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    const confirmation = rows.find((row) => row.kind === 'booking-confirmation')!;
    expect(confirmation.text).toContain(`Référence\u00a0: ${shown}`);
    expect(confirmation.text).not.toContain(booking.id);
    const ics = Buffer.from(confirmation.attachments[0]!.content, 'base64')
      .toString('utf8')
      .replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(shown);
    expect(rows.find((row) => row.kind === 'booking-host-booked')!.text).toContain(`Referencia: ${shown}`);
  });

  it('is unique in the database, whoever writes the row', async () => {
    const rental = await hostRental();
    const taken = (await bookStay(rental.id, 60)).reference;
    const duplicate = t.app.db.execute(sql`
      insert into bookings (asset_id, user_id, check_in, check_out, check_in_hour, check_out_hour, nights, adults,
                            children, total_price, price_bands, reference)
      values (${rental.id}, ${guest.user.id}, ${inDays(70)}, ${inDays(72)}, '17:00', '12:00', 2, 2, 0, 200, '[]'::jsonb,
              ${taken})`);
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('23505');
  });

  it('is drawn again when the one drawn is taken, in the same transaction', async () => {
    const rental = await hostRental();
    const taken = (await bookStay(rental.id, 80)).reference;
    let fresh = newBookingReference();
    while (fresh === taken) fresh = newBookingReference();
    const draws = [taken, taken, fresh];
    const id = await t.app.db.transaction((tx) =>
      insertBooking(
        tx,
        {
          assetId: rental.id,
          userId: guest.user.id,
          status: 'confirmed',
          checkIn: inDays(90),
          checkOut: inDays(92),
          checkInHour: '17:00',
          checkOutHour: '12:00',
          nights: 2,
          adults: 2,
          children: 0,
          notes: null,
          totalPrice: 200,
          priceBands: [],
          fees: [],
          cancellationPolicy: 'flexible',
          expiresAt: null,
        },
        () => draws.shift()!,
      ),
    );
    expect(draws).toEqual([]);
    const stored = await t.app.db.execute<{ reference: string }>(sql`select reference from bookings where id = ${id}`);
    expect(stored.rows[0]!.reference).toBe(fresh);
  });
});

describe('a booking’s place', () => {
  it('comes with the rental’s cover picture and its alternative text in the answer’s language, or none', async () => {
    const rental = await hostRental();
    const bare = await bookStay(rental.id, 20);
    expect(bare.assetImage).toBeNull();

    const imageId = `cover-${rental.id.slice(0, 8)}`;
    await t.app.db.execute(sql`insert into images (id, width, height, widths, thumbnails)
      values (${imageId}, 1200, 800, '{400,800,1200}', '{160}')`);
    await t.app.db.execute(sql`insert into asset_images (asset_id, position, image_id, alt)
      values (${rental.id}, 0, ${imageId}, '{"fr": "La terrasse face à la mer", "es": "La terraza frente al mar"}'::jsonb)`);
    const mine = bookingListSchema.parse((await api(t.app, 'GET', '/booking?lang=fr&limit=50', guest.token)).json());
    const shown = mine.items.find((b) => b.id === bare.id)!;
    expect(shown.assetImage).toMatchObject({ id: imageId, alt: 'La terrasse face à la mer', width: 1200, height: 800 });
    expect(shown.assetImage!.thumbnails.length).toBeGreaterThan(0);
    const inSpanish = bookingSchema.parse((await api(t.app, 'GET', `/booking/${bare.id}?lang=es`, guest.token)).json());
    expect(inSpanish.assetImage?.alt).toBe('La terraza frente al mar');
    const hosts = ownerBookingListSchema.parse(
      (await api(t.app, 'GET', `/owner/bookings?reference=${bare.reference}&lang=es`, host.token)).json(),
    );
    expect(hosts.items[0]!.assetImage?.alt).toBe('La terraza frente al mar');
  });
});

describe('finding a booking by its reference', () => {
  it('finds the host’s booking however it is typed: any case, with or without the dash, O for 0, I or L for 1', async () => {
    const rental = await hostRental();
    const booking = await bookStay(rental.id, 100);
    await bookStay(rental.id, 104);
    const shown = formatBookingReference(booking.reference);
    const misread = booking.reference.replace(/0/g, 'o').replace(/1/g, 'l');
    for (const typed of [
      booking.reference,
      shown,
      shown.toLowerCase(),
      booking.reference.toLowerCase(),
      ` ${shown} `,
      misread,
    ]) {
      const res = await ownerSearch(host.token, typed);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      const found = ownerBookingListSchema.parse(res.json());
      expect(found.total, typed).toBe(1);
      expect(found.items.map((b) => b.id)).toEqual([booking.id]);
      expect(found.items[0]!.guest.name).toBe('Claire Martin');
    }
  });

  it('finds nothing of another host’s bookings, and tells nothing of them', async () => {
    const rental = await hostRental();
    const booking = await bookStay(rental.id, 110);
    const theirs = await ownerSearch(otherHost.token, booking.reference.toLowerCase());
    expect(theirs.statusCode).toBe(200);
    // The same answer as for a reference nobody has: no booking, no guest, no count.
    expect(ownerBookingListSchema.parse(theirs.json())).toMatchObject({ items: [], total: 0 });
    let unused = newBookingReference();
    while (unused === booking.reference) unused = newBookingReference();
    expect((await ownerSearch(otherHost.token, unused)).json()).toEqual(theirs.json());
    expect(theirs.body).not.toContain('Claire');
    // Not a host at all: 403; nobody signed in: 401, as for every owner route.
    expect(apiErrorSchema.parse((await ownerSearch(guest.token, booking.reference)).json()).error.code).toBe(
      'FORBIDDEN',
    );
    expect((await api(t.app, 'GET', `/owner/bookings?reference=${booking.reference}`, undefined)).statusCode).toBe(401);
  });

  it('refuses what cannot be a reference with a 400 that names the parameter', async () => {
    for (const typed of ['', 'ABC', '7K3-Q9X-2', 'UUUUUU', '7K3*Q9']) {
      const res = await ownerSearch(host.token, typed);
      expect(res.statusCode, typed).toBe(400);
      const error = apiErrorSchema.parse(res.json()).error;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toEqual([expect.objectContaining({ field: 'querystring.reference' })]);
    }
  });
});
