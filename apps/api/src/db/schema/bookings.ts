import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STORED_BOOKING_STATUSES, type PriceBand } from '@town/shared/bookings';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, HOUR_PATTERN, MAX_STAY_DAYS } from '@town/shared/constants';
import { users } from './accounts.ts';
import { assets } from './catalogue.ts';
import { sqlList, sqlLiteral } from './sql-literals.ts';

/** Only free ranges are stored; `booked` entries are made from bookings when read. */
const AVAILABILITY_TYPES = ['free'] as const;

/**
 * When a short-term rental can be booked (docs/rules.md): ranges of free
 * nights, `start` and `end` both included, each with its price per night in whole euros,
 * the minimum stay and, when set, the weekday a stay must start and end on (0 = Sunday).
 * Days between ranges are not offered.
 */
export const availability = pgTable(
  'availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    type: text('type', { enum: AVAILABILITY_TYPES }).notNull().default('free'),
    start: date('start').notNull(),
    end: date('end').notNull(),
    checkInHour: text('check_in_hour').notNull().default(CHECK_IN_HOUR),
    checkOutHour: text('check_out_hour').notNull().default(CHECK_OUT_HOUR),
    minDays: smallint('min_days').notNull().default(1),
    startDay: smallint('start_day'),
    endDay: smallint('end_day'),
    /** Euros per night. */
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_asset_start_idx').on(t.assetId, t.start),
    check('availability_type_check', sql`${t.type} in (${sqlList(AVAILABILITY_TYPES)})`),
    check('availability_range_check', sql`${t.end} >= ${t.start}`),
    check('availability_min_days_check', sql`${t.minDays} between 1 and ${sqlLiteral(MAX_STAY_DAYS)}`),
    check('availability_start_day_check', sql`${t.startDay} is null or ${t.startDay} between 0 and 6`),
    check('availability_end_day_check', sql`${t.endDay} is null or ${t.endDay} between 0 and 6`),
    check('availability_price_check', sql`${t.price} >= 0`),
    check(
      'availability_hours_check',
      sql`${t.checkInHour} ~ ${sqlLiteral(HOUR_PATTERN)} and ${t.checkOutHour} ~ ${sqlLiteral(HOUR_PATTERN)}`,
    ),
  ],
);

/**
 * A guest's stay at a rental: nights from `check_in` to `check_out` (days in Europe/Madrid,
 * check-out excluded), priced when it was made. Two live (pending or confirmed) bookings of
 * one asset never overlap: an exclusion constraint guarantees it (see the migration), so a
 * check-out day may be the next guest's check-in day. `completed` is never stored (it is
 * derived when read: a confirmed stay past its check-out time).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A booking is a record of a stay: the rental cannot be deleted under it.
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    checkInHour: text('check_in_hour').notNull(),
    checkOutHour: text('check_out_hour').notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    notes: text('notes'),
    status: text('status', { enum: STORED_BOOKING_STATUSES }).notNull().default('confirmed'),
    /** Whole euros, computed by the API from the availability of the moment. */
    totalPrice: integer('total_price').notNull(),
    priceBands: jsonb('price_bands').$type<PriceBand[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_check_in_idx').on(t.userId, t.checkIn.desc()),
    check('bookings_status_check', sql`${t.status} in (${sqlList(STORED_BOOKING_STATUSES)})`),
    check(
      'bookings_nights_check',
      sql`${t.nights} = ${t.checkOut} - ${t.checkIn} and ${t.nights} between 1 and ${sqlLiteral(MAX_STAY_DAYS)}`,
    ),
    check('bookings_guests_check', sql`${t.adults} >= 1 and ${t.children} >= 0`),
    check('bookings_price_check', sql`${t.totalPrice} >= 0`),
    check('bookings_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);
