import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_TYPES, MAX_STAY_DAYS } from '@town/shared';
import { newBookingReference } from '@town/shared/booking-reference';
import drizzleConfig from '../../drizzle.config.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DRIZZLE_KIT_BIN = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('the migration chain', () => {
  it('is complete: generating from the current schema writes no new migration', () => {
    // drizzle-kit generate with the project's configuration, into a copy of the committed
    // migrations (its `out` must be relative to the working directory).
    const work = mkdtempSync(join(tmpdir(), 'town-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, join(work, 'migrations'), { recursive: true });
      const config = { ...drizzleConfig, schema: resolve(API_DIR, String(drizzleConfig.schema)), out: './migrations' };
      writeFileSync(join(work, 'drizzle.config.mjs'), `export default ${JSON.stringify(config)};\n`);
      const run = spawnSync(process.execPath, [DRIZZLE_KIT_BIN, 'generate', '--config', 'drizzle.config.mjs'], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output).toBe(0);
      expect(output).toContain('No schema changes');
      expect(filesUnder(join(work, 'migrations'))).toEqual(filesUnder(MIGRATIONS_DIR));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('the migration journal', () => {
  it('is as drizzle-kit writes it: numbered in order, each with its SQL and snapshot, later than the one before', () => {
    // The migrator applies a migration only when its `when` is later than the last one applied:
    // a journal edited by hand (an earlier or equal time) would skip it on databases already migrated.
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const files = filesUnder(MIGRATIONS_DIR);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      expect(files).toContain(`${entry.tag}.sql`);
      expect(files).toContain(join('meta', `${String(i).padStart(4, '0')}_snapshot.json`));
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    expect(files.filter((file) => file.endsWith('.sql'))).toHaveLength(journal.entries.length);
  });
});

describe('the migrated database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  let assetId: string;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    assetId = await insertAsset('property');
    const user = await client.query<{ id: string }>(
      `insert into users (email, name, password_hash) values ('guest@example.com', 'Guest', 'x') returning id`,
    );
    userId = user.rows[0]!.id;
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  async function insertAsset(type: string): Promise<string> {
    const result = await client.query<{ id: string }>(
      `insert into assets (type, category, address, lat, lng) values ($1, 'flat', 'Calle Mayor 1', 40, -3) returning id`,
      [type],
    );
    return result.rows[0]!.id;
  }

  /** The constraint a statement broke, or undefined when it went through. */
  async function brokenConstraint(statement: Promise<unknown>): Promise<string | undefined> {
    try {
      await statement;
      return undefined;
    } catch (error) {
      expect((error as pg.DatabaseError).code).toBe('23514');
      return (error as pg.DatabaseError).constraint;
    }
  }

  it('takes every asset type of the shared list, and no other', async () => {
    for (const type of ASSET_TYPES) await insertAsset(type);
    expect(await brokenConstraint(insertAsset('castle'))).toBe('assets_type_check');
  });

  it('holds stays and minimum stays to MAX_STAY_DAYS nights', async () => {
    const availability = (minDays: number) =>
      client.query(
        `insert into availability (asset_id, start, "end", min_days, price) values ($1, '2030-01-01', '2030-12-31', $2, 90)`,
        [assetId, minDays],
      );
    expect(await brokenConstraint(availability(MAX_STAY_DAYS))).toBeUndefined();
    expect(await brokenConstraint(availability(MAX_STAY_DAYS + 1))).toBe('availability_min_days_check');

    const booking = (checkIn: string, nights: number) =>
      client.query(
        `insert into bookings (asset_id, user_id, check_in, check_out, check_in_hour, check_out_hour, nights,
           adults, children, total_price, price_bands, reference)
         values ($1, $2, $3::date, $3::date + $4::int, '17:00', '12:00', $4, 2, 0, 0, '[]', $5)`,
        [assetId, userId, checkIn, nights, newBookingReference()],
      );
    expect(await brokenConstraint(booking('2031-01-01', MAX_STAY_DAYS))).toBeUndefined();
    expect(await brokenConstraint(booking('2032-01-01', MAX_STAY_DAYS + 1))).toBe('bookings_nights_check');
  });
});
