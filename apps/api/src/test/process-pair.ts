import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sharedProcessEnv, startApiProcess, type ApiProcess } from './api-process.ts';
import { createTestDatabase } from './test-app.ts';

/** Two API processes of one installation, and a connection to their database. */
export interface ProcessPair {
  a: ApiProcess;
  b: ApiProcess;
  /** For what the test sets up or reads past the API. */
  sql: pg.Client;
  /** Makes the account an owner with one published holiday rental, written straight to the database; its id. */
  rentalOwnedBy(userId: string): Promise<string>;
  /** Stops both processes, drops their database and removes their data directory. */
  close(): Promise<void>;
}

/**
 * Starts two API processes on a new database and data directory of their own, both running the
 * job queue, with `env` over the settings they share (sharedProcessEnv). No demo town is seeded:
 * the tests write only what they need.
 */
export async function startProcessPair(appKey: string, env: Record<string, string> = {}): Promise<ProcessPair> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'town-pair-'));
  chmodSync(dataDir, 0o755);
  const started: ApiProcess[] = [];
  let sql: pg.Client | undefined;
  const close = async () => {
    await sql?.end();
    await Promise.all(started.map((apiProcess) => apiProcess.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const settings = {
      ...sharedProcessEnv({
        databaseUrl: database.url,
        dataDir,
        appKey,
        authSecret: randomBytes(32).toString('hex'),
      }),
      SEED_ON_EMPTY: 'false',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    };
    const start = async () => {
      const apiProcess = await startApiProcess(settings);
      started.push(apiProcess);
      return apiProcess;
    };
    const [a, b] = await Promise.all([start(), start()]);
    const client = new pg.Client({ connectionString: database.url });
    sql = client;
    await client.connect();
    const rentalOwnedBy = async (userId: string) => {
      await client.query(`update users set role = 'owner' where id = $1`, [userId]);
      const { rows } = await client.query<{ id: string }>(
        `insert into assets (type, category, rent, address, lat, lng, status, owner_id)
         values ('property', 'apartment', true, 'Carrer de la Mar, 3', 39.47, -0.32, 'published', $1) returning id`,
        [userId],
      );
      return rows[0]!.id;
    };
    return { a, b, sql: client, rentalOwnedBy, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits, at most `timeoutMs`, for what another process does in its own time (such as a job's run). */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Sends `body` as JSON to the API at `base`, as the app `appKey`, signed in with `token` if given. */
export function sendJson(base: string, appKey: string, method: string, path: string, body: unknown, token?: string) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      'x-app-key': appKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
