import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '@town/shared/bookings';
import { assetListSchema } from '@town/shared/catalogue';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { book, createRental, inDays, putCalendar, randomSeasons } from '../bookings/bookings.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';

/*
 * For random seasons, rules, fees, bookings, blocks and stays: a rental is in the dated list
 * exactly when POST /api/v1/booking of that stay succeeds, and at the total the booking charges
 * (docs/decisions/016-dated-search.md). Every run is a fresh rental, so runs do not meet.
 */

let t: TestApp;
let host: SignedIn;
let guest: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [host, guest] = await Promise.all([accountWith(t.app, 'owner'), signup(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

/** Up to three seasons one after another from a random day, sometimes with a gap between them. */
const seasons = randomSeasons({
  maxSeasons: 3,
  gaps: [0, 0, 2],
  nights: { min: 5, max: 25 },
  minDaysUpTo: 4,
  fewestWeekdays: 2,
});

const span = (maxFrom: number, maxNights: number) =>
  fc.record({ from: fc.integer({ min: 1, max: maxFrom }), nights: fc.integer({ min: 1, max: maxNights }) });

const scenario = fc.record({
  bookingMode: fc.constantFrom('instant', 'request'),
  cleaningFee: fc.constantFrom(0, 25),
  extraGuestFee: fc.constantFrom(0, 10),
  extraGuestsFrom: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  seasons,
  blocks: fc.array(span(50, 4), { maxLength: 2 }),
  bookings: fc.array(span(50, 5), { maxLength: 2 }),
  capacity: fc.record({ adults: fc.integer({ min: 2, max: 6 }), children: fc.integer({ min: 0, max: 3 }) }),
  stay: span(40, 8),
  adults: fc.integer({ min: 1, max: 4 }),
  children: fc.integer({ min: 0, max: 2 }),
});

/** How many runs listed the rental: both sides must come, or the property tested little. */
const outcomes = { listed: 0, unlisted: 0 };

describe('GET /api/v1/asset with dates', () => {
  it('lists a rental exactly when booking the stay succeeds, at the listed total (property)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const rental = await createRental(t.app, [], s.capacity, host.user.id);
        const blocks = s.blocks.map((b) => ({ start: inDays(b.from), end: inDays(b.from + b.nights) }));
        const calendar = await putCalendar(t.app, host.token, rental.id, {
          bookingMode: s.bookingMode,
          cleaningFee: s.cleaningFee,
          extraGuestFee: s.extraGuestFee,
          extraGuestsFrom: s.extraGuestsFrom,
          seasons: s.seasons,
          blocks,
        });
        // Overlapping blocks are refused: such a calendar tests nothing here.
        fc.pre(calendar.statusCode === 200);
        // Earlier guests' bookings, where the rules let them in.
        for (const b of s.bookings) {
          await book(t.app, guest.token, {
            asset_id: rental.id,
            checkIn: inDays(b.from),
            checkOut: inDays(b.from + b.nights),
            adults: 1,
          });
        }
        const checkIn = inDays(s.stay.from);
        const checkOut = inDays(s.stay.from + s.stay.nights);
        const query = new URLSearchParams({
          type: 'property',
          rent: 'true',
          checkIn,
          checkOut,
          adults: String(s.adults),
          children: String(s.children),
          q: rental.name.es,
        });
        const list = await t.app.inject({ url: `/api/v1/asset?${query}`, headers: apiHeaders() });
        expect(list.statusCode, list.body).toBe(200);
        const item = assetListSchema.parse(list.json()).items.find((i) => i.id === rental.id);

        const res = await book(t.app, guest.token, {
          asset_id: rental.id,
          checkIn,
          checkOut,
          adults: s.adults,
          children: s.children,
        });
        if (item) {
          outcomes.listed++;
          expect(res.statusCode, res.body).toBe(201);
          expect(item.stay).toEqual({ nights: s.stay.nights, total: bookingSchema.parse(res.json()).totalPrice });
        } else {
          outcomes.unlisted++;
          expect([400, 409], res.body).toContain(res.statusCode);
        }
      }),
      { numRuns: 120 },
    );
    expect(outcomes.listed).toBeGreaterThan(5);
    expect(outcomes.unlisted).toBeGreaterThan(5);
  });
});
