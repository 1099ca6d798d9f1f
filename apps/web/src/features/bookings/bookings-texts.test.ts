import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays } from '@town/shared/availability';
import { BOOKING_RULES, BOOKING_STATUSES } from '@town/shared/bookings';
import { fromDayKey, toDayKey } from '../../lib/day-picker.ts';

// locales.test.ts checks that every language has every key of `en`; here, that `en` names every code.
const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../public/locales/en/bookings.json'), 'utf8')) as {
  rules: { booking: Record<string, string> };
  mine: { status: Record<string, string> };
};

describe('the bookings texts', () => {
  it('explain every stay rule the API may name, and every state', () => {
    expect(BOOKING_RULES.map((rule) => rule.replace(/^booking\./, '')).sort()).toEqual(
      Object.keys(en.rules.booking).sort(),
    );
    expect(Object.keys(en.mine.status)).toEqual([...BOOKING_STATUSES]);
  });
});

describe('calendar days', () => {
  it('turn into the same day and back, across both clock changes of a year', () => {
    for (let i = 0; i < 400; i++) {
      const day = addDays('2026-01-01', i);
      expect(toDayKey(fromDayKey(day))).toBe(day);
    }
  });
});
