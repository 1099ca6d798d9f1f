import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { addDays, daysBetween, weekdayOf, type AvailabilityEntry } from '@town/shared/availability';
import { minutesOfHour, type TownClock } from '@town/shared/days';
import { MAX_STAY_DAYS, TOWN_TIME_ZONE } from '@town/shared/constants';
import {
  AVAILABILITY_BOOKED_TYPE,
  BOOKING_TRANSITIONS,
  type Booking,
  type BookingStatus,
  type BookingTransition,
  type PriceBand,
  type StayFee,
} from '@town/shared/bookings';
import {
  CANCELLATION_POLICIES,
  DEFAULT_RENTAL_SETTINGS,
  type CancellationPolicy,
  type HoldKind,
  type RentalTerms,
  type Season,
} from '@town/shared/rentals';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { availability, bookings, calendarHolds, rentalNights, rentalSettings } from '../../db/schema/bookings.ts';

/** The database, or a transaction on it (a booking and its mail are written in one). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** A booking as stored: everything the API answers but the rental's name, which the catalogue gives. */
export type StoredBooking = Omit<Booking, 'assetName'>;

/** The moment a stay's day and hour happen in the town. */
const townMoment = (day: AnyPgColumn | SQL, hour: AnyPgColumn) =>
  sql`((${day} + ${hour}::time) at time zone ${TOWN_TIME_ZONE})`;

/** A request past its time still holds its nights until the job (or the next booking) expires it. */
const overdueRequest = sql`(${bookings.status} = 'pending' and ${bookings.expiresAt} <= now())`;

// ---------------------------------------------------------------------------------------------
// Settings

export type RentalSettings = RentalTerms & { checkInHour: string; checkOutHour: string; updatedAt: Date | null };

const settingsColumns = {
  bookingMode: rentalSettings.bookingMode,
  checkInHour: rentalSettings.checkInHour,
  checkOutHour: rentalSettings.checkOutHour,
  cancellationPolicy: rentalSettings.cancellationPolicy,
  cleaningFee: rentalSettings.cleaningFee,
  extraGuestFee: rentalSettings.extraGuestFee,
  extraGuestsFrom: rentalSettings.extraGuestsFrom,
  advanceNoticeDays: rentalSettings.advanceNoticeDays,
  sameDayCutoffHours: rentalSettings.sameDayCutoffHours,
  updatedAt: rentalSettings.updatedAt,
};

/** A rental's settings; the defaults when its host never set them. */
export async function findSettings(db: Db, assetId: string, lock = false): Promise<RentalSettings> {
  const query = db.select(settingsColumns).from(rentalSettings).where(eq(rentalSettings.assetId, assetId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { ...DEFAULT_RENTAL_SETTINGS, updatedAt: null };
}

/** Writes a rental's settings (made with its first change). */
export async function saveSettings(
  db: Db,
  assetId: string,
  settings: Omit<RentalSettings, 'updatedAt'>,
): Promise<void> {
  await db
    .insert(rentalSettings)
    .values({ assetId, ...settings })
    .onConflictDoUpdate({ target: rentalSettings.assetId, set: { ...settings, updatedAt: sql`now()` } });
}

/**
 * Locks a rental's settings row (made with the defaults if it has none) for the caller's
 * transaction: two changes of one rental's calendar take turns.
 */
export async function lockSettings(db: Db, assetId: string): Promise<RentalSettings> {
  await db.insert(rentalSettings).values({ assetId }).onConflictDoNothing();
  return findSettings(db, assetId, true);
}

/** The secret of a rental's calendar export, made on first use. */
export async function icalToken(db: Db, assetId: string, fresh: string): Promise<string> {
  await db.insert(rentalSettings).values({ assetId }).onConflictDoNothing();
  const [row] = await db
    .update(rentalSettings)
    .set({ icalToken: sql`coalesce(${rentalSettings.icalToken}, ${fresh})` })
    .where(eq(rentalSettings.assetId, assetId))
    .returning({ token: rentalSettings.icalToken });
  return row!.token!;
}

export async function replaceIcalToken(db: Db, assetId: string, fresh: string): Promise<void> {
  await db
    .insert(rentalSettings)
    .values({ assetId, icalToken: fresh })
    .onConflictDoUpdate({
      target: rentalSettings.assetId,
      set: { icalToken: fresh, updatedAt: sql`now()` },
    });
}

export async function findAssetByIcalToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ assetId: rentalSettings.assetId })
    .from(rentalSettings)
    .where(eq(rentalSettings.icalToken, token));
  return row?.assetId;
}

// ---------------------------------------------------------------------------------------------
// Seasons

/** A season as stored: `end` is its last night (the public answer's shape). */
export type StoredSeason = typeof availability.$inferSelect;

/** A rental's seasons that have not ended before `today`, in order. */
export function listSeasons(db: Db, assetId: string, today: string): Promise<StoredSeason[]> {
  return db
    .select()
    .from(availability)
    .where(and(eq(availability.assetId, assetId), gte(availability.end, today)))
    .orderBy(asc(availability.start), asc(availability.updatedAt));
}

/** Replaces every season of a rental; `end` given as the day after the last night. */
export async function replaceSeasons(db: Db, assetId: string, seasons: readonly Season[]): Promise<void> {
  await db.delete(availability).where(eq(availability.assetId, assetId));
  if (!seasons.length) return;
  await db.insert(availability).values(
    seasons.map((s) => ({
      assetId,
      start: s.start,
      end: addDays(s.end, -1),
      price: s.price,
      weekendPrice: s.weekendPrice ?? null,
      minDays: s.minDays,
      maxDays: s.maxDays ?? null,
      startDays: s.startDays ?? null,
      endDays: s.endDays ?? null,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Holds

export interface StoredHold {
  id: string;
  kind: HoldKind;
  /** The first night. */
  start: string;
  /** The day after the last night. */
  end: string;
  bookingId: string | null;
  bookingStatus: BookingStatus | null;
  feedEventId: string | null;
  note: string | null;
  updatedAt: Date;
}

/**
 * A rental's holds that end after `today`, in order: every night nobody can book. A request
 * past its time is left out: it no longer holds its nights, even before the job expires it.
 */
export async function listHolds(db: Db, assetId: string, today: string): Promise<StoredHold[]> {
  return db
    .select({
      id: calendarHolds.id,
      kind: calendarHolds.kind,
      start: calendarHolds.start,
      end: calendarHolds.end,
      bookingId: calendarHolds.bookingId,
      bookingStatus: bookings.status,
      feedEventId: calendarHolds.feedEventId,
      note: calendarHolds.note,
      updatedAt: calendarHolds.updatedAt,
    })
    .from(calendarHolds)
    .leftJoin(bookings, eq(bookings.id, calendarHolds.bookingId))
    .where(
      and(
        eq(calendarHolds.assetId, assetId),
        gt(calendarHolds.end, today),
        sql`not coalesce(${overdueRequest}, false)`,
      ),
    )
    .orderBy(asc(calendarHolds.start));
}

/** The holds of other kinds than a block that share a night with [start, end). */
export function holdsOverlapping(db: Db, assetId: string, start: string, end: string) {
  return db
    .select({ kind: calendarHolds.kind, start: calendarHolds.start, end: calendarHolds.end })
    .from(calendarHolds)
    .where(
      and(
        eq(calendarHolds.assetId, assetId),
        sql`${calendarHolds.kind} <> 'block'`,
        sql`daterange(${calendarHolds.start}, ${calendarHolds.end}, '[)') && daterange(${start}::date, ${end}::date, '[)')`,
      ),
    );
}

/** Replaces a rental's blocks that end after `today` (past ones are history). */
export async function replaceBlocks(
  db: Db,
  assetId: string,
  blocks: readonly { start: string; end: string; note?: string | null }[],
  today: string,
): Promise<void> {
  await db
    .delete(calendarHolds)
    .where(and(eq(calendarHolds.assetId, assetId), eq(calendarHolds.kind, 'block'), gt(calendarHolds.end, today)));
  if (!blocks.length) return;
  await db
    .insert(calendarHolds)
    .values(blocks.map((b) => ({ assetId, kind: 'block' as const, start: b.start, end: b.end, note: b.note || null })));
}

/** Holds an imported event's nights, or moves them; the exclusion constraint refuses an overlap (23P01). */
export async function upsertFeedHold(
  db: Db,
  hold: { assetId: string; feedEventId: string; start: string; end: string },
): Promise<void> {
  await db
    .insert(calendarHolds)
    .values({ ...hold, kind: 'feed' })
    .onConflictDoUpdate({
      target: calendarHolds.feedEventId,
      set: { start: hold.start, end: hold.end, updatedAt: sql`now()` },
    });
}

export async function deleteFeedHolds(db: Db, feedEventIds: readonly string[]): Promise<void> {
  if (!feedEventIds.length) return;
  await db.delete(calendarHolds).where(inArray(calendarHolds.feedEventId, [...feedEventIds]));
}

// ---------------------------------------------------------------------------------------------
// The public availability answer

/**
 * The rental's availability as the API sends it: its seasons that have not ended before
 * `today`, then one `booked` entry per hold still to come (its first and last night), whatever
 * holds it. Every entry carries the rental's hours and terms.
 */
export async function availabilityEntries(db: Db, assetId: string, today: string): Promise<AvailabilityEntry[]> {
  const settings = await findSettings(db, assetId);
  const seasons = await listSeasons(db, assetId, today);
  const holds = await listHolds(db, assetId, today);
  return entriesOf(assetId, settings, seasons, holds);
}

/** A moment as JSON text the way Date.toISOString() writes it (PostgreSQL keeps microseconds; a Date, milliseconds). */
const isoMillis = (moment: SQL) =>
  sql`to_char(date_trunc('milliseconds', ${moment}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * availabilityEntries of many rentals in one query, keeping only the entries that touch the
 * nights [checkIn, checkOut), cut to them: what a dated list quotes its page with. A stay's quote
 * reads only its own nights, so it is the same as on every entry (docs/decisions/016-dated-search.md).
 * Each rental's settings, and its seasons and holds as JSON arrays, come in one row.
 */
export async function stayEntriesOf(
  db: Db,
  assetIds: readonly string[],
  today: string,
  checkIn: string,
  checkOut: string,
): Promise<Map<string, AvailabilityEntry[]>> {
  if (assetIds.length === 0) return new Map();
  const lastNight = addDays(checkOut, -1);
  type SeasonJson = Omit<StoredSeason, 'id' | 'assetId' | 'updatedAt'> & { updatedAt: string };
  const rows = await executePrepared<{
    id: string;
    settings: Omit<RentalSettings, 'updatedAt'> | null;
    seasons: SeasonJson[];
    holds: { start: string; end: string; updatedAt: string }[];
  }>(
    db,
    sql`select r.id,
      (select json_build_object('bookingMode', ${rentalSettings.bookingMode},
          'checkInHour', ${rentalSettings.checkInHour}, 'checkOutHour', ${rentalSettings.checkOutHour},
          'cancellationPolicy', ${rentalSettings.cancellationPolicy}, 'cleaningFee', ${rentalSettings.cleaningFee},
          'extraGuestFee', ${rentalSettings.extraGuestFee}, 'extraGuestsFrom', ${rentalSettings.extraGuestsFrom},
          'advanceNoticeDays', ${rentalSettings.advanceNoticeDays}, 'sameDayCutoffHours', ${rentalSettings.sameDayCutoffHours})
        from ${rentalSettings} where ${rentalSettings.assetId} = r.id) as settings,
      -- Cut to the stay's nights, which are all a quote reads: a season of months is then
      -- expanded into a few days, not all of them (the quote is the same).
      coalesce((select json_agg(json_build_object('type', ${availability.type},
          'start', greatest(${availability.start}, ${checkIn}::date), 'end', least(${availability.end}, ${lastNight}::date),
          'minDays', ${availability.minDays}, 'maxDays', ${availability.maxDays},
          'startDays', ${availability.startDays}, 'endDays', ${availability.endDays},
          'price', ${availability.price}, 'weekendPrice', ${availability.weekendPrice},
          'updatedAt', ${isoMillis(sql`${availability.updatedAt}`)}
        ) order by ${availability.start}, ${availability.updatedAt})
        from ${availability}
        where ${availability.assetId} = r.id and ${availability.end} >= ${today}::date
          and ${availability.end} >= ${checkIn}::date and ${availability.start} <= ${lastNight}::date), '[]') as seasons,
      coalesce((select json_agg(json_build_object(
          'start', greatest(${calendarHolds.start}, ${checkIn}::date), 'end', least(${calendarHolds.end}, ${checkOut}::date),
          'updatedAt', ${isoMillis(sql`${calendarHolds.updatedAt}`)}
        ) order by ${calendarHolds.start})
        from ${calendarHolds} left join ${bookings} on ${bookings.id} = ${calendarHolds.bookingId}
        where ${calendarHolds.assetId} = r.id and ${calendarHolds.end} > ${today}::date
          and ${calendarHolds.end} > ${checkIn}::date and ${calendarHolds.start} < ${checkOut}::date
          and not coalesce(${overdueRequest}, false)), '[]') as holds
    from unnest(${`{${assetIds.join(',')}}`}::uuid[]) as r(id)`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      entriesOf(
        row.id,
        row.settings ? { ...row.settings, updatedAt: null } : { ...DEFAULT_RENTAL_SETTINGS, updatedAt: null },
        row.seasons.map((season) => ({ ...season, updatedAt: new Date(season.updatedAt) })),
        row.holds.map((hold) => ({ ...hold, updatedAt: new Date(hold.updatedAt) })),
      ),
    ]),
  );
}

/** A rental's public entries from its settings, seasons and holds (in order). */
function entriesOf(
  assetId: string,
  settings: RentalSettings,
  seasons: readonly Omit<StoredSeason, 'id' | 'assetId'>[],
  holds: readonly { start: string; end: string; updatedAt: Date }[],
): AvailabilityEntry[] {
  const common = {
    asset_id: assetId,
    checkInHour: settings.checkInHour,
    checkOutHour: settings.checkOutHour,
    bookingMode: settings.bookingMode,
    cancellationPolicy: settings.cancellationPolicy,
    cleaningFee: settings.cleaningFee,
    extraGuestFee: settings.extraGuestFee,
    extraGuestsFrom: settings.extraGuestsFrom,
    advanceNoticeDays: settings.advanceNoticeDays,
    sameDayCutoffHours: settings.sameDayCutoffHours,
  };
  const single = (days: number[] | null) => (days?.length === 1 ? days[0]! : null);
  return [
    ...seasons.map((s) => ({
      type: s.type,
      start: s.start,
      end: s.end,
      ...common,
      minDays: s.minDays,
      maxDays: s.maxDays,
      startDay: single(s.startDays),
      endDay: single(s.endDays),
      startDays: s.startDays,
      endDays: s.endDays,
      price: s.price,
      weekendPrice: s.weekendPrice,
      updatedAt: s.updatedAt.toISOString(),
    })),
    ...holds.map((h) => ({
      type: AVAILABILITY_BOOKED_TYPE,
      start: h.start,
      // Its last night: the day before the end of [start, end).
      end: addDays(h.end, -1),
      ...common,
      minDays: 1,
      startDay: null,
      endDay: null,
      price: 0,
      updatedAt: h.updatedAt.toISOString(),
    })),
  ];
}

/**
 * A stay as a dated list asks for it: its days, its guests (all of them, for the extra-guest
 * fee), and the town's clock it is asked at (for the advance notice).
 */
export interface StayAsked {
  checkIn: string;
  checkOut: string;
  guests: number;
  now: TownClock;
}

/**
 * earliestCheckIn() of @town/shared/rentals in SQL, on a rental's settings row `rs` (null: the
 * defaults): whether a stay beginning on `checkIn` gives the rental the notice it asks for.
 * Held to it by open-stays.property.test.ts.
 */
function advanceNoticeKept(checkIn: string, now: TownClock): SQL {
  const daysAhead = daysBetween(now.today, checkIn);
  const notice = sql`coalesce(rs.advance_notice_days, ${DEFAULT_RENTAL_SETTINGS.advanceNoticeDays}::smallint)`;
  const cutoff = sql`coalesce(rs.same_day_cutoff_hours, ${DEFAULT_RENTAL_SETTINGS.sameDayCutoffHours}::smallint)`;
  const checkInMinutes = sql`(substr(coalesce(rs.check_in_hour, ${DEFAULT_RENTAL_SETTINGS.checkInHour}), 1, 2)::int * 60
    + substr(coalesce(rs.check_in_hour, ${DEFAULT_RENTAL_SETTINGS.checkInHour}), 4, 2)::int)`;
  return sql`(case when ${notice} > 0 then ${daysAhead}::int >= ${notice}
    else ${daysAhead}::int >= 1 or ${minutesOfHour(now.time)}::int <= ${checkInMinutes} - ${cutoff} * 60 end)`;
}

/**
 * The dated list's one query: the rentals where a booking of the stay keeps every rule of their
 * seasons and no live hold touches its nights, each with the stay's total as quoteStay() makes it
 * (docs/decisions/017-rental-nights.md). From `rental_nights`: the check-in night's row says
 * whether the nights run unbroken to the check-out (`run_end`), the shortest and longest stay and
 * the arrival weekdays; the last night's row the departure weekdays and, with the first's, the
 * nights' total (`price_to`). The fees are the rental's settings'. Holds are read live (the GiST
 * index on their nights), so a booking leaves the list at once. Every rental of the town is
 * answered (two index ranges of one night each, never more than the town's rentals): which of
 * them to show, and the rules that are the same for every rental (check-in not before today,
 * nights within the horizon and MAX_STAY_DAYS, the guests), are the caller's; the advance
 * notice is each rental's.
 */
export function openStaysQuery(stay: StayAsked): SQL {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const lastNight = addDays(stay.checkOut, -1);
  return sql`select f.asset_id as id,
      (l.price_to - f.price_to + f.price + coalesce(rs.cleaning_fee, 0)
        + case when rs.extra_guest_fee > 0 and ${stay.guests}::int > rs.extra_guests_from
            then (${stay.guests}::int - rs.extra_guests_from) * ${nights}::int * rs.extra_guest_fee else 0 end
      )::int as total
    from ${rentalNights} f
    join ${rentalNights} l on l.asset_id = f.asset_id and l.night = ${lastNight}::date
    left join ${rentalSettings} rs on rs.asset_id = f.asset_id
    where f.night = ${stay.checkIn}::date
      and f.run_end >= ${stay.checkOut}::date
      and ${nights}::int between f.min_days and coalesce(f.max_days, ${MAX_STAY_DAYS}::int)
      and (f.start_days is null or ${weekdayOf(stay.checkIn)}::smallint = any(f.start_days))
      and (l.end_days is null or ${weekdayOf(stay.checkOut)}::smallint = any(l.end_days))
      and ${advanceNoticeKept(stay.checkIn, stay.now)}
      and f.asset_id not in (
        select h.asset_id from ${calendarHolds} h
        where daterange(h.start, h."end", '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')
          and (h.booking_id is null or h.booking_id not in (
            select ${bookings.id} from ${bookings} where ${overdueRequest}
          ))
      )`;
}

/** openStaysQuery's answer: each open rental's total. */
export async function openStays(db: Db, stay: StayAsked): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; total: number }>(openStaysQuery(stay));
  return new Map(result.rows.map((row) => [row.id, row.total]));
}

// ---------------------------------------------------------------------------------------------
// Bookings

export interface NewBooking {
  assetId: string;
  userId: string;
  status: 'pending' | 'confirmed';
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
  fees: StayFee[];
  cancellationPolicy: CancellationPolicy;
  /** A request's deadline. */
  expiresAt: Date | null;
}

/** Inserts a booking; its hold's exclusion constraint refuses an overlap (SQLSTATE 23P01). */
export async function insertBooking(db: Db, booking: NewBooking): Promise<string> {
  const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
  return row!.id;
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
    timeZone: TOWN_TIME_ZONE,
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
 * `from` and beginning before `to`; soonest check-in first.
 */
export async function listAssetBookings(
  db: Db,
  assetIds: readonly string[],
  query: { status?: BookingStatus[]; from?: string; to?: string; limit: number; offset: number },
): Promise<{ items: BookingRecord[]; total: number }> {
  if (!assetIds.length) return { items: [], total: 0 };
  const where = and(
    inArray(bookings.assetId, [...assetIds]),
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
