// Booking throughput and conflict handling: 50 concurrent clients, many signed-in guests each
// booking random stays on a few popular rentals, so that many requests collide. Afterwards the
// database is checked: every 201 is a live booking, and no two live bookings of a rental overlap.
// Writes bench/results/bookings.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEV_APP_KEY } from '../apps/api/src/config.ts';
import { createDatabase, createPool } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedAvailability } from '../apps/api/src/seed/availability.ts';
import { seedTown } from '../apps/api/src/seed/seed-town.ts';
import {
  addDays,
  availabilityEntrySchema,
  dayInTimeZone,
  expandAvailability,
  rentalTermsOf,
  townClock,
} from '../packages/shared/src/availability.ts';
import { bookedNightsOf, quoteStay } from '../packages/shared/src/bookings.ts';
import { DEFAULT_LANGUAGE } from '../packages/shared/src/languages.ts';
import { ROOT, startServer } from './support/server.ts';
import { openBenchDatabase } from './support/database.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 100);
const RENTALS = Number(process.env.BENCH_RENTALS ?? 8);
/** A fixed number of requests, so that every answer is counted (a timed run cuts the last ones off). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
/** Stays start within this many days: a busy season, so that guests collide. */
const WINDOW_DAYS = 90;

const work = mkdtempSync(join(tmpdir(), 'town-bench-bookings-'));
const database = await openBenchDatabase();

const headers = { 'content-type': 'application/json', 'x-app-key': DEV_APP_KEY };

interface Stay {
  asset_id: string;
  checkIn: string;
  checkOut: string;
}

/** Every stay of each rental that keeps the rules now: what guests will try to book. */
async function candidateStays(apiUrl: string, rentalIds: string[]): Promise<Stay[]> {
  const today = dayInTimeZone(new Date());
  const stays: Stay[] = [];
  for (const id of rentalIds) {
    const res = await fetch(`${apiUrl}/api/v1/assets_availability/${id}`, { headers });
    const entries = ((await res.json()) as unknown[]).map((e) => availabilityEntrySchema.parse(e));
    const context = {
      days: expandAvailability(entries),
      bookedNights: bookedNightsOf(entries),
      now: townClock(),
      terms: rentalTermsOf(entries),
    };
    for (const day of context.days) {
      if (day.start > addDays(today, WINDOW_DAYS)) break;
      for (let nights = day.minDays; nights <= day.minDays + 5; nights++) {
        const checkOut = addDays(day.start, nights);
        if (quoteStay({ checkIn: day.start, checkOut }, context).quote)
          stays.push({ asset_id: id, checkIn: day.start, checkOut });
      }
    }
  }
  return stays;
}

try {
  await runMigrations(database.url);
  const pool = createPool(database.url, 4);
  const db = createDatabase(pool);
  const seeded = await seedTown(db, work, {});
  const ranges = await seedAvailability(db);
  await pool.end();
  console.info(`seeded ${seeded.assets} assets and ${ranges} availability ranges`);

  const api = await startServer({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    DATA_DIR: work,
    SEED_ON_EMPTY: 'false',
    WEB_DIST: join(work, 'no-web'),
    // Sign-up is limited per address: the bench acts as a proxy on loopback, and each guest signs up
    // from an address of its own (X-Forwarded-For).
    TRUST_PROXY: '127.0.0.1',
  });
  const tokens: string[] = [];
  const reports: string[] = [];
  try {
    for (let i = 0; i < GUESTS; i += 4) {
      const batch = Array.from({ length: Math.min(4, GUESTS - i) }, async (_, j) => {
        const n = i + j;
        const res = await fetch(`${api.url}/api/v1/auth/signup`, {
          method: 'POST',
          headers: { ...headers, 'x-forwarded-for': `198.18.${n >> 8}.${n & 255}` },
          body: JSON.stringify({
            email: `guest${n}@bench.example`,
            password: 'Sunny-Beach7',
            name: `Guest ${n}`,
            lang: DEFAULT_LANGUAGE,
          }),
        });
        if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
        tokens.push(((await res.json()) as { token: string }).token);
      });
      await Promise.all(batch);
    }
    const list = await fetch(`${api.url}/api/v1/asset?type=property&rent=true&limit=${RENTALS}`, { headers });
    const rentalIds = ((await list.json()) as { items: { id: string }[] }).items.map((r) => r.id);
    const stays = await candidateStays(api.url, rentalIds);
    console.info(`${tokens.length} guests, ${rentalIds.length} rentals, ${stays.length} candidate stays`);

    let next = 0;
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    const result = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      amount: REQUESTS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/booking',
          setupRequest: (request) => {
            next += 1;
            return {
              ...request,
              headers: { ...headers, authorization: `Bearer ${tokens[next % tokens.length]}` },
              body: JSON.stringify({ ...pick(stays), adults: 1 + (next % 2) }),
            };
          },
        },
      ],
    });
    const status = (code: number) => result.statusCodeStats?.[`${code}`]?.count ?? 0;
    const counted = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count ?? 0}`);

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    let live = 0;
    let overlaps = 0;
    try {
      live = Number(
        (await check.query(`select count(*) from bookings where status in ('pending', 'confirmed')`)).rows[0].count,
      );
      overlaps = Number(
        (
          await check.query(`
          select count(*) from bookings a join bookings b
            on a.asset_id = b.asset_id and a.id < b.id
           and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
          where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`)
        ).rows[0].count,
      );
    } finally {
      await check.end();
    }
    const sound = live === status(201) && overlaps === 0;
    reports.push(
      `| ${CONNECTIONS} | ${tokens.length} | ${rentalIds.length} | ${stays.length} | ${result.requests.total} | ${Math.round(
        result.requests.average,
      )} | ${result.latency.p50} | ${result.latency.p99} | ${status(201)} | ${status(409)} | ${
        result.requests.total - status(201) - status(409)
      } | ${result.errors} | ${live} | ${overlaps} |`,
    );
    console.info(`status codes: ${counted.join(', ')}; live bookings ${live}; overlapping pairs ${overlaps}`);
    if (!sound) process.exitCode = 1;

    const report = `# POST /api/v1/booking under contention

${REQUESTS.toLocaleString('en')} requests over ${CONNECTIONS} connections (autocannon) on the demo town (${seeded.assets} assets): ${tokens.length} signed-in guests
book random stays (each keeping the rules when the run starts) on the ${rentalIds.length} first holiday rentals, all
starting within ${WINDOW_DAYS} days, so that most requests soon ask for nights someone already holds. A 201 is a booking
made (rules checked, price computed, confirmation mail with its .ics recorded); a 409 is DATES_UNAVAILABLE, from the
pre-check or from PostgreSQL's exclusion constraint when two requests race.

| connections | guests | rentals | candidate stays | requests | req/s | p50 ms | p99 ms | 201 | 409 | other | errors | live bookings after | overlapping pairs |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${reports.join('\n')}

Afterwards, read from the database: the live bookings number exactly the 201 answers, and **${overlaps}** pairs of live
bookings of one rental overlap${sound ? '' : ' — THE CHECK FAILED'}.

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end of the run (other work shares this machine).
Run: \`node --import tsx bench/bookings.ts\` (BENCH_CONNECTIONS, BENCH_GUESTS, BENCH_RENTALS, BENCH_REQUESTS, TEST_DATABASE_URL).
`;
    console.info(`\n${report}`);
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/bookings.md'), report);
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
