import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../../test/api-process.ts';
import { sendJson, startProcessPair, until, type ProcessPair } from '../../test/process-pair.ts';
import { CALENDAR_SYNC_JOB } from './calendars.job.ts';
import { allDay, icsOf, startFeedServer, type FeedServer } from './calendars.test-support.ts';

/*
 * Two API processes on one database, both running the job queue: each feed's scheduled sync
 * happens once, whichever process takes the minute's run (docs/rules.md#calendar-sync).
 */

const APP_KEY = 'town-calendars-multi-process-test';
const FEEDS = 6;

let pair: ProcessPair;
let a: ApiProcess;
let b: ApiProcess;
let feeds: FeedServer;
let sql: pg.Client;

beforeAll(async () => {
  feeds = await startFeedServer();
  // The stand-in provider is on 127.0.0.1; no demo town is needed, only one rental.
  pair = await startProcessPair(APP_KEY, { ICAL_ALLOW_PRIVATE_HOSTS: 'true' });
  ({ a, b, sql } = pair);
}, 240_000);

afterAll(async () => {
  await pair?.close();
  await feeds?.close();
});

function post(base: string, path: string, body: unknown, token?: string) {
  return sendJson(base, APP_KEY, 'POST', path, body, token);
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
    const rentalId = await pair.rentalOwnedBy(user.id);

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
