import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded.ts';

const serverFile = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');
const root = resolve(dirname(serverFile), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'town-server-test-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Node runs the TypeScript itself, as in `npm start`. */
const NODE_RUNS_TYPESCRIPT = ['--experimental-transform-types', '--disable-warning=ExperimentalWarning'];

/** Starts the real server process as `npm start` does, on the embedded database. */
async function start() {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_RUNS_TYPESCRIPT, serverFile], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy in time: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<number | null>((r) => {
      child.once('exit', (code) => r(code));
      child.kill('SIGTERM');
    });
  return { url, stop };
}

describe('server process', () => {
  it('starts on the embedded database, stops cleanly on SIGTERM, and reuses the data on a second start', async () => {
    const first = await start();
    const info = (await (await fetch(`${first.url}/api/systeminfo`)).json()) as { database: string };
    expect(info.database).toBe('embedded');
    // Leave a mark in the database through PostgreSQL itself, to find it after a restart.
    const pgDir = join(dataDir, 'postgres');
    expect(existsSync(join(pgDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(true);
    const port = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    expect(port).not.toBe(5432);
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/town` });
    await client.connect();
    await client.query(`insert into app_meta (key, value) values ('server-test', 'kept')`);
    await client.end();

    expect(await first.stop()).toBe(0);
    // PostgreSQL was stopped too: its lock file is gone.
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);

    const second = await start();
    const pidFile = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8');
    const port2 = Number(pidFile.split('\n')[3]);
    const again = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port2}/town` });
    await again.connect();
    const { rows } = await again.query(`select value from app_meta where key = 'server-test'`);
    await again.end();
    expect(rows).toEqual([{ value: 'kept' }]);
    expect(await second.stop()).toBe(0);
  }, 240_000);
});
