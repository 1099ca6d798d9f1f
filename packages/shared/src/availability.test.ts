import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, expandAvailability, type AvailabilityEntry } from './availability.ts';

const entry = (over: Partial<AvailabilityEntry>): AvailabilityEntry => ({
  type: 'free',
  start: '2026-06-01',
  end: '2026-06-03',
  asset_id: 'a1',
  checkInHour: '17:00',
  checkOutHour: '12:00',
  minDays: 2,
  startDay: null,
  endDay: null,
  price: 90,
  updatedAt: '2026-01-01T10:00:00Z',
  ...over,
});

// Noon in Madrid on 2026-05-15.
const NOW = new Date('2026-05-15T10:00:00Z');

describe('availability expansion (docs/rules.md#availability)', () => {
  it('gives one all-day entry per day of a free range, start and end included', () => {
    const days = expandAvailability([entry({})], NOW);
    expect(days.map((d) => d.start)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(days[0]).toMatchObject({
      id: 'a1-2026-06-01',
      asset_id: 'a1',
      end: '2026-06-01',
      allDay: true,
      month: '2026-06',
      duration: 1,
      price: 90,
    });
  });

  it('uses only free ranges', () => {
    expect(expandAvailability([entry({ type: 'blocked' }), entry({ type: 'booked' })], NOW)).toEqual([]);
  });

  it("keeps only days from today on (whether a stay may begin today is the advance notice's rule)", () => {
    const days = expandAvailability([entry({ start: '2026-05-10', end: '2026-05-17' })], NOW);
    expect(days.map((d) => d.start)).toEqual(['2026-05-15', '2026-05-16', '2026-05-17']);
  });

  it("uses the town's day: just after midnight in Madrid is already the next day", () => {
    // 22:30 UTC on the 15th is 00:30 on the 16th in Madrid (summer time).
    const late = new Date('2026-05-15T22:30:00Z');
    const days = expandAvailability([entry({ start: '2026-05-15', end: '2026-05-18' })], late);
    expect(days[0]!.start).toBe('2026-05-16');
  });

  it('caps the days at one year after today', () => {
    const days = expandAvailability([entry({ start: '2026-05-01', end: '2028-01-01' })], NOW);
    expect(days.at(-1)!.start).toBe('2027-05-15');
    expect(days).toHaveLength(366);
  });

  it('orders the days by start, whatever the order of the entries', () => {
    const days = expandAvailability(
      [entry({ start: '2026-07-10', end: '2026-07-11' }), entry({ start: '2026-06-01', end: '2026-06-01' })],
      NOW,
    );
    expect(days.map((d) => d.start)).toEqual(['2026-06-01', '2026-07-10', '2026-07-11']);
  });

  it('lets the later updatedAt win where two entries fall on the same day', () => {
    const older = entry({ start: '2026-06-01', end: '2026-06-05', price: 80, updatedAt: '2026-02-01T00:00:00Z' });
    const newer = entry({ start: '2026-06-03', end: '2026-06-04', price: 120, updatedAt: '2026-03-01T00:00:00Z' });
    for (const order of [
      [older, newer],
      [newer, older],
    ]) {
      const prices = expandAvailability(order, NOW).map((d) => [d.start, d.price]);
      expect(prices).toEqual([
        ['2026-06-01', 80],
        ['2026-06-02', 80],
        ['2026-06-03', 120],
        ['2026-06-04', 120],
        ['2026-06-05', 80],
      ]);
    }
  });

  it('crosses month and year ends', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const days = expandAvailability([entry({ start: '2026-12-30', end: '2027-01-02' })], now);
    expect(days.map((d) => [d.start, d.month])).toEqual([
      ['2026-12-30', '2026-12'],
      ['2026-12-31', '2026-12'],
      ['2027-01-01', '2027-01'],
      ['2027-01-02', '2027-01'],
    ]);
  });

  it('handles 29 February', () => {
    const now = new Date('2028-02-01T10:00:00Z');
    const days = expandAvailability([entry({ start: '2028-02-28', end: '2028-03-01' })], now);
    expect(days.map((d) => d.start)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it("gives exactly one entry per day across Madrid's daylight-saving changes", () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    const now = new Date('2026-03-01T10:00:00Z');
    const spring = expandAvailability([entry({ start: '2026-03-28', end: '2026-03-30' })], now);
    expect(spring.map((d) => d.start)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    const autumnNow = new Date('2026-10-01T10:00:00Z');
    const autumn = expandAvailability([entry({ start: '2026-10-24', end: '2026-10-26' })], autumnNow);
    expect(autumn.map((d) => d.start)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('never duplicates a day, never goes past the horizon, always sorted (property)', () => {
    const dayArb = fc.integer({ min: -30, max: 500 }).map((n) => addDays('2026-05-15', n));
    const entryArb = fc
      .record({ a: dayArb, b: dayArb, type: fc.constantFrom('free', 'booked'), t: fc.integer({ min: 0, max: 1e6 }) })
      .map(({ a, b, type, t }) =>
        entry({
          start: a < b ? a : b,
          end: a < b ? b : a,
          type,
          updatedAt: new Date(1_700_000_000_000 + t * 1000).toISOString(),
        }),
      );
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 6 }), (entries) => {
        const days = expandAvailability(entries, NOW);
        const starts = days.map((d) => d.start);
        expect(new Set(starts).size).toBe(starts.length);
        expect([...starts].sort()).toEqual(starts);
        for (const d of days) {
          expect(daysBetween('2026-05-15', d.start)).toBeGreaterThanOrEqual(0);
          expect(daysBetween('2026-05-15', d.start)).toBeLessThanOrEqual(365);
        }
      }),
    );
  });
});
