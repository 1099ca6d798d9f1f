import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../db/migrate.ts';

/*
 * The database half of a backup: every table of the app's schema exported with COPY in one
 * snapshot, and imported back after the migrations. pg-boss's queue (schema `pgboss`) and
 * drizzle's migration journal (schema `drizzle`) are not data: the server and the
 * migrations make them again.
 */

/** The schema the product's tables live in (Drizzle's default). */
const APP_SCHEMA = 'public';

/** Raised when a backup or a restore is refused (the database is in use, holds data…): no stack needed. */
export class BackupRefused extends Error {}

const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The last migration applied to the database backed up (drizzle-kit's journal entry). */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  tables: z.array(z.object({ name: tableName, columns: z.array(z.string()), rows: z.number().int().min(0) })),
  /** Sequences' last values; null for one never used. */
  sequences: z.array(z.object({ name: tableName, lastValue: z.string().nullable() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Where a table's rows are in the archive, in COPY's text format. */
export const tableFile = (dir: string, table: string) => join(dir, 'tables', `${table}.copy`);

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string(), breakpoints: z.boolean() })),
});
export type MigrationJournal = z.infer<typeof journalSchema>;

/** The migrations this code knows, in order (drizzle-kit's journal). */
export async function readJournal(): Promise<MigrationJournal> {
  return journalSchema.parse(JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')));
}

interface TableInfo {
  name: string;
  /** Stored columns, in order: generated ones are computed again on import. */
  columns: string[];
}

/** The app's tables, less those an extension owns. */
async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind = 'r'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      group by c.relname
      order by c.relname`,
    [APP_SCHEMA],
  );
  return rows;
}

const qualified = (table: string) => `${pg.escapeIdentifier(APP_SCHEMA)}.${pg.escapeIdentifier(table)}`;
const columnList = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');

/** The last migration applied, as recorded by drizzle's migrator. */
async function migrationLevel(client: pg.ClientBase): Promise<Manifest['migration']> {
  const { rows: journal } = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!journal[0]!.exists) {
    throw new BackupRefused('The database has no migrations applied: it is not the product’s database.');
  }
  const { rows } = await client.query<{ when: string }>(
    'select max(created_at)::text as when from drizzle.__drizzle_migrations',
  );
  const when = Number(rows[0]?.when);
  const entry = (await readJournal()).entries.find((e) => e.when === when);
  if (!entry) throw new BackupRefused('The database was migrated by a newer version of the product than this one.');
  return { tag: entry.tag, when };
}

/**
 * Writes every table into `dir/tables/` and returns the manifest. Runs in one
 * REPEATABLE READ, READ ONLY transaction, so the tables agree with each other however
 * busy the product is meanwhile.
 */
export async function exportSnapshot(client: pg.ClientBase, dir: string): Promise<Manifest> {
  await client.query('begin isolation level repeatable read, read only');
  try {
    const migration = await migrationLevel(client);
    const tables: Manifest['tables'] = [];
    for (const { name, columns } of await listTables(client)) {
      const copy = client.query(copyTo(`copy ${qualified(name)} (${columnList(columns)}) to stdout`));
      await pipeline(copy, createWriteStream(tableFile(dir, name), { mode: 0o600 }));
      tables.push({ name, columns, rows: copy.rowCount });
    }
    const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
      'select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = $1 order by 1',
      [APP_SCHEMA],
    );
    await client.query('commit');
    return { format: 1, createdAt: new Date().toISOString(), migration, tables, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Refuses a database that other sessions are using: the product must be stopped for a restore.
 * A session that has just closed can linger in pg_stat_activity for a moment (its backend is
 * still exiting), so the count is read again for up to a second before refusing.
 */
export async function assertUnused(client: pg.ClientBase): Promise<void> {
  let others = 0;
  for (let look = 0; look < 5; look += 1) {
    if (look > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    others = rows[0]!.n;
    if (others === 0) return;
  }
  throw new BackupRefused(`The database is in use (${others} other connections): stop the product before restoring.`);
}

/** Tables the migrations themselves fill (the catalogue's revision counter): their rows are not data. */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  const names = new Set<string>();
  for (const file of files) {
    const text = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    for (const match of text.matchAll(/insert\s+into\s+"?([a-z_][a-z0-9_]*)"?/gi)) names.add(match[1]!.toLowerCase());
  }
  return names;
}

/** Refuses a database holding data: a restore replaces everything, so that takes `--force`. */
export async function assertEmpty(client: pg.ClientBase): Promise<void> {
  const ignored = await tablesFilledByMigrations();
  const holding: string[] = [];
  for (const { name } of await listTables(client)) {
    if (ignored.has(name)) continue;
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from ${qualified(name)}) as found`,
    );
    if (rows[0]!.found) holding.push(name);
  }
  if (holding.length > 0) {
    throw new BackupRefused(
      `The database holds data (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? '…' : ''}): ` +
        'restore into an empty one, or pass --force to replace it.',
    );
  }
}

/** Tables ordered so that each comes after those its foreign keys point to. */
async function dependencyOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = $1 and c.conrelid <> c.confrelid`,
    [APP_SCHEMA],
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    if (next.length === 0) throw new Error('The tables’ foreign keys form a cycle: no order can restore them.');
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/**
 * Replaces every table's rows with the backup's, in one transaction: tables emptied, rows
 * copied in foreign-key order with the tables' own triggers off (the rows are restored as they
 * were, not edited again), each table's row count checked, sequences set. The schema must be at
 * the backup's migration level.
 */
export async function importSnapshot(client: pg.ClientBase, dir: string, manifest: Manifest): Promise<void> {
  await client.query('begin');
  try {
    const present = (await listTables(client)).map((t) => t.name);
    const missing = manifest.tables.filter((t) => !present.includes(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new Error(`The database lacks the backup's tables ${missing.join(', ')}.`);
    for (const table of present) await client.query(`alter table ${qualified(table)} disable trigger user`);
    if (present.length > 0) {
      await client.query(`truncate table ${present.map(qualified).join(', ')} restart identity`);
    }
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    for (const name of await dependencyOrder(client, present)) {
      const table = byName.get(name);
      if (!table) continue;
      const copy = client.query(copyFrom(`copy ${qualified(name)} (${columnList(table.columns)}) from stdin`));
      await pipeline(createReadStream(tableFile(dir, name)), copy);
      if (copy.rowCount !== table.rows) {
        throw new Error(`${name}: the backup lists ${table.rows} rows but holds ${copy.rowCount}.`);
      }
    }
    for (const { name, lastValue } of manifest.sequences) {
      if (lastValue !== null)
        await client.query('select setval($1::regclass, $2::bigint)', [qualified(name), lastValue]);
    }
    for (const table of present) await client.query(`alter table ${qualified(table)} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
