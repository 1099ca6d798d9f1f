import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'town-data-dir-test-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a second server on a data directory in use', () => {
  it('exits non-zero saying which process holds the directory and what to do, and the first keeps serving', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await first.healthy();
      const pgDir = join(dataDir, 'postgres');
      const holder = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

      const second = await startServerProcess({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      const said = second.output();
      expect(said).toContain(`The data directory ${pgDir} is in use by PostgreSQL process ${holder}`);
      expect(said).toContain('Stop it, or set DATA_DIR to another directory.');
      // PostgreSQL's own words are kept, below ours.
      expect(said).toMatch(/PostgreSQL said:\n.*lock file "postmaster\.pid" already exists/);

      // The first server and its database are untouched: same PostgreSQL, still answering.
      expect(Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0])).toBe(holder);
      const info = await fetch(`${first.url}/api/systeminfo`);
      expect(info.status).toBe(200);
      expect(((await info.json()) as { database: string }).database).toBe('embedded');
    } finally {
      expect(await first.stop()).toBe(0);
    }
  }, 240_000);
});
