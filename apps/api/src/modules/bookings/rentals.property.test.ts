import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { addDays, daysBetween } from '@town/shared/availability';
import {
  calendarProblems,
  rentalCalendarInputSchema,
  rentalCalendarSchema,
  type RentalCalendarInput,
} from '@town/shared/rentals';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { api, book, createRental, inDays, publicAvailability, putCalendar, today } from './bookings.test-support.ts';

/*
 * Whatever a host sends as a rental's calendar, PUT …/availability either keeps exactly that
 * (and the public availability shows exactly those seasons, and the blocks and the booking as
 * booked nights) or answers 400 or 409 in the error shape and keeps what was there before.
 */

let t: TestApp;
let host: SignedIn;
let rentalId: string;
/** A booking's nights, [BOOKED_FROM, BOOKED_TO) in days from today: no block may cover them. */
const BOOKED_FROM = 30;
const BOOKED_TO = 33;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  host = await accountWith(t.app, 'owner');
  const guest = await signup(t.app);
  rentalId = (await createRental(t.app, [], { adults: 4, children: 2 }, host.user.id)).id;
  const open = await putCalendar(t.app, host.token, rentalId, {
    seasons: [{ start: inDays(1), end: inDays(60), price: 100 }],
  });
  expect(open.statusCode, open.body).toBe(200);
  const booked = await book(t.app, guest.token, {
    asset_id: rentalId,
    checkIn: inDays(BOOKED_FROM),
    checkOut: inDays(BOOKED_TO),
    adults: 2,
  });
  expect(booked.statusCode, booked.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** Mostly what a host would send, sometimes a value that breaks a rule. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });

/** A range of days around the coming year: some in the past, past the horizon, or backwards. */
const range = fc
  .record({
    from: mostly(fc.integer({ min: 1, max: 330 }), fc.integer({ min: -10, max: 380 })),
    nights: mostly(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -3, max: 60 })),
  })
  .map(({ from, nights }) => ({ start: inDays(from), end: inDays(from + nights) }));
const price = mostly(fc.integer({ min: 1, max: 500 }), fc.constantFrom(0, -20, 99.5, 100_001));
const weekdays = fc.option(
  mostly(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), fc.constant([7, -1])),
  { nil: undefined },
);

const season = fc
  .record({
    range,
    price,
    weekendPrice: fc.option(price, { nil: undefined }),
    minDays: fc.option(mostly(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, 101)), { nil: undefined }),
    maxDays: fc.option(mostly(fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, 101)), { nil: undefined }),
    startDays: weekdays,
    endDays: weekdays,
  })
  .map(({ range: r, ...rest }) => ({ ...r, ...rest }));

/** Blocks land near the booking often enough to meet it. */
const nearBooking = fc
  .record({ from: fc.integer({ min: BOOKED_FROM - 6, max: BOOKED_TO + 2 }), nights: fc.integer({ min: 1, max: 6 }) })
  .map(({ from, nights }) => ({ start: inDays(from), end: inDays(from + nights) }));

const block = fc
  .record({ range: fc.oneof(range, nearBooking), note: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }) })
  .map(({ range: r, note }) => ({ ...r, note }));

const body = fc.record({
  bookingMode: mostly(fc.constantFrom('instant', 'request'), fc.constant('sometimes')),
  checkInHour: mostly(fc.constantFrom('17:00', '15:30'), fc.constant('25:00')),
  cancellationPolicy: mostly(fc.constantFrom('flexible', 'moderate', 'strict'), fc.constant('lenient')),
  cleaningFee: mostly(fc.constantFrom(0, 35), fc.constant(-1)),
  seasons: fc.array(season, { maxLength: 3 }),
  blocks: fc.array(block, { maxLength: 3 }),
});

type Body = typeof body extends fc.Arbitrary<infer T> ? T : never;

const EXAMPLE: Omit<Body, 'blocks'> = {
  bookingMode: 'request',
  checkInHour: '15:30',
  cancellationPolicy: 'strict',
  cleaningFee: 35,
  seasons: [
    {
      start: inDays(1),
      end: inDays(90),
      price: 120,
      weekendPrice: 140,
      minDays: 2,
      maxDays: undefined,
      startDays: [5, 6],
      endDays: undefined,
    },
  ],
};

/** How often each answer came: each must come, or the property tested little. */
const answers = new Map<number, number>();

async function stored() {
  return (await api(t.app, 'GET', `/owner/assets/${rentalId}/availability`, host.token)).json();
}

/** What the public answer must show as booked, [start, end) day pairs: the blocks and the booking. */
function heldRanges(calendar: RentalCalendarInput) {
  const blocks = (calendar.blocks ?? []).map((b) => [b.start, b.end]);
  return [...blocks, [inDays(BOOKED_FROM), inDays(BOOKED_TO)]].sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('PUT /api/v1/owner/assets/{id}/availability, whatever it is sent', () => {
  it('keeps exactly a valid calendar, and nothing of one it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = await stored();
        const res = await putCalendar(t.app, host.token, rentalId, input);
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        const parsed = rentalCalendarInputSchema.safeParse(input);
        const problems = parsed.success ? calendarProblems(parsed.data, today()) : [];
        const overBooking =
          parsed.success &&
          parsed.data.blocks.some((b) => b.end > b.start && b.start < inDays(BOOKED_TO) && inDays(BOOKED_FROM) < b.end);

        if (!parsed.success || problems.length) {
          expect(res.statusCode, res.body).toBe(400);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
          expect(await stored()).toEqual(before);
          return;
        }
        if (overBooking) {
          expect(res.statusCode, res.body).toBe(409);
          expect(apiErrorSchema.parse(res.json()).error.code).toBe('DATES_UNAVAILABLE');
          expect(await stored()).toEqual(before);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const saved = rentalCalendarSchema.parse(res.json());
        const sorted = [...parsed.data.seasons].sort((a, b) => a.start.localeCompare(b.start));
        expect(saved.seasons.map((s) => [s.start, s.end, s.price, s.weekendPrice, s.minDays, s.maxDays])).toEqual(
          sorted.map((s) => [s.start, s.end, s.price, s.weekendPrice ?? null, s.minDays, s.maxDays ?? null]),
        );
        expect(saved.blocks.map((b) => [b.start, b.end])).toEqual(
          [...parsed.data.blocks].sort((a, b) => a.start.localeCompare(b.start)).map((b) => [b.start, b.end]),
        );
        expect(await stored()).toEqual(res.json());

        // The public answer: each season with its last night as `end`, each hold as booked nights.
        const entries = await publicAvailability(t.app, rentalId);
        expect(entries.filter((e) => e.type === 'free').map((e) => [e.start, e.end, e.price])).toEqual(
          sorted.map((s) => [s.start, addDays(s.end, -1), s.price]),
        );
        expect(entries.filter((e) => e.type === 'booked').map((e) => [e.start, addDays(e.end, 1)])).toEqual(
          heldRanges(parsed.data),
        );
        for (const entry of entries) expect(daysBetween(entry.start, entry.end)).toBeGreaterThanOrEqual(0);
      }),
      {
        numRuns: 80,
        // Besides random ones: a block over the booking, and a calendar that is kept.
        examples: [
          [{ ...EXAMPLE, blocks: [{ start: inDays(BOOKED_TO - 1), end: inDays(BOOKED_TO + 3), note: undefined }] }],
          [{ ...EXAMPLE, blocks: [{ start: inDays(BOOKED_TO), end: inDays(BOOKED_TO + 3), note: 'Obras' }] }],
        ],
      },
    );
    expect([...answers.keys()].sort()).toEqual([200, 400, 409]);
  });
});
