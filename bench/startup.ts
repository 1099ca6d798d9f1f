// Time from `npm start` to a healthy answer from /api/health: the first start (new embedded
// database, migrations, demo-town seed; the web build when its sources changed since the
// last one) and the second (the same data reused; the web build is checked and found current).
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from './support/server.ts';

// The record scripts/web-build.mjs keeps of the last finished web build.
const STAMP = join(ROOT, 'node_modules/.cache/town-web-build.json');
const lastBuild = () => {
  try {
    return readFileSync(STAMP, 'utf8');
  } catch {
    return undefined;
  }
};

const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-start-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const runs: { run: string; ms: number }[] = [];
try {
  for (const run of ['first start (new database, migrate, seed)', 'second start (data reused)']) {
    const buildBefore = lastBuild();
    const server = await startServer({ DATA_DIR: dataDir }, { via: 'npm start' });
    const built = lastBuild() !== buildBefore;
    runs.push({ run: `${run}, ${built ? 'web app built' : 'web app already built'}`, ms: server.readyMs });
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| `npm start` | time to healthy |',
  '|---|---|',
  ...runs.map((r) => `| ${r.run} | ${(r.ms / 1000).toFixed(2)} s |`),
].join('\n');
console.log(table);
writeFileSync(join(import.meta.dirname, 'results/startup.md'), `${table}\n`);
