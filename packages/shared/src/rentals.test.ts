import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, expandAvailability, rentalTermsOf, type AvailabilityEntry } from './availability.ts';
import { entry, NOW, TODAY } from './availability.test-support.ts';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookedNightsOf,
  canCheckIn,
  canTransition,
  quoteStay,
} from './bookings.ts';
import { hourInTimeZone, townClock, townInstant } from './days.ts';
import {
  calendarProblems,
  CANCELLATION_POLICIES,
  DEFAULT_RENTAL_SETTINGS,
  earliestCheckIn,
  freeCancellationUntil,
  seasonPriceRange,
  type Season,
} from './rentals.ts';

const context = (entries: AvailabilityEntry[]) => ({
  days: expandAvailability(entries, NOW),
  bookedNights: bookedNightsOf(entries),
  now: townClock(NOW),
  terms: rentalTermsOf(entries),
});

describe('the town’s clock', () => {
  it('turns a day and an hour of Madrid into the instant, in winter, in summer and across both changes', () => {
    expect(townInstant('2026-01-10', '17:00').toISOString()).toBe('2026-01-10T16:00:00.000Z');
    expect(townInstant('2026-07-10', '17:00').toISOString()).toBe('2026-07-10T15:00:00.000Z');
    // The last Sunday of March: 02:00 does not exist, 03:00 is summer time.
    expect(townInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(townInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // The last Sunday of October: noon is winter time again.
    expect(townInstant('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('reads back the hour it was given, any day of the year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (offset, h, m) => {
          const hour = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const day = addDays('2026-01-01', offset);
          const instant = townInstant(day, hour);
          // Only the hour the spring change skips reads an hour later.
          if (!(day.endsWith('-03-29') && h === 2)) expect(hourInTimeZone(instant)).toBe(hour);
        },
      ),
    );
  });
});

describe('cancellation policies', () => {
  it('end free cancellation the policy’s days before check-in, at the check-in hour', () => {
    expect(freeCancellationUntil('flexible', '2026-07-10', '17:00').toISOString()).toBe('2026-07-09T15:00:00.000Z');
    expect(freeCancellationUntil('moderate', '2026-07-10', '17:00').toISOString()).toBe('2026-07-05T15:00:00.000Z');
    expect(freeCancellationUntil('strict', '2026-07-10', '16:00').toISOString()).toBe('2026-06-26T14:00:00.000Z');
    // Across the October change: the hour on the clock stays.
    expect(freeCancellationUntil('moderate', '2026-10-28', '17:00').toISOString()).toBe('2026-10-23T15:00:00.000Z');
    expect(Object.values(CANCELLATION_POLICIES).map((p) => p.freeDaysBefore)).toEqual([1, 5, 14]);
  });
});

describe('the quote', () => {
  it('prices Friday and Saturday nights at the weekend price', () => {
    // 2026-06-04 is a Thursday: Thursday, Friday, Saturday and Sunday nights.
    const { quote } = quoteStay(
      { checkIn: '2026-06-04', checkOut: '2026-06-08' },
      context([entry({ weekendPrice: 130 })]),
    );
    expect(quote!.bands.map((b) => [b.from, b.nights, b.pricePerNight])).toEqual([
      ['2026-06-04', 1, 100],
      ['2026-06-05', 2, 130],
      ['2026-06-07', 1, 100],
    ]);
    expect(quote!.total).toBe(460);
  });

  it('adds the cleaning once and each guest above those included, every night', () => {
    const terms = { cleaningFee: 45, extraGuestFee: 12, extraGuestsFrom: 2 };
    const entries = [entry(terms)];
    const quote = (adults: number, children: number) =>
      quoteStay({ checkIn: '2026-06-10', checkOut: '2026-06-13', adults, children }, context(entries)).quote!;
    expect(quote(2, 0)).toMatchObject({ nightsTotal: 300, fees: [{ kind: 'cleaning', amount: 45 }], total: 345 });
    expect(quote(3, 1)).toMatchObject({
      fees: [
        { kind: 'cleaning', amount: 45 },
        { kind: 'extraGuests', guests: 2, nights: 3, perGuestPerNight: 12, amount: 72 },
      ],
      total: 300 + 45 + 72,
    });
  });

  it('keeps a season’s longest stay and its weekday sets', () => {
    const ctx = context([entry({ maxDays: 5, startDays: [5, 6], endDays: [0, 5, 6] })]);
    const rules = (checkIn: string, checkOut: string) =>
      quoteStay({ checkIn, checkOut }, ctx).problems.map((p) => p.rule);
    // 2026-06-05 is a Friday, 2026-06-06 a Saturday, 2026-06-07 a Sunday.
    expect(rules('2026-06-05', '2026-06-07')).toEqual([]);
    expect(rules('2026-06-06', '2026-06-07')).toEqual([]);
    expect(rules('2026-06-05', '2026-06-12')).toEqual(['booking.overMaxDays']);
    expect(rules('2026-06-07', '2026-06-12')).toEqual(['booking.checkInWeekday']);
    expect(rules('2026-06-06', '2026-06-09')).toEqual(['booking.checkOutWeekday']);
    expect(canCheckIn('2026-06-05', ctx)).toBe(true);
    expect(canCheckIn('2026-06-08', ctx)).toBe(false);
  });

  it('gives the policy and its deadline with every quote', () => {
    const { quote } = quoteStay(
      { checkIn: '2026-06-20', checkOut: '2026-06-22' },
      context([entry({ cancellationPolicy: 'strict', checkInHour: '15:00' })]),
    );
    expect(quote).toMatchObject({ cancellationPolicy: 'strict', freeCancellationUntil: '2026-06-06T13:00:00.000Z' });
  });

  it('totals the nights and the fees for any stay and any guests (property)', () => {
    const entries = [entry({ weekendPrice: 140, cleaningFee: 30, extraGuestFee: 10, extraGuestsFrom: 3 })];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (from, nights, adults, children) => {
          const checkIn = addDays('2026-06-01', from);
          const checkOut = addDays(checkIn, nights);
          const { quote } = quoteStay({ checkIn, checkOut, adults, children }, context(entries));
          if (!quote) return checkOut > '2026-07-01';
          const extra = Math.max(0, adults + children - 3) * 10 * nights;
          expect(quote.nightsTotal).toBe(quote.bands.reduce((sum, b) => sum + b.nights * b.pricePerNight, 0));
          expect(quote.total).toBe(quote.nightsTotal + 30 + extra);
          return true;
        },
      ),
    );
  });
});

describe('the calendar’s rules', () => {
  const season = (start: string, end: string, over: Partial<Season> = {}): Season => ({
    start,
    end,
    price: 100,
    minDays: 1,
    ...over,
  });

  it('names overlaps, backwards, past and too distant ranges, and a longest stay below the shortest', () => {
    expect(
      calendarProblems(
        {
          seasons: [
            season('2026-06-01', '2026-06-10'),
            season('2026-06-10', '2026-06-20'),
            season('2026-06-15', '2026-06-25'),
            season('2026-07-01', '2026-07-01'),
            season('2026-05-01', '2026-05-10'),
            season('2027-05-01', '2027-06-01'),
            season('2026-09-01', '2026-09-10', { minDays: 4, maxDays: 3 }),
          ],
          blocks: [{ start: '2026-06-03', end: '2026-06-05' }],
        },
        TODAY,
      ),
    ).toEqual([
      { path: ['seasons', 3, 'end'], message: 'calendar.endNotAfterStart' },
      { path: ['seasons', 4, 'end'], message: 'calendar.past' },
      { path: ['seasons', 5, 'end'], message: 'calendar.beyondHorizon' },
      { path: ['seasons', 2, 'start'], message: 'calendar.overlap' },
      { path: ['seasons', 6, 'maxDays'], message: 'calendar.maxBelowMin' },
    ]);
  });

  it('gives the range of the seasons’ nightly prices, weekends included, for the listing editor', () => {
    expect(seasonPriceRange([])).toBeNull();
    expect(seasonPriceRange([season('2026-06-01', '2026-06-10', { price: 90 })])).toEqual({ lowest: 90, highest: 90 });
    expect(
      seasonPriceRange([
        season('2026-06-01', '2026-06-10', { price: 90, weekendPrice: 120 }),
        season('2026-07-01', '2026-08-01', { price: 140, weekendPrice: null }),
        season('2026-10-01', '2026-11-01', { price: 70 }),
      ]),
    ).toEqual({ lowest: 70, highest: 140 });
  });
});

describe('the booking’s life', () => {
  it('has transitions only between known states, each from a live state', () => {
    for (const { from, to } of Object.values(BOOKING_TRANSITIONS)) {
      expect(BOOKING_STATUSES).toContain(from);
      expect(BOOKING_STATUSES).toContain(to);
      expect(['pending', 'confirmed']).toContain(from);
    }
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'pending')).toBe(false);
    expect(canTransition('declined', 'confirmed')).toBe(false);
  });
});

describe('the advance notice', () => {
  const sameDay = { advanceNoticeDays: 0, sameDayCutoffHours: 2 };
  const at = (time: string) => ({ today: '2026-07-10', time });

  it('lets a stay begin today until the cut-off before the check-in hour, by default', () => {
    expect(DEFAULT_RENTAL_SETTINGS).toMatchObject(sameDay);
    expect(earliestCheckIn(at('09:00'), sameDay, '17:00')).toBe('2026-07-10');
    expect(earliestCheckIn(at('15:00'), sameDay, '17:00')).toBe('2026-07-10');
    expect(earliestCheckIn(at('15:01'), sameDay, '17:00')).toBe('2026-07-11');
    expect(earliestCheckIn(at('09:00'), { advanceNoticeDays: 0, sameDayCutoffHours: 12 }, '17:00')).toBe('2026-07-11');
    expect(earliestCheckIn(at('16:59'), { advanceNoticeDays: 0, sameDayCutoffHours: 0 }, '17:00')).toBe('2026-07-10');
  });

  it('asks for whole days of notice when the host sets them, whatever the hour', () => {
    expect(earliestCheckIn(at('00:00'), { advanceNoticeDays: 1, sameDayCutoffHours: 2 }, '17:00')).toBe('2026-07-11');
    expect(earliestCheckIn(at('23:59'), { advanceNoticeDays: 7, sameDayCutoffHours: 2 }, '17:00')).toBe('2026-07-17');
  });

  it('is the rule the quote and the calendar follow', () => {
    // NOW is 12:00 in Madrid on 2026-05-15.
    const entries = [entry({ start: '2026-05-01', end: '2026-06-30' })];
    const ctx = context(entries);
    const rules = (checkIn: string, terms = ctx.terms) =>
      quoteStay({ checkIn, checkOut: addDays(checkIn, 2) }, { ...ctx, terms }).problems.map((p) => p.rule);
    expect(rules(TODAY)).toEqual([]);
    expect(canCheckIn(TODAY, ctx)).toBe(true);
    const late = { ...ctx.terms, sameDayCutoffHours: 6 };
    expect(rules(TODAY, late)).toEqual(['booking.tooSoon']);
    expect(canCheckIn(TODAY, { ...ctx, terms: late })).toBe(false);
    expect(rules(addDays(TODAY, 1), late)).toEqual([]);
    const twoDays = { ...ctx.terms, advanceNoticeDays: 2 };
    expect(rules(addDays(TODAY, 1), twoDays)).toEqual(['booking.tooSoon']);
    expect(rules(addDays(TODAY, 2), twoDays)).toEqual([]);
    expect(rules(addDays(TODAY, -1))).toEqual(['booking.checkInPast']);
  });

  it("carries the host's notice in the availability answer", () => {
    const terms = rentalTermsOf([entry({ advanceNoticeDays: 3, sameDayCutoffHours: 5 })]);
    expect(terms).toMatchObject({ advanceNoticeDays: 3, sameDayCutoffHours: 5 });
    expect(townClock(NOW)).toEqual({ today: TODAY, time: '12:00' });
  });
});
