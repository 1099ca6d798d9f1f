import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { addDays, availabilityEntrySchema, expandAvailability } from '@town/shared/availability';
import { bookingListSchema, bookingSchema, createBookingSchema, type Booking } from '@town/shared/bookings';
import { formatBookingReference, newBookingReference } from '@town/shared/booking-reference';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { book, cancel, createRental, inDays, nextWeekday } from './bookings.test-support.ts';

let t: TestApp;
let ana: SignedIn;
let joan: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [ana, joan] = await Promise.all([
    signup(t.app, { name: 'Ana García', lang: 'es' }),
    signup(t.app, { name: 'Joan Ferrer', lang: 'ca' }),
  ]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from outbox`);
});

/** A rental free for the next four months at 100 € a night, minimum one night. */
const openRental = () => createRental(t.app, [{ start: inDays(1), end: inDays(120), price: 100 }]);

function expectRule(res: { statusCode: number; json(): unknown }, field: string, rule: string) {
  expect(res.statusCode).toBe(400);
  const error = apiErrorSchema.parse(res.json()).error;
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.details).toEqual(expect.arrayContaining([{ field, message: rule }]));
}

/** The bookings' mails (a new account's address-verification mail is the accounts module's). */
async function outbox() {
  const { rows } = await t.app.db.execute<{
    to: string;
    subject: string;
    text: string;
    kind: string;
    attachments: { filename: string; contentType: string; content: string }[];
  }>(
    sql`select "to", subject, text, kind, attachments from outbox where kind <> 'email-verification' order by created_at`,
  );
  return rows;
}

/** The live bookings that overlap another live booking of the same asset: always none. */
async function overlappingLiveBookings() {
  const { rows } = await t.app.db.execute(sql`
    select a.id from bookings a join bookings b
      on a.asset_id = b.asset_id and a.id < b.id
     and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
    where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`);
  return rows;
}

describe('GET /api/v1/assets_availability/{id}', () => {
  it('returns the ranges as stored, uncached, in the shape of docs/rules.md#availability', async () => {
    const rental = await createRental(t.app, [
      { start: inDays(10), end: inDays(20), price: 120, minDays: 3 },
      { start: inDays(30), end: inDays(40), price: 150, minDays: 7, startDay: 6, endDay: 6 },
    ]);
    const res = await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json() as unknown[];
    expect(entries.map((e) => availabilityEntrySchema.parse(e))).toEqual([
      expect.objectContaining({
        type: 'free',
        start: inDays(10),
        end: inDays(20),
        asset_id: rental.id,
        checkInHour: '17:00',
        checkOutHour: '12:00',
        minDays: 3,
        startDay: null,
        endDay: null,
        price: 120,
      }),
      expect.objectContaining({ start: inDays(30), end: inDays(40), minDays: 7, startDay: 6, endDay: 6, price: 150 }),
    ]);
    // The shared expansion turns them into one day per free night.
    expect(expandAvailability(entries.map((e) => availabilityEntrySchema.parse(e)))).toHaveLength(22);
  });

  it('adds a booked entry per live booking, and drops it once cancelled', async () => {
    const rental = await openRental();
    const res = await book(t.app, ana.token, {
      asset_id: rental.id,
      checkIn: inDays(5),
      checkOut: inDays(8),
      adults: 2,
    });
    expect(res.statusCode).toBe(201);
    const booking = bookingSchema.parse(res.json());
    const after = (
      await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() })
    ).json();
    expect(after).toContainEqual(
      expect.objectContaining({ type: 'booked', start: inDays(5), end: inDays(7), price: 0 }),
    );
    // Nothing about the guest.
    expect(JSON.stringify(after)).not.toContain(ana.user.id);

    expect((await cancel(t.app, ana.token, booking.id)).statusCode).toBe(200);
    const again = (
      await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() })
    ).json();
    expect(again).not.toContainEqual(expect.objectContaining({ type: 'booked' }));
  });

  it('answers an empty list for an asset without ranges, 404 for an unknown one and 400 for a malformed id', async () => {
    const rental = await createRental(t.app, []);
    const empty = await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() });
    expect(empty.json()).toEqual([]);

    const unknown = await t.app.inject({
      url: '/api/v1/assets_availability/00000000-0000-0000-0000-000000000000',
      headers: apiHeaders(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error.code).toBe('NOT_FOUND');

    for (const id of ['42', 'not-a-uuid', '%27%3B--', '0000000-0000-0000-0000-000000000000']) {
      const res = await t.app.inject({ url: `/api/v1/assets_availability/${id}`, headers: apiHeaders() });
      expect(res.statusCode, id).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('never answers a 5xx, whatever the id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })), async (id) => {
        const res = await t.app.inject({
          url: `/api/v1/assets_availability/${encodeURIComponent(id)}`,
          headers: apiHeaders(),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/v1/booking', () => {
  it('books a stay across two price bands, with the total computed by the server', async () => {
    const rental = await createRental(t.app, [
      { start: inDays(10), end: inDays(12), price: 90 },
      { start: inDays(13), end: inDays(30), price: 120 },
    ]);
    const res = await book(t.app, ana.token, {
      asset_id: rental.id,
      checkIn: inDays(10),
      checkOut: inDays(15),
      adults: 2,
      children: 1,
      notes: 'Llegaremos hacia las ocho de la tarde.',
      // Anything the client says about the price is ignored.
      totalPrice: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingSchema.parse(res.json());
    expect(booking).toMatchObject({
      asset_id: rental.id,
      assetName: rental.name.es,
      checkIn: inDays(10),
      checkOut: inDays(15),
      checkInHour: '17:00',
      checkOutHour: '12:00',
      timeZone: 'Europe/Madrid',
      nights: 5,
      adults: 2,
      children: 1,
      notes: 'Llegaremos hacia las ocho de la tarde.',
      status: 'confirmed',
      cancellable: true,
      totalPrice: 3 * 90 + 2 * 120,
      currency: 'EUR',
      cancelledAt: null,
    });
    expect(booking.priceBands).toEqual([
      { from: inDays(10), to: inDays(13), nights: 3, pricePerNight: 90, subtotal: 270 },
      { from: inDays(13), to: inDays(15), nights: 2, pricePerNight: 120, subtotal: 240 },
    ]);
  });

  it("mails the confirmation in the guest's language, with the stay as an .ics file", async () => {
    const rental = await openRental();
    const checkIn = inDays(20);
    const checkOut = inDays(23);
    const res = await book(t.app, joan.token, { asset_id: rental.id, checkIn, checkOut, adults: 2 }, '?lang=es');
    expect(res.statusCode).toBe(201);
    const booking = bookingSchema.parse(res.json());
    // The answer follows ?lang; the mail follows the account's language.
    expect(booking.assetName).toBe(rental.name.es);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ to: joan.email, kind: 'booking-confirmation' });
    expect(mail.subject).toBe(`Reserva confirmada: ${rental.name.ca}`);
    expect(mail.text).toContain('Hola, Joan Ferrer:');
    expect(mail.text).toContain('La teva reserva està confirmada.');
    expect(mail.text).toContain('a partir de les 17:00');
    expect(mail.text).toContain('abans de les 12:00');
    // Intl writes a no-break space before the euro sign.
    expect(mail.text).toMatch(/3 nits × 100\s€ = 300\s€/u);
    // The booking's short reference, as people read it (docs/product.md#bookings).
    expect(mail.text).toContain(`Referència: ${formatBookingReference(booking.reference)}`);
    expect(mail.text).toContain('/ca/myBookings');

    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0]!;
    expect(attachment.filename).toBe('booking.ics');
    expect(attachment.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH$/);
    const ics = Buffer.from(attachment.content, 'base64').toString('utf8');
    // RFC 5545: CRLF everywhere, no bare line feed, lines of at most 75 octets.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    const compact = (day: string) => day.replaceAll('-', '');
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Madrid',
        'BEGIN:VEVENT',
        `UID:booking-${booking.id}@localhost`,
        `DTSTART;TZID=Europe/Madrid:${compact(checkIn)}T170000`,
        `DTEND;TZID=Europe/Madrid:${compact(checkOut)}T120000`,
        `SUMMARY:Estada: ${rental.name.ca}`,
        'LOCATION:Carrer de la Mar\\, 12\\, El Grau',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(unfolded.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('asks for a signed-in user before anything else', async () => {
    const rental = await openRental();
    for (const body of [
      { asset_id: rental.id, checkIn: inDays(5), checkOut: inDays(6), adults: 1 },
      { nonsense: true },
    ]) {
      const res = await book(t.app, undefined, body);
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
    }
    const forged = await book(t.app, 'not-a-token', {
      asset_id: rental.id,
      checkIn: inDays(5),
      checkOut: inDays(6),
      adults: 1,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses each broken rule with 400, naming the field and the rule', async () => {
    const saturday = nextWeekday(inDays(40), 6);
    const rental = await createRental(
      t.app,
      [
        { start: inDays(1), end: inDays(20), price: 100, minDays: 3 },
        // A gap from day 21 to 24.
        { start: inDays(25), end: addDays(saturday, -1), price: 110, minDays: 2 },
        { start: saturday, end: addDays(saturday, 27), price: 200, minDays: 7, startDay: 6, endDay: 6 },
        { start: inDays(100), end: inDays(250), price: 80 },
      ],
      { adults: 2, children: 1 },
    );
    const base = { asset_id: rental.id, adults: 2 };
    const stay = (checkIn: string, checkOut: string, extra: object = {}) =>
      book(t.app, ana.token, { ...base, checkIn, checkOut, ...extra });

    expectRule(await stay(inDays(2), inDays(4)), 'body.checkOut', 'booking.tooShort');
    expectRule(await stay(inDays(18), inDays(23)), 'body.checkOut', 'booking.notOffered');
    expectRule(await stay(inDays(22), inDays(26)), 'body.checkIn', 'booking.notOffered');
    expectRule(await stay(inDays(100), inDays(201)), 'body.checkOut', 'booking.tooLong');
    expectRule(await stay(inDays(5), inDays(5)), 'body.checkOut', 'booking.checkOutNotAfterCheckIn');
    expectRule(await stay(inDays(6), inDays(3)), 'body.checkOut', 'booking.checkOutNotAfterCheckIn');
    expectRule(await stay(inDays(-1), inDays(4)), 'body.checkIn', 'booking.checkInPast');
    expectRule(await stay(inDays(-3), inDays(4)), 'body.checkIn', 'booking.checkInPast');
    expectRule(await stay(addDays(saturday, 1), addDays(saturday, 8)), 'body.checkIn', 'booking.checkInWeekday');
    expectRule(await stay(saturday, addDays(saturday, 8)), 'body.checkOut', 'booking.checkOutWeekday');
    expectRule(await stay(inDays(2), inDays(6), { adults: 3 }), 'body.adults', 'booking.tooManyAdults');
    expectRule(await stay(inDays(2), inDays(6), { children: 2 }), 'body.children', 'booking.tooManyChildren');
    expectRule(await stay('2027-02-29', '2027-03-03'), 'body.checkIn', 'booking.invalidDay');
    expectRule(await stay(inDays(2), inDays(6), { notes: 'Too short' }), 'body.notes', expect.any(String) as never);
    expectRule(await stay(inDays(2), inDays(6), { adults: 0 }), 'body.adults', expect.any(String) as never);

    // The same stays, kept within the rules, are fine: 100 nights, the Saturday week, the minimum.
    expect((await stay(inDays(100), inDays(200))).statusCode).toBe(201);
    expect((await stay(saturday, addDays(saturday, 7))).statusCode).toBe(201);
    expect((await stay(inDays(2), inDays(5), { children: 1, notes: 'Dos adultos y un bebé.' })).statusCode).toBe(201);
    expect(await outbox()).toHaveLength(3);
  });

  it('answers 404 for an unknown rental and 400 for a malformed body', async () => {
    const unknown = await book(t.app, ana.token, {
      asset_id: '11111111-1111-4111-8111-111111111111',
      checkIn: inDays(5),
      checkOut: inDays(7),
      adults: 1,
    });
    expect(unknown.statusCode).toBe(404);
    for (const body of ['not json', '[]', '{"asset_id": 3}', 'null']) {
      const res = await book(t.app, ana.token, body);
      expect(res.statusCode, body).toBe(400);
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it("takes a check-out day as the next guest's check-in day, and refuses any overlap with 409", async () => {
    const rental = await openRental();
    // A first stay, then one starting on its check-out day and one ending on its check-in day.
    for (const [guest, checkIn, checkOut] of [
      [ana, inDays(10), inDays(14)],
      [joan, inDays(14), inDays(16)],
      [joan, inDays(8), inDays(10)],
    ] as const) {
      const res = await book(t.app, guest.token, { asset_id: rental.id, checkIn, checkOut, adults: 1 });
      expect(res.statusCode, `${checkIn}…${checkOut}`).toBe(201);
    }

    for (const [checkIn, checkOut] of [
      [inDays(13), inDays(15)],
      [inDays(9), inDays(11)],
      [inDays(11), inDays(12)],
      [inDays(5), inDays(20)],
    ] as const) {
      const res = await book(t.app, joan.token, { asset_id: rental.id, checkIn, checkOut, adults: 1 });
      expect(res.statusCode, `${checkIn}…${checkOut}`).toBe(409);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('DATES_UNAVAILABLE');
    }
    expect(await overlappingLiveBookings()).toEqual([]);
  });

  it('gives exactly one of 20 simultaneous requests for the same dates by 20 users', async () => {
    const rental = await openRental();
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => signup(t.app, { name: `Guest ${i}` })));
    const answers = await Promise.all(
      guests.map((g) =>
        book(t.app, g.token, { asset_id: rental.id, checkIn: inDays(30), checkOut: inDays(37), adults: 2 }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(apiErrorSchema.parse(answer.json()).error.code).toBe('DATES_UNAVAILABLE');
    }
    const { rows } = await t.app.db.execute(sql`select id from bookings where asset_id = ${rental.id}`);
    expect(rows).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('never answers a 5xx to random dates and guests, and live bookings never overlap', async () => {
    const rental = await createRental(
      t.app,
      [
        { start: inDays(1), end: inDays(40), price: 70, minDays: 2 },
        { start: inDays(45), end: inDays(80), price: 95 },
      ],
      { adults: 4, children: 2 },
    );
    const guests = [ana, joan];
    const invalidDay = fc.constantFrom('2026-02-30', '2026-13-01', '20260101', '', 'tomorrow');
    const stay = fc
      .record({ from: fc.integer({ min: -5, max: 90 }), nights: fc.integer({ min: -2, max: 12 }) })
      .map(({ from, nights }) => ({ checkIn: inDays(from), checkOut: inDays(from + nights) }));
    const body = fc
      .record(
        {
          asset_id: fc.oneof({ weight: 8, arbitrary: fc.constant(rental.id) }, fc.uuid(), fc.string({ maxLength: 8 })),
          stay: fc.oneof({ weight: 8, arbitrary: stay }, fc.record({ checkIn: invalidDay, checkOut: invalidDay })),
          adults: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: -1, max: 6 }) }, fc.constant('2')),
          children: fc.integer({ min: -1, max: 3 }),
          notes: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 30 })),
        },
        { requiredKeys: ['asset_id', 'stay'] },
      )
      .map(({ stay: dates, ...rest }) => ({ ...rest, ...dates }));
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 5, arbitrary: body }, { weight: 1, arbitrary: fc.jsonValue() }),
        fc.nat(1),
        async (payload, who) => {
          const res = await book(t.app, guests[who]!.token, payload);
          expect(res.statusCode).toBeLessThan(500);
          expect([201, 400, 404, 409]).toContain(res.statusCode);
          expect(apiErrorSchema.safeParse(res.json()).success || res.statusCode === 201).toBe(true);
          if (!createBookingSchema.safeParse(payload).success) expect(res.statusCode).toBe(400);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        },
      ),
      {
        numRuns: 200,
        // Run first, so that every outcome is reached whatever the random draw.
        examples: [
          [{ asset_id: rental.id, checkIn: inDays(3), checkOut: inDays(6), adults: 2 }, 0],
          [{ asset_id: rental.id, checkIn: inDays(4), checkOut: inDays(8), adults: 1 }, 1],
          [{ asset_id: rental.id, checkIn: inDays(4), checkOut: inDays(3), adults: 1 }, 1],
        ],
      },
    );
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([201, 400, 409]));
    expect(await overlappingLiveBookings()).toEqual([]);
  });
});

describe('reading and cancelling bookings', () => {
  async function stayOf(who: SignedIn, rental: { id: string }, from: number, to: number): Promise<Booking> {
    const res = await book(t.app, who.token, {
      asset_id: rental.id,
      checkIn: inDays(from),
      checkOut: inDays(to),
      adults: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    return bookingSchema.parse(res.json());
  }

  it("lists only the user's own bookings, latest check-in first, in pages", async () => {
    const carla = await signup(t.app, { name: 'Carla Souto', lang: 'gl' });
    const rental = await openRental();
    const early = await stayOf(carla, rental, 3, 5);
    const late = await stayOf(carla, rental, 50, 52);
    await stayOf(joan, rental, 60, 62);

    const res = await t.app.inject({ url: '/api/v1/booking?lang=ca', headers: apiHeaders(carla.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = bookingListSchema.parse(res.json());
    expect(list).toMatchObject({ total: 2, limit: 24, offset: 0 });
    expect(list.items.map((b) => b.id)).toEqual([late.id, early.id]);
    expect(list.items[0]!.assetName).toBe(rental.name.ca);

    const page = bookingListSchema.parse(
      (await t.app.inject({ url: '/api/v1/booking?limit=1&offset=1', headers: apiHeaders(carla.token) })).json(),
    );
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.items.map((b) => b.id)).toEqual([early.id]);
    // Galician has no name here: Spanish is the fallback.
    expect(page.items[0]!.assetName).toBe(rental.name.es);

    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'lang=1']) {
      const bad = await t.app.inject({ url: `/api/v1/booking?${query}`, headers: apiHeaders(carla.token) });
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v1/booking', headers: apiHeaders() })).statusCode).toBe(401);
  });

  it("never shows nor cancels another user's booking", async () => {
    const rental = await openRental();
    const anas = await stayOf(ana, rental, 70, 73);

    const own = await t.app.inject({ url: `/api/v1/booking/${anas.id}`, headers: apiHeaders(ana.token) });
    expect(own.statusCode).toBe(200);
    expect(bookingSchema.parse(own.json()).id).toBe(anas.id);

    const peek = await t.app.inject({ url: `/api/v1/booking/${anas.id}`, headers: apiHeaders(joan.token) });
    expect(peek.statusCode).toBe(404);
    expect(apiErrorSchema.parse(peek.json()).error.code).toBe('NOT_FOUND');
    const steal = await cancel(t.app, joan.token, anas.id);
    expect(steal.statusCode).toBe(404);
    const list = bookingListSchema.parse(
      (await t.app.inject({ url: '/api/v1/booking', headers: apiHeaders(joan.token) })).json(),
    );
    expect(list.items.map((b) => b.id)).not.toContain(anas.id);

    const still = bookingSchema.parse(
      (await t.app.inject({ url: `/api/v1/booking/${anas.id}`, headers: apiHeaders(ana.token) })).json(),
    );
    expect(still.status).toBe('confirmed');
    expect((await t.app.inject({ url: `/api/v1/booking/${anas.id}`, headers: apiHeaders() })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/booking/nope', headers: apiHeaders(ana.token) })).statusCode).toBe(400);
  });

  it('cancels an upcoming stay, frees its dates, mails a cancellation and answers a repeat unchanged', async () => {
    const rental = await openRental();
    const booking = await stayOf(ana, rental, 80, 84);
    await t.app.db.execute(sql`delete from outbox`);

    const res = await cancel(t.app, ana.token, booking.id);
    expect(res.statusCode).toBe(200);
    const cancelled = bookingSchema.parse(res.json());
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', cancellable: false });
    expect(cancelled.cancelledAt).not.toBeNull();

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ana.email,
      kind: 'booking-cancellation',
      subject: `Reserva cancelada: ${rental.name.es}`,
    });
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain(`\r\nUID:booking-${booking.id}@localhost\r\n`);

    // A cancelled stay is bookable again, by anyone.
    const again = await book(t.app, joan.token, {
      asset_id: rental.id,
      checkIn: inDays(80),
      checkOut: inDays(84),
      adults: 1,
    });
    expect(again.statusCode).toBe(201);

    const repeat = await cancel(t.app, ana.token, booking.id);
    expect(repeat.statusCode).toBe(200);
    expect(bookingSchema.parse(repeat.json()).status).toBe('cancelled');
    expect(await outbox()).toHaveLength(2);
  });

  it('takes no booking for a rental that is not published, and keeps the ones already made (docs/listings.md#life)', async () => {
    const rental = await openRental();
    const booking = await stayOf(ana, rental, 90, 93);
    const unknown = await book(t.app, joan.token, {
      asset_id: '11111111-1111-4111-8111-111111111111',
      checkIn: inDays(95),
      checkOut: inDays(97),
      adults: 1,
    });
    for (const status of ['unpublished', 'draft', 'review', 'rejected']) {
      await t.app.db.execute(sql`update assets set status = ${status} where id = ${rental.id}`);
      const availability = await t.app.inject({
        url: `/api/v1/assets_availability/${rental.id}`,
        headers: apiHeaders(),
      });
      expect(availability.statusCode, status).toBe(404);
      const res = await book(t.app, joan.token, {
        asset_id: rental.id,
        checkIn: inDays(95),
        checkOut: inDays(97),
        adults: 1,
      });
      // Exactly as for a rental that does not exist.
      expect(res.statusCode, status).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toEqual(apiErrorSchema.parse(unknown.json()).error);
    }
    // The booking already made stays: listed with its rental's name, and cancellable with a mail.
    const list = bookingListSchema.parse(
      (await t.app.inject({ url: '/api/v1/booking?lang=es', headers: apiHeaders(ana.token) })).json(),
    );
    expect(list.items.find((b) => b.id === booking.id)).toMatchObject({
      status: 'confirmed',
      assetName: rental.name.es,
    });
    await t.app.db.execute(sql`delete from outbox`);
    const cancelled = await cancel(t.app, ana.token, booking.id);
    expect(cancelled.statusCode).toBe(200);
    expect(bookingSchema.parse(cancelled.json()).status).toBe('cancelled');
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'booking-cancellation', subject: `Reserva cancelada: ${rental.name.es}` });
    expect(mail!.text).toContain(rental.address);

    await t.app.db.execute(sql`update assets set status = 'published' where id = ${rental.id}`);
    expect(
      (await t.app.inject({ url: `/api/v1/assets_availability/${rental.id}`, headers: apiHeaders() })).statusCode,
    ).toBe(200);
  });

  it('derives completed for a stay whose check-out has passed, and refuses to cancel a stay that has begun', async () => {
    const rental = await openRental();
    const insert = (checkIn: string, checkOut: string) =>
      t.app.db.execute<{ id: string }>(sql`
        insert into bookings (asset_id, user_id, check_in, check_out, check_in_hour, check_out_hour, nights, adults, children,
                              total_price, price_bands, reference)
        values (${rental.id}, ${ana.user.id}, ${checkIn}, ${checkOut}, '17:00', '12:00', ${checkOut}::date - ${checkIn}::date,
                2, 0, 300, '[]'::jsonb, ${newBookingReference()})
        returning id`);
    const past = (await insert(inDays(-10), inDays(-7))).rows[0]!.id;
    const current = (await insert(inDays(-2), inDays(2))).rows[0]!.id;

    const completed = bookingSchema.parse(
      (await t.app.inject({ url: `/api/v1/booking/${past}`, headers: apiHeaders(ana.token) })).json(),
    );
    expect(completed).toMatchObject({ status: 'completed', cancellable: false });
    const ongoing = bookingSchema.parse(
      (await t.app.inject({ url: `/api/v1/booking/${current}`, headers: apiHeaders(ana.token) })).json(),
    );
    expect(ongoing).toMatchObject({ status: 'confirmed', cancellable: false });

    for (const id of [past, current]) {
      const res = await cancel(t.app, ana.token, id);
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('BOOKING_NOT_CANCELLABLE');
    }
    expect(await outbox()).toHaveLength(0);
  });

  it('is in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(paths['/api/v1/assets_availability/{id}'].get).toBeDefined();
    expect(paths['/api/v1/booking'].post).toBeDefined();
    expect(paths['/api/v1/booking'].get).toBeDefined();
    expect(paths['/api/v1/booking/{id}'].get).toBeDefined();
    expect(paths['/api/v1/booking/{id}/cancel'].post).toBeDefined();
  });
});
