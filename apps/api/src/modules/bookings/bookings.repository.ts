import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { TOWN_TIME_ZONE } from '@town/shared/constants';
import type { AvailabilityEntry } from '@town/shared/availability';
import {
  AVAILABILITY_BOOKED_TYPE,
  LIVE_BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
  type PriceBand,
} from '@town/shared/bookings';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { availability, bookings } from '../../db/schema/bookings.ts';

/** The database, or a transaction on it (a booking and its mail are written in one). */
type Db = Pick<Database, 'select' | 'insert' | 'update'>;

/** A booking as stored: everything the API answers but the rental's name, which the catalogue gives. */
export type StoredBooking = Omit<Booking, 'assetName'>;

/**
 * The asset's availability as the API sends it: its stored ranges that have not ended
 * before `today`, then one `booked` entry per live booking still to come (its nights).
 */
export async function availabilityEntries(db: Database, assetId: string, today: string): Promise<AvailabilityEntry[]> {
  const ranges = await db
    .select()
    .from(availability)
    .where(and(eq(availability.assetId, assetId), gte(availability.end, today)))
    .orderBy(asc(availability.start), asc(availability.updatedAt));
  const taken = await db
    .select({
      checkIn: bookings.checkIn,
      lastNight: sql<string>`(${bookings.checkOut} - 1)::date`,
      checkInHour: bookings.checkInHour,
      checkOutHour: bookings.checkOutHour,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.assetId, assetId),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
        sql`${bookings.checkOut} > ${today}::date`,
      ),
    )
    .orderBy(asc(bookings.checkIn));
  return [
    ...ranges.map((r) => ({
      type: r.type,
      start: r.start,
      end: r.end,
      asset_id: r.assetId,
      checkInHour: r.checkInHour,
      checkOutHour: r.checkOutHour,
      minDays: r.minDays,
      startDay: r.startDay,
      endDay: r.endDay,
      price: r.price,
      updatedAt: r.updatedAt.toISOString(),
    })),
    ...taken.map((b) => ({
      type: AVAILABILITY_BOOKED_TYPE,
      start: b.checkIn,
      end: b.lastNight,
      asset_id: assetId,
      checkInHour: b.checkInHour,
      checkOutHour: b.checkOutHour,
      minDays: 1,
      startDay: null,
      endDay: null,
      price: 0,
      updatedAt: b.updatedAt.toISOString(),
    })),
  ];
}

export interface NewBooking {
  assetId: string;
  userId: string;
  checkIn: string;
  checkOut: string;
  checkInHour: string;
  checkOutHour: string;
  nights: number;
  adults: number;
  children: number;
  notes: string | null;
  totalPrice: number;
  priceBands: PriceBand[];
}

/** Inserts a confirmed booking; the exclusion constraint refuses an overlap (SQLSTATE 23P01). */
export async function insertBooking(db: Db, booking: NewBooking): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({ ...booking, status: 'confirmed' })
    .returning({ id: bookings.id });
  return row!.id;
}

/** The moment a stay's day and hour happen in the town. */
const townMoment = (day: AnyPgColumn, hour: AnyPgColumn) =>
  sql`((${day} + ${hour}::time) at time zone ${TOWN_TIME_ZONE})`;

/** `completed` is derived: a confirmed stay whose check-out time has passed. */
const statusSql = sql<BookingStatus>`case when ${bookings.status} = 'confirmed' and ${townMoment(
  bookings.checkOut,
  bookings.checkOutHour,
)} <= now() then 'completed' else ${bookings.status} end`;

/** A live stay can be cancelled until its check-in time. */
const cancellableSql = sql<boolean>`(${bookings.status} in ('pending', 'confirmed') and now() < ${townMoment(
  bookings.checkIn,
  bookings.checkInHour,
)})`;

const bookingColumns = {
  id: bookings.id,
  asset_id: bookings.assetId,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  checkInHour: bookings.checkInHour,
  checkOutHour: bookings.checkOutHour,
  nights: bookings.nights,
  adults: bookings.adults,
  children: bookings.children,
  notes: bookings.notes,
  status: statusSql,
  cancellable: cancellableSql,
  priceBands: bookings.priceBands,
  totalPrice: bookings.totalPrice,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
};

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: Db, where: SQL | undefined) {
  return db.select(bookingColumns).from(bookings).where(where);
}

function toBooking(row: BookingRow): StoredBooking {
  return {
    ...row,
    timeZone: TOWN_TIME_ZONE,
    currency: 'EUR',
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** One of the user's own bookings; another user's is as good as missing. */
export async function findBooking(db: Db, userId: string, id: string): Promise<StoredBooking | undefined> {
  const [row] = await selectBookings(db, and(eq(bookings.id, id), eq(bookings.userId, userId)));
  return row ? toBooking(row) : undefined;
}

export async function listBookings(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: StoredBooking[]; total: number }> {
  const where = eq(bookings.userId, userId);
  const [rows, [counted]] = await Promise.all([
    selectBookings(db, where)
      .orderBy(desc(bookings.checkIn), desc(bookings.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { items: rows.map(toBooking), total: counted?.total ?? 0 };
}

/** Cancels the user's booking if it is live and its check-in time has not come; true when it did. */
export async function cancelBooking(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId), cancellableSql))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
