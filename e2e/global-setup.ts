import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../apps/api/src/db/embedded.ts';
import { ANALYTICS_TEST_ID, startThirdParties } from './support/third-parties.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** POST here with ?service=weather|tiles&mode=up|down to switch a third-party stand-in. */
    thirdPartyControlUrl: string;
    e2eDatabaseUrl: string;
    /** The server's tile cache (DATA_DIR/tiles): a test may empty it to meet tiles never fetched. */
    tileCacheDir: string;
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser tests run against the built product: the real server (a child process,
 * as `npm start` runs it) on a database of its own, seeded as on a first start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'town-e2e-'));
  let embedded: EmbeddedDatabase | undefined;
  let pgDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A directory of its own: PostgreSQL runs as another user, who cannot enter dataDir (0700).
    pgDir = mkdtempSync(join(tmpdir(), 'town-e2e-pg-'));
    embedded = await startEmbeddedPostgres({ dir: pgDir, persistent: false, database: 'postgres' });
    serverUrl = embedded.url;
  }
  const database = `town_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${database}`;

  const thirdParties = await startThirdParties();
  const port = await freePort();
  // localhost, not 127.0.0.1: passkeys (WebAuthn) need a domain as their relying-party id.
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      HOST: 'localhost',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEATHER_URL: thirdParties.weatherUrl,
      TILES_URL: thirdParties.tilesUrl,
      // Configured, so the consent tests prove analytics waits for consent.
      ANALYTICS_GA_ID: ANALYTICS_TEST_ID,
      ANALYTICS_SCRIPT_URL: thirdParties.analyticsUrl,
      BUILD: 'e2e',
      // One proxy hop: the tests' own sign-ups each come from an address of their own (support/clients.ts).
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cleanUp = async () => {
    await thirdParties.close();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) {
      await cleanUp();
      throw new Error(`The server exited with code ${server.exitCode}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 240 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('thirdPartyControlUrl', thirdParties.weatherUrl.replace(/\/weather\/.*$/, '/__mode'));
  project.provide('e2eDatabaseUrl', dbUrl.toString());
  project.provide('tileCacheDir', join(dataDir, 'tiles'));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await cleanUp();
  };
}
