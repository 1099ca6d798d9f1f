import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { townTimeZone } from '@town/shared/time-zone';
import { BOOKING_TRANSITIONS, type Booking, type BookingStatus, type BookingTransition } from '@town/shared/bookings';
import { CANCELLATION_POLICIES } from '@town/shared/rentals';
import { newBookingReference } from '@town/shared/booking-reference';
import { bookings } from '../../db/schema/bookings.ts';
import { overdueRequest, type Db, type StayTerms } from './bookings.shared.ts';

/*
 * Bookings through their life: inserted with their hold, read as their state is at this moment,
 * moved through BOOKING_TRANSITIONS (docs/rules.md#bookings). The rental's calendar is
 * rental-calendar.repository.ts's; the dated search's SQL, stays-search.repository.ts's.
 */

/** A booking as stored: everything the API answers but the rental's name and picture, which the catalogue gives. */
export type StoredBooking = Omit<Booking, 'assetName' | 'assetImage'>;

/** The moment a stay's day and hour happen in the town (its profile's time zone, asked now). */
const townMoment = (day: AnyPgColumn | SQL, hour: AnyPgColumn) =>
  sql`((${day} + ${hour}::time) at time zone ${townTimeZone()})`;

export interface NewBooking extends StayTerms {
  assetId: string;
  userId: string;
  status: 'pending' | 'confirmed';
  /** A request's deadline. */
  expiresAt: Date | null;
}

/** Tries before giving up on a free reference: with a town's bookings, one try almost always does. */
const REFERENCE_TRIES = 5;

/**
 * Inserts a booking with a new reference, drawing another on the rare collision (the insert
 * skips a taken reference instead of failing, so the caller's transaction goes on); its hold's
 * exclusion constraint refuses an overlap (SQLSTATE 23P01).
 */
export async function insertBooking(
  db: Db,
  booking: NewBooking,
  nextReference: () => string = newBookingReference,
): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
    const [row] = await db
      .insert(bookings)
      .values({ ...booking, reference: nextReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id });
    if (row) return row.id;
  }
  throw new Error(`No free booking reference after ${REFERENCE_TRIES} tries`);
}

/** Days before check-in a policy's free cancellation ends, written from CANCELLATION_POLICIES. */
const freeDaysSql = sql`case ${bookings.cancellationPolicy} ${sql.raw(
  Object.entries(CANCELLATION_POLICIES)
    .map(([name, policy]) => `when '${name}' then ${policy.freeDaysBefore}`)
    .join(' '),
)} end`;
const freeCancellationUntilSql = townMoment(sql`(${bookings.checkIn} - ${freeDaysSql})`, bookings.checkInHour);

/**
 * The state a read shows: a confirmed stay past its check-out time is `completed`, a request
 * past its time `expired`, a moment before the jobs store them (docs/rules.md#bookings).
 */
const statusSql = sql<BookingStatus>`case
  when ${bookings.status} = 'confirmed' and ${townMoment(bookings.checkOut, bookings.checkOutHour)} <= now() then 'completed'
  when ${overdueRequest} then 'expired'
  else ${bookings.status} end`;

/** Whether the guest can cancel it now: a request until check-in, a confirmed stay while cancelling is free. */
const guestCancellableSql = sql<boolean>`(
  (${bookings.status} = 'pending' and ${bookings.expiresAt} > now() and now() < ${townMoment(bookings.checkIn, bookings.checkInHour)})
  or (${bookings.status} = 'confirmed' and now() < ${freeCancellationUntilSql}))`;

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  asset_id: bookings.assetId,
  userId: bookings.userId,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  checkInHour: bookings.checkInHour,
  checkOutHour: bookings.checkOutHour,
  nights: bookings.nights,
  adults: bookings.adults,
  children: bookings.children,
  notes: bookings.notes,
  status: statusSql,
  cancellable: guestCancellableSql,
  priceBands: bookings.priceBands,
  fees: bookings.fees,
  totalPrice: bookings.totalPrice,
  cancellationPolicy: bookings.cancellationPolicy,
  freeCancellationUntil: sql<string>`${freeCancellationUntilSql}`,
  expiresAt: bookings.expiresAt,
  declineMessage: bookings.declineMessage,
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
};

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: Db, where: SQL | undefined) {
  return db.select(bookingColumns).from(bookings).where(where);
}

/** A booking and its guest's account id (the API answers the booking without it). */
export type BookingRecord = StoredBooking & { userId: string };

function toBooking(row: BookingRow): BookingRecord {
  return {
    ...row,
    timeZone: townTimeZone(),
    currency: 'EUR',
    freeCancellationUntil: new Date(row.freeCancellationUntil).toISOString(),
    expiresAt: row.status === 'pending' ? (row.expiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** One of the user's own bookings; another user's is as good as missing. */
export async function findBooking(db: Db, userId: string, id: string): Promise<BookingRecord | undefined> {
  const [row] = await selectBookings(db, and(eq(bookings.id, id), eq(bookings.userId, userId)));
  return row ? toBooking(row) : undefined;
}

/** Any booking, whoever's (the host's routes check the rental's owner). */
export async function findBookingById(db: Db, id: string): Promise<BookingRecord | undefined> {
  const [row] = await selectBookings(db, eq(bookings.id, id));
  return row ? toBooking(row) : undefined;
}

export async function listBookings(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: BookingRecord[]; total: number }> {
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

/**
 * Bookings of some rentals: in the given states (as reads show them), stays ending after
 * `from` and beginning before `to`, with that reference; soonest check-in first.
 */
export async function listAssetBookings(
  db: Db,
  assetIds: readonly string[],
  query: { status?: BookingStatus[]; from?: string; to?: string; reference?: string; limit: number; offset: number },
): Promise<{ items: BookingRecord[]; total: number }> {
  if (!assetIds.length) return { items: [], total: 0 };
  const where = and(
    inArray(bookings.assetId, [...assetIds]),
    // Already normalised (ownerBookingListQuerySchema): stored references have no dash and are upper case.
    query.reference ? eq(bookings.reference, query.reference) : undefined,
    query.status ? inArray(statusSql, query.status) : undefined,
    query.from ? gt(bookings.checkOut, query.from) : undefined,
    query.to ? lt(bookings.checkIn, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectBookings(db, where)
      .orderBy(asc(bookings.checkIn), asc(bookings.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { items: rows.map(toBooking), total: counted?.total ?? 0 };
}

/** What else a transition may need to hold for the row it changes, beyond its `from` state. */
const TRANSITION_GUARDS: Record<BookingTransition, SQL | undefined> = {
  // A request past its time can no longer be accepted or declined: it has expired.
  accept: sql`${bookings.expiresAt} > now()`,
  decline: sql`${bookings.expiresAt} > now()`,
  expire: sql`${bookings.expiresAt} <= now()`,
  withdraw: sql`${bookings.expiresAt} > now() and now() < ${townMoment(bookings.checkIn, bookings.checkInHour)}`,
  cancelByGuest: sql`now() < ${freeCancellationUntilSql}`,
  // A host may cancel until the stay is over.
  cancelByHost: sql`now() < ${townMoment(bookings.checkOut, bookings.checkOutHour)}`,
  complete: sql`${townMoment(bookings.checkOut, bookings.checkOutHour)} <= now()`,
};

const TRANSITION_CHANGES: Record<BookingTransition, (extra: TransitionExtra) => PgUpdateSetSource<typeof bookings>> = {
  accept: () => ({ decidedAt: sql`now()` }),
  decline: (extra) => ({ decidedAt: sql`now()`, declineMessage: extra.message ?? null }),
  expire: () => ({}),
  withdraw: () => ({ cancelledBy: 'guest', cancelledAt: sql`now()` }),
  cancelByGuest: () => ({ cancelledBy: 'guest', cancelledAt: sql`now()` }),
  cancelByHost: (extra) => ({
    cancelledBy: 'host',
    cancelReason: extra.message ?? null,
    cancelledAt: sql`now()`,
  }),
  complete: () => ({}),
};

export interface TransitionExtra {
  /** The host's decline message or cancellation reason. */
  message?: string | null;
}

/**
 * Moves one booking through a transition of BOOKING_TRANSITIONS if it is in its `from` state
 * and the transition's guard holds now; true when it did. The database's trigger refuses any
 * move the list does not have, whatever the caller.
 */
export async function transition(
  db: Db,
  id: string,
  name: BookingTransition,
  extra: TransitionExtra = {},
): Promise<boolean> {
  const { from, to } = BOOKING_TRANSITIONS[name];
  const rows = await db
    .update(bookings)
    .set({ status: to, updatedAt: sql`now()`, ...TRANSITION_CHANGES[name](extra) })
    .where(and(eq(bookings.id, id), eq(bookings.status, from), TRANSITION_GUARDS[name]))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Requests past their time (of one rental, or of all), oldest deadline first, at most `limit`. */
export async function findOverdueRequests(
  db: Db,
  options: { assetId?: string; limit: number },
): Promise<BookingRecord[]> {
  const rows = await selectBookings(
    db,
    and(overdueRequest, options.assetId ? eq(bookings.assetId, options.assetId) : undefined),
  )
    .orderBy(asc(bookings.expiresAt))
    .limit(options.limit);
  return rows.map(toBooking);
}

/** Stores `completed` for confirmed stays past their check-out time; returns how many. */
export async function completePastStays(db: Db, limit: number): Promise<number> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, BOOKING_TRANSITIONS.complete.from), TRANSITION_GUARDS.complete))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(bookings)
    .set({ status: BOOKING_TRANSITIONS.complete.to, updatedAt: sql`now()` })
    .where(inArray(bookings.id, due))
    .returning({ id: bookings.id });
  return rows.length;
}
