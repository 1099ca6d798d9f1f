import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInTimeZone } from '@town/shared/availability';
import type { ApiProcess } from '../../test/api-process.ts';
import { sendJson, startProcessPair, until, type ProcessPair } from '../../test/process-pair.ts';
import { EXPIRE_REQUESTS_JOB } from './bookings.jobs.ts';

/*
 * Two API processes on one database, both running the job queue: each request past its time
 * expires once, with one mail to its guest, whichever process takes the minute's run
 * (docs/rules.md#requests).
 */

const APP_KEY = 'town-bookings-multi-process-test';
const REQUESTS = 6;

let pair: ProcessPair;
let a: ApiProcess;
let b: ApiProcess;
let sql: pg.Client;

beforeAll(async () => {
  // No demo town is needed, only one rental.
  pair = await startProcessPair(APP_KEY);
  ({ a, b, sql } = pair);
}, 240_000);

afterAll(async () => {
  await pair?.close();
});

function call(base: string, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  return sendJson(base, APP_KEY, method, `/api/v1${path}`, body, token);
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

describe('expiring requests with two API processes', () => {
  it('expires each request once, with one mail, whichever process runs the job', async () => {
    const host = await signup('Iker Zubizarreta');
    const guest = await signup('Claire Martin');
    const rentalId = await pair.rentalOwnedBy(host.id);
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
