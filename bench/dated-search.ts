// The dated rental search (docs/benchmarks.md#api-the-dated-rental-search) on a big town:
// 10,000 published assets, 2,000 of them holiday rentals with a year of seasons, bookings and
// blocks; 20 connections ask for many different stays (dates over the year, 2–14 nights,
// guests, sorted by total or not, first or second page), none twice. Against a bare node:http
// server sending an answer of the same size. Also writes the EXPLAIN (ANALYZE, BUFFERS) of the
// dated query. Writes bench/results/dated-search.md.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { DEV_APP_KEY } from '../apps/api/src/config.ts';
import { createDatabase, createPool } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { openStaysQuery } from '../apps/api/src/modules/bookings/stays-search.repository.ts';
import { seedTown } from '../apps/api/src/seed/seed-town.ts';
import { BOOKABLE_LIST, listQuery } from '../packages/shared/src/asset-types.ts';
import { addDays, dayInTimeZone, townClock, weekdayOf } from '../packages/shared/src/availability.ts';
import { DEFAULT_LANGUAGE } from '../packages/shared/src/languages.ts';
import { startBareServer } from './support/bare-server.ts';
import { cpuMicros } from './support/load.ts';
import { seedRentalTown, type RentalTown } from './support/rental-town.ts';
import { ROOT, startServer } from './support/server.ts';
import { openBenchDatabase } from './support/database.ts';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 10_000);
const RENTALS = Number(process.env.BENCH_RENTALS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Different searches, each asked once. */
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 4_000);
const WARM_UP = 300;
/** The dated search's aim, under 20 connections (docs/benchmarks.md#api-the-dated-rental-search). */
const AIM_P99_MS = 50;

/** mulberry32: the same searches every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Searches as visitors make them: half in the summer months, the rest over the whole year;
 * mostly 3 to 7 nights, up to 14 (in July and August mostly a week or two from a Saturday); mostly two adults, families, some alone or in groups; half
 * sorted by total; one in seven on the second page; in three languages. Never the same twice.
 */
function searches(count: number, today: string, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(weighted: [T, number][]) => {
    let r = next() * weighted.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of weighted) if ((r -= weight) < 0) return value;
    return weighted.at(-1)![0];
  };
  const year = Number(today.slice(0, 4));
  const paths = new Set<string>();
  while (paths.size < count) {
    let checkIn = addDays(today, 1 + Math.floor(next() * 340));
    if (next() < 0.5) {
      // June to September of the coming summer.
      const summer = `${today.slice(5) > '09-15' ? year + 1 : year}-06-01`;
      checkIn = addDays(summer, Math.floor(next() * 115));
      if (checkIn <= today) checkIn = addDays(today, 1 + Math.floor(next() * 30));
    }
    let nights = pick<number>([
      [2, 8],
      [3, 14],
      [4, 12],
      [5, 10],
      [6, 6],
      [7, 16],
      [8, 3],
      [9, 2],
      [10, 4],
      [11, 1],
      [12, 1],
      [13, 1],
      [14, 5],
    ]);
    // In July and August most rentals change over on Saturdays, and most visitors search so.
    const month = checkIn.slice(5, 7);
    if ((month === '07' || month === '08') && next() < 0.7) {
      checkIn = addDays(checkIn, (6 - weekdayOf(checkIn) + 7) % 7);
      nights = next() < 0.75 ? 7 : 14;
    }
    const [adults, children] = pick<[number, number]>([
      [[2, 0], 30],
      [[2, 1], 12],
      [[2, 2], 14],
      [[1, 0], 8],
      [[3, 0], 6],
      [[4, 0], 8],
      [[4, 2], 6],
      [[2, 3], 3],
      [[6, 0], 3],
    ]);
    const query = new URLSearchParams({
      ...Object.fromEntries(new URLSearchParams(listQuery(BOOKABLE_LIST))),
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: String(adults),
      children: String(children),
      lang: pick([
        [DEFAULT_LANGUAGE, 5],
        ['en', 3],
        ['fr', 1],
        ['de', 1],
      ]),
    });
    if (next() < 0.5) query.set('sort', 'total-asc');
    if (next() < 1 / 7) query.set('offset', '24');
    paths.add(`/api/v1/asset?${query}`);
  }
  return [...paths];
}

interface Run {
  target: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  cpuMicrosPerRequest: number | undefined;
  /** CPU the PostgreSQL backends serving the run spent per request (a PostgreSQL on this machine). */
  dbCpuMicrosPerRequest?: number | undefined;
  non2xx: number;
  errors: number;
}

/** CPU time of each PostgreSQL backend connected to the bench's database, by process id. */
async function databaseCpu(): Promise<Map<number, number> | undefined> {
  const backends = await database.admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database.name,
  ]);
  const cpu = new Map<number, number>();
  for (const { pid } of backends.rows) {
    const micros = cpuMicros(pid);
    if (micros === undefined) return undefined;
    cpu.set(pid, micros);
  }
  return cpu;
}

/** Each path once, over CONNECTIONS connections. */
async function run(
  target: string,
  url: string,
  paths: string[],
  pid: number | undefined,
  measureDatabase = false,
): Promise<Run> {
  let next = 0;
  const dbBefore = measureDatabase ? await databaseCpu() : undefined;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: paths.length,
    headers: { 'x-app-key': DEV_APP_KEY },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  const cpuAfter = cpuMicros(pid);
  const dbAfter = measureDatabase ? await databaseCpu() : undefined;
  // Backends the run started count whole; one that ended during it is missed (the pool keeps them).
  const dbMicros =
    dbBefore && dbAfter
      ? [...dbAfter].reduce((sum, [backend, micros]) => sum + micros - (dbBefore.get(backend) ?? 0), 0)
      : undefined;
  return {
    target,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Math.round((cpuAfter - cpuBefore) / result.requests.total),
    dbCpuMicrosPerRequest: dbMicros === undefined ? undefined : Math.round(dbMicros / result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const work = mkdtempSync(join(tmpdir(), 'town-bench-dated-'));
// BENCH_DATABASE keeps the seeded town in a database of that name for the next run (seeding
// takes minutes): made and seeded when missing, then only migrated, and never dropped.
const kept = process.env.BENCH_DATABASE;
const database = await openBenchDatabase({ keep: kept });

try {
  await runMigrations(database.url);
  const pool = createPool(database.url, 4);
  const db = createDatabase(pool);
  let seeded = { assets: ASSETS };
  let town: RentalTown;
  const townFile = join(tmpdir(), `${database.name}.json`);
  if (database.existed) {
    town = JSON.parse(readFileSync(townFile, 'utf8')) as RentalTown;
  } else {
    seeded = await seedTown(db, work, { assets: ASSETS });
    town = await seedRentalTown(database.url, RENTALS);
    if (kept) writeFileSync(townFile, JSON.stringify(town));
  }
  // What autovacuum does on a site that has run a while: statistics, and the visibility map
  // that lets the dated query read rental_nights from its index alone.
  for (const table of ['assets', 'asset_texts', 'availability', 'rental_nights', 'calendar_holds', 'bookings']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  console.info(`seeded ${seeded.assets} assets, ${JSON.stringify(town)}`);

  const today = dayInTimeZone(new Date());
  const measured = searches(SEARCHES, today, 14);
  const asked = new Set(measured);
  const warmUp = searches(SEARCHES + WARM_UP, today, 41)
    .filter((path) => !asked.has(path))
    .slice(0, WARM_UP);

  await pool.end();
  const api = await startServer(
    { DATABASE_URL: database.url, DATA_DIR: work, SEED_ON_EMPTY: 'false', WEB_DIST: join(work, 'no-web') },
    { production: true },
  );
  const runs: Run[] = [];
  let sizes: number[] = [];
  let listed: number[] = [];
  try {
    // What the searches answer: sizes and how many rentals each lists (a sample, one at a time).
    for (const path of measured.slice(0, 200)) {
      const res = await fetch(`${api.url}${path}`, { headers: { 'x-app-key': DEV_APP_KEY } });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 300)}`);
      sizes.push(body.length);
      listed.push((JSON.parse(body.toString()) as { total: number }).total);
    }
    sizes = sizes.sort((a, b) => a - b);
    listed = listed.sort((a, b) => a - b);
    const typical = sizes[Math.floor(sizes.length / 2)]!;

    // The reference: the same number of requests for a static JSON of the typical answer's size.
    const bodyFile = join(work, 'body.json');
    writeFileSync(bodyFile, JSON.stringify({ items: [], pad: 'x'.repeat(Math.max(0, typical - 24)) }));
    const manifest = join(work, 'bare.json');
    writeFileSync(
      manifest,
      JSON.stringify({ '/api/v1/asset': { file: bodyFile, headers: { 'content-type': 'application/json' } } }),
    );
    const bare = await startBareServer(manifest, await freePort());
    try {
      await run('warm-up', api.url, warmUp, undefined);
      runs.push(await run('API: dated searches (Fastify + PostgreSQL)', api.url, measured, api.process.pid, true));
      await run('warm-up', bare.url, measured.slice(0, WARM_UP), undefined);
      runs.push(await run('bare node:http, a static JSON of the same size', bare.url, measured, bare.process.pid));
    } finally {
      bare.stop();
    }
  } finally {
    await api.stop();
  }

  // The plan of the dated query, for a summer week and a short stay out of season.
  const planPool = createPool(database.url, 1);
  const planDb = createDatabase(planPool);
  const explain = async (checkIn: string, nights: number) => {
    const plan = await planDb.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${openStaysQuery({ checkIn, checkOut: addDays(checkIn, nights), guests: 4, now: townClock() })}`,
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const july = `${today.slice(5) > '07-01' ? Number(today.slice(0, 4)) + 1 : today.slice(0, 4)}-07-10`;
  const summer = addDays(july, (6 - weekdayOf(july) + 7) % 7);
  const autumn = addDays(today, 40);
  const plans = [
    { label: `a week from Saturday ${summer}, 4 guests`, plan: await explain(summer, 7) },
    { label: `3 nights from ${autumn}, 4 guests`, plan: await explain(autumn, 3) },
  ];
  await planPool.end();

  const [apiRun, bareRun] = runs as [Run, Run];
  const percentile = (values: number[], p: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * p))]!;
  const table = [
    '| target | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | CPU µs/request | PostgreSQL CPU µs/request | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (r) =>
        `| ${r.target} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.cpuMicrosPerRequest ?? 'n/a'} | ${r.dbCpuMicrosPerRequest ?? '–'} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n');
  const report = `# Dated rental search on a big town

${seeded.assets.toLocaleString('en')} published assets, ${town.rentals.toLocaleString('en')} of them holiday rentals with a year of
seasons (${town.seasons.toLocaleString('en')} in all: low, mid, shoulder, Easter, Christmas and summer with Saturday changeovers;
weekend prices on half of them, longest stays on some, arrival or departure weekdays on some), terms and fees
(cleaning, extra guests, request or instant), ${town.bookings.toLocaleString('en')} confirmed bookings, ${town.requests.toLocaleString('en')} requests and
${town.blocks.toLocaleString('en')} blocks: ${Math.round(town.heldShare * 100)}% of the offered nights of the coming year held. Tables vacuumed and analysed
after seeding, as autovacuum leaves them on a site that has run a while.

${SEARCHES.toLocaleString('en')} different searches (\`GET /api/v1/asset?type=property&rent=true&checkIn=…&checkOut=…&adults=…&children=…\`),
each asked once, over ${CONNECTIONS} connections (autocannon, a fixed number of requests), after ${WARM_UP} others as a warm-up:
half of them in June–September, the rest over the year; 2–14 nights, mostly 3–7 (in July and August 70% a week
or two from a Saturday, as most rentals change over then); one to six adults, with or without
children; half sorted by total (\`sort=total-asc\`), the rest by the default order; one in seven asks for the second
page; es, en, fr or de. In a sample of 200 of them one at a time, the answers list ${percentile(listed, 0.1)} / ${percentile(listed, 0.5)} / ${percentile(listed, 0.9)}
rentals (10th / 50th / 90th percentile; ${listed.filter((n) => n === 0).length} list none) and weigh ${Math.round(percentile(sizes, 0.5) / 1024)} kB (median, not
compressed; autocannon does not ask for gzip). The reference is a bare node:http server in its own process sending a
static JSON of that median size, for the same requests over the same connections.

${table}

Aim: p99 ≤ ${AIM_P99_MS} ms under ${CONNECTIONS} connections: **${apiRun.p99 <= AIM_P99_MS ? 'met' : 'not met'}** (p99 ${apiRun.p99} ms; the bare server's ${bareRun.p99} ms).

The dated query's plan (\`openStaysQuery\`, apps/api/src/modules/bookings/stays-search.repository.ts), measured after the run:

${plans.map((p) => `${p.label}:\n\n\`\`\`\n${p.plan}\n\`\`\``).join('\n\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL on the same machine, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine).
Run: \`npm run bench -w bench -- dated-search\` or \`node --import tsx bench/dated-search.ts\` (BENCH_ASSETS, BENCH_RENTALS,
BENCH_CONNECTIONS, BENCH_SEARCHES, TEST_DATABASE_URL, BENCH_DATABASE to keep the seeded town for the next run).
`;
  console.info(`\n${report}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/dated-search.md'), report);
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
