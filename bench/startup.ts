// Time from starting the server to a healthy answer: first run (new embedded database,
// migrations, demo-town seed) and second run (the same data reused).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-start-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const runs: { run: string; ms: number }[] = [];
try {
  for (const run of ['first run (new database, migrate, seed)', 'second run (data reused)']) {
    const server = await startServer({ DATA_DIR: dataDir });
    runs.push({ run, ms: server.readyMs });
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| start | time to healthy |',
  '|---|---|',
  ...runs.map((r) => `| ${r.run} | ${(r.ms / 1000).toFixed(2)} s |`),
].join('\n');
console.log(table);
writeFileSync(join(import.meta.dirname, 'results/startup.md'), `${table}\n`);
