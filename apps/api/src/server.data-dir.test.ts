import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'town-data-dir-test-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);

const madeByUser = mkdtempSync(join(tmpdir(), 'town-data-dir-0700-test-'));
const closedParent = mkdtempSync(join(tmpdir(), 'town-closed-parent-test-'));

afterAll(() => {
  for (const dir of [dataDir, madeByUser, closedParent]) rmSync(dir, { recursive: true, force: true });
});

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

// As root, PostgreSQL runs as its own user (`postgres`): it must be able to reach `DATA_DIR/postgres`.
describe.runIf(process.getuid?.() === 0)("a data directory PostgreSQL's own user cannot enter", () => {
  it('starts in a new DATA_DIR the user made with mode 0700, letting PostgreSQL through', async () => {
    chmodSync(madeByUser, 0o700);
    const server = await startServerProcess({ DATA_DIR: madeByUser });
    try {
      await server.healthy();
      // Others may now pass through it, and no more: not list it, not write in it.
      expect(statSync(madeByUser).mode & 0o777).toBe(0o701);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 240_000);

  it('exits non-zero with one line saying what to do when a directory above DATA_DIR is closed to it', async () => {
    chmodSync(closedParent, 0o700);
    const inside = join(closedParent, 'data');
    mkdirSync(inside);
    const server = await startServerProcess({ DATA_DIR: inside });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `PostgreSQL runs as the user postgres, which cannot enter ${closedParent}: ` +
        `let it through (chmod o+x ${closedParent}) or set DATA_DIR to a directory it can reach.`,
    );
    // Nothing above DATA_DIR was changed.
    expect(statSync(closedParent).mode & 0o777).toBe(0o700);
  }, 60_000);
});
