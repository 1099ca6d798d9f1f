import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '@town/shared/bookings';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { book, cancel, createRental, inDays } from './bookings.test-support.ts';

let t: TestApp;
let ana: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  ana = await signup(t.app, { name: 'Ana García', lang: 'es' });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await outboxAcceptsMail();
});

/** The outbox refuses every new mail, as a full disk or a crash between the two writes would. */
async function outboxRefusesMail() {
  await t.app.db.execute(sql`
    create or replace function refuse_mail() returns trigger language plpgsql as $$
    begin raise exception 'the outbox is out of order'; end $$`);
  await t.app.db.execute(
    sql`create or replace trigger refuse_mail before insert on outbox execute function refuse_mail()`,
  );
}

async function outboxAcceptsMail() {
  await t.app.db.execute(sql`drop trigger if exists refuse_mail on outbox`);
}

async function bookingsOf(assetId: string) {
  const { rows } = await t.app.db.execute<{ id: string; status: string }>(
    sql`select id, status from bookings where asset_id = ${assetId}`,
  );
  return rows;
}

/** The mails about a rental's bookings (their subjects name it), oldest first. */
async function mailsAbout(rentalName: string) {
  const { rows } = await t.app.db.execute<{ kind: string; status: string }>(
    sql`select kind, status from outbox where "to" = ${ana.email} and subject like ${`%${rentalName}`} order by created_at`,
  );
  return rows;
}

describe('a booking and its mail are written in one transaction', () => {
  const stay = (assetId: string) => ({ asset_id: assetId, checkIn: inDays(20), checkOut: inDays(23), adults: 2 });

  it('stores no booking when its confirmation cannot be written, and both once it can', async () => {
    const rental = await createRental(t.app, [{ start: inDays(1), end: inDays(60), price: 90 }]);
    await outboxRefusesMail();
    expect((await book(t.app, ana.token, stay(rental.id))).statusCode).toBe(500);
    expect(await bookingsOf(rental.id)).toEqual([]);
    const availability = await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() });
    expect((availability.json() as { type: string }[]).map((e) => e.type)).toEqual(['free']);

    await outboxAcceptsMail();
    const res = await book(t.app, ana.token, stay(rental.id));
    expect(res.statusCode).toBe(201);
    const booking = bookingSchema.parse(res.json());
    expect(await bookingsOf(rental.id)).toEqual([{ id: booking.id, status: 'confirmed' }]);
    expect(await mailsAbout(rental.name.es)).toEqual([{ kind: 'booking-confirmation', status: 'kept' }]);
  });

  it('keeps a booking confirmed when its cancellation mail cannot be written', async () => {
    const rental = await createRental(t.app, [{ start: inDays(1), end: inDays(60), price: 90 }]);
    const booking = bookingSchema.parse((await book(t.app, ana.token, stay(rental.id))).json());
    await outboxRefusesMail();
    expect((await cancel(t.app, ana.token, booking.id)).statusCode).toBe(500);
    expect(await bookingsOf(rental.id)).toEqual([{ id: booking.id, status: 'confirmed' }]);

    await outboxAcceptsMail();
    expect((await cancel(t.app, ana.token, booking.id)).statusCode).toBe(200);
    expect(await bookingsOf(rental.id)).toEqual([{ id: booking.id, status: 'cancelled' }]);
    expect((await mailsAbout(rental.name.es)).map((m) => m.kind)).toEqual([
      'booking-confirmation',
      'booking-cancellation',
    ]);
  });
});
