import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandAvailability, rentalTermsOf, townClock } from '@town/shared/availability';
import { bookedNightsOf, quoteStay } from '@town/shared/bookings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { availabilityEntries } from './rental-calendar.repository.ts';
import { openStays } from './stays-search.repository.ts';
import { createAvailabilityIndex, type AvailabilityIndex } from './availability-index.ts';
import { book, createRental, inDays, putCalendar, randomSeasons, today } from './bookings.test-support.ts';

/*
 * The dated list's SQL (openStays, on rental_nights and the live holds) against the booking's
 * own quote: for random seasons, rules, fees, blocks, bookings, requests (some past their time)
 * and stays, a rental is open exactly when quoteStay() on its availability accepts the stay, and
 * at the same total (docs/decisions/017-rental-nights.md). The list sorts and counts by the SQL's
 * answer and shows the quote's: they must agree. Guests' capacity is the service's, not tested here.
 */

let t: TestApp;
let host: SignedIn;
let guest: SignedIn;
/** An availability index of its own (docs/decisions/019-availability-index.md), held to the same quote. */
let index: AvailabilityIndex;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [host, guest] = await Promise.all([accountWith(t.app, 'owner'), signup(t.app)]);
  index = createAvailabilityIndex({ db: t.app.db, databaseUrl: t.config.databaseUrl, log: t.app.log });
  await index.start();
  await index.whenReady();
});
afterAll(async () => {
  await index?.close();
  await t?.close();
});

/** Until the index has heard of a change by NOTIFY alone (another process's change), at most 10 s. */
async function heard(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
}

/** Up to four seasons one after another, sometimes with a gap between them. */
const seasons = randomSeasons({
  maxSeasons: 4,
  gaps: [0, 0, 1, 3],
  nights: { min: 2, max: 20 },
  minDaysUpTo: 5,
  fewestWeekdays: 1,
});

const span = (maxFrom: number, maxNights: number) =>
  fc.record({ from: fc.integer({ min: 0, max: maxFrom }), nights: fc.integer({ min: 1, max: maxNights }) });

/** A clock of the town's: today, at any time of day, so the advance notice's cut-off is crossed both ways. */
const clockAt = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 1, 30, 59) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const scenario = fc.record({
  bookingMode: fc.constantFrom('instant', 'request'),
  checkInHour: fc.constantFrom('00:00', '12:00', '15:00', '17:00', '23:30'),
  advanceNoticeDays: fc.constantFrom(0, 0, 0, 1, 3),
  sameDayCutoffHours: fc.constantFrom(0, 2, 2, 6, 12),
  time: clockAt,
  cleaningFee: fc.constantFrom(0, 25),
  extraGuestFee: fc.constantFrom(0, 10),
  extraGuestsFrom: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  seasons,
  blocks: fc.array(span(50, 4), { maxLength: 2 }),
  bookings: fc.array(span(50, 5), { maxLength: 3 }),
  /** A request past its time: it no longer holds its nights, before the job expires it. */
  overdue: fc.boolean(),
  /** A season changed in place (the update trigger), not replaced as the API does. */
  repriced: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
  stays: fc.array(fc.record({ stay: span(60, 14), guests: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 10,
    maxLength: 25,
  }),
});

const outcomes = { open: 0, closed: 0 };

describe('openStays', () => {
  it('opens a rental exactly when quoteStay() accepts the stay, at the same total (property)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const rental = await createRental(t.app, [], { adults: 6, children: 4 }, host.user.id);
        const calendar = await putCalendar(t.app, host.token, rental.id, {
          bookingMode: s.bookingMode,
          checkInHour: s.checkInHour,
          advanceNoticeDays: s.advanceNoticeDays,
          sameDayCutoffHours: s.sameDayCutoffHours,
          cleaningFee: s.cleaningFee,
          extraGuestFee: s.extraGuestFee,
          extraGuestsFrom: s.extraGuestsFrom,
          seasons: s.seasons,
          blocks: s.blocks.map((b) => ({ start: inDays(b.from + 1), end: inDays(b.from + 1 + b.nights) })),
        });
        fc.pre(calendar.statusCode === 200);
        for (const b of s.bookings) {
          await book(t.app, guest.token, {
            asset_id: rental.id,
            checkIn: inDays(b.from + 1),
            checkOut: inDays(b.from + 1 + b.nights),
            adults: 1,
          });
        }
        if (s.overdue) {
          await t.app.db.execute(sql`update bookings set expires_at = now() - interval '1 minute'
            where asset_id = ${rental.id} and status = 'pending'`);
        }
        if (s.repriced !== undefined) {
          await t.app.db.execute(sql`update availability set price = price + ${s.repriced}
            where asset_id = ${rental.id} and start = (select min(start) from availability where asset_id = ${rental.id})`);
        }
        // What this process's own change does: read again at once (the NOTIFY comes too).
        await index.refresh(rental.id);
        const clock = { today: today(), time: s.time };
        const entries = await availabilityEntries(t.app.db, rental.id, today());
        const context = {
          days: expandAvailability(entries, new Date()),
          bookedNights: bookedNightsOf(entries),
          now: clock,
          terms: rentalTermsOf(entries),
        };
        for (const { stay, guests } of s.stays) {
          // Day 0 is today: a check-in nobody may book, which the service refuses before asking.
          // From today: whether a stay may begin today or tomorrow is each rental's advance notice.
          const checkIn = inDays(stay.from);
          const checkOut = inDays(stay.from + stay.nights);
          const { quote, problems } = quoteStay({ checkIn, checkOut, adults: guests, children: 0 }, context);
          const open = await openStays(t.app.db, { checkIn, checkOut, guests, now: clock });
          const expected = quote && problems.length === 0 ? quote.total : undefined;
          const said = JSON.stringify({ checkIn, checkOut, guests, clock, problems });
          expect(open.get(rental.id), said).toBe(expected);
          // The index in memory: the same rules on the same columns, and its quote is the booking's.
          expect(index.openTotals([rental], { checkIn, checkOut, guests, now: clock })?.[0], said).toBe(expected);
          const fromIndex = index.quote(rental.id, { checkIn, checkOut, adults: guests, children: 0 }, clock);
          expect(fromIndex?.problems.length ? undefined : fromIndex?.quote?.total, said).toBe(expected);
          outcomes[expected === undefined ? 'closed' : 'open']++;
        }
      }),
      { numRuns: 60 },
    );
    expect(outcomes.open).toBeGreaterThan(20);
    expect(outcomes.closed).toBeGreaterThan(20);
  });

  it('follows a change of seasons at once, and lets the later-changed of two overlapping seasons price a night', async () => {
    const rental = await createRental(t.app, [], { adults: 4, children: 0 }, host.user.id);
    const stay = { checkIn: inDays(5), checkOut: inDays(8), guests: 2, now: townClock() };
    expect((await openStays(t.app.db, stay)).has(rental.id)).toBe(false);
    const put = await putCalendar(t.app, host.token, rental.id, {
      seasons: [{ start: inDays(1), end: inDays(20), price: 100 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await openStays(t.app.db, stay)).get(rental.id)).toBe(300);
    // Overlapping seasons, which the API refuses but older data may hold: the newer one wins a night.
    await t.app.db.execute(sql`insert into availability (asset_id, start, "end", price, updated_at)
      values (${rental.id}, ${inDays(6)}::date, ${inDays(6)}::date, 40, now() + interval '1 second')`);
    expect((await openStays(t.app.db, stay)).get(rental.id)).toBe(240);
    await t.app.db.execute(sql`delete from availability where asset_id = ${rental.id}`);
    expect((await openStays(t.app.db, stay)).has(rental.id)).toBe(false);
  });

  it('keeps the index in step by NOTIFY alone: seasons, settings, holds and a request’s deadline', async () => {
    const rental = await createRental(t.app, [], { adults: 4, children: 0 }, host.user.id);
    const stay = { checkIn: inDays(5), checkOut: inDays(8), guests: 2, now: townClock() };
    const total = () => index.openTotals([rental], stay)?.[0];
    expect(total()).toBeUndefined();
    // Written straight to the tables, as another process would: only the triggers tell the index.
    await t.app.db.execute(sql`insert into availability (asset_id, start, "end", price)
      values (${rental.id}, ${inDays(1)}::date, ${inDays(20)}::date, 100)`);
    await heard(() => total() === 300);
    await t.app.db.execute(sql`insert into rental_settings (asset_id, cleaning_fee, booking_mode)
      values (${rental.id}, 25, 'request')`);
    await heard(() => total() === 325);
    const res = await book(t.app, guest.token, {
      asset_id: rental.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    await heard(() => total() === undefined);
    // A request past its time no longer holds its nights, as the booking sees it.
    await t.app.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where asset_id = ${rental.id}`,
    );
    await heard(() => total() === 325);
    await t.app.db.execute(
      sql`update bookings set expires_at = now() + interval '1 hour' where asset_id = ${rental.id}`,
    );
    await heard(() => total() === undefined);
    const later = { checkIn: inDays(10), checkOut: inDays(12), guests: 2, now: townClock() };
    expect(index.openTotals([rental], later)?.[0]).toBe(225);
    await t.app.db.execute(sql`insert into calendar_holds (asset_id, start, "end", kind)
      values (${rental.id}, ${inDays(11)}::date, ${inDays(13)}::date, 'block')`);
    await heard(() => index.openTotals([rental], later)?.[0] === undefined);
  });
});
