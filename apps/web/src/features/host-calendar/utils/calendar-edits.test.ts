import { describe, expect, it } from 'vitest';
import type { Season } from '@town/shared/rentals';
import { JULY_CALENDAR } from '../test-fixtures.ts';
import { blockNights, calendarInput, priceNights, unblockNights, withoutRange } from './calendar-edits.ts';

const season = (start: string, end: string, price: number, rules: Partial<Season> = {}): Season => ({
  start,
  end,
  price,
  weekendPrice: null,
  minDays: 1,
  maxDays: null,
  startDays: null,
  endDays: null,
  ...rules,
});

describe('changes of the calendar made on the grid', () => {
  it('cuts nights out of ranges, splitting one that straddles them', () => {
    const ranges = [
      { start: '2027-07-01', end: '2027-07-10', note: 'a' },
      { start: '2027-07-12', end: '2027-07-14', note: 'b' },
      { start: '2027-07-20', end: '2027-07-25', note: 'c' },
    ];
    expect(withoutRange(ranges, { start: '2027-07-05', end: '2027-07-13' })).toEqual([
      { start: '2027-07-01', end: '2027-07-05', note: 'a' },
      { start: '2027-07-13', end: '2027-07-14', note: 'b' },
      { start: '2027-07-20', end: '2027-07-25', note: 'c' },
    ]);
    // A range inside the cut goes; a range around it leaves two parts.
    expect(withoutRange(ranges, { start: '2027-07-11', end: '2027-07-15' })).toHaveLength(2);
    expect(
      withoutRange([{ start: '2027-07-01', end: '2027-07-31' }], { start: '2027-07-10', end: '2027-07-12' }),
    ).toEqual([
      { start: '2027-07-01', end: '2027-07-10' },
      { start: '2027-07-12', end: '2027-07-31' },
    ]);
  });

  it('closes a week over part of another block without the two overlapping, and opens nights again', () => {
    const blocks = [{ start: '2027-08-01', end: '2027-08-05', note: 'Family' }];
    const closed = blockNights(blocks, { first: '2027-08-03', last: '2027-08-09' }, '  Painting ');
    expect(closed).toEqual([
      { start: '2027-08-01', end: '2027-08-03', note: 'Family' },
      { start: '2027-08-03', end: '2027-08-10', note: 'Painting' },
    ]);
    expect(blockNights([], { first: '2027-08-03', last: '2027-08-03' }, '')).toEqual([
      { start: '2027-08-03', end: '2027-08-04', note: null },
    ]);
    expect(unblockNights(closed, { first: '2027-08-02', last: '2027-08-05' })).toEqual([
      { start: '2027-08-01', end: '2027-08-02', note: 'Family' },
      { start: '2027-08-06', end: '2027-08-10', note: 'Painting' },
    ]);
  });

  it('prices nights: a season is split and keeps its rules, nights without one get a season of their own', () => {
    const seasons = [
      season('2027-06-01', '2027-07-01', 90, { minDays: 3, startDays: [6] }),
      season('2027-07-10', '2027-08-01', 120),
    ];
    expect(priceNights(seasons, { first: '2027-06-25', last: '2027-07-14' }, 150, 180)).toEqual([
      season('2027-06-01', '2027-06-25', 90, { minDays: 3, startDays: [6] }),
      season('2027-06-25', '2027-07-01', 150, { minDays: 3, startDays: [6], weekendPrice: 180 }),
      { start: '2027-07-01', end: '2027-07-10', price: 150, weekendPrice: 180, minDays: 1 },
      season('2027-07-10', '2027-07-15', 150, { weekendPrice: 180 }),
      season('2027-07-15', '2027-08-01', 120),
    ]);
    expect(priceNights([], { first: '2027-09-01', last: '2027-09-30' }, 80, null)).toEqual([
      { start: '2027-09-01', end: '2027-10-01', price: 80, weekendPrice: null, minDays: 1 },
    ]);
  });
});

describe('what the PUT of a changed calendar is sent', () => {
  it('is every stored setting, season and block with the one change, and nothing the PUT does not take', () => {
    const { seasons, blocks, holds, updatedAt, ...settings } = JULY_CALENDAR;
    expect(holds.length).toBeGreaterThan(0);
    expect(updatedAt).toBeNull();
    expect(Object.keys(settings)).toHaveLength(9);
    expect(calendarInput(JULY_CALENDAR, { cleaningFee: 55 })).toEqual({
      ...settings,
      cleaningFee: 55,
      seasons,
      blocks: blocks.map(({ start, end, note }) => ({ start, end, note })),
    });
  });
});
