import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInTimeZone } from '@town/shared/availability';
import { sharedProcessEnv, startApiProcess, type ApiProcess } from '../../test/api-process.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { EXPIRE_REQUESTS_JOB } from './bookings.jobs.ts';

/*
 * Two API processes on one database, both running the job queue: each request past its time
 * expires once, with one mail to its guest, whichever process takes the minute's run
 * (docs/rules.md#requests).
 */

const APP_KEY = 'town-bookings-multi-process-test';
const REQUESTS = 6;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let a: ApiProcess;
let b: ApiProcess;
let sql: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'town-bookings-'));
  chmodSync(dataDir, 0o755);
  const env = {
    ...sharedProcessEnv({
      databaseUrl: database.url,
      dataDir,
      appKey: APP_KEY,
      authSecret: randomBytes(32).toString('hex'),
    }),
    // No demo town is needed, only one rental.
    SEED_ON_EMPTY: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function call(base: string, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  return fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      'x-app-key': APP_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function signup(name: string): Promise<{ token: string; id: string }> {
  const res = await call(a.url, 'POST', '/auth/signup', {
    email: `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@multi.example`,
    password: 'Sunny-Beach7',
    name,
    lang: 'fr',
  });
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  return { token, id: user.id };
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('expiring requests with two API processes', () => {
  it('expires each request once, with one mail, whichever process runs the job', async () => {
    const host = await signup('Iker Zubizarreta');
    const guest = await signup('Claire Martin');
    await sql.query(`update users set role = 'owner' where id = $1`, [host.id]);
    const { rows } = await sql.query<{ id: string }>(
      `insert into assets (type, category, rent, address, lat, lng, status, owner_id)
       values ('property', 'apartment', true, 'Carrer de la Mar, 3', 39.47, -0.32, 'published', $1) returning id`,
      [host.id],
    );
    const rentalId = rows[0]!.id;
    const inDays = (n: number) => addDays(dayInTimeZone(new Date()), n);
    const calendar = await call(
      b.url,
      'PUT',
      `/owner/assets/${rentalId}/availability`,
      { bookingMode: 'request', seasons: [{ start: inDays(1), end: inDays(90), price: 100 }] },
      host.token,
    );
    expect(calendar.status, await calendar.clone().text()).toBe(200);

    // Requests made half through each process.
    for (let n = 0; n < REQUESTS; n++) {
      const res = await call(
        n % 2 ? b.url : a.url,
        'POST',
        '/booking',
        {
          asset_id: rentalId,
          checkIn: inDays(10 + 5 * n),
          checkOut: inDays(12 + 5 * n),
          adults: 2,
        },
        guest.token,
      );
      expect(res.status, await res.clone().text()).toBe(201);
      expect(((await res.json()) as { status: string }).status).toBe('pending');
    }

    // Their time comes: the next minute's run expires them.
    const due = new Date();
    await sql.query(`update bookings set expires_at = now() - interval '1 second' where asset_id = $1`, [rentalId]);
    const expired = async () =>
      Number(
        (
          await sql.query<{ n: string }>(
            `select count(*) as n from bookings where asset_id = $1 and status = 'expired'`,
            [rentalId],
          )
        ).rows[0]!.n,
      );
    await until(async () => (await expired()) === REQUESTS, 'the expiry');

    const mails = await sql.query<{ n: string }>(
      `select count(*) as n from outbox where kind = 'booking-expired' and "to" like 'claire%'`,
    );
    expect(Number(mails.rows[0]!.n)).toBe(REQUESTS);
    const holds = await sql.query<{ n: string }>(`select count(*) as n from calendar_holds where asset_id = $1`, [
      rentalId,
    ]);
    expect(Number(holds.rows[0]!.n)).toBe(0);
    // The runs that did it say how many each expired: together, each request once.
    const expiredByRuns = async () =>
      (
        await sql.query<{ output: { expired: number } }>(
          `select output from pgboss.job where name = $1 and state = 'completed' and created_on > $2`,
          [EXPIRE_REQUESTS_JOB, due],
        )
      ).rows.reduce((sum, run) => sum + run.output.expired, 0);
    await until(async () => (await expiredByRuns()) >= REQUESTS, 'the runs’ completion');
    expect(await expiredByRuns()).toBe(REQUESTS);
  }, 240_000);
});
