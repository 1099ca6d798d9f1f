import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

// Dates stay 'YYYY-MM-DD' strings: a day is not an instant, and the town's days are Europe/Madrid days.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** How long requests wait on the database before they are answered 503 (docs/architecture.md#failures). */
export interface PoolTimeouts {
  /** For a connection, new or from the pool. */
  connectMs: number;
  /** For a query's answer; PostgreSQL also cancels a statement running longer (`statement_timeout`). */
  queryMs: number;
}

/** A transaction left open and idle this long is a stuck client: PostgreSQL ends its session. */
const IDLE_IN_TRANSACTION_MS = 15_000;

/**
 * A pool of connections. The API's request pool passes `timeouts`, so that a database that
 * hangs or is gone costs a request seconds, not minutes; migrations, the seed and benchmarks
 * run long statements and go without.
 */
export function createPool(url: string, max = 10, timeouts?: PoolTimeouts): pg.Pool {
  if (!timeouts) return new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    // Notices a peer that vanished without closing the connection (a dead host, a dropped route).
    keepAlive: true,
  });
  pool.on('connect', closeOnUnansweredQuery);
  return pool;
}

/**
 * pg leaves a query that got no answer in time (`query_timeout`) waiting on its connection,
 * and every later query of that client would queue behind it. A client checked out for a
 * transaction is released without an error, so the pool would keep it: ending it here (pg
 * then drops the socket) makes the pool replace it with a fresh connection.
 */
function closeOnUnansweredQuery(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) void client.end().catch(() => {});
      });
    }
    return result;
  }) as typeof client.query;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}

const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Node's codes for a server that cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": connection exceptions (08), a cancelled statement
 * (57014, our `statement_timeout`), a server shutting down or starting (57P0x), too many
 * connections or no resources (53), and a session ended for idling in a transaction.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57014|57P0[1-3]|53...|25P03)$/;

/** pg's and pg-pool's own messages, which carry no code. */
const UNAVAILABLE_MESSAGES = new Set([
  QUERY_READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
]);

/**
 * Whether an error means the database cannot answer now (down, hanging, overloaded or
 * restarting) rather than that the query was wrong: such a request gets 503 and Retry-After.
 * Drizzle wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.has(e.message)) return true;
    // Several addresses tried (localhost's IPv6 and IPv4), all refused.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
