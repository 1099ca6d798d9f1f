import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, waitForDatabase, type EmbeddedDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL on which test files may create databases. */
    pgServerUrl: string;
    /** A migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * API tests run against real PostgreSQL: TEST_DATABASE_URL's server when set,
 * otherwise an embedded one started for this run. Each test file gets its own
 * database, copied from one migrated template.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(join(tmpdir(), 'town-test-pg-'));
    embedded = await startEmbeddedPostgres({ dir, persistent: false, database: 'postgres' });
    serverUrl = embedded.url;
  }
  await waitForDatabase(serverUrl);
  const template = `town_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await runMigrations(withDatabase(serverUrl, template));
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
