import { z } from 'zod';
import { AVAILABILITY_HORIZON_DAYS, HOUR_PATTERN } from './constants.ts';
import { townTimeZone } from './time-zone.ts';
import { addDays, dayInTimeZone, daysBetween, weekdayOf } from './days.ts';
import { BOOKING_MODES, CANCELLATION_POLICY_NAMES, DEFAULT_RENTAL_SETTINGS, type RentalTerms } from './rentals.ts';

export {
  addDays,
  dayInTimeZone,
  daysBetween,
  hourInTimeZone,
  isCalendarDay,
  townClock,
  townInstant,
  weekdayOf,
  type TownClock,
} from './days.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD');
const hour = z.string().regex(new RegExp(HOUR_PATTERN), 'Expected an hour as HH:MM');
const weekdays = z.array(z.number().int().min(0).max(6));

/**
 * An availability entry as the API sends it (docs/rules.md#availability). `start` and `end` are the first
 * and last nights of the range (both included): a stay may begin on any of those days.
 *
 * The base fields come first (type … updatedAt). The rest came later, optional so that an entry
 * with the base fields alone still reads: a season's longest stay, its weekday sets (`startDay` and `endDay` are
 * their only day when they have one), its weekend price (Friday and Saturday nights), and the
 * rental's terms, the same on every entry of a rental, which the quote needs.
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
  maxDays: z.number().int().min(1).nullish(),
  startDays: weekdays.nullish(),
  endDays: weekdays.nullish(),
  weekendPrice: z.number().positive().nullish(),
  bookingMode: z.enum(BOOKING_MODES).optional(),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_NAMES).optional(),
  cleaningFee: z.number().nonnegative().optional(),
  extraGuestFee: z.number().nonnegative().optional(),
  extraGuestsFrom: z.number().int().positive().nullish(),
  advanceNoticeDays: z.number().int().min(0).optional(),
  sameDayCutoffHours: z.number().int().min(0).optional(),
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
  /** This night's price: the weekend price on a Friday or Saturday night when its season has one. */
  price: number;
  minDays: number;
  /** The longest stay beginning this day; null: MAX_STAY_DAYS. */
  maxDays: number | null;
  checkInHour: string;
  checkOutHour: string;
  /** The weekdays a stay beginning this day may begin on; null: any. */
  startDays: readonly number[] | null;
  /** The weekdays a stay whose last night is this one may end on; null: any. */
  endDays: readonly number[] | null;
  /** startDays when it is one day (the base fields' single weekday), else null. */
  startDay: number | null;
  endDay: number | null;
  updatedAt: string;
}

/** Friday and Saturday nights are the weekend's (docs/rules.md#seasons). */
export const WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** An entry's weekday set: its own, else its single weekday (`startDay`/`endDay`), else any day (null). */
function weekdaySet(set: readonly number[] | null | undefined, single: number | null): readonly number[] | null {
  return set ?? (single === null ? null : [single]);
}

/**
 * Expands availability entries into one all-day entry per free day, as docs/rules.md#availability says:
 * only `free` ranges; days from each range's start to its end, capped at one year after
 * today; from today on (a stay beginning today is the advance notice's to allow); ordered by day; where two
 * entries cover the same day, the one with the later `updatedAt` wins. "Today" is the
 * town's day (`townTimeZone()`).
 */
export function expandAvailability(
  entries: readonly AvailabilityEntry[],
  now: Date = new Date(),
  timeZone: string = townTimeZone(),
): AvailabilityDay[] {
  const today = dayInTimeZone(now, timeZone);
  // Today's night is offered too: whether a stay may still begin on it is the advance notice's
  // rule (earliestCheckIn), which the quote applies.
  const first = today;
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const byDay = new Map<string, AvailabilityDay>();

  for (const entry of entries) {
    if (entry.type !== 'free') continue;
    const from = entry.start > first ? entry.start : first;
    const to = entry.end < last ? entry.end : last;
    const count = daysBetween(from, to);
    const startDays = weekdaySet(entry.startDays, entry.startDay);
    const endDays = weekdaySet(entry.endDays, entry.endDay);
    for (let i = 0; i <= count; i++) {
      const date = addDays(from, i);
      const existing = byDay.get(date);
      if (existing && Date.parse(existing.updatedAt) >= Date.parse(entry.updatedAt)) continue;
      const weekend = entry.weekendPrice != null && WEEKEND_NIGHTS.includes(weekdayOf(date));
      byDay.set(date, {
        id: `${entry.asset_id}-${date}`,
        asset_id: entry.asset_id,
        start: date,
        end: date,
        allDay: true,
        month: date.slice(0, 7),
        duration: 1,
        price: weekend ? entry.weekendPrice! : entry.price,
        minDays: entry.minDays,
        maxDays: entry.maxDays ?? null,
        checkInHour: entry.checkInHour,
        checkOutHour: entry.checkOutHour,
        startDays,
        endDays,
        startDay: startDays?.length === 1 ? startDays[0]! : null,
        endDay: endDays?.length === 1 ? endDays[0]! : null,
        updatedAt: entry.updatedAt,
      });
    }
  }
  return [...byDay.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** A rental's terms as its availability answer carries them (the defaults where it does not). */
export function rentalTermsOf(entries: readonly AvailabilityEntry[]): RentalTerms {
  const entry = entries[0];
  return {
    bookingMode: entry?.bookingMode ?? DEFAULT_RENTAL_SETTINGS.bookingMode,
    cancellationPolicy: entry?.cancellationPolicy ?? DEFAULT_RENTAL_SETTINGS.cancellationPolicy,
    cleaningFee: entry?.cleaningFee ?? DEFAULT_RENTAL_SETTINGS.cleaningFee,
    extraGuestFee: entry?.extraGuestFee ?? DEFAULT_RENTAL_SETTINGS.extraGuestFee,
    extraGuestsFrom: entry?.extraGuestsFrom ?? DEFAULT_RENTAL_SETTINGS.extraGuestsFrom,
    advanceNoticeDays: entry?.advanceNoticeDays ?? DEFAULT_RENTAL_SETTINGS.advanceNoticeDays,
    sameDayCutoffHours: entry?.sameDayCutoffHours ?? DEFAULT_RENTAL_SETTINGS.sameDayCutoffHours,
  };
}
