import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  canTransition,
  INITIAL_BOOKING_STATUSES,
  LIVE_BOOKING_STATUSES,
  type BookingStatus,
} from '@town/shared/bookings';
import { isBookingReference, newBookingReference } from '@town/shared/booking-reference';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate.ts';
import { createTestDatabase } from '../../test/test-app.ts';

/*
 * What the database itself guarantees, whoever connects (docs/decisions/015): a booking changes
 * state only as BOOKING_TRANSITIONS lists, a live booking holds its nights in calendar_holds, and
 * no two holds of a rental share a night. Checked with straight SQL, as any other code would write.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const user = await client.query<{ id: string }>(
    `insert into users (email, name, password_hash) values ('guest@example.com', 'Guest', 'x') returning id`,
  );
  userId = user.rows[0]!.id;
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

async function newAsset(): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into assets (type, category, address, lat, lng, rent) values ('property', 'flat', 'Calle Mayor 1', 40, -3, true) returning id`,
  );
  return rows[0]!.id;
}

async function insertBooking(assetId: string, status: string, checkIn = '2031-05-01', nights = 3): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into bookings (asset_id, user_id, status, check_in, check_out, check_in_hour, check_out_hour, nights,
       adults, children, total_price, price_bands, expires_at, reference)
     values ($1, $2, $3, $4::date, $4::date + $5::int, '17:00', '12:00', $5, 2, 0, 300, '[]', now() + interval '1 day', $6)
     returning id`,
    [assetId, userId, status, checkIn, nights, newBookingReference()],
  );
  return rows[0]!.id;
}

/** Moves a booking to `to` with what that state needs besides (as any writer would), by straight SQL. */
function setStatus(id: string, to: string) {
  return client.query(
    `update bookings set status = $2,
       cancelled_at = case when $2 = 'cancelled' then now() end,
       cancelled_by = case when $2 = 'cancelled' then 'guest' end
     where id = $1`,
    [id, to],
  );
}

/** The SQLSTATE and constraint a statement failed with, or undefined when it went through. */
async function refusal(statement: Promise<unknown>): Promise<{ code: string; constraint?: string } | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const { code, constraint } = error as pg.DatabaseError;
    return { code: code!, constraint };
  }
}

/** A booking in `status`, reached the way the shared list allows from a first state. */
async function bookingIn(status: BookingStatus): Promise<string> {
  const assetId = await newAsset();
  if ((INITIAL_BOOKING_STATUSES as readonly string[]).includes(status)) return insertBooking(assetId, status);
  const path = Object.values(BOOKING_TRANSITIONS).find((t) => t.to === status)!;
  const id = await insertBooking(assetId, path.from);
  expect(await refusal(setStatus(id, status))).toBeUndefined();
  return id;
}

describe('the trigger on a booking’s state', () => {
  it('allows exactly the changes BOOKING_TRANSITIONS lists, between every two states', async () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (from === to) continue;
        const id = await bookingIn(from);
        const refused = await refusal(setStatus(id, to));
        if (canTransition(from, to)) expect(refused, `${from} → ${to}`).toBeUndefined();
        else expect(refused, `${from} → ${to}`).toEqual({ code: '23514', constraint: 'bookings_status_transition' });
      }
    }
  });

  it('lets a booking start only in a first state', async () => {
    const assetId = await newAsset();
    for (const status of BOOKING_STATUSES) {
      const refused = await refusal(insertBooking(assetId, status, '2032-01-01'));
      if ((INITIAL_BOOKING_STATUSES as readonly string[]).includes(status)) {
        expect(refused, status).toBeUndefined();
        await client.query(`delete from bookings where asset_id = $1`, [assetId]);
      } else {
        expect(refused, status).toEqual({ code: '23514', constraint: 'bookings_status_transition' });
      }
    }
  });
});

describe('held nights', () => {
  it('follow a booking’s state: held while live, freed when it leaves those states', async () => {
    const assetId = await newAsset();
    const holdsOf = async (id: string) =>
      (await client.query(`select kind, start::text, "end"::text from calendar_holds where booking_id = $1`, [id]))
        .rows;
    for (const status of LIVE_BOOKING_STATUSES) {
      const id = await insertBooking(assetId, status, status === 'pending' ? '2031-06-01' : '2031-07-01');
      expect((await holdsOf(id)).length, status).toBe(1);
    }
    const id = await insertBooking(assetId, 'pending', '2031-08-01');
    expect(await holdsOf(id)).toEqual([{ kind: 'booking', start: '2031-08-01', end: '2031-08-04' }]);
    await setStatus(id, 'declined');
    expect(await holdsOf(id)).toEqual([]);
  });

  it('never overlap, whatever holds them; a check-out day may be the next first night', async () => {
    const assetId = await newAsset();
    await insertBooking(assetId, 'confirmed', '2031-09-10', 4);
    const overlap = { code: '23P01', constraint: 'calendar_holds_no_overlap' };
    expect(await refusal(insertBooking(assetId, 'pending', '2031-09-13', 2))).toEqual(overlap);
    const block = (start: string, end: string) =>
      client.query(
        `insert into calendar_holds (asset_id, start, "end", kind, note) values ($1, $2, $3, 'block', 'x')`,
        [assetId, start, end],
      );
    expect(await refusal(block('2031-09-05', '2031-09-11'))).toEqual(overlap);
    const feed = client.query(
      `insert into calendar_holds (asset_id, start, "end", kind, feed_event_id) values ($1, '2031-09-12', '2031-09-20', 'feed', gen_random_uuid())`,
      [assetId],
    );
    expect(await refusal(feed)).toEqual(overlap);
    expect(await refusal(block('2031-09-05', '2031-09-10'))).toBeUndefined();
    expect(await refusal(insertBooking(assetId, 'confirmed', '2031-09-14', 2))).toBeUndefined();
    // Another rental's nights are its own.
    expect(await refusal(insertBooking(await newAsset(), 'confirmed', '2031-09-10', 4))).toBeUndefined();
  });

  it('name their source by kind, and only a block has a note', async () => {
    const assetId = await newAsset();
    const hold = (kind: string, note: string | null) =>
      client.query(
        `insert into calendar_holds (asset_id, start, "end", kind, note) values ($1, '2033-01-01', '2033-01-02', $2, $3)`,
        [assetId, kind, note],
      );
    expect(await refusal(hold('booking', null))).toEqual({ code: '23514', constraint: 'calendar_holds_source_check' });
    expect(await refusal(hold('feed', null))).toEqual({ code: '23514', constraint: 'calendar_holds_source_check' });
    expect(await refusal(hold('block', 'A note'))).toBeUndefined();
  });
});

describe('migrations 0009 and later on a database with bookings and seasons', () => {
  it('moves weekdays into sets and hours into the rental’s settings, holds live bookings, names past cancellations the guest’s, gives each booking a reference', async () => {
    const name = `town_t_${randomBytes(6).toString('hex')}`;
    const server = new URL(inject('pgServerUrl'));
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    server.pathname = `/${name}`;
    const url = server.toString();
    // The migrations up to 0008, from a folder of their own.
    const before = mkdtempSync(join(tmpdir(), 'town-0008-'));
    const db = new pg.Client({ connectionString: url });
    try {
      cpSync(MIGRATIONS_DIR, before, { recursive: true });
      const journalFile = join(before, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((e) => e.tag < '0009');
      writeFileSync(journalFile, JSON.stringify(journal));
      await runMigrations(url, before);

      await db.connect();
      const asset = (
        await db.query<{ id: string }>(
          `insert into assets (type, category, address, lat, lng, rent) values ('property', 'flat', 'Calle Mayor 1', 40, -3, true) returning id`,
        )
      ).rows[0]!.id;
      const user = (
        await db.query<{ id: string }>(
          `insert into users (email, name, password_hash) values ('g@example.com', 'G', 'x') returning id`,
        )
      ).rows[0]!.id;
      await db.query(
        `insert into availability (asset_id, start, "end", price, min_days, start_day, end_day, check_in_hour, check_out_hour)
         values ($1, '2031-06-01', '2031-08-31', 150, 7, 6, 6, '16:00', '11:00')`,
        [asset],
      );
      const booking = (status: string, checkIn: string) =>
        db.query(
          `insert into bookings (asset_id, user_id, status, check_in, check_out, check_in_hour, check_out_hour, nights,
             adults, children, total_price, price_bands, cancelled_at)
           values ($1, $2, $3, $4::date, $4::date + 7, '16:00', '11:00', 7, 2, 0, 1050, '[]',
             case when $3 = 'cancelled' then now() end)`,
          [asset, user, status, checkIn],
        );
      await booking('confirmed', '2031-06-07');
      await booking('cancelled', '2031-06-07');

      await runMigrations(url);
      expect(
        (await db.query(`select start_days, end_days, price from availability where asset_id = $1`, [asset])).rows,
      ).toEqual([{ start_days: [6], end_days: [6], price: 150 }]);
      expect(
        (
          await db.query(
            `select check_in_hour, check_out_hour, booking_mode from rental_settings where asset_id = $1`,
            [asset],
          )
        ).rows,
      ).toEqual([{ check_in_hour: '16:00', check_out_hour: '11:00', booking_mode: 'instant' }]);
      expect(
        (
          await db.query(
            `select b.status, b.cancelled_by, b.cancellation_policy, h.start::text as hold
               from bookings b left join calendar_holds h on h.booking_id = b.id order by b.status`,
          )
        ).rows,
      ).toEqual([
        { status: 'cancelled', cancelled_by: 'guest', cancellation_policy: 'flexible', hold: null },
        { status: 'confirmed', cancelled_by: null, cancellation_policy: 'flexible', hold: '2031-06-07' },
      ]);
      // Migration 0019: the bookings made before references existed have one each, as new ones do.
      const references = (await db.query<{ reference: string }>(`select reference from bookings`)).rows.map(
        (row) => row.reference,
      );
      expect(references).toHaveLength(2);
      expect(new Set(references).size).toBe(2);
      for (const reference of references) expect(isBookingReference(reference), reference).toBe(true);
    } finally {
      await db.end();
      rmSync(before, { recursive: true, force: true });
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
