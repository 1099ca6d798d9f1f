import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween, weekdayOf, type AvailabilityEntry } from '@town/shared/availability';
import { minutesOfHour, type TownClock } from '@town/shared/days';
import { MAX_STAY_DAYS } from '@town/shared/constants';
import { DEFAULT_RENTAL_SETTINGS } from '@town/shared/rentals';
import { executePrepared } from '../../db/prepared.ts';
import { availability, bookings, calendarHolds, rentalNights, rentalSettings } from '../../db/schema/bookings.ts';
import { overdueRequest, type Db } from './bookings.shared.ts';
import { entriesOf, type RentalSettings, type StoredSeason } from './rental-calendar.repository.ts';

/*
 * The stays search's SQL: which rentals take a stay, at what total, for the dated list
 * (docs/decisions/017-rental-nights.md), and the few entries a page's quotes read.
 */

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
