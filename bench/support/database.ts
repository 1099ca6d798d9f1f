// The PostgreSQL a benchmark runs on: a database of its own, made at the start and dropped at
// the end, on whichever server there is.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/api/src/db/embedded.ts';

export interface BenchDatabase {
  url: string;
  /** The database's name. */
  name: string;
  /** Which server it is on, for the report. */
  kind: string;
  /** Whether it was there before (a kept one); a new one is empty. */
  existed: boolean;
  /** A connection to the server's `postgres` database, open until `drop()`. */
  admin: pg.Client;
  /** Drops the database (unless kept), closes `admin` and stops an embedded server. */
  drop(): Promise<void>;
}

export interface BenchDatabaseOptions {
  /** Use the PostgreSQL on this machine's port 5432 when TEST_DATABASE_URL is unset. */
  tryThisMachine?: boolean;
  /** Keep the database of this name from run to run: made when missing, never dropped. */
  keep?: string | undefined;
}

/** A database of its own on TEST_DATABASE_URL's server, else (if asked) this machine's PostgreSQL, else an embedded one. */
export async function openBenchDatabase({
  tryThisMachine = false,
  keep,
}: BenchDatabaseOptions = {}): Promise<BenchDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let server = process.env.TEST_DATABASE_URL;
  let kind = 'TEST_DATABASE_URL';
  if (!server && tryThisMachine && (await answers(5432))) {
    server = 'postgres://postgres@127.0.0.1:5432/postgres';
    kind = "this machine's PostgreSQL";
  }
  if (!server) {
    // A directory of its own: PostgreSQL runs as another user, who must own it.
    embedded = await startEmbeddedPostgres({
      dir: mkdtempSync(join(tmpdir(), 'town-bench-pg-')),
      persistent: false,
      database: 'postgres',
    });
    server = embedded.url;
    kind = 'embedded PostgreSQL';
  }
  const name = keep ?? `town_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const existed = keep
    ? (await admin.query('select 1 from pg_database where datname = $1', [keep])).rowCount === 1
    : false;
  if (!existed) await admin.query(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    kind,
    existed,
    admin,
    async drop() {
      if (!keep) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      await embedded?.stop();
    },
  };
}

/** Whether something accepts connections on this machine's `port`. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}
