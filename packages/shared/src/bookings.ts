import { z } from 'zod';
import {
  availabilityEntrySchema,
  expandAvailability,
  type AvailabilityDay,
  type AvailabilityEntry,
} from './availability.ts';
import { addDays, daysBetween, isCalendarDay, weekdayOf, type TownClock } from './days.ts';
import { MAX_GUESTS, MAX_STAY_DAYS, NOTES_MIN_LENGTH, PAGE_LIMIT } from './constants.ts';
import {
  CANCELLATION_POLICY_NAMES,
  DEFAULT_RENTAL_SETTINGS,
  earliestCheckIn,
  freeCancellationUntil,
  type CancellationPolicy,
  type RentalTerms,
} from './rentals.ts';
import { pageSchema } from './errors.ts';
import { intlLocale, lacksBrowserIntl } from './locale-format.ts';
import { isBookingReference, normaliseBookingReference } from './booking-reference.ts';
import { assetImageSchema } from './catalogue.ts';

// Where the bookings' code has always offered them from.
export { isCalendarDay, MAX_GUESTS, weekdayOf };
export { formatEuros } from './locale-format.ts';

/*
 * Bookings of short-term rentals (docs/api.md, docs/rules.md): the
 * contracts of the API and the one set of stay rules the calendar and the API both apply.
 *
 * A stay runs from its check-in day (17:00) to its check-out day (12:00), days in
 * Europe/Madrid; its nights are check-in … check-out − 1. The check-out day of one stay
 * may be the check-in day of the next.
 */

// ---------------------------------------------------------------------------------------------
// States

/**
 * A booking's life (docs/rules.md#bookings):
 * - `pending`: a request to a rental booked on request; it holds its dates until the host
 *   accepts or declines it, or it expires after REQUEST_HOLD_HOURS.
 * - `confirmed`: booked (at once for instant booking, or accepted by the host).
 * - `declined`: the host said no to the request; its dates are free again.
 * - `expired`: the host did not answer the request in time; its dates are free again.
 * - `cancelled`: by the guest or the host (`cancelledBy`, with the host's reason); dates free again.
 * - `completed`: a confirmed stay whose check-out time has passed. A job stores it; until it
 *   runs, a read already shows it (and `expired` for a request past its time).
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'expired', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Every state is stored. */
export const STORED_BOOKING_STATUSES = BOOKING_STATUSES;
/** The states a booking starts in: `confirmed` for instant booking, `pending` for a request. */
export const INITIAL_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
/**
 * States that hold the dates: their nights are in `calendar_holds`, where one exclusion
 * constraint keeps every hold of a rental apart (a trigger on bookings keeps them in step).
 */
export const LIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export const CANCELLED_BY = ['guest', 'host'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Every change of state a booking may go through, and who makes it; there is no other. The
 * API refuses any other with 409 BOOKING_STATE, and a trigger refuses it in the database
 * (migration 0009; a test checks the trigger against this list).
 */
export const BOOKING_TRANSITIONS = {
  accept: { from: 'pending', to: 'confirmed', by: 'host' },
  decline: { from: 'pending', to: 'declined', by: 'host' },
  expire: { from: 'pending', to: 'expired', by: 'system' },
  withdraw: { from: 'pending', to: 'cancelled', by: 'guest' },
  cancelByGuest: { from: 'confirmed', to: 'cancelled', by: 'guest' },
  cancelByHost: { from: 'confirmed', to: 'cancelled', by: 'host' },
  complete: { from: 'confirmed', to: 'completed', by: 'system' },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus; by: 'guest' | 'host' | 'system' }>;
export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

/** Whether a booking may go from one state to another (by anyone). */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return Object.values(BOOKING_TRANSITIONS).some((t) => t.from === from && t.to === to);
}

export const NOTES_MAX_LENGTH = 1000;

/**
 * One stable key per broken stay rule: the API names them in a 400's `details` (as the
 * detail's `message`), and the web translates each (`bookings:rules.<key>`).
 */
export const BOOKING_RULES = [
  'booking.invalidDay',
  'booking.checkOutNotAfterCheckIn',
  'booking.tooLong',
  'booking.tooShort',
  'booking.overMaxDays',
  'booking.checkInPast',
  'booking.tooSoon',
  'booking.notOffered',
  'booking.datesTaken',
  'booking.checkInWeekday',
  'booking.checkOutWeekday',
  'booking.tooManyAdults',
  'booking.tooManyChildren',
] as const;
export type BookingRule = (typeof BOOKING_RULES)[number];

// ---------------------------------------------------------------------------------------------
// Days

export const daySchema = z.string().refine(isCalendarDay, 'booking.invalidDay');

/** The nights of a stay: check-in … the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkIn, i));
}

// ---------------------------------------------------------------------------------------------
// Availability as the API sends it

/**
 * GET /api/v1/assets_availability/{id}: the asset's ranges as stored (type `free`), then
 * one `booked` entry per live booking (start = first night, end = last night) so the
 * calendar can show taken nights; `booked` entries carry no guest data.
 */
export const availabilityAnswerSchema = z.array(availabilityEntrySchema);
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

export const AVAILABILITY_BOOKED_TYPE = 'booked';

/** The nights held by live bookings, from an availability answer. */
export function bookedNightsOf(entries: readonly AvailabilityEntry[]): Set<string> {
  const nights = new Set<string>();
  for (const entry of entries) {
    if (entry.type !== AVAILABILITY_BOOKED_TYPE) continue;
    for (let night = entry.start; night <= entry.end; night = addDays(night, 1)) nights.add(night);
  }
  return nights;
}

/**
 * The price a holiday rental is shown "from" on its card and page: the lowest nightly price
 * among its coming free nights (the calendar's days, less the booked ones), or null when it
 * has none. Its seasons price nights differently; this is what a guest can actually pay
 * (docs/rules.md#prices).
 */
export function lowestFreeNightPrice(entries: readonly AvailabilityEntry[], now: Date = new Date()): number | null {
  const booked = bookedNightsOf(entries);
  let lowest: number | null = null;
  for (const day of expandAvailability(entries, now)) {
    if (!booked.has(day.start) && (lowest === null || day.price < lowest)) lowest = day.price;
  }
  return lowest;
}

// ---------------------------------------------------------------------------------------------
// Stay rules and price

/** Nights in a row at the same price: `nights × pricePerNight = subtotal`. */
export const priceBandSchema = z.object({
  /** The band's first night. */
  from: z.string(),
  /** The day after its last night. */
  to: z.string(),
  nights: z.number().int().positive(),
  pricePerNight: z.number().nonnegative(),
  subtotal: z.number().nonnegative(),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

/** What a stay costs besides its nights: the cleaning once, and each guest above those the price includes. */
export const stayFeeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cleaning'), amount: z.number().nonnegative() }),
  z.object({
    kind: z.literal('extraGuests'),
    /** Guests above those the nightly price includes. */
    guests: z.number().int().positive(),
    nights: z.number().int().positive(),
    perGuestPerNight: z.number().nonnegative(),
    amount: z.number().nonnegative(),
  }),
]);
export type StayFee = z.infer<typeof stayFeeSchema>;

export interface StayQuote {
  nights: number;
  bands: PriceBand[];
  /** The nights' prices together (the bands' subtotals). */
  nightsTotal: number;
  /** Cleaning and extra guests, when the rental charges them. */
  fees: StayFee[];
  /** What the guest pays: the nights and the fees. */
  total: number;
  minDays: number;
  /** The check-in night's season's longest stay, or MAX_STAY_DAYS. */
  maxDays: number;
  checkInHour: string;
  checkOutHour: string;
  cancellationPolicy: CancellationPolicy;
  /** Until when the guest can cancel for free (ISO 8601), as the policy has it for this stay. */
  freeCancellationUntil: string;
}

export interface StayProblem {
  rule: BookingRule;
  field: 'checkIn' | 'checkOut' | 'adults' | 'children';
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  /** The guests, for the extra-guest fee; one adult when not given. */
  adults?: number;
  children?: number;
}

export interface StayContext {
  /** Free days from expandAvailability (from today, and at most a year ahead). */
  days: readonly AvailabilityDay[] | ReadonlyMap<string, AvailabilityDay>;
  /** Nights already held (by a booking, a request, a block or an imported calendar). */
  bookedNights?: ReadonlySet<string>;
  /** The town's clock now: its day and time, which the advance notice reads (townClock()). */
  now: TownClock;
  /** The rental's fees and cancellation policy (rentalTermsOf); the defaults when not given. */
  terms?: Omit<RentalTerms, 'bookingMode'>;
}

function dayMap(days: StayContext['days']): ReadonlyMap<string, AvailabilityDay> {
  return days instanceof Map ? days : new Map((days as readonly AvailabilityDay[]).map((d) => [d.start, d]));
}

/** Groups consecutive nights at the same price. */
function priceBands(nights: readonly AvailabilityDay[]): PriceBand[] {
  const bands: PriceBand[] = [];
  for (const night of nights) {
    const last = bands.at(-1);
    if (last && last.pricePerNight === night.price && last.to === night.start) {
      last.nights += 1;
      last.to = addDays(night.start, 1);
      last.subtotal = last.nights * last.pricePerNight;
    } else {
      bands.push({
        from: night.start,
        to: addDays(night.start, 1),
        nights: 1,
        pricePerNight: night.price,
        subtotal: night.price,
      });
    }
  }
  return bands;
}

/** The cleaning fee once, and each guest above those the nightly price includes, every night. */
export function stayFees(
  terms: Pick<RentalTerms, 'cleaningFee' | 'extraGuestFee' | 'extraGuestsFrom'>,
  nights: number,
  guests: number,
): StayFee[] {
  const fees: StayFee[] = [];
  if (terms.cleaningFee > 0) fees.push({ kind: 'cleaning', amount: terms.cleaningFee });
  const extra = terms.extraGuestsFrom === null ? 0 : guests - terms.extraGuestsFrom;
  if (terms.extraGuestFee > 0 && extra > 0) {
    fees.push({
      kind: 'extraGuests',
      guests: extra,
      nights,
      perGuestPerNight: terms.extraGuestFee,
      amount: extra * nights * terms.extraGuestFee,
    });
  }
  return fees;
}

/**
 * Checks a stay against the booking rules (docs/rules.md#bookings) and prices it: every night
 * inside a season and not held, from the rental's earliest check-in on (earliestCheckIn), at least the check-in night's `minDays` and
 * at most its `maxDays` (never over MAX_STAY_DAYS), arriving on one of its start weekdays and
 * leaving on one of the last night's end weekdays when they are set. The price is each night's
 * (its weekend price on Friday and Saturday nights), then the cleaning and extra-guest fees.
 * The one quote: the calendar, the API, the booking and its mail all use it.
 */
export function quoteStay(request: StayRequest, context: StayContext): { quote?: StayQuote; problems: StayProblem[] } {
  const { checkIn, checkOut } = request;
  const problems: StayProblem[] = [];
  if (!isCalendarDay(checkIn)) problems.push({ rule: 'booking.invalidDay', field: 'checkIn' });
  if (!isCalendarDay(checkOut)) problems.push({ rule: 'booking.invalidDay', field: 'checkOut' });
  if (problems.length) return { problems };
  const count = daysBetween(checkIn, checkOut);
  if (count < 1) return { problems: [{ rule: 'booking.checkOutNotAfterCheckIn', field: 'checkOut' }] };
  if (count > MAX_STAY_DAYS) return { problems: [{ rule: 'booking.tooLong', field: 'checkOut' }] };
  if (checkIn < context.now.today) return { problems: [{ rule: 'booking.checkInPast', field: 'checkIn' }] };
  const terms = context.terms ?? DEFAULT_RENTAL_SETTINGS;

  const days = dayMap(context.days);
  const nights: AvailabilityDay[] = [];
  for (const night of nightsOf(checkIn, checkOut)) {
    const day = days.get(night);
    if (!day) return { problems: [{ rule: 'booking.notOffered', field: night === checkIn ? 'checkIn' : 'checkOut' }] };
    nights.push(day);
  }
  const first = nights[0]!;
  const last = nights.at(-1)!;
  if (checkIn < earliestCheckIn(context.now, terms, first.checkInHour)) {
    return { problems: [{ rule: 'booking.tooSoon', field: 'checkIn' }] };
  }
  const maxDays = first.maxDays ?? MAX_STAY_DAYS;
  if (count < first.minDays) problems.push({ rule: 'booking.tooShort', field: 'checkOut' });
  if (count > maxDays) problems.push({ rule: 'booking.overMaxDays', field: 'checkOut' });
  if (first.startDays && !first.startDays.includes(weekdayOf(checkIn))) {
    problems.push({ rule: 'booking.checkInWeekday', field: 'checkIn' });
  }
  if (last.endDays && !last.endDays.includes(weekdayOf(checkOut))) {
    problems.push({ rule: 'booking.checkOutWeekday', field: 'checkOut' });
  }
  if (context.bookedNights && nights.some((n) => context.bookedNights!.has(n.start))) {
    problems.push({ rule: 'booking.datesTaken', field: 'checkIn' });
  }
  if (problems.length) return { problems };
  const bands = priceBands(nights);
  const nightsTotal = bands.reduce((sum, b) => sum + b.subtotal, 0);
  const fees = stayFees(terms, count, (request.adults ?? 1) + (request.children ?? 0));
  return {
    quote: {
      nights: count,
      bands,
      nightsTotal,
      fees,
      total: nightsTotal + fees.reduce((sum, f) => sum + f.amount, 0),
      minDays: first.minDays,
      maxDays,
      checkInHour: first.checkInHour,
      checkOutHour: last.checkOutHour,
      cancellationPolicy: terms.cancellationPolicy,
      freeCancellationUntil: freeCancellationUntil(terms.cancellationPolicy, checkIn, first.checkInHour).toISOString(),
    },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Guests

/** The guests a rental takes; a null count sets no limit of its own. */
export interface GuestCapacity {
  adults: number | null;
  children: number | null;
}

export interface GuestCount {
  adults: number;
  children: number;
}

/**
 * The capacity rule (docs/rules.md#guests), the one rule of the list, the dated search (SQL and
 * the availability index), the booking and the guest pickers: adults within the adults' places;
 * children may sleep in adults' beds, so the children within the places the adults leave. A
 * rental that states no capacity takes any number; a booking never brings more than MAX_GUESTS
 * adults or MAX_GUESTS children.
 */
export function guestLimits(capacity: GuestCapacity | null | undefined, adults = 1): GuestCount {
  const adultPlaces = Math.min(capacity?.adults ?? MAX_GUESTS, MAX_GUESTS);
  const places = capacity?.adults == null ? Infinity : capacity.adults + (capacity.children ?? 0);
  // With more adults than their places, the children's limit is what the places allow anyway.
  const childPlaces = places - Math.min(Math.max(adults, 0), adultPlaces);
  return { adults: adultPlaces, children: Math.max(0, Math.min(MAX_GUESTS, childPlaces)) };
}

/** The guests who break the capacity rule (guestLimits), each named by its field. */
export function guestProblems(guests: GuestCount, capacity: GuestCapacity | null | undefined): StayProblem[] {
  const limits = guestLimits(capacity, guests.adults);
  const problems: StayProblem[] = [];
  if (guests.adults > limits.adults) problems.push({ rule: 'booking.tooManyAdults', field: 'adults' });
  if (guests.children > limits.children) problems.push({ rule: 'booking.tooManyChildren', field: 'children' });
  return problems;
}

/** Whether a rental of this capacity takes these guests: the capacity rule as a yes or no. */
export function guestsFit(guests: GuestCount, capacity: GuestCapacity | null | undefined): boolean {
  return guestProblems(guests, capacity).length === 0;
}

/**
 * Whether a stay may begin on `day`: a free, unbooked night on its range's start weekday,
 * from which at least one stay keeps every rule (so a night squeezed between two bookings,
 * too short for its minimum, is not offered as a check-in).
 */
export function canCheckIn(day: string, context: StayContext): boolean {
  const days = dayMap(context.days);
  const first = days.get(day);
  if (!first || context.bookedNights?.has(day)) return false;
  if (first.startDays && !first.startDays.includes(weekdayOf(day))) return false;
  // A week past the minimum covers every check-out weekday rule.
  const longest = Math.min(first.maxDays ?? MAX_STAY_DAYS, first.minDays + 6);
  for (let nights = first.minDays; nights <= longest; nights++) {
    if (quoteStay({ checkIn: day, checkOut: addDays(day, nights) }, { ...context, days }).quote) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// API contracts

const guests = (min: number) => z.number().int().min(min).max(MAX_GUESTS);

/** POST /api/v1/booking. The total price is always computed by the API. */
export const createBookingSchema = z
  .object({
    asset_id: z.guid(),
    checkIn: daySchema,
    checkOut: daySchema,
    adults: guests(1),
    children: guests(0).default(0),
    /** Optional; when given, at least NOTES_MIN_LENGTH characters (docs/rules.md). */
    notes: z.string().trim().min(NOTES_MIN_LENGTH).max(NOTES_MAX_LENGTH).nullish(),
  })
  .superRefine((body, ctx) => {
    if (!isCalendarDay(body.checkIn) || !isCalendarDay(body.checkOut)) return;
    const nights = daysBetween(body.checkIn, body.checkOut);
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'booking.checkOutNotAfterCheckIn' });
    if (nights > MAX_STAY_DAYS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'booking.tooLong' });
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.infer<typeof createBookingSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  /** The short reference people read and type (booking-reference.ts): stored without its dash, `7K3Q9X`. */
  reference: z.string().refine(isBookingReference),
  asset_id: z.uuid(),
  /** The rental's name in the requested language (falling back to es, then en). */
  assetName: z.string(),
  /** The rental's cover picture, its alternative text in that language; null when it has none. */
  assetImage: assetImageSchema.nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  checkInHour: z.string(),
  checkOutHour: z.string(),
  timeZone: z.string(),
  nights: z.number().int().positive(),
  adults: z.number().int(),
  children: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Whether the guest can cancel it now: a request before check-in, a confirmed stay until freeCancellationUntil. */
  cancellable: z.boolean(),
  priceBands: z.array(priceBandSchema),
  /** Cleaning and extra guests; the total includes them. */
  fees: z.array(stayFeeSchema),
  totalPrice: z.number().nonnegative(),
  currency: z.literal('EUR'),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_NAMES),
  /** Until when the guest can cancel the confirmed stay (free of charge, as the policy says). */
  freeCancellationUntil: z.iso.datetime({ offset: true }),
  /** A request's answer is due by then, or it expires; null once it is not pending. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The host's words on declining a request. */
  declineMessage: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /** The host's reason for cancelling. */
  cancelReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = pageSchema(bookingSchema);
export type BookingList = z.infer<typeof bookingListSchema>;

const langParam = z
  .string()
  .regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})*$/, 'Must be a language code such as es or en')
  .transform((v) => v.slice(0, 2).toLowerCase());
const INT_TEXT = /^\d{1,10}$/;
const queryInt = (min: number, max: number) =>
  z.string().regex(INT_TEXT, 'Must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

/** GET /api/v1/booking: the signed-in user's bookings, latest check-in first. */
export const bookingListQuerySchema = z.object({
  lang: langParam.optional(),
  limit: queryInt(1, PAGE_LIMIT.max).default(PAGE_LIMIT.default),
  offset: queryInt(0, 1_000_000).default(0),
});

export const bookingLangQuerySchema = z.object({ lang: langParam.optional() });

export const idParamsSchema = z.object({ id: z.guid() });

// ---------------------------------------------------------------------------------------------
// Owners' side: GET /api/v1/owner/bookings and the host's decisions

/** A booking of one of the host's rentals, with what the host needs of the guest. */
export const ownerBookingSchema = bookingSchema.extend({
  guest: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: z.string(),
    /** Whether the guest has proven this address is theirs (docs/rules.md#accounts). */
    emailVerified: z.boolean(),
  }),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;
export const ownerBookingListSchema = pageSchema(ownerBookingSchema);
export type OwnerBookingList = z.infer<typeof ownerBookingListSchema>;

const statusList = z
  .string()
  .transform((v) => v.split(','))
  .pipe(z.array(z.enum(BOOKING_STATUSES)).min(1));

/**
 * GET /api/v1/owner/bookings: `status` (one or several, comma-separated), stays that end after
 * `from` and begin before `to`, `assetId`, `reference` (as typed: any case, with or without the
 * dash); soonest check-in first.
 */
export const ownerBookingListQuerySchema = bookingListQuerySchema.extend({
  status: statusList.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  assetId: z.guid().optional(),
  reference: z
    .string()
    .transform((text, ctx) => {
      const reference = normaliseBookingReference(text);
      if (reference) return reference;
      ctx.addIssue({ code: 'custom', message: 'Must be a booking reference: six letters and digits, such as 7K3-Q9X' });
      return z.NEVER;
    })
    .optional(),
});
export type OwnerBookingListQuery = z.infer<typeof ownerBookingListQuerySchema>;

export const BOOKING_MESSAGE_MAX_LENGTH = 1000;
/** POST …/decline: an optional word to the guest. */
export const declineBookingSchema = z.object({
  message: z.string().trim().max(BOOKING_MESSAGE_MAX_LENGTH).nullish(),
});
/** POST …/cancel (host): the reason, which the guest is told. */
export const hostCancelBookingSchema = z.object({
  reason: z.string().trim().min(NOTES_MIN_LENGTH).max(BOOKING_MESSAGE_MAX_LENGTH),
});

// ---------------------------------------------------------------------------------------------
// Formatting a stay in the reader's language (mail and web)

/**
 * Basque years take -ko after a vowel and -eko after a consonant, by how the number is read
 * (2026 "bi mila eta hogeita sei" → 2026ko, 2025 "… bost" → 2025eko).
 */
function basqueYearSuffix(year: number): string {
  const rest = year % 20;
  return rest === 1 || rest === 5 || rest === 10 || rest === 15 ? 'eko' : 'ko';
}

/**
 * Basque and Galician dates are written here: browsers built with a reduced ICU (Chromium among
 * them) have no data for either and fall back to English, and CLDR's Basque leaves "(e)ko" and
 * "(a)" for the reader to resolve. Weekdays from Sunday, months from January.
 */
const WRITTEN_DATES: Record<'eu' | 'gl', { weekdays: string[][]; months: string[][]; write(p: DateParts): string }> = {
  eu: {
    weekdays: [
      ['igandea', 'astelehena', 'asteartea', 'asteazkena', 'osteguna', 'ostirala', 'larunbata'],
      ['ig.', 'al.', 'ar.', 'az.', 'og.', 'or.', 'lr.'],
    ],
    months: [
      [
        'urtarrilaren',
        'otsailaren',
        'martxoaren',
        'apirilaren',
        'maiatzaren',
        'ekainaren',
        'uztailaren',
        'abuztuaren',
        'irailaren',
        'urriaren',
        'azaroaren',
        'abenduaren',
      ],
      ['urt.', 'ots.', 'mar.', 'api.', 'mai.', 'eka.', 'uzt.', 'abu.', 'ira.', 'urr.', 'aza.', 'abe.'],
    ],
    write: ({ long, year, month, day, weekday }) =>
      long ? `${year}${basqueYearSuffix(year)} ${month} ${day}a, ${weekday}` : `${month} ${day}a, ${weekday}`,
  },
  gl: {
    weekdays: [
      ['domingo', 'luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado'],
      ['dom.', 'luns', 'mar.', 'mér.', 'xov.', 'ven.', 'sáb.'],
    ],
    months: [
      [
        'xaneiro',
        'febreiro',
        'marzo',
        'abril',
        'maio',
        'xuño',
        'xullo',
        'agosto',
        'setembro',
        'outubro',
        'novembro',
        'decembro',
      ],
      ['xan.', 'feb.', 'mar.', 'abr.', 'maio', 'xuño', 'xul.', 'ago.', 'set.', 'out.', 'nov.', 'dec.'],
    ],
    write: ({ long, year, month, day, weekday }) =>
      long ? `${weekday}, ${day} de ${month} de ${year}` : `${weekday}, ${day} de ${month}`,
  },
};

interface DateParts {
  long: boolean;
  year: number;
  month: string;
  day: number;
  weekday: string;
}

/**
 * A day (YYYY-MM-DD) written out: "sábado, 1 de agosto de 2026", "2026ko abuztuaren 1a, larunbata".
 * `short` leaves out the year and abbreviates: "sáb, 1 ago".
 */
export function formatStayDay(day: string, lang: string, style: 'long' | 'short' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (lacksBrowserIntl(lang)) {
    const written = WRITTEN_DATES[lang];
    const form = style === 'long' ? 0 : 1;
    return written.write({
      long: style === 'long',
      year: y,
      month: written.months[form]![m - 1]!,
      day: d,
      weekday: written.weekdays[form]![date.getUTCDay()]!,
    });
  }
  return dayFormat(lang, style).format(date);
}

// Intl formatters are costly to make and free to reuse: one per language and style.
const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(lang: string, style: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `day:${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
    formats.set(key, (format = new Intl.DateTimeFormat(intlLocale(lang), options)));
  }
  return format;
}
