import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { addDays, expandAvailability, rentalTermsOf, townClock } from '@town/shared/availability';
import {
  bookedNightsOf,
  bookingSchema,
  ownerBookingListSchema,
  ownerBookingSchema,
  quoteStay,
  type Booking,
} from '@town/shared/bookings';
import { rentalCalendarSchema, type RentalCalendarInput } from '@town/shared/rentals';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import {
  api,
  book,
  cancel,
  createRental,
  inDays,
  nextWeekday,
  publicAvailability,
  putCalendar,
} from './bookings.test-support.ts';
import { COMPLETE_STAYS_JOB, EXPIRE_REQUESTS_JOB } from './index.ts';

/*
 * Hosts run their rentals (docs/rules.md#rentals): seasons and blocks change what guests can
 * book and what they pay, requests hold their dates until the host answers or they expire,
 * and each side can do only what its role and the booking's state allow.
 */

let t: TestApp;
let host: SignedIn;
let otherHost: SignedIn;
let guest: SignedIn;
let secondGuest: SignedIn;

beforeAll(async () => {
  // With the job queue: the expiry and completion jobs run through it, as in production.
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS, jobs: true });
  [host, otherHost, guest, secondGuest] = await Promise.all([
    accountWith(t.app, 'owner', { name: 'Marta Soler', lang: 'eu' }),
    accountWith(t.app, 'owner', { name: 'Pere Vidal' }),
    signup(t.app, { name: 'Claire Martin', lang: 'fr' }),
    signup(t.app, { name: 'Ana García', lang: 'es' }),
  ]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from outbox`);
});

/** A rental of `host`'s with no seasons yet. */
const hostRental = () => createRental(t.app, [], { adults: 4, children: 2 }, host.user.id);

/** A calendar open for the next 120 nights at 100 € a night, and whatever else is given. */
function calendar(overrides: Partial<RentalCalendarInput> = {}): RentalCalendarInput {
  return { seasons: [{ start: inDays(1), end: inDays(121), price: 100 }], ...overrides };
}

async function outbox() {
  const { rows } = await t.app.db.execute<{ to: string; subject: string; text: string; kind: string }>(
    sql`select "to", subject, text, kind from outbox order by created_at`,
  );
  return rows;
}

async function setUp(overrides: Partial<RentalCalendarInput> = {}) {
  const rental = await hostRental();
  const res = await putCalendar(t.app, host.token, rental.id, calendar(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return rental;
}

function expectError(res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const error = apiErrorSchema.parse(res.json()).error;
  expect(error.code).toBe(code);
  return error;
}

const stay = (assetId: string, checkIn: string, checkOut: string, adults = 2, children = 0) => ({
  asset_id: assetId,
  checkIn,
  checkOut,
  adults,
  children,
});

describe('the owner’s calendar: seasons, settings and blocks', () => {
  it('answers the defaults for a rental never set, then what was saved, and the public answer follows at once', async () => {
    const rental = await hostRental();
    const before = await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token);
    expect(before.statusCode).toBe(200);
    expect(rentalCalendarSchema.parse(before.json())).toMatchObject({
      bookingMode: 'instant',
      checkInHour: '17:00',
      checkOutHour: '12:00',
      cancellationPolicy: 'flexible',
      cleaningFee: 0,
      seasons: [],
      blocks: [],
    });
    expect(await publicAvailability(t.app, rental.id)).toEqual([]);

    const saturday = nextWeekday(inDays(20), 6);
    const body: RentalCalendarInput = {
      bookingMode: 'request',
      checkInHour: '16:00',
      checkOutHour: '10:30',
      cancellationPolicy: 'moderate',
      cleaningFee: 40,
      extraGuestFee: 15,
      extraGuestsFrom: 2,
      seasons: [
        { start: inDays(1), end: inDays(15), price: 80, weekendPrice: 95, minDays: 2, maxDays: 10 },
        { start: saturday, end: addDays(saturday, 28), price: 150, minDays: 7, startDays: [6], endDays: [6] },
      ],
      blocks: [{ start: inDays(3), end: inDays(5), note: 'Pintamos el salón' }],
    };
    const res = await putCalendar(t.app, host.token, rental.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = rentalCalendarSchema.parse(res.json());
    // Saved as sent; a season that takes any weekday reads back as null.
    expect(saved).toMatchObject({
      ...body,
      seasons: [{ ...body.seasons[0], startDays: null }, body.seasons[1]],
      holds: [],
    });
    expect((await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token)).json()).toEqual(res.json());

    // The public answer: the entries' base shape, the last night as `end`, the block as booked nights, no note.
    const entries = await publicAvailability(t.app, rental.id);
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'free',
        start: inDays(1),
        end: inDays(14),
        checkInHour: '16:00',
        checkOutHour: '10:30',
        minDays: 2,
        maxDays: 10,
        price: 80,
        weekendPrice: 95,
        startDay: null,
        bookingMode: 'request',
        cancellationPolicy: 'moderate',
        cleaningFee: 40,
      }),
      expect.objectContaining({ type: 'free', start: saturday, startDay: 6, endDay: 6, startDays: [6], price: 150 }),
      expect.objectContaining({ type: 'booked', start: inDays(3), end: inDays(4), price: 0 }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('Pintamos');
  });

  it('prices stays as the one quote does: weekend nights, cleaning, extra guests; and books exactly that', async () => {
    const friday = nextWeekday(inDays(2), 5);
    const rental = await setUp({
      cleaningFee: 40,
      extraGuestFee: 15,
      extraGuestsFrom: 2,
      seasons: [{ start: inDays(1), end: inDays(60), price: 80, weekendPrice: 110 }],
    });
    const entries = await publicAvailability(t.app, rental.id);
    // Thursday to Monday: Thursday 80, Friday and Saturday 110, Sunday 80; three guests, one above two.
    const checkIn = addDays(friday, -1);
    const checkOut = addDays(friday, 3);
    const { quote } = quoteStay(
      { checkIn, checkOut, adults: 2, children: 1 },
      {
        days: expandAvailability(entries),
        bookedNights: bookedNightsOf(entries),
        now: townClock(),
        terms: rentalTermsOf(entries),
      },
    );
    expect(quote).toMatchObject({
      nights: 4,
      nightsTotal: 80 + 110 + 110 + 80,
      fees: [
        { kind: 'cleaning', amount: 40 },
        { kind: 'extraGuests', guests: 1, nights: 4, perGuestPerNight: 15, amount: 60 },
      ],
      total: 380 + 40 + 60,
    });
    const res = await book(t.app, guest.token, stay(rental.id, checkIn, checkOut, 2, 1));
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingSchema.parse(res.json());
    expect(booking).toMatchObject({
      status: 'confirmed',
      totalPrice: quote!.total,
      priceBands: quote!.bands,
      fees: quote!.fees,
      cancellationPolicy: 'flexible',
      freeCancellationUntil: quote!.freeCancellationUntil,
    });
    // Instant booking: the guest gets the confirmation, the host a word of the booking, in Basque.
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([
      [guest.user.email, 'booking-confirmation'],
      [host.user.email, 'booking-host-booked'],
    ]);
    expect(mails[1]!.subject).toContain('Erreserba berria');
    expect(mails[1]!.text).toContain('Claire Martin');
    expect(mails[1]!.text).toContain('/eu/owner/bookings');
  });

  it('refuses stays the seasons’ rules forbid: over the longest stay, on other weekdays, on blocked nights', async () => {
    const saturday = nextWeekday(inDays(3), 6);
    const rental = await setUp({
      seasons: [
        { start: inDays(1), end: saturday, price: 90, maxDays: 3 },
        { start: saturday, end: addDays(saturday, 21), price: 120, minDays: 7, startDays: [6], endDays: [6] },
      ],
      blocks: [{ start: addDays(saturday, 14), end: addDays(saturday, 21) }],
    });
    const tooLong = await book(t.app, guest.token, stay(rental.id, inDays(1), inDays(5)));
    expect(apiErrorSchema.parse(tooLong.json()).error.details).toContainEqual({
      field: 'body.checkOut',
      message: 'booking.overMaxDays',
    });
    const sunday = addDays(saturday, 1);
    const wrongDay = await book(t.app, guest.token, stay(rental.id, sunday, addDays(sunday, 7)));
    expect(apiErrorSchema.parse(wrongDay.json()).error.details).toContainEqual({
      field: 'body.checkIn',
      message: 'booking.checkInWeekday',
    });
    const blocked = await book(t.app, guest.token, stay(rental.id, addDays(saturday, 14), addDays(saturday, 21)));
    expectError(blocked, 409, 'DATES_UNAVAILABLE');
    const fine = await book(t.app, guest.token, stay(rental.id, saturday, addDays(saturday, 7)));
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses seasons that overlap, end before they start, cost nothing or reach past the horizon, and keeps what was stored', async () => {
    const rental = await setUp();
    const stored = (await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token)).json();
    const cases: [RentalCalendarInput, string, string][] = [
      [
        calendar({
          seasons: [
            { start: inDays(1), end: inDays(10), price: 90 },
            { start: inDays(9), end: inDays(20), price: 90 },
          ],
        }),
        'body.seasons.1.start',
        'calendar.overlap',
      ],
      [
        calendar({ seasons: [{ start: inDays(10), end: inDays(10), price: 90 }] }),
        'body.seasons.0.end',
        'calendar.endNotAfterStart',
      ],
      [
        calendar({ seasons: [{ start: inDays(10), end: inDays(400), price: 90 }] }),
        'body.seasons.0.end',
        'calendar.beyondHorizon',
      ],
      [
        calendar({ seasons: [{ start: inDays(-10), end: inDays(-2), price: 90 }] }),
        'body.seasons.0.end',
        'calendar.past',
      ],
      [
        calendar({ seasons: [{ start: inDays(1), end: inDays(20), price: 90, minDays: 5, maxDays: 3 }] }),
        'body.seasons.0.maxDays',
        'calendar.maxBelowMin',
      ],
      [
        calendar({
          blocks: [
            { start: inDays(2), end: inDays(6) },
            { start: inDays(5), end: inDays(8) },
          ],
        }),
        'body.blocks.1.start',
        'calendar.overlap',
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(await putCalendar(t.app, host.token, rental.id, body), 400, 'VALIDATION_ERROR');
      expect(error.details).toContainEqual({ field, message });
    }
    for (const price of [0, -5, 80.5]) {
      const res = await putCalendar(
        t.app,
        host.token,
        rental.id,
        calendar({ seasons: [{ start: inDays(1), end: inDays(9), price }] }),
      );
      const error = expectError(res, 400, 'VALIDATION_ERROR');
      expect(error.details).toContainEqual(expect.objectContaining({ field: 'body.seasons.0.price' }));
    }
    expect((await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token)).json()).toEqual(stored);
  });

  it('refuses a block over a booking or a request with 409, keeping the calendar as it was; a season may change under it', async () => {
    const rental = await setUp();
    expect((await book(t.app, guest.token, stay(rental.id, inDays(10), inDays(13)))).statusCode).toBe(201);
    const over = await putCalendar(
      t.app,
      host.token,
      rental.id,
      calendar({ blocks: [{ start: inDays(12), end: inDays(15) }] }),
    );
    const error = expectError(over, 409, 'DATES_UNAVAILABLE');
    expect(error.details).toEqual([{ field: 'body.blocks.0', message: 'calendar.overlaps.booking' }]);
    const after = rentalCalendarSchema.parse(
      (await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token)).json(),
    );
    expect(after.blocks).toEqual([]);
    expect(after.holds).toEqual([
      expect.objectContaining({ kind: 'booking', start: inDays(10), end: inDays(13), status: 'confirmed' }),
    ]);
    // A block that ends on the booking's check-in day shares no night with it.
    const touching = await putCalendar(
      t.app,
      host.token,
      rental.id,
      calendar({ blocks: [{ start: inDays(7), end: inDays(10) }] }),
    );
    expect(touching.statusCode, touching.body).toBe(200);
  });

  it('lets the block go and the nights be booked again when the host unblocks them', async () => {
    const rental = await setUp({ blocks: [{ start: inDays(20), end: inDays(27), note: 'Family' }] });
    expectError(await book(t.app, guest.token, stay(rental.id, inDays(21), inDays(23))), 409, 'DATES_UNAVAILABLE');
    expect((await putCalendar(t.app, host.token, rental.id, calendar({ blocks: [] }))).statusCode).toBe(200);
    expect((await book(t.app, guest.token, stay(rental.id, inDays(21), inDays(23)))).statusCode).toBe(201);
  });
});

describe('who may run a rental', () => {
  it('answers 404 to another owner, 403 to a plain user, 401 without a session or with a locked account', async () => {
    const rental = await setUp();
    const booked = bookingSchema.parse(
      (await book(t.app, guest.token, stay(rental.id, inDays(30), inDays(32)))).json(),
    );
    const routes: ['GET' | 'PUT' | 'POST', string, unknown][] = [
      ['GET', `/owner/assets/${rental.id}/availability`, undefined],
      ['PUT', `/owner/assets/${rental.id}/availability`, calendar()],
      ['POST', `/owner/bookings/${booked.id}/accept`, undefined],
      ['POST', `/owner/bookings/${booked.id}/decline`, {}],
      ['POST', `/owner/bookings/${booked.id}/cancel`, { reason: 'Una avería del agua' }],
    ];
    const locked = await accountWith(t.app, 'owner');
    await t.app.db.execute(sql`update users set locked_at = now() where id = ${locked.user.id}`);
    for (const [method, url, body] of routes) {
      expectError(await api(t.app, method, url, otherHost.token, body), 404, 'NOT_FOUND');
      expectError(await api(t.app, method, url, guest.token, body), 403, 'FORBIDDEN');
      expectError(await api(t.app, method, url, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await api(t.app, method, url, locked.token, body), 401, 'UNAUTHENTICATED');
    }
    expectError(await api(t.app, 'GET', '/owner/bookings', guest.token), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'GET', '/owner/bookings', undefined), 401, 'UNAUTHENTICATED');
    // Another owner sees none of this host's bookings, and cannot ask for the rental's.
    const theirs = ownerBookingListSchema.parse((await api(t.app, 'GET', '/owner/bookings', otherHost.token)).json());
    expect(theirs.items.map((b) => b.id)).not.toContain(booked.id);
    expectError(await api(t.app, 'GET', `/owner/bookings?assetId=${rental.id}`, otherHost.token), 404, 'NOT_FOUND');
    // Nothing changed.
    const still = await api(t.app, 'GET', `/booking/${booked.id}`, guest.token);
    expect(still.json()).toMatchObject({ status: 'confirmed' });
  });

  it('lets an admin run any rental', async () => {
    const rental = await setUp();
    const admin = await accountWith(t.app, 'admin');
    const res = await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, admin.token);
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a listing that is not a holiday rental', async () => {
    const rental = await hostRental();
    await t.app.db.execute(sql`update assets set rent = false where id = ${rental.id}`);
    expectError(await api(t.app, 'GET', `/owner/assets/${rental.id}/availability`, host.token), 404, 'NOT_FOUND');
  });
});

describe('requests', () => {
  const requestRental = () => setUp({ bookingMode: 'request' });
  /** A request rental, and the guest's pending request for the nights 8 to 11 days from now. */
  async function pendingRequest() {
    const rental = await requestRental();
    const request = bookingSchema.parse(
      (await book(t.app, guest.token, stay(rental.id, inDays(8), inDays(11)))).json(),
    );
    return { rental, request };
  }

  it('hold their dates: pending, with its deadline, the host asked; another guest gets 409', async () => {
    const rental = await requestRental();
    const res = await book(t.app, guest.token, stay(rental.id, inDays(8), inDays(11)));
    expect(res.statusCode, res.body).toBe(201);
    const request = bookingSchema.parse(res.json());
    expect(request.status).toBe('pending');
    const deadline = Date.parse(request.expiresAt!);
    expect(Math.abs(deadline - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
    expectError(await book(t.app, secondGuest.token, stay(rental.id, inDays(9), inDays(10))), 409, 'DATES_UNAVAILABLE');
    expect(await publicAvailability(t.app, rental.id)).toContainEqual(
      expect.objectContaining({ type: 'booked', start: inDays(8), end: inDays(10) }),
    );
    // The host is asked, in Basque, with the deadline; the guest gets nothing until the answer.
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[host.user.email, 'booking-host-request']]);
    expect(mails[0]!.subject).toContain('Erreserba-eskaera berria');
  });

  it('accepted: confirmed, the guest mailed the confirmation in French; accepting again is 409', async () => {
    const { request } = await pendingRequest();
    await t.app.db.execute(sql`delete from outbox`);
    const res = await api(t.app, 'POST', `/owner/bookings/${request.id}/accept`, host.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(ownerBookingSchema.parse(res.json())).toMatchObject({
      status: 'confirmed',
      expiresAt: null,
      guest: { name: 'Claire Martin', email: guest.user.email, language: 'fr' },
    });
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[guest.user.email, 'booking-confirmation']]);
    expect(mails[0]!.subject).toContain('Réservation confirmée');
    const again = expectError(
      await api(t.app, 'POST', `/owner/bookings/${request.id}/accept`, host.token),
      409,
      'BOOKING_STATE',
    );
    expect(again.details).toEqual({ status: 'confirmed' });
    expectError(
      await api(t.app, 'POST', `/owner/bookings/${request.id}/decline`, host.token, {}),
      409,
      'BOOKING_STATE',
    );
  });

  it('declined: the dates are free again, the guest gets the host’s message; a declined request cannot be accepted', async () => {
    const { rental, request } = await pendingRequest();
    await t.app.db.execute(sql`delete from outbox`);
    const res = await api(t.app, 'POST', `/owner/bookings/${request.id}/decline`, host.token, {
      message: 'Esa semana no alquilamos',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', declineMessage: 'Esa semana no alquilamos' });
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[guest.user.email, 'booking-declined']]);
    expect(mails[0]!.text).toContain('Esa semana no alquilamos');
    expectError(await api(t.app, 'POST', `/owner/bookings/${request.id}/accept`, host.token), 409, 'BOOKING_STATE');
    expect((await book(t.app, secondGuest.token, stay(rental.id, inDays(8), inDays(11)))).statusCode).toBe(201);
  });

  it('expire after their time: the job stores it once, frees the dates and tells the guest; the host can no longer accept', async () => {
    const { rental, request } = await pendingRequest();
    await t.app.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${request.id}`);
    await t.app.db.execute(sql`delete from outbox`);
    // Read before the job runs, it already shows expired, and its nights are not held.
    expect((await api(t.app, 'GET', `/booking/${request.id}`, guest.token)).json()).toMatchObject({
      status: 'expired',
    });
    expect(await publicAvailability(t.app, rental.id)).not.toContainEqual(expect.objectContaining({ type: 'booked' }));
    expectError(await api(t.app, 'POST', `/owner/bookings/${request.id}/accept`, host.token), 409, 'BOOKING_STATE');

    // Two runs at once (as two processes would): one expiry between them.
    const runs = await Promise.all([runJob(EXPIRE_REQUESTS_JOB), runJob(EXPIRE_REQUESTS_JOB)]);
    expect(runs.map((r) => (r as { expired: number }).expired).sort()).toEqual([0, 1]);
    const { rows } = await t.app.db.execute<{ status: string; holds: number }>(
      sql`select status, (select count(*)::int from calendar_holds where booking_id = ${request.id}) as holds
            from bookings where id = ${request.id}`,
    );
    expect(rows).toEqual([{ status: 'expired', holds: 0 }]);
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[guest.user.email, 'booking-expired']]);
    expect(mails[0]!.subject).toContain('Demande de réservation expirée');
  });

  it('past their time give way to a new booking at once, before the job runs', async () => {
    const { rental, request } = await pendingRequest();
    await t.app.db.execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${request.id}`);
    const res = await book(t.app, secondGuest.token, stay(rental.id, inDays(9), inDays(12)));
    expect(res.statusCode, res.body).toBe(201);
    expect((await api(t.app, 'GET', `/booking/${request.id}`, guest.token)).json()).toMatchObject({
      status: 'expired',
    });
    expect((await outbox()).map((m) => m.kind)).toContain('booking-expired');
  });

  it('twenty at once for the same nights: exactly one holds them, the others get 409', async () => {
    const rental = await requestRental();
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => signup(t.app, { name: `Guest ${i}` })));
    const answers = await Promise.all(guests.map((g) => book(t.app, g.token, stay(rental.id, inDays(40), inDays(44)))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const { rows } = await t.app.db.execute<{ holds: number }>(
      sql`select count(*)::int as holds from calendar_holds where asset_id = ${rental.id}`,
    );
    expect(rows).toEqual([{ holds: 1 }]);
  });

  it('can be withdrawn by the guest: cancelled by the guest, dates free, the host told', async () => {
    const { request } = await pendingRequest();
    expect(request.cancellable).toBe(true);
    await t.app.db.execute(sql`delete from outbox`);
    const res = await cancel(t.app, guest.token, request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect((await outbox()).map((m) => [m.to, m.kind])).toEqual([
      [guest.user.email, 'booking-cancellation'],
      [host.user.email, 'booking-host-guestCancelled'],
    ]);
  });
});

/** Runs a job through the queue, as a process would, and gives its output. */
async function runJob(name: string): Promise<object> {
  const jobs = t.app.jobs!;
  const id = await jobs.send(name);
  const deadline = Date.now() + 25_000;
  for (;;) {
    const job = await jobs.find(name, id);
    if (job?.state === 'completed') return job.output;
    if (job && ['failed', 'cancelled'].includes(job.state)) throw new Error(`job ${name} ${job.state}`);
    if (Date.now() > deadline) throw new Error(`job ${name} still ${job?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('cancelling under the policy', () => {
  it('lets the guest cancel for free until the deadline, and refuses it after; the host can still cancel, with a reason', async () => {
    const strict = await setUp({ cancellationPolicy: 'strict' });
    const moderate = await setUp({ cancellationPolicy: 'moderate' });
    // Ten days ahead: inside moderate's five days' notice, past strict's fourteen.
    const early = bookingSchema.parse(
      (await book(t.app, guest.token, stay(moderate.id, inDays(10), inDays(12)))).json(),
    );
    const late = bookingSchema.parse((await book(t.app, guest.token, stay(strict.id, inDays(10), inDays(12)))).json());
    expect(early).toMatchObject({ cancellationPolicy: 'moderate', cancellable: true });
    expect(Date.parse(early.freeCancellationUntil)).toBeGreaterThan(Date.now());
    expect(late).toMatchObject({ cancellationPolicy: 'strict', cancellable: false });
    expect(Date.parse(late.freeCancellationUntil)).toBeLessThan(Date.now());

    expect((await cancel(t.app, guest.token, early.id)).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
    });
    const refused = expectError(await cancel(t.app, guest.token, late.id), 409, 'BOOKING_NOT_CANCELLABLE');
    expect(refused.details).toMatchObject({ status: 'confirmed', freeCancellationUntil: late.freeCancellationUntil });

    await t.app.db.execute(sql`delete from outbox`);
    expectError(
      await api(t.app, 'POST', `/owner/bookings/${late.id}/cancel`, host.token, { reason: 'x' }),
      400,
      'VALIDATION_ERROR',
    );
    const byHost = await api(t.app, 'POST', `/owner/bookings/${late.id}/cancel`, host.token, {
      reason: 'Una avería del agua caliente',
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'host',
      cancelReason: 'Una avería del agua caliente',
    });
    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([[guest.user.email, 'booking-cancellation']]);
    expect(mails[0]!.text).toContain('Una avería del agua caliente');
    // A cancelled booking cannot be cancelled by the host again, nor accepted.
    expectError(
      await api(t.app, 'POST', `/owner/bookings/${late.id}/cancel`, host.token, { reason: 'Otra vez, por si acaso' }),
      409,
      'BOOKING_STATE',
    );
    expectError(await api(t.app, 'POST', `/owner/bookings/${late.id}/accept`, host.token), 409, 'BOOKING_STATE');
  });
});

describe('the host’s bookings', () => {
  it('lists the bookings of my rentals with the guest’s contact, filtered by state and dates', async () => {
    const owner = await accountWith(t.app, 'owner');
    const rental = await createRental(t.app, [], { adults: 4, children: 2 }, owner.user.id);
    await putCalendar(t.app, owner.token, rental.id, calendar({ bookingMode: 'request' }));
    // The host also sees whose address is proven: this guest's is.
    await t.app.db.execute(
      sql`update users set phone = '+34 600 000 000', email_verified_at = now() where id = ${secondGuest.user.id}`,
    );
    const made: Booking[] = [];
    for (const [who, from] of [
      [guest, 5],
      [secondGuest, 20],
      [guest, 40],
    ] as const) {
      made.push(
        bookingSchema.parse(
          (
            await book(t.app, who.token, {
              ...stay(rental.id, inDays(from), inDays(from + 3)),
              notes: 'Llegamos tarde, hacia las diez',
            })
          ).json(),
        ),
      );
    }
    await api(t.app, 'POST', `/owner/bookings/${made[1]!.id}/accept`, owner.token);

    const all = ownerBookingListSchema.parse((await api(t.app, 'GET', '/owner/bookings', owner.token)).json());
    expect(all.items.map((b) => b.id)).toEqual(made.map((b) => b.id));
    expect(all.items[1]).toMatchObject({
      status: 'confirmed',
      adults: 2,
      notes: 'Llegamos tarde, hacia las diez',
      guest: { name: 'Ana García', email: secondGuest.user.email, phone: '+34 600 000 000', emailVerified: true },
    });
    expect(all.items[0]!.guest.emailVerified).toBe(false);
    const pending = ownerBookingListSchema.parse(
      (await api(t.app, 'GET', '/owner/bookings?status=pending', owner.token)).json(),
    );
    expect(pending.items.map((b) => b.id)).toEqual([made[0]!.id, made[2]!.id]);
    const window = ownerBookingListSchema.parse(
      (
        await api(
          t.app,
          'GET',
          `/owner/bookings?from=${inDays(10)}&to=${inDays(41)}&status=pending,confirmed`,
          owner.token,
        )
      ).json(),
    );
    expect(window.items.map((b) => b.id)).toEqual([made[1]!.id, made[2]!.id]);
    expectError(await api(t.app, 'GET', '/owner/bookings?status=lost', owner.token), 400, 'VALIDATION_ERROR');
    expectError(await api(t.app, 'GET', '/owner/bookings?from=2026-02-30', owner.token), 400, 'VALIDATION_ERROR');
  });
});

describe('completed stays', () => {
  it('show once past check-out, are stored by the job, and cannot be cancelled by anyone', async () => {
    const rental = await setUp();
    const booking = bookingSchema.parse((await book(t.app, guest.token, stay(rental.id, inDays(3), inDays(5)))).json());
    // The stay is moved into the past as it would be by time passing (the trigger allows no other state change).
    await t.app.db.execute(
      sql`update bookings set check_in = current_date - 5, check_out = current_date - 3 where id = ${booking.id}`,
    );
    expect((await api(t.app, 'GET', `/booking/${booking.id}`, guest.token)).json()).toMatchObject({
      status: 'completed',
    });
    const stored = async () =>
      (await t.app.db.execute<{ status: string }>(sql`select status from bookings where id = ${booking.id}`)).rows;
    expect(await stored()).toEqual([{ status: 'confirmed' }]);
    expect(await runJob(COMPLETE_STAYS_JOB)).toEqual({ completed: 1 });
    expect(await stored()).toEqual([{ status: 'completed' }]);
    expectError(
      await api(t.app, 'POST', `/owner/bookings/${booking.id}/cancel`, host.token, { reason: 'Demasiado tarde ya' }),
      409,
      'BOOKING_STATE',
    );
    expectError(await cancel(t.app, guest.token, booking.id), 409, 'BOOKING_NOT_CANCELLABLE');
  });
});

describe('the public availability of a published rental only', () => {
  it('answers 404 for an unknown rental, as before', async () => {
    const res = await t.app.inject({
      url: '/api/v1/assets_availability/00000000-0000-0000-0000-000000000000',
      headers: apiHeaders(),
    });
    expect(res.statusCode).toBe(404);
  });
});
