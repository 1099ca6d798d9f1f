// A mixed load through nginx on two API processes sharing one PostgreSQL (as deploy/ runs them):
// lists, asset pages, search, menus, availability, sign-ins and bookings, 100 connections for
// 60 s; then, in the same run, bare node:http processes behind the same nginx, sending answers
// of the same mean size, as the machine's ceiling. Writes bench/results/mixed-load.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startNginx } from '../apps/api/src/test/nginx.ts';
import {
  checkBookings,
  machineLine,
  MIX,
  mixedLoad,
  percentile,
  prepareTown,
  startBareServers,
  startCluster,
} from './support/cluster.ts';
import { openBenchDatabase } from './support/database.ts';
import { ROOT } from './support/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const WARM_UP_S = 5;

interface Row {
  target: string;
  result: Result;
}

const row = ({ target, result }: Row) =>
  `| ${target} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${
    result.latency.p99
  } | ${(result.throughput.average / 1_048_576).toFixed(1)} | ${result.non2xx} | ${result.errors} | ${result.timeouts} |`;

const database = await openBenchDatabase({ tryThisMachine: true });
try {
  const cluster = await startCluster(database.url);
  let apiRow: Row;
  let load: ReturnType<typeof mixedLoad>;
  try {
    const town = await prepareTown(cluster.nginx.url, GUESTS);
    console.info(
      `${town.guests.length} guests, ${town.pages.length} pages, ${town.rentals.length} rentals, ${town.stays.length} free stays`,
    );
    load = mixedLoad(town);
    // A warm-up (not counted): the processes' caches filled and their code compiled.
    await autocannon({ url: cluster.nginx.url, connections: 10, duration: WARM_UP_S, requests: [load.request] });
    load.resetStats();
    const result = await autocannon({
      url: cluster.nginx.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [load.request],
    });
    apiRow = { target: 'API: 2 processes + PostgreSQL, mixed load', result };
  } finally {
    await cluster.stop();
  }
  const bookings = await checkBookings(database.url, load);

  // The reference: the same nginx rules and connections, answers of the API's mean size.
  const meanBytes = Math.round(apiRow.result.throughput.total / Math.max(1, apiRow.result.requests.total));
  const bare = await startBareServers(2, meanBytes);
  let bareRow: Row;
  try {
    const nginx = await startNginx({ upstreamPorts: bare.ports });
    try {
      await autocannon({ url: nginx.url, connections: 10, duration: WARM_UP_S });
      const result = await autocannon({ url: nginx.url, connections: CONNECTIONS, duration: DURATION_S });
      bareRow = { target: `bare node:http: 2 processes, ${meanBytes.toLocaleString('en')} bytes`, result };
    } finally {
      await nginx.stop();
    }
  } finally {
    bare.stop();
  }

  const kinds = MIX.map(({ kind, share }) => {
    const s = load.stats.get(kind)!;
    const statuses = [...s.statuses.entries()]
      .sort(([x], [y]) => x - y)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    return `| ${kind} | ${share}% | ${s.latencies.length} | ${Math.round(percentile(s.latencies, 50))} | ${Math.round(
      percentile(s.latencies, 99),
    )} | ${statuses} |`;
  });
  if (!bookings.sound) process.exitCode = 1;
  const ratio = Math.round((apiRow.result.requests.average / bareRow.result.requests.average) * 100);

  const report = `# Mixed load through nginx on two API processes

${CONNECTIONS} connections for ${DURATION_S} s (autocannon, after a ${WARM_UP_S} s warm-up) through nginx (Debian's, one
worker, deploy/nginx-proxy.conf's rules: a new connection to a process per request) to two API processes on one
PostgreSQL (${database.kind})${cluster.redis ? ', rate limits shared in Redis' : ', rate limits in each process (no Redis)'}, on the demo town. Every request is drawn at random from the mix below;
each comes from a client address of its own (X-Forwarded-For), so that rate limits count as for many visitors. Then,
in the same run, two bare node:http processes behind the same nginx answer every request with the API's mean answer
size: what this machine gives when the application does nothing.

| target | requests | req/s | p50 ms | p99 ms | MB/s | non-2xx | errors | timeouts |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${row(apiRow)}
${row(bareRow)}

The API serves **${ratio}%** of the bare servers' requests per second under this mix.

By kind of request (latency measured by the load generator, from building the request to its answer):

| kind | share | requests | p50 ms | p99 ms | answers |
|---|---:|---:|---:|---:|---|
${kinds.join('\n')}

Lists are \`GET /api/v1/asset?type=…\` in any of the nine languages, pages an asset or its description, search a list
with \`q\`, menus a restaurant's \`rest_menu_items\`, availability a rental's; sign-ins are a guest's right password
(argon2id, deliberately slow), bookings a signed-in guest's stay: a free one while any is left (${load.createdBookings.length}
made, warm-up included), then one already taken (409). In the database afterwards: ${bookings.summary}.

Machine: ${machineLine()}.
Run: \`node --import tsx bench/mixed-load.ts\` (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_GUESTS, TEST_DATABASE_URL).
`;
  console.info(`\n${report}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/mixed-load.md'), report);
} finally {
  await database.drop();
}
