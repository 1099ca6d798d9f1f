// A soak: the mixed load of bench/mixed-load.ts, steady, through nginx on two API processes for
// 10 minutes, each process's memory read from its /api/metrics every 30 s, to see whether it
// stays flat. Writes bench/results/soak.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { ApiProcess } from '../apps/api/src/test/api-process.ts';
import { checkBookings, machineLine, mixedLoad, prepareTown, startCluster } from './support/cluster.ts';
import { openBenchDatabase } from './support/database.ts';
import { ROOT } from './support/server.ts';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const SAMPLE_EVERY_S = 30;
/** Growth between the first samples after warming up and the last ones that still counts as flat. */
const FLAT_PERCENT = 10;
const FLAT_MB = 10;

interface Memory {
  rssMB: number;
  heapMB: number;
}
interface Sample {
  atS: number;
  requests: number;
  errors: number;
  processes: Memory[];
}

const MB = 1_048_576;

/** A process's resident memory and JavaScript heap in use, as its Prometheus metrics say. */
async function memoryOf(api: ApiProcess, token: string): Promise<Memory> {
  const res = await fetch(`${api.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/api/metrics answered ${res.status}`);
  const text = await res.text();
  const metric = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    if (!line) throw new Error(`/api/metrics has no ${name}`);
    return Number(line.split(' ')[1]) / MB;
  };
  return { rssMB: metric('process_resident_memory_bytes'), heapMB: metric('nodejs_heap_size_used_bytes') };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

const database = await openBenchDatabase({ tryThisMachine: true });
try {
  const cluster = await startCluster(database.url);
  const samples: Sample[] = [];
  let load: ReturnType<typeof mixedLoad>;
  let totalRequests = 0;
  try {
    const town = await prepareTown(cluster.nginx.url, GUESTS);
    load = mixedLoad(town);
    const answered = () => [...load.stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
    const failed = () =>
      [...load.stats.values()].reduce(
        (sum, s) => sum + [...s.statuses.entries()].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0),
        0,
      );
    const started = performance.now();
    const sample = async () => {
      samples.push({
        atS: Math.round((performance.now() - started) / 1000),
        requests: answered(),
        errors: failed(),
        processes: await Promise.all(cluster.processes.map((p) => memoryOf(p, cluster.metricsToken))),
      });
    };
    await sample();
    let instance: autocannon.Instance | undefined;
    const run = new Promise<Result>((resolve, reject) => {
      instance = autocannon(
        { url: cluster.nginx.url, connections: CONNECTIONS, duration: MINUTES * 60, requests: [load.request] },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    // A process that stops answering ends the soak, with what it last wrote.
    let sampleFailure: unknown;
    const sampler = setInterval(() => {
      sample().catch((error: unknown) => {
        sampleFailure ??= error;
        for (const [i, p] of cluster.processes.entries())
          console.info(`process ${i + 1}:\n${p.output().slice(-5_000)}`);
        instance?.stop();
      });
    }, SAMPLE_EVERY_S * 1000);
    try {
      totalRequests = (await run).requests.total;
    } finally {
      clearInterval(sampler);
    }
    if (sampleFailure) throw sampleFailure;
    // The last sample, unless the interval's has just been taken.
    if (performance.now() - started - samples.at(-1)!.atS * 1000 > 5_000) await sample();
  } finally {
    await cluster.stop();
  }
  const bookings = await checkBookings(database.url, load);

  const rows = samples.map((s, i) => {
    const previous = samples[i - 1];
    const perSecond = previous ? Math.round((s.requests - previous.requests) / Math.max(1, s.atS - previous.atS)) : 0;
    const memory = s.processes.map((p) => `${p.rssMB.toFixed(0)} | ${p.heapMB.toFixed(1)}`).join(' | ');
    return `| ${(s.atS / 60).toFixed(1)} | ${perSecond} | ${s.errors - (previous?.errors ?? 0)} | ${memory} |`;
  });

  // The middle fifth of the run (warmed up: caches filled, code compiled) against the last fifth.
  // Resident memory by its mean; the heap, which swings with each garbage collection, by its
  // lowest sample: the closest to what the process keeps.
  const seconds = MINUTES * 60;
  const middle = samples.filter((s) => s.atS >= seconds * 0.4 && s.atS < seconds * 0.6);
  const last = samples.filter((s) => s.atS >= seconds * 0.8);
  const measures = [
    { field: 'rssMB', label: 'resident memory (mean)', of: mean },
    { field: 'heapMB', label: 'JavaScript heap in use (lowest)', of: (values: number[]) => Math.min(...values) },
  ] as const;
  const verdicts = cluster.processes.flatMap((_, p) =>
    measures.map(({ field, label, of }) => {
      const before = of(middle.map((s) => s.processes[p]![field]));
      const after = of(last.map((s) => s.processes[p]![field]));
      const growth = after - before;
      const percent = before > 0 ? (growth / before) * 100 : 0;
      const flat = growth <= FLAT_MB || percent <= FLAT_PERCENT;
      const signed = (n: number, digits: number) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
      return {
        flat,
        line: `- process ${p + 1}, ${label}: ${before.toFixed(1)} MB → ${after.toFixed(1)} MB (${signed(
          growth,
          1,
        )} MB, ${signed(percent, 0)}%): ${flat ? 'flat' : '**grows**'}`,
      };
    }),
  );
  const allFlat = verdicts.every((v) => v.flat);

  const report = `# Soak: ${MINUTES} minutes of mixed load through nginx on two API processes

The mixed load of \`bench/mixed-load.ts\` (lists, pages, search, menus, availability, sign-ins, bookings), steady at
${CONNECTIONS} connections for ${MINUTES} minutes through nginx to two API processes on one PostgreSQL (${database.kind})${
    cluster.redis ? ', rate limits shared in Redis' : ''
  }: ${totalRequests.toLocaleString('en')} requests. Every ${SAMPLE_EVERY_S} s each process's resident memory (RSS) and
JavaScript heap in use are read from its \`/api/metrics\` (prom-client's \`process_resident_memory_bytes\` and
\`nodejs_heap_size_used_bytes\`).

| minute | req/s | 5xx | process 1 RSS MB | process 1 heap MB | process 2 RSS MB | process 2 heap MB |
|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

The middle fifth of the run (warmed up) against the last fifth (flat: at most ${FLAT_MB} MB or ${FLAT_PERCENT}% more):

${verdicts.map((v) => v.line).join('\n')}

**Memory ${allFlat ? 'stays flat' : 'does not stay flat'}** over the run. Bookings: ${load.createdBookings.length} made
while free stays lasted (then taken ones, answered 409). In the database afterwards: ${bookings.summary}.

Machine: ${machineLine()}.
Run: \`node --import tsx bench/soak.ts\` (BENCH_SOAK_MINUTES, BENCH_CONNECTIONS, BENCH_GUESTS, TEST_DATABASE_URL).
`;
  console.info(`\n${report}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/soak.md'), report);
  if (!bookings.sound) process.exitCode = 1;
} finally {
  await database.drop();
}
