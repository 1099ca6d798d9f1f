import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

// Dates stay 'YYYY-MM-DD' strings: a day is not an instant, and the town's days are Europe/Madrid days.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
