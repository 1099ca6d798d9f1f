import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedProcessEnv, startApiProcess, type ApiProcess } from '../../test/api-process.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { CALENDAR_SYNC_JOB } from './calendars.job.ts';
import { allDay, icsOf, startFeedServer, type FeedServer } from './calendars.test-support.ts';

/*
 * Two API processes on one database, both running the job queue: each feed's scheduled sync
 * happens once, whichever process takes the minute's run (docs/rules.md#calendar-sync).
 */

const APP_KEY = 'town-calendars-multi-process-test';
const FEEDS = 6;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let a: ApiProcess;
let b: ApiProcess;
let feeds: FeedServer;
let sql: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'town-calendars-'));
  chmodSync(dataDir, 0o755);
  feeds = await startFeedServer();
  const env = {
    ...sharedProcessEnv({
      databaseUrl: database.url,
      dataDir,
      appKey: APP_KEY,
      authSecret: randomBytes(32).toString('hex'),
    }),
    // The stand-in provider is on 127.0.0.1; no demo town is needed, only one rental.
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
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
  await feeds?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function post(base: string, path: string, body: unknown, token?: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'x-app-key': APP_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The minute's runs of the sync job that pg-boss has seen completed since `since`. */
async function completedRuns(since: Date): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(
    `select count(*) as n from pgboss.job where name = $1 and state = 'completed' and created_on > $2`,
    [CALENDAR_SYNC_JOB, since],
  );
  return Number(rows[0]!.n);
}

describe('the scheduled calendar sync with two API processes', () => {
  it('fetches each feed once per scheduled sync, whichever process runs it', async () => {
    const signup = await post(a.url, '/api/v1/auth/signup', {
      email: `host-${randomBytes(4).toString('hex')}@multi.example`,
      password: 'Sunny-Beach7',
      name: 'Iker Zubizarreta',
      lang: 'eu',
    });
    expect(signup.status).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    await sql.query(`update users set role = 'owner' where id = $1`, [user.id]);
    const { rows } = await sql.query<{ id: string }>(
      `insert into assets (type, category, rent, address, lat, lng, status, owner_id)
       values ('property', 'apartment', true, 'Carrer de la Mar, 3', 39.47, -0.32, 'published', $1) returning id`,
      [user.id],
    );
    const rentalId = rows[0]!.id;

    // Added half through each process; each is fetched once as it is added.
    const paths = Array.from({ length: FEEDS }, (_, n) => `/multi-${n}.ics`);
    for (const [n, path] of paths.entries()) {
      feeds.set(path, { ics: icsOf(allDay(`event-${n}`, '2099-01-01', '2099-01-03')) });
      const added = await post(
        n % 2 ? b.url : a.url,
        `/api/v1/owner/assets/${rentalId}/ical_feeds`,
        {
          url: feeds.url(path),
          name: `Feed ${n}`,
        },
        token,
      );
      expect(added.status, await added.clone().text()).toBe(201);
    }
    expect(paths.map((path) => feeds.hits(path))).toEqual(paths.map(() => 1));

    // Their time comes: the next minute's run syncs each of them.
    const due = new Date();
    await sql.query(`update ical_feeds set next_sync_at = now() - interval '1 second' where asset_id = $1`, [rentalId]);
    await until(async () => paths.every((path) => feeds.hits(path) >= 2), 'the scheduled sync');
    // One more minute's run after that, in which a second sync of any feed would show.
    const synced = new Date();
    await until(async () => (await completedRuns(synced)) >= 1, 'a later run');

    expect(paths.map((path) => feeds.hits(path))).toEqual(paths.map(() => 2));
    const logs = await sql.query<{ feed_id: string; n: string }>(
      `select f.id as feed_id, count(s.id) as n from ical_feeds f join ical_feed_syncs s on s.feed_id = f.id
       where f.asset_id = $1 group by f.id`,
      [rentalId],
    );
    expect(logs.rows.map((row) => Number(row.n))).toEqual(paths.map(() => 2));
    expect(await completedRuns(due)).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
