// The busiest catalogue call, GET /api/v1/asset?type=property&rent=true, on a 10,000-asset town,
// against a bare node:http server sending the same bytes. Writes bench/results/asset-list.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_APP_KEY } from '../apps/api/src/config.ts';
import { createDatabase, createPool } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedTown } from '../apps/api/src/seed/seed-town.ts';
import { load, type LoadRow } from './support/load.ts';
import { ROOT, startServer } from './support/server.ts';
import { openBenchDatabase } from './support/database.ts';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 10_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PATH = '/api/v1/asset?type=property&rent=true';

const work = mkdtempSync(join(tmpdir(), 'town-bench-assets-'));
const database = await openBenchDatabase();

try {
  await runMigrations(database.url);
  const pool = createPool(database.url, 4);
  const seeded = await seedTown(createDatabase(pool), work, { assets: ASSETS });
  await pool.end();
  console.info(`seeded ${seeded.assets} assets in ${seeded.ms} ms`);

  const api = await startServer({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    DATA_DIR: work,
    SEED_ON_EMPTY: 'false',
    WEB_DIST: join(work, 'no-web'),
  });
  const headers = { 'x-app-key': DEV_APP_KEY };
  const sample = await fetch(`${api.url}${PATH}`, { headers });
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${PATH} answered ${sample.status}: ${body.toString().slice(0, 200)}`);
  const bodyFile = join(work, 'body.json');
  writeFileSync(bodyFile, body);

  // The bare server runs in a process of its own, as the API does.
  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
       require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
         res.end(body);
       }).listen(${barePort}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => bare.stdout!.once('data', resolve));

  const rows: LoadRow[] = [];
  try {
    rows.push(
      await load('API (Fastify + PostgreSQL)', `${api.url}${PATH}`, {
        headers,
        pid: api.process.pid,
        connections: CONNECTIONS,
        durationS: DURATION_S,
      }),
    );
    rows.push(
      await load('bare node:http, same bytes', `http://127.0.0.1:${barePort}/`, {
        headers: {},
        pid: bare.pid,
        connections: CONNECTIONS,
        durationS: DURATION_S,
      }),
    );
  } finally {
    bare.kill('SIGTERM');
    await api.stop();
  }

  const [apiRow, bareRow] = rows as [LoadRow, LoadRow];
  const ratio = Math.round((apiRow.requestsPerSecond / bareRow.requestsPerSecond) * 100);
  const table = [
    '| target | req/s | p50 ms | p99 ms | MB/s | CPU µs/request | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.throughputMBs} | ${r.cpuMicrosPerRequest ?? 'n/a'} | ${r.non2xx} | ${r.errors} |`,
    ),
  ].join('\n');
  const report = `# GET ${PATH}

${ASSETS.toLocaleString('en')} assets, ${CONNECTIONS} connections for ${DURATION_S} s each (autocannon), after a 2 s warm-up.
The answer is ${body.length.toLocaleString('en')} bytes (24 summaries with their srcset), not compressed (autocannon does not ask for gzip).

${table}

The API reaches **${ratio}%** of the bare server's throughput (aim: at least 50%, p99 under 50 ms)${
    apiRow.cpuMicrosPerRequest && bareRow.cpuMicrosPerRequest
      ? `; per request it spends ${Math.round(apiRow.cpuMicrosPerRequest / bareRow.cpuMicrosPerRequest)}× the bare server's CPU time`
      : ''
  }.
Cached answers are sent as stored bytes, and the catalogue's revision comes by LISTEN/NOTIFY, so
a request makes no database query; what remains is Fastify's request path and its hooks.

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine).
Run: \`npm run bench -w bench\` or \`node --import tsx bench/asset-list.ts\` (BENCH_ASSETS, BENCH_DURATION, TEST_DATABASE_URL).
`;
  console.info(`\n${report}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/asset-list.md'), report);
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
