import type { AvailabilityEntry } from './availability.ts';

/** A free range of June 2026 at 100 € a night, any stay of one night or more; `over` changes any of it. */
export const entry = (over: Partial<AvailabilityEntry>): AvailabilityEntry => ({
  type: 'free',
  start: '2026-06-01',
  end: '2026-06-30',
  asset_id: 'a1',
  checkInHour: '17:00',
  checkOutHour: '12:00',
  minDays: 1,
  startDay: null,
  endDay: null,
  price: 100,
  updatedAt: '2026-01-01T10:00:00Z',
  ...over,
});

/** The tests' clock: 15 May 2026, before the free ranges of `entry` begin. */
export const NOW = new Date('2026-05-15T10:00:00Z');
export const TODAY = '2026-05-15';
