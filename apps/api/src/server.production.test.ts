import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/test-app.ts';
import { REPO_ROOT, startServerProcess } from './test/server-process.ts';

const builtServer = join(REPO_ROOT, 'apps/api/dist/server.js');
/** The built server, on plain JavaScript: Node refuses to load a .ts file with type stripping off. */
const nodeArgs = ['--no-experimental-strip-types', '--enable-source-maps', builtServer];
const webDist = mkdtempSync(join(tmpdir(), 'town-production-web-'));
const INDEX_HTML = '<!doctype html><title>Costa Guía (built web)</title>';
/** A stand-in for the web's server renderer (apps/web/dist-server/entry-server.js): it says which page it was asked for. */
const RENDERER = `export const FIRST_PAINT_SCRIPT = '';
export function createRenderer({ site }) {
  return async ({ url }) => ({ status: 200, shareable: true, html: '<!doctype html><p>rendered ' + url + ' for ' + site.origin + '</p>' });
}
`;

beforeAll(() => {
  // What `npm run build` does for the API (the web's build is stood in for by webDist).
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'apps/api/build.mjs')], { encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'islands.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'locales'));
  writeFileSync(join(webDist, 'entry-server.mjs'), RENDERER);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('the production build', () => {
  it('refuses to start without the settings production needs, naming each', async () => {
    const server = await startServerProcess(
      { NODE_ENV: 'production', AUTH_SECRET: '', PUBLIC_URL: '', DATABASE_URL: 'postgres://127.0.0.1:9/none' },
      nodeArgs,
    );
    expect(await server.exited).toBe(1);
    const said = server.output();
    expect(said).toContain('Invalid configuration for production (NODE_ENV=production):');
    expect(said).toMatch(/^ {2}AUTH_SECRET: required/m);
    expect(said).toMatch(/^ {2}PUBLIC_URL: required/m);
    // A message for a person, not a stack trace.
    expect(said).not.toMatch(/^\s+at /m);
  });

  it('runs as compiled JavaScript: answers /api/health, finds its locale files and serves the built web', async () => {
    const database = await createTestDatabase();
    const server = await startServerProcess(
      {
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'https://costaguia.example',
        DATABASE_URL: database.url,
        JOBS: 'false',
        // Relative to the repository: the built server must find the root from dist/.
        WEB_DIST: relative(REPO_ROOT, webDist),
        WEB_SERVER_ENTRY: relative(REPO_ROOT, join(webDist, 'entry-server.mjs')),
      },
      nodeArgs,
    );
    try {
      // Healthy means the built server found what it reads beside its sources when it starts:
      // the migrations, and the locale files the mails and the consent widget are written from.
      await server.healthy();
      const info = await fetch(`${server.url}/api/systeminfo`);
      expect(((await info.json()) as { database: string }).database).toBe('external');
      const home = await fetch(`${server.url}/es/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe('<!doctype html><p>rendered /es/ for https://costaguia.example</p>');
      const shell = await fetch(`${server.url}/index.html`);
      expect(await shell.text()).toBe(INDEX_HTML);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
    }
  });

  it('makes a backup with the built backup command, the one a container has', async () => {
    const database = await createTestDatabase();
    const backupDir = mkdtempSync(join(tmpdir(), 'town-production-backup-'));
    try {
      const backup = spawnSync(
        process.execPath,
        ['--no-experimental-strip-types', join(REPO_ROOT, 'apps/api/dist/backup.js'), 'backup'],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: database.url,
            DATA_DIR: backupDir,
            BACKUP_DIR: backupDir,
            AUTH_SECRET: randomBytes(32).toString('hex'),
            PUBLIC_URL: 'https://costaguia.example',
            LOG_LEVEL: 'warn',
          },
        },
      );
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const archive = backup.stdout.trim().split('\n').at(-1)!;
      expect(archive.startsWith(backupDir)).toBe(true);
      expect(existsSync(archive)).toBe(true);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
