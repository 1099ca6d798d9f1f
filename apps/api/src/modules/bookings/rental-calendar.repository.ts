import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { addDays, type AvailabilityEntry } from '@town/shared/availability';
import { AVAILABILITY_BOOKED_TYPE, type BookingStatus } from '@town/shared/bookings';
import { DEFAULT_RENTAL_SETTINGS, type HoldKind, type RentalTerms, type Season } from '@town/shared/rentals';
import { availability, bookings, calendarHolds, rentalSettings } from '../../db/schema/bookings.ts';
import { overdueRequest, type Db } from './bookings.shared.ts';

/*
 * The rental calendar's SQL: a rental's settings (its export secret among them), its seasons,
 * the nights held by blocks and imported events, and the public availability read from them
 * (docs/architecture.md#the-bookings-module).
 */

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

/** A rental's hours and terms, without when they last changed: what its calendar and its entries show. */
export function hoursAndTerms(settings: RentalSettings): Omit<RentalSettings, 'updatedAt'> {
  return {
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
}

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

/** A rental's public entries from its settings, seasons and holds (in order). */
export function entriesOf(
  assetId: string,
  settings: RentalSettings,
  seasons: readonly Omit<StoredSeason, 'id' | 'assetId'>[],
  holds: readonly { start: string; end: string; updatedAt: Date }[],
): AvailabilityEntry[] {
  const common = { asset_id: assetId, ...hoursAndTerms(settings) };
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
