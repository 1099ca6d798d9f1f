import { z } from 'zod';
import { addDays, isCalendarDay, minutesOfHour, townInstant, type TownClock } from './days.ts';
import {
  AVAILABILITY_HORIZON_DAYS,
  CHECK_IN_HOUR,
  CHECK_OUT_HOUR,
  HOUR_PATTERN,
  MAX_GUESTS,
  MAX_STAY_DAYS,
} from './constants.ts';

/*
 * How a host runs a holiday rental (docs/rules.md#rentals, decision 015): how it is booked,
 * its hours, its cancellation policy, its fees, its seasons and the nights the host closes.
 */

// ---------------------------------------------------------------------------------------------
// Settings

/** `instant`: a booking is confirmed when made; `request`: the host accepts or declines it. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/**
 * Until when a guest cancels a confirmed stay for free: this many days before check-in, at the
 * check-in hour (docs/rules.md#cancellation). Later, only the host can cancel it.
 */
export const CANCELLATION_POLICIES = {
  flexible: { freeDaysBefore: 1 },
  moderate: { freeDaysBefore: 5 },
  strict: { freeDaysBefore: 14 },
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;
export const CANCELLATION_POLICY_NAMES = Object.keys(CANCELLATION_POLICIES) as [
  CancellationPolicy,
  ...CancellationPolicy[],
];

/**
 * How long before check-in a stay may still be booked (docs/rules.md#advance-notice):
 * `advanceNoticeDays` 0 lets a stay begin today, until `sameDayCutoffHours` before the
 * check-in hour (town time); 1 to MAX_ADVANCE_NOTICE_DAYS asks for that many days ahead.
 */
export const MAX_ADVANCE_NOTICE_DAYS = 7;
export const MAX_SAME_DAY_CUTOFF_HOURS = 12;

/** The terms of a rental with no settings of its own (every rental from before hosts set them). */
export const DEFAULT_RENTAL_SETTINGS = {
  bookingMode: 'instant',
  checkInHour: CHECK_IN_HOUR,
  checkOutHour: CHECK_OUT_HOUR,
  cancellationPolicy: 'flexible',
  cleaningFee: 0,
  extraGuestFee: 0,
  extraGuestsFrom: null,
  advanceNoticeDays: 0,
  sameDayCutoffHours: 2,
} as const satisfies RentalTerms & { checkInHour: string; checkOutHour: string };

/** A rental's advance notice: the terms' two numbers. */
export type AdvanceNotice = Pick<RentalTerms, 'advanceNoticeDays' | 'sameDayCutoffHours'>;

/**
 * The first day a stay may begin at a rental, by the town's clock (docs/rules.md#advance-notice):
 * the one rule of the booking, the dated search (SQL and the availability index), the calendar
 * and the date pickers. With no notice in days, today while the clock is at least
 * `sameDayCutoffHours` before the check-in hour, else tomorrow.
 */
export function earliestCheckIn(clock: TownClock, notice: AdvanceNotice, checkInHour: string): string {
  if (notice.advanceNoticeDays > 0) return addDays(clock.today, notice.advanceNoticeDays);
  const cutoff = minutesOfHour(checkInHour) - notice.sameDayCutoffHours * 60;
  return minutesOfHour(clock.time) <= cutoff ? clock.today : addDays(clock.today, 1);
}

/** What a stay costs besides its nights, and how it is booked and cancelled: the quote needs these. */
export interface RentalTerms {
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  /** Euros, once per stay. */
  cleaningFee: number;
  /** Euros per night for each guest above `extraGuestsFrom`. */
  extraGuestFee: number;
  /** Guests the nightly price includes; null: any number. */
  extraGuestsFrom: number | null;
  /** Days of notice a stay needs; 0: it may begin today (until the cut-off). */
  advanceNoticeDays: number;
  /** With no days of notice, how many hours before the check-in hour a stay may still begin today. */
  sameDayCutoffHours: number;
}

/**
 * The moment a guest's free cancellation ends (docs/rules.md#cancellation): the policy's days
 * before check-in, at the check-in hour, in the town's time zone.
 */
export function freeCancellationUntil(policy: CancellationPolicy, checkIn: string, checkInHour: string): Date {
  return townInstant(addDays(checkIn, -CANCELLATION_POLICIES[policy].freeDaysBefore), checkInHour);
}

/** How long a request holds its dates before it expires unanswered (docs/rules.md#requests). */
export const REQUEST_HOLD_HOURS = 24;

// ---------------------------------------------------------------------------------------------
// Holds

/**
 * What holds a night of a rental: a live booking, a host's block or an imported calendar's event.
 * Every hold is a row of `calendar_holds`, where one exclusion constraint keeps them apart.
 */
export const HOLD_KINDS = ['booking', 'block', 'feed'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// The owner's calendar: GET and PUT /api/v1/owner/assets/{id}/availability

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const BLOCK_NOTE_MAX_LENGTH = 500;
/** Seasons and blocks a rental may have at once; a year of weekly ones fits. */
export const MAX_SEASONS = 120;
export const MAX_BLOCKS = 200;
export const MAX_FEE = 10_000;
export const MAX_NIGHT_PRICE = 100_000;

const hour = z.string().regex(new RegExp(HOUR_PATTERN), 'Expected an hour as HH:MM');
const day = z.string().refine(isCalendarDay, 'Expected a day as YYYY-MM-DD');
const euros = (max: number) => z.number().int('Whole euros').positive('Above zero').max(max);
const weekdaySet = z
  .array(z.number().int().min(0).max(6))
  .min(1)
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'Each weekday once')
  .transform((days) => [...days].sort((a, b) => a - b));

/**
 * A season: nights from `start` to the day before `end` (the end is excluded, like a stay's
 * check-out), each at `price` euros, or `weekendPrice` on Friday and Saturday nights; stays
 * that begin in it last `minDays` to `maxDays` nights, arrive on one of `startDays` and leave on
 * one of `endDays` (0 = Sunday; absent: any day).
 */
export const seasonSchema = z.object({
  start: day,
  end: day,
  price: euros(MAX_NIGHT_PRICE),
  weekendPrice: euros(MAX_NIGHT_PRICE).nullish(),
  minDays: z.number().int().min(1).max(MAX_STAY_DAYS).default(1),
  maxDays: z.number().int().min(1).max(MAX_STAY_DAYS).nullish(),
  startDays: weekdaySet.nullish(),
  endDays: weekdaySet.nullish(),
});
export type Season = z.infer<typeof seasonSchema>;

/** The lowest and highest nightly prices of a rental's seasons, weekend prices included; null without seasons. */
export function seasonPriceRange(
  seasons: readonly Pick<Season, 'price' | 'weekendPrice'>[],
): { lowest: number; highest: number } | null {
  const prices = seasons.flatMap((season) => [season.price, season.weekendPrice ?? season.price]);
  return prices.length ? { lowest: Math.min(...prices), highest: Math.max(...prices) } : null;
}

/** Nights the host closes, `start` to the day before `end`, with a note only the host sees. */
export const blockSchema = z.object({
  start: day,
  end: day,
  note: z.string().trim().max(BLOCK_NOTE_MAX_LENGTH).nullish(),
});
export type Block = z.infer<typeof blockSchema>;

export const rentalSettingsSchema = z.object({
  bookingMode: z.enum(BOOKING_MODES).default(DEFAULT_RENTAL_SETTINGS.bookingMode),
  checkInHour: hour.default(DEFAULT_RENTAL_SETTINGS.checkInHour),
  checkOutHour: hour.default(DEFAULT_RENTAL_SETTINGS.checkOutHour),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_NAMES).default(DEFAULT_RENTAL_SETTINGS.cancellationPolicy),
  cleaningFee: z.number().int('Whole euros').min(0).max(MAX_FEE).default(0),
  extraGuestFee: z.number().int('Whole euros').min(0).max(MAX_FEE).default(0),
  // Adults and children together: a booking brings at most MAX_GUESTS of each.
  extraGuestsFrom: z
    .number()
    .int()
    .min(1)
    .max(2 * MAX_GUESTS)
    .nullish(),
  advanceNoticeDays: z
    .number()
    .int()
    .min(0)
    .max(MAX_ADVANCE_NOTICE_DAYS)
    .default(DEFAULT_RENTAL_SETTINGS.advanceNoticeDays),
  sameDayCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(MAX_SAME_DAY_CUTOFF_HOURS)
    .default(DEFAULT_RENTAL_SETTINGS.sameDayCutoffHours),
});

/** Where a season or a block breaks a rule: its list, its index and the rule's key. */
export interface CalendarProblem {
  path: ['seasons' | 'blocks', number, 'start' | 'end' | 'maxDays'];
  message: string;
}

/**
 * The rules of a rental's calendar that need more than one field (docs/rules.md#seasons): each
 * season and block ends after it starts and within the horizon, seasons do not overlap, blocks
 * do not overlap, a season's maximum stay is not below its minimum. `today` is the town's.
 */
export function calendarProblems(
  calendar: { seasons: readonly Season[]; blocks: readonly Block[] },
  today: string,
): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const horizon = addDays(today, AVAILABILITY_HORIZON_DAYS + 1);
  const check = (list: 'seasons' | 'blocks', ranges: readonly { start: string; end: string }[]) => {
    ranges.forEach((range, i) => {
      if (range.end <= range.start) problems.push({ path: [list, i, 'end'], message: 'calendar.endNotAfterStart' });
      else if (range.end <= today) problems.push({ path: [list, i, 'end'], message: 'calendar.past' });
      else if (range.end > horizon) problems.push({ path: [list, i, 'end'], message: 'calendar.beyondHorizon' });
    });
    const sorted = ranges.map((range, i) => ({ ...range, i })).sort((a, b) => a.start.localeCompare(b.start));
    for (let k = 1; k < sorted.length; k++) {
      const [before, after] = [sorted[k - 1]!, sorted[k]!];
      if (after.start < before.end && before.end > before.start) {
        problems.push({ path: [list, after.i, 'start'], message: 'calendar.overlap' });
      }
    }
  };
  check('seasons', calendar.seasons);
  check('blocks', calendar.blocks);
  calendar.seasons.forEach((season, i) => {
    if (season.maxDays != null && season.maxDays < season.minDays) {
      problems.push({ path: ['seasons', i, 'maxDays'], message: 'calendar.maxBelowMin' });
    }
  });
  return problems;
}

/** PUT /api/v1/owner/assets/{id}/availability: the rental's whole calendar, replaced. */
export const rentalCalendarInputSchema = rentalSettingsSchema.extend({
  seasons: z.array(seasonSchema).max(MAX_SEASONS),
  blocks: z.array(blockSchema).max(MAX_BLOCKS).default([]),
});
export type RentalCalendarInput = z.input<typeof rentalCalendarInputSchema>;
export type RentalCalendarUpdate = z.infer<typeof rentalCalendarInputSchema>;

const savedSeasonSchema = seasonSchema.extend({
  weekendPrice: z.number().nullable(),
  maxDays: z.number().int().nullable(),
  startDays: z.array(z.number().int()).nullable(),
  endDays: z.array(z.number().int()).nullable(),
});

/**
 * GET /api/v1/owner/assets/{id}/availability: the settings, the seasons and blocks still to
 * come, and what else holds nights (bookings, requests, imported calendars) for the calendar.
 */
export const rentalCalendarSchema = z.object({
  bookingMode: z.enum(BOOKING_MODES),
  checkInHour: hour,
  checkOutHour: hour,
  cancellationPolicy: z.enum(CANCELLATION_POLICY_NAMES),
  cleaningFee: z.number().int(),
  extraGuestFee: z.number().int(),
  extraGuestsFrom: z.number().int().nullable(),
  advanceNoticeDays: z.number().int(),
  sameDayCutoffHours: z.number().int(),
  seasons: z.array(savedSeasonSchema),
  blocks: z.array(z.object({ id: z.uuid(), start: z.string(), end: z.string(), note: z.string().nullable() })),
  /** Nights held by anything but a block: `booking` (with its status) or `feed`. */
  holds: z.array(
    z.object({
      kind: z.enum(HOLD_KINDS),
      start: z.string(),
      end: z.string(),
      bookingId: z.uuid().nullable(),
      status: z.string().nullable(),
    }),
  ),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RentalCalendar = z.infer<typeof rentalCalendarSchema>;
