// Load with autocannon, as the HTTP benchmarks measure it: a short warm-up, then the run,
// with the CPU time the serving process spent.
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadRow {
  target: string;
  /** CPU time the server process spent per request: steadier than req/s on a shared machine. */
  cpuMicrosPerRequest: number | undefined;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  throughputMBs: number;
  non2xx: number;
  errors: number;
}

/** User + system CPU time of a process, in microseconds (Linux; undefined elsewhere). */
export function cpuMicros(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function load(
  target: string,
  url: string,
  {
    headers,
    pid,
    connections,
    durationS,
  }: {
    headers: Record<string, string>;
    pid: number | undefined;
    connections: number;
    durationS: number;
  },
): Promise<LoadRow> {
  // A short warm-up first, so both servers are measured hot.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: durationS, headers });
  const cpuAfter = cpuMicros(pid);
  return {
    target,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Math.round((cpuAfter - cpuBefore) / result.requests.total),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    throughputMBs: Math.round((result.throughput.average / 1_048_576) * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
