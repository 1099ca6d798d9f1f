import { z } from 'zod';
import { AVAILABILITY_HORIZON_DAYS, HOUR_PATTERN, TOWN_TIME_ZONE } from './constants.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD');
const hour = z.string().regex(new RegExp(HOUR_PATTERN), 'Expected an hour as HH:MM');

/**
 * An availability entry as the API sends it (docs/rules.md#availability). `start` and `end` are the first
 * and last nights of the range (both included): a stay may begin on any of those days.
 */
export const availabilityEntrySchema = z.object({
  type: z.string(),
  start: day,
  end: day,
  asset_id: z.string(),
  checkInHour: hour,
  checkOutHour: hour,
  minDays: z.number().int().min(1),
  startDay: z.number().int().min(0).max(6).nullable(),
  endDay: z.number().int().min(0).max(6).nullable(),
  price: z.number().nonnegative(),
  updatedAt: z.string(),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;

/** One all-day entry per free day (docs/rules.md#availability). */
export interface AvailabilityDay {
  id: string;
  asset_id: string;
  /** The day, YYYY-MM-DD, in the town's time zone. */
  start: string;
  end: string;
  allDay: true;
  /** YYYY-MM of the day. */
  month: string;
  duration: 1;
  price: number;
  minDays: number;
  checkInHour: string;
  checkOutHour: string;
  startDay: number | null;
  endDay: number | null;
  updatedAt: string;
}

const MS_PER_DAY = 86_400_000;

/** Calendar arithmetic on dates without a time of day: UTC midnight, so DST never shifts a day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  const toUtc = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayInTimeZone(instant: Date, timeZone: string = TOWN_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Building a formatter is costly; one per time zone is kept.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * Expands availability entries into one all-day entry per free day, as docs/rules.md#availability says:
 * only `free` ranges; days from each range's start to its end, capped at one year after
 * today; only days after today at 00:01 (so from tomorrow on); ordered by day; where two
 * entries cover the same day, the one with the later `updatedAt` wins. "Today" is the
 * town's day (Europe/Madrid).
 */
export function expandAvailability(
  entries: readonly AvailabilityEntry[],
  now: Date = new Date(),
  timeZone: string = TOWN_TIME_ZONE,
): AvailabilityDay[] {
  const today = dayInTimeZone(now, timeZone);
  const first = addDays(today, 1);
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const byDay = new Map<string, AvailabilityDay>();

  for (const entry of entries) {
    if (entry.type !== 'free') continue;
    const from = entry.start > first ? entry.start : first;
    const to = entry.end < last ? entry.end : last;
    const count = daysBetween(from, to);
    for (let i = 0; i <= count; i++) {
      const date = addDays(from, i);
      const existing = byDay.get(date);
      if (existing && Date.parse(existing.updatedAt) >= Date.parse(entry.updatedAt)) continue;
      byDay.set(date, {
        id: `${entry.asset_id}-${date}`,
        asset_id: entry.asset_id,
        start: date,
        end: date,
        allDay: true,
        month: date.slice(0, 7),
        duration: 1,
        price: entry.price,
        minDays: entry.minDays,
        checkInHour: entry.checkInHour,
        checkOutHour: entry.checkOutHour,
        startDay: entry.startDay,
        endDay: entry.endDay,
        updatedAt: entry.updatedAt,
      });
    }
  }
  return [...byDay.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
