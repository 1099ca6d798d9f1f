import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();
/** Prepared statements' names by their text: a few shapes of query, each named once. */
const names = new Map<string, string>();
/** Shapes kept named; past that, a name is made again per call (filters make far fewer). */
const MAX_NAMES = 1_000;

/**
 * Runs a query as a named prepared statement: each connection parses its text once, and
 * PostgreSQL may keep a generic plan for it rather than plan every call (its plan cache, after
 * five calls). For hot read queries of a few shapes whose values are parameters, such as the
 * dated rental list (docs/decisions/017-rental-nights.md). Not in a transaction: it runs on the pool.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: object, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  // drizzle() keeps its pool as $client, which the Database type does not name.
  const { $client } = db as { $client: Pick<pg.Pool, 'query'> };
  const result = await $client.query<T>({ name, text, values: params });
  return result.rows;
}
