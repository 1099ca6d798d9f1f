import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, expandAvailability, townClock, type AvailabilityEntry } from './availability.ts';
import { entry, NOW, TODAY } from './availability.test-support.ts';
import {
  bookedNightsOf,
  canCheckIn,
  createBookingSchema,
  formatEuros,
  formatStayDay,
  guestLimits,
  guestProblems,
  guestsFit,
  isCalendarDay,
  lowestFreeNightPrice,
  MAX_GUESTS,
  nightsOf,
  quoteStay,
  weekdayOf,
} from './bookings.ts';
import { MAX_STAY_DAYS } from './constants.ts';

const context = (entries: AvailabilityEntry[]) => ({
  days: expandAvailability(entries, NOW),
  bookedNights: bookedNightsOf(entries),
  now: townClock(NOW),
});

describe('days', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-6-1')).toBe(false);
  });

  it('counts weekdays from Sunday and nights up to the day before check-out', () => {
    expect(weekdayOf('2026-08-01')).toBe(6);
    expect(weekdayOf('2026-08-02')).toBe(0);
    expect(nightsOf('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('lowestFreeNightPrice', () => {
  const now = new Date('2026-06-10T10:00:00Z');
  const range = (start: string, end: string, price: number, type = 'free'): AvailabilityEntry => ({
    type,
    start,
    end,
    asset_id: 'a',
    checkInHour: '17:00',
    checkOutHour: '12:00',
    minDays: 1,
    startDay: null,
    endDay: null,
    price,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('is the cheapest coming free night, not a base price or a past season', () => {
    const entries = [
      range('2026-05-01', '2026-06-09', 200),
      range('2026-06-10', '2026-06-30', 380),
      range('2026-07-01', '2026-08-31', 630),
    ];
    expect(lowestFreeNightPrice(entries, now)).toBe(380);
  });

  it('skips booked nights, and is null when no free night is left', () => {
    const entries = [range('2026-06-11', '2026-06-20', 380), range('2026-06-21', '2026-06-30', 630)];
    expect(lowestFreeNightPrice([...entries, range('2026-06-11', '2026-06-20', 0, 'booked')], now)).toBe(630);
    expect(lowestFreeNightPrice([...entries, range('2026-06-11', '2026-06-30', 0, 'booked')], now)).toBeNull();
    expect(lowestFreeNightPrice([], now)).toBeNull();
  });

  it('equals the lowest price among the calendar days not booked (any ranges and bookings)', () => {
    const day = fc.integer({ min: -20, max: 60 }).map((n) => addDays('2026-06-10', n));
    const entry = fc
      .tuple(day, fc.integer({ min: 0, max: 15 }), fc.integer({ min: 20, max: 900 }), fc.boolean())
      .map(([start, length, price, booked]) => range(start, addDays(start, length), price, booked ? 'booked' : 'free'));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const booked = new Set(
          entries
            .filter((e) => e.type === 'booked')
            .flatMap((e) => Array.from({ length: daysBetween(e.start, e.end) + 1 }, (_, i) => addDays(e.start, i))),
        );
        const prices = expandAvailability(entries, now)
          .filter((d) => !booked.has(d.start))
          .map((d) => d.price);
        expect(lowestFreeNightPrice(entries, now)).toBe(prices.length ? Math.min(...prices) : null);
      }),
    );
  });
});

describe('quoteStay', () => {
  it('prices each night and groups the bands', () => {
    const { quote, problems } = quoteStay(
      { checkIn: '2026-06-28', checkOut: '2026-07-03' },
      context([entry({}), entry({ start: '2026-07-01', end: '2026-07-31', price: 150.5 })]),
    );
    expect(problems).toEqual([]);
    expect(quote).toEqual({
      nights: 5,
      nightsTotal: 3 * 100 + 2 * 150.5,
      fees: [],
      total: 3 * 100 + 2 * 150.5,
      minDays: 1,
      maxDays: MAX_STAY_DAYS,
      checkInHour: '17:00',
      checkOutHour: '12:00',
      // The default policy, flexible: free until the day before check-in at 17:00 in Madrid (15:00 UTC in summer).
      cancellationPolicy: 'flexible',
      freeCancellationUntil: '2026-06-27T15:00:00.000Z',
      bands: [
        { from: '2026-06-28', to: '2026-07-01', nights: 3, pricePerNight: 100, subtotal: 300 },
        { from: '2026-07-01', to: '2026-07-03', nights: 2, pricePerNight: 150.5, subtotal: 301 },
      ],
    });
  });

  it('names each broken rule', () => {
    const ctx = context([
      entry({ minDays: 3 }),
      entry({ start: '2026-07-04', end: '2026-07-31', startDay: 6, endDay: 6, minDays: 7 }),
      entry({ type: 'booked', start: '2026-06-10', end: '2026-06-12' }),
    ]);
    const rules = (checkIn: string, checkOut: string) =>
      quoteStay({ checkIn, checkOut }, ctx).problems.map((p) => p.rule);
    expect(rules('2026-06-02', '2026-06-04')).toEqual(['booking.tooShort']);
    expect(rules('2026-06-29', '2026-07-03')).toEqual(['booking.notOffered']);
    expect(rules('2026-07-05', '2026-07-12')).toEqual(['booking.checkInWeekday', 'booking.checkOutWeekday']);
    expect(rules('2026-07-04', '2026-07-12')).toEqual(['booking.checkOutWeekday']);
    expect(rules('2026-06-08', '2026-06-11')).toEqual(['booking.datesTaken']);
    expect(rules('2026-05-14', '2026-06-11')).toEqual(['booking.checkInPast']);
    expect(rules('2026-06-05', '2026-06-05')).toEqual(['booking.checkOutNotAfterCheckIn']);
    expect(rules('2026-06-01', '2026-09-10')).toEqual(['booking.tooLong']);
    expect(rules('2026-06-31', '2026-07-02')).toEqual(['booking.invalidDay']);
    // The turnover day: a stay may end on the day the booked nights begin, and start on the day they end.
    expect(rules('2026-06-07', '2026-06-10')).toEqual([]);
    expect(rules('2026-06-13', '2026-06-16')).toEqual([]);
  });

  it('agrees with a night-by-night count for any stay', () => {
    const entries = [
      entry({ start: '2026-05-20', end: '2026-06-15', price: 80 }),
      entry({ start: '2026-06-16', end: '2026-08-31', price: 130, minDays: 2 }),
      entry({ type: 'booked', start: '2026-07-10', end: '2026-07-16' }),
    ];
    const ctx = context(entries);
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 120 }), fc.integer({ min: -2, max: 105 }), (offset, length) => {
        const checkIn = addDays(TODAY, offset);
        const checkOut = addDays(checkIn, length);
        const { quote, problems } = quoteStay({ checkIn, checkOut }, ctx);
        expect(Boolean(quote)).toBe(problems.length === 0);
        if (!quote) return;
        const nights = nightsOf(checkIn, checkOut);
        expect(quote.nights).toBe(daysBetween(checkIn, checkOut));
        expect(quote.total).toBe(nights.reduce((sum, n) => sum + (n <= '2026-06-15' ? 80 : 130), 0));
        expect(quote.bands.reduce((sum, b) => sum + b.nights, 0)).toBe(quote.nights);
        expect(nights.some((n) => n >= '2026-07-10' && n <= '2026-07-16')).toBe(false);
        expect(quote.nights).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('canCheckIn', () => {
  it('offers only nights a whole stay can start from', () => {
    const ctx = context([
      entry({ minDays: 3 }),
      entry({ type: 'booked', start: '2026-06-10', end: '2026-06-12' }),
      entry({ start: '2026-07-04', end: '2026-07-31', startDay: 6, endDay: 6, minDays: 7 }),
    ]);
    expect(canCheckIn('2026-06-02', ctx)).toBe(true);
    // Two free nights before a booking, with a three-night minimum.
    expect(canCheckIn('2026-06-08', ctx)).toBe(false);
    expect(canCheckIn('2026-06-10', ctx)).toBe(false);
    expect(canCheckIn('2026-06-29', ctx)).toBe(false);
    expect(canCheckIn('2026-07-04', ctx)).toBe(true);
    expect(canCheckIn('2026-07-05', ctx)).toBe(false);
    expect(canCheckIn('2026-05-10', ctx)).toBe(false);
  });
});

describe('the capacity rule', () => {
  const family = { adults: 4, children: 2 };

  it('offers as many adults as the rental takes, and children in the places the adults leave', () => {
    expect(guestLimits(family)).toEqual({ adults: 4, children: 5 });
    expect(guestLimits(family, 4)).toEqual({ adults: 4, children: 2 });
    expect(guestLimits({ adults: 4, children: 0 }, 2)).toEqual({ adults: 4, children: 2 });
    expect(guestLimits({ adults: 60, children: null }, 1)).toEqual({ adults: MAX_GUESTS, children: MAX_GUESTS });
    expect(guestLimits(null)).toEqual({ adults: MAX_GUESTS, children: MAX_GUESTS });
  });

  it('names each guest count above the limit', () => {
    expect(guestProblems({ adults: 4, children: 2 }, family)).toEqual([]);
    expect(guestProblems({ adults: 2, children: 2 }, { adults: 4, children: 0 })).toEqual([]);
    expect(guestProblems({ adults: 5, children: 2 }, family)).toEqual([
      { rule: 'booking.tooManyAdults', field: 'adults' },
    ]);
    expect(guestProblems({ adults: 5, children: 3 }, family)).toEqual([
      { rule: 'booking.tooManyAdults', field: 'adults' },
      { rule: 'booking.tooManyChildren', field: 'children' },
    ]);
    expect(guestProblems({ adults: 2, children: 1 }, { adults: 2, children: 0 })).toEqual([
      { rule: 'booking.tooManyChildren', field: 'children' },
    ]);
    expect(guestProblems({ adults: 8, children: 5 }, { adults: null, children: null })).toEqual([]);
  });

  it("accepts exactly the guests the places take: adults in adults' places, everyone in all of them", () => {
    const count = fc.integer({ min: 0, max: MAX_GUESTS + 5 });
    const capacity = fc.option(fc.record({ adults: fc.integer({ min: 1, max: 60 }), children: count }));
    fc.assert(
      fc.property(capacity, count, count, (rental, adults, children) => {
        const places = rental ? rental.adults + rental.children : Infinity;
        const expected =
          adults <= MAX_GUESTS &&
          children <= MAX_GUESTS &&
          adults <= (rental?.adults ?? Infinity) &&
          adults + children <= places;
        expect(guestsFit({ adults, children }, rental)).toBe(expected);
        // The pickers offer exactly that: the limits for those adults admit those children.
        const limits = guestLimits(rental, adults);
        expect(adults <= limits.adults && children <= limits.children).toBe(expected);
      }),
    );
  });
});

describe('createBookingSchema', () => {
  const body = {
    asset_id: '5f1d7c1e-2b8e-4c52-9a57-0d4c1a2b3c4d',
    checkIn: '2026-06-01',
    checkOut: '2026-06-04',
    adults: 2,
  };
  it('takes a stay with optional notes of at least ten characters', () => {
    expect(createBookingSchema.parse(body)).toEqual({ ...body, children: 0 });
    expect(createBookingSchema.safeParse({ ...body, notes: '  corto  ' }).success).toBe(false);
    expect(createBookingSchema.safeParse({ ...body, notes: 'Llegamos tarde' }).success).toBe(true);
  });
  it('refuses more than MAX_STAY_DAYS nights and a check-out before the check-in', () => {
    const longest = addDays(body.checkIn, MAX_STAY_DAYS);
    expect(createBookingSchema.safeParse({ ...body, checkOut: addDays(longest, 1) }).success).toBe(false);
    expect(createBookingSchema.safeParse({ ...body, checkOut: longest }).success).toBe(true);
    expect(createBookingSchema.safeParse({ ...body, checkOut: '2026-06-01' }).success).toBe(false);
  });
});

describe('formatting', () => {
  it('writes days as each language does, Basque included', () => {
    expect(formatStayDay('2026-08-01', 'es')).toBe('sábado, 1 de agosto de 2026');
    expect(formatStayDay('2026-08-01', 'en')).toMatch(/^Saturday,? 1 August 2026$/);
    expect(formatStayDay('2026-08-01', 'eu')).toBe('2026ko abuztuaren 1a, larunbata');
    expect(formatStayDay('2025-08-01', 'eu')).toMatch(/^2025eko /);
    expect(formatStayDay('2026-08-01', 'eu', 'short')).toBe('abu. 1a, lr.');
    expect(formatStayDay('2026-08-01', 'gl')).toBe('sábado, 1 de agosto de 2026');
    expect(formatStayDay('2026-12-24', 'gl', 'short')).toBe('xov., 24 de dec.');
    expect(formatStayDay('2026-08-01', 'ca')).toMatch(/^dissabte, 1 d.agost del 2026$/);
  });
  it('writes euros without needless decimals', () => {
    expect(formatEuros(1234, 'es')).toMatch(/^1234\s€$/u);
    expect(formatEuros(99.5, 'en')).toBe('€99.50');
    expect(formatEuros(1520, 'eu')).toBe('1.520\u00a0€');
    expect(formatEuros(99.5, 'gl')).toBe('99,50\u00a0€');
  });
});
