import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase, createPool, type Database } from './client.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every pending migration (drizzle-kit's SQL files, committed); a restore first
 * applies those up to its backup's level, from a folder of its own.
 */
export async function runMigrations(url: string, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const pool = createPool(url, 1);
  try {
    await migrate(createDatabase(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** When each of this release's migrations was made: they do not change while a process runs. */
let releaseMigrations: number[] | undefined;

/**
 * How many of this release's migrations the database has not applied yet (readiness): drizzle
 * applies those newer than the newest it recorded, in its own `drizzle.__drizzle_migrations`.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  releaseMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis);
  const applied = await db
    .execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
    .catch((error: unknown) => {
      // No table (42P01) or schema (3F000) yet: nothing was ever applied.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === '42P01' || code === '3F000') return undefined;
      throw error;
    });
  const newest = Number(applied?.rows[0]?.newest ?? 0);
  return releaseMigrations.filter((made) => made > newest).length;
}
