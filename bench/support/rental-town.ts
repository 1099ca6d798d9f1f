// A big town's holiday rentals as hosts run them: a year of seasons (weekend prices, shortest and
// longest stays, arrival and departure weekdays on some), terms and fees, and the nights already
// held by bookings (confirmed, requests, a few requests past their time) and by hosts' blocks.
// Written straight into the database (the API would take minutes for ~50,000 holds); every
// row keeps the checks and the exclusion constraint, which PostgreSQL enforces anyway.
import pg from 'pg';
import { addDays, dayInTimeZone, weekdayOf } from '../../packages/shared/src/availability.ts';
import { AVAILABILITY_HORIZON_DAYS } from '../../packages/shared/src/constants.ts';
import { randomFrom, rentalRanges, seasonOf } from '../../apps/api/src/seed/availability.ts';

export interface RentalTown {
  rentals: number;
  seasons: number;
  bookings: number;
  requests: number;
  blocks: number;
  /** Nights held of all the nights offered in the coming year. */
  heldShare: number;
}

/** Rows in one INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values = batch
      .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await client.query(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${values}`,
      batch.flat(),
    );
  }
}

/**
 * Keeps `rentals` published holiday rentals (the others of the town become long-term lets, so the
 * town keeps its size) and gives each its calendar.
 */
export async function seedRentalTown(url: string, rentals: number): Promise<RentalTown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const today = dayInTimeZone(new Date());
    const all = (
      await client.query<{ id: string; price_night: number | null }>(
        `select id, price_night from assets where type = 'property' and rent and status = 'published' order by created_at, id`,
      )
    ).rows;
    if (all.length < rentals) throw new Error(`the town has ${all.length} holiday rentals, fewer than ${rentals}`);
    const surplus = all.slice(rentals).map((r) => r.id);
    await client.query(
      `update assets set rent = false, long = true, price_night = null, price_month = coalesce(price_month, 900)
       where id = any($1::uuid[])`,
      [surplus],
    );
    const kept = all.slice(0, rentals);

    const guest = (
      await client.query<{ id: string }>(
        `insert into users (email, name, password_hash) values ('bench-guest@bench.example', 'Bench Guest', 'x') returning id`,
      )
    ).rows[0]!.id;

    const seasonRows: unknown[][] = [];
    const settingRows: unknown[][] = [];
    const bookingRows: unknown[][] = [];
    const blockRows: unknown[][] = [];
    let offered = 0;
    let held = 0;
    let requests = 0;
    const horizon = addDays(today, AVAILABILITY_HORIZON_DAYS);
    for (const rental of kept) {
      const random = randomFrom(`bench:${rental.id}`);
      const chance = (p: number) => random() < p;
      const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
      const weekendPrices = chance(0.5);
      const longest = chance(0.3) ? 14 : chance(0.15) ? 21 : null;
      const arrivals = chance(0.15) ? [5, 6, 0] : null;
      const departures = chance(0.1) ? [0, 1, 6] : null;
      for (const range of rentalRanges(rental.id, rental.price_night ?? 90, today)) {
        const high = seasonOf(range.start).key === 'high';
        offered += Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
        seasonRows.push([
          rental.id,
          range.start,
          range.end,
          range.minDays,
          high || longest === null ? null : Math.max(longest, range.minDays),
          range.startDay === null ? arrivals : [range.startDay],
          range.endDay === null ? departures : [range.endDay],
          range.price,
          weekendPrices && !high ? Math.round((range.price * 1.2) / 5) * 5 : null,
        ]);
      }
      settingRows.push([
        rental.id,
        chance(0.25) ? 'request' : 'instant',
        chance(0.6) ? int(3, 8) * 10 : 0,
        chance(0.3) ? int(1, 2) * 10 : 0,
        chance(0.5) ? int(2, 4) : null,
        ['flexible', 'moderate', 'strict'][int(0, 2)],
      ]);
      // The year ahead, night by night: a stay begins on a free night more often in summer.
      for (let night = addDays(today, int(1, 6)); night < horizon;) {
        const summer = ['high', 'shoulder'].includes(seasonOf(night).key);
        if (chance(summer ? 0.22 : 0.06)) {
          const nights = summer ? int(4, 14) : int(2, 7);
          const end = addDays(night, nights) < horizon ? addDays(night, nights) : horizon;
          held += Math.round((Date.parse(end) - Date.parse(night)) / 86_400_000);
          if (chance(0.12)) {
            blockRows.push([rental.id, night, end, 'block']);
          } else {
            const pending = chance(0.06);
            if (pending) requests++;
            // A few requests are past their time: they no longer hold their nights.
            const expiresAt = pending ? new Date(Date.now() + (chance(0.05) ? -3_600_000 : 20 * 3_600_000)) : null;
            bookingRows.push([
              rental.id,
              guest,
              night,
              end,
              '17:00',
              '12:00',
              (Date.parse(end) - Date.parse(night)) / 86_400_000,
              2,
              0,
              pending ? 'pending' : 'confirmed',
              100,
              '[]',
              expiresAt,
            ]);
          }
          // The next guest arrives on the check-out day at the soonest.
          night = addDays(end, weekdayOf(end) === 6 ? 0 : int(0, 3));
        } else {
          night = addDays(night, 1);
        }
      }
    }
    await insertRows(
      client,
      'availability',
      ['asset_id', 'start', 'end', 'min_days', 'max_days', 'start_days', 'end_days', 'price', 'weekend_price'],
      seasonRows,
    );
    await insertRows(
      client,
      'rental_settings',
      ['asset_id', 'booking_mode', 'cleaning_fee', 'extra_guest_fee', 'extra_guests_from', 'cancellation_policy'],
      settingRows,
    );
    await insertRows(
      client,
      'bookings',
      [
        'asset_id',
        'user_id',
        'check_in',
        'check_out',
        'check_in_hour',
        'check_out_hour',
        'nights',
        'adults',
        'children',
        'status',
        'total_price',
        'price_bands',
        'expires_at',
      ],
      bookingRows,
    );
    await insertRows(client, 'calendar_holds', ['asset_id', 'start', 'end', 'kind'], blockRows);
    await client.query('analyze');
    return {
      rentals: kept.length,
      seasons: seasonRows.length,
      bookings: bookingRows.length - requests,
      requests,
      blocks: blockRows.length,
      heldShare: held / offered,
    };
  } finally {
    await client.end();
  }
}
