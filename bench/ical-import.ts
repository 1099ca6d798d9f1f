// Reading a hostile calendar feed: the event-loop delay (perf_hooks.monitorEventLoopDelay)
// while a feed is read as an import reads it, for a small feed (the reference), 200 events
// repeating daily since 1900, and 10,000 and 30,000 one-night events long past. Writes
// bench/results/ical-import.md (docs/benchmarks.md#reading-a-hostile-calendar-feed).
// BENCH_ICAL_PARSER=<module> measures another parser's synchronous `parseFeed(text, today)`
// instead (an older version of calendars.ical.ts, for the "before" figures);
// BENCH_ICAL_FEEDS=reference,daily-200 measures only the feeds named.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { dayInTimeZone } from '../packages/shared/src/days.ts';
import { readFeed } from '../apps/api/src/modules/calendars/calendars.reader.ts';
import { allDay, dailySince1900, icsOf, pastNights } from '../apps/api/src/modules/calendars/calendars.test-support.ts';
import { ROOT } from './support/server.ts';

const today = dayInTimeZone(new Date());
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FEEDS: Record<string, () => string> = {
  reference: () =>
    icsOf(...Array.from({ length: 20 }, (_, i) => allDay(`stay-${i}`, soon(3 * i + 1), soon(3 * i + 3)))),
  'daily-200': () => dailySince1900(200),
  'past-10000': () => pastNights(10_000),
  'past-30000': () => pastNights(30_000),
};
const named = process.env.BENCH_ICAL_FEEDS?.split(',') ?? Object.keys(FEEDS);
const other = process.env.BENCH_ICAL_PARSER;
const read: (text: string) => Promise<{ events: number } | { refused: string }> = other
  ? await import(pathToFileURL(other).href).then(
      (module: { parseFeed: (text: string, today: string) => unknown[] }) => async (text: string) => {
        try {
          return { events: module.parseFeed(text, today).length };
        } catch (error) {
          return { refused: (error as Error).message };
        }
      },
    )
  : async (text) => {
      try {
        return { events: (await readFeed(text, today)).length };
      } catch (error) {
        return { refused: (error as { reason?: string }).reason ?? String(error) };
      }
    };

const rows: string[] = [];
for (const name of named) {
  const text = FEEDS[name]!();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The monitor's timer starts with the next turn of the loop: a read that blocks at once would go unseen.
  await sleep(20);
  const started = performance.now();
  const outcome = await read(text);
  const took = performance.now() - started;
  // One more turn of the loop, so that a read that blocked it is counted.
  await sleep(20);
  delay.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  rows.push(
    `| ${name} | ${(Buffer.byteLength(text) / 1_048_576).toFixed(2)} MB | ${
      'events' in outcome ? `${outcome.events} events` : `refused: ${outcome.refused}`
    } | ${took.toFixed(0)} | ${ms(delay.percentile(50))} | ${ms(delay.max)} |`,
  );
  console.info(rows.at(-1));
}

const report = `# Reading a hostile calendar feed

${new Date().toISOString().slice(0, 10)}, ${other ? `parser \`${other.split('/').pop()}\` read on the main thread` : 'the product’s reader (a worker thread)'}.
Event-loop delay sampled every 10 ms (monitorEventLoopDelay) while each feed is read.

| feed | size | outcome | read ms | loop delay p50 ms | loop delay max ms |
|---|---:|---|---:|---:|---:|
${rows.join('\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end of the run.
Run: \`npm run bench -w bench -- ical-import\`.
`;
console.info(`\n${report}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, other ? 'bench/results/ical-import-before.md' : 'bench/results/ical-import.md'), report);
