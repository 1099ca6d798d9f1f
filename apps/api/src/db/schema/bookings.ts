import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCELLED_BY, STORED_BOOKING_STATUSES, type PriceBand, type StayFee } from '@town/shared/bookings';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, HOUR_PATTERN, MAX_STAY_DAYS } from '@town/shared/constants';
import {
  BOOKING_MODES,
  CANCELLATION_POLICY_NAMES,
  DEFAULT_RENTAL_SETTINGS,
  HOLD_KINDS,
  MAX_ADVANCE_NOTICE_DAYS,
  MAX_SAME_DAY_CUTOFF_HOURS,
} from '@town/shared/rentals';
import { users } from './accounts.ts';
import { assets } from './catalogue.ts';
import { sqlList, sqlLiteral } from './sql-literals.ts';
import { belongsTo, createdAt, generatedId, updatedAt } from './columns.ts';

/** Only free ranges are stored; `booked` entries are made from bookings when read. */
const AVAILABILITY_TYPES = ['free'] as const;

/**
 * A rental's seasons (docs/rules.md#seasons): ranges of free nights, `start` and `end` both
 * included (the public answer's shape), each with its price per night in whole euros (and on
 * Friday and Saturday nights `weekend_price` when set), the shortest and longest stay, and the
 * weekdays a stay may start and end on (0 = Sunday; null: any). Days between ranges are not offered.
 */
export const availability = pgTable(
  'availability',
  {
    id: generatedId(),
    assetId: belongsTo('asset_id', () => assets.id),
    type: text('type', { enum: AVAILABILITY_TYPES }).notNull().default('free'),
    start: date('start').notNull(),
    end: date('end').notNull(),
    minDays: smallint('min_days').notNull().default(1),
    maxDays: smallint('max_days'),
    startDays: smallint('start_days').array(),
    endDays: smallint('end_days').array(),
    /** Euros per night. */
    price: integer('price').notNull(),
    weekendPrice: integer('weekend_price'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_asset_start_idx').on(t.assetId, t.start),
    check('availability_type_check', sql`${t.type} in (${sqlList(AVAILABILITY_TYPES)})`),
    check('availability_range_check', sql`${t.end} >= ${t.start}`),
    check('availability_min_days_check', sql`${t.minDays} between 1 and ${sqlLiteral(MAX_STAY_DAYS)}`),
    check(
      'availability_max_days_check',
      sql`${t.maxDays} is null or ${t.maxDays} between ${t.minDays} and ${sqlLiteral(MAX_STAY_DAYS)}`,
    ),
    check(
      'availability_start_days_check',
      sql`${t.startDays} is null or (cardinality(${t.startDays}) between 1 and 7 and ${t.startDays} <@ '{0,1,2,3,4,5,6}'::smallint[])`,
    ),
    check(
      'availability_end_days_check',
      sql`${t.endDays} is null or (cardinality(${t.endDays}) between 1 and 7 and ${t.endDays} <@ '{0,1,2,3,4,5,6}'::smallint[])`,
    ),
    check('availability_price_check', sql`${t.price} > 0 and (${t.weekendPrice} is null or ${t.weekendPrice} > 0)`),
  ],
);

/**
 * How a rental is booked (docs/rules.md#rentals): one row per rental whose host set its terms;
 * a rental without one has DEFAULT_RENTAL_SETTINGS. `ical_token` is the secret of its calendar's
 * export address (the calendars module reads and replaces it through the bookings module).
 */
export const rentalSettings = pgTable(
  'rental_settings',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default(DEFAULT_RENTAL_SETTINGS.bookingMode),
    checkInHour: text('check_in_hour').notNull().default(CHECK_IN_HOUR),
    checkOutHour: text('check_out_hour').notNull().default(CHECK_OUT_HOUR),
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICY_NAMES })
      .notNull()
      .default(DEFAULT_RENTAL_SETTINGS.cancellationPolicy),
    /** Euros per stay. */
    cleaningFee: integer('cleaning_fee').notNull().default(0),
    /** Euros per night for each guest above `extra_guests_from`. */
    extraGuestFee: integer('extra_guest_fee').notNull().default(0),
    extraGuestsFrom: smallint('extra_guests_from'),
    /** Days of notice a stay needs; 0: it may begin today until `same_day_cutoff_hours` before check-in (docs/rules.md#advance-notice). */
    advanceNoticeDays: smallint('advance_notice_days').notNull().default(DEFAULT_RENTAL_SETTINGS.advanceNoticeDays),
    sameDayCutoffHours: smallint('same_day_cutoff_hours').notNull().default(DEFAULT_RENTAL_SETTINGS.sameDayCutoffHours),
    icalToken: text('ical_token'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rental_settings_ical_token_idx').on(t.icalToken),
    check('rental_settings_booking_mode_check', sql`${t.bookingMode} in (${sqlList(BOOKING_MODES)})`),
    check('rental_settings_policy_check', sql`${t.cancellationPolicy} in (${sqlList(CANCELLATION_POLICY_NAMES)})`),
    check(
      'rental_settings_hours_check',
      sql`${t.checkInHour} ~ ${sqlLiteral(HOUR_PATTERN)} and ${t.checkOutHour} ~ ${sqlLiteral(HOUR_PATTERN)}`,
    ),
    check('rental_settings_fees_check', sql`${t.cleaningFee} >= 0 and ${t.extraGuestFee} >= 0`),
    check('rental_settings_extra_guests_check', sql`${t.extraGuestsFrom} is null or ${t.extraGuestsFrom} >= 1`),
    check(
      'rental_settings_advance_notice_check',
      sql`${t.advanceNoticeDays} between 0 and ${sqlLiteral(MAX_ADVANCE_NOTICE_DAYS)}
        and ${t.sameDayCutoffHours} between 0 and ${sqlLiteral(MAX_SAME_DAY_CUTOFF_HOURS)}`,
    ),
  ],
);

/**
 * A guest's stay at a rental: nights from `check_in` to `check_out` (days in Europe/Madrid,
 * check-out excluded), priced when it was made, under the cancellation policy of that moment.
 * A live (pending or confirmed) booking's nights are a row of `calendar_holds`, kept by a
 * trigger; another trigger refuses any change of state BOOKING_TRANSITIONS does not list
 * (hand-written in migration 0009; docs/decisions/015-rental-calendar-and-holds.md).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: generatedId(),
    // A booking is a record of a stay: the rental cannot be deleted under it.
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    userId: belongsTo('user_id', () => users.id),
    /** The short reference people read and type (@town/shared/booking-reference), without its dash. */
    reference: text('reference').notNull().unique('bookings_reference_key'),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    checkInHour: text('check_in_hour').notNull(),
    checkOutHour: text('check_out_hour').notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    notes: text('notes'),
    status: text('status', { enum: STORED_BOOKING_STATUSES }).notNull().default('confirmed'),
    /** Whole euros, computed by the API from the seasons and fees of the moment. */
    totalPrice: integer('total_price').notNull(),
    priceBands: jsonb('price_bands').$type<PriceBand[]>().notNull(),
    /** The cleaning and extra-guest fees the total includes. */
    fees: jsonb('fees').$type<StayFee[]>().notNull().default([]),
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICY_NAMES })
      .notNull()
      .default(DEFAULT_RENTAL_SETTINGS.cancellationPolicy),
    /** Until when a pending request holds its dates. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the host accepted or declined the request. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The host's words to the guest on declining. */
    declineMessage: text('decline_message'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    /** The host's reason for cancelling (a guest gives none). */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_check_in_idx').on(t.userId, t.checkIn.desc()),
    index('bookings_asset_check_in_idx').on(t.assetId, t.checkIn),
    index('bookings_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_status_check', sql`${t.status} in (${sqlList(STORED_BOOKING_STATUSES)})`),
    check(
      'bookings_nights_check',
      sql`${t.nights} = ${t.checkOut} - ${t.checkIn} and ${t.nights} between 1 and ${sqlLiteral(MAX_STAY_DAYS)}`,
    ),
    check('bookings_guests_check', sql`${t.adults} >= 1 and ${t.children} >= 0`),
    check('bookings_price_check', sql`${t.totalPrice} >= 0`),
    check(
      'bookings_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null) and (${t.status} = 'cancelled') = (${t.cancelledBy} is not null)`,
    ),
    check(
      'bookings_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in (${sqlList(CANCELLED_BY)})`,
    ),
    check('bookings_policy_check', sql`${t.cancellationPolicy} in (${sqlList(CANCELLATION_POLICY_NAMES)})`),
    check('bookings_pending_expiry_check', sql`${t.status} <> 'pending' or ${t.expiresAt} is not null`),
  ],
);

/**
 * Every night a rental cannot be booked, whatever holds it (docs/decisions/015): a live booking
 * (`booking_id`, kept by a trigger on bookings), a host's block (with the host's private
 * `note`), or an imported calendar's event (`feed_event_id`, the calendars module's). Nights
 * are [start, end): the end is the day after the last night. The exclusion constraint
 * `calendar_holds_no_overlap` (hand-written in migration 0009) keeps the holds of a rental
 * apart, so no two of them ever share a night, whichever code or process writes them.
 */
export const calendarHolds = pgTable(
  'calendar_holds',
  {
    id: generatedId(),
    assetId: belongsTo('asset_id', () => assets.id),
    start: date('start').notNull(),
    end: date('end').notNull(),
    kind: text('kind', { enum: HOLD_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** An imported event; the calendars module's table (its migration adds the foreign key). */
    feedEventId: uuid('feed_event_id'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_holds_asset_start_idx').on(t.assetId, t.start),
    // Which rentals a stay's nights are held at, all at once, from the index alone: the GiST index
    // on the nights with INCLUDE (asset_id, booking_id, start, end), hand-written in migration 0013
    // as Drizzle has no INCLUDE (docs/decisions/017-rental-nights.md).
    uniqueIndex('calendar_holds_booking_idx').on(t.bookingId),
    uniqueIndex('calendar_holds_feed_event_idx').on(t.feedEventId),
    check('calendar_holds_kind_check', sql`${t.kind} in (${sqlList(HOLD_KINDS)})`),
    check('calendar_holds_range_check', sql`${t.end} > ${t.start}`),
    check(
      'calendar_holds_source_check',
      sql`(${t.kind} = 'booking') = (${t.bookingId} is not null) and (${t.kind} = 'feed') = (${t.feedEventId} is not null) and (${t.kind} = 'block' or ${t.note} is null)`,
    ),
  ],
);

/**
 * Every night a rental's seasons offer, one row each, kept by triggers on `availability`
 * (hand-written in migration 0012) from the seasons alone: the night's price (its weekend price
 * on a Friday or Saturday night), the rules of its season, `run_end` (the day after the last
 * night of the unbroken run of offered nights it is in) and `price_to` (the rental's nights'
 * prices summed up to this one). A dated list reads two rows per rental, the check-in night and
 * the last night, to know whether the stay is offered and its nights' total; holds are read
 * live (docs/decisions/017-rental-nights.md). Nothing but the triggers writes it.
 */
export const rentalNights = pgTable(
  'rental_nights',
  {
    assetId: belongsTo('asset_id', () => assets.id),
    night: date('night').notNull(),
    /** Euros: the season's price, or its weekend price on a Friday or Saturday night. */
    price: integer('price').notNull(),
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days'),
    startDays: smallint('start_days').array(),
    endDays: smallint('end_days').array(),
    /** The day after the last night of the run of offered nights this one is in. */
    runEnd: date('run_end').notNull(),
    /** The prices of the rental's nights up to and including this one, summed. */
    priceTo: bigint('price_to', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.night] }),
    // A stay's check-in and last nights at every rental, read from the index alone (Drizzle has
    // no INCLUDE: every column is a key).
    index('rental_nights_night_idx').on(
      t.night,
      t.assetId,
      t.runEnd,
      t.minDays,
      t.maxDays,
      t.price,
      t.priceTo,
      t.startDays,
      t.endDays,
    ),
  ],
);
