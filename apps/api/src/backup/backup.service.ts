import {
  chmod,
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate.ts';
import {
  assertEmpty,
  assertUnused,
  BackupRefused,
  exportSnapshot,
  importSnapshot,
  manifestSchema,
  readJournal,
  type Manifest,
} from './snapshot.ts';

/*
 * A backup is one .tar.gz: manifest.json (the migration level, the tables and their row
 * counts), tables/<name>.copy (each table's rows in COPY's text format, all from one
 * snapshot), uploads/ (the pictures under DATA_DIR/uploads) and, in development, the
 * generated auth-secret that consent records' address hashes are keyed with.
 * docs/architecture.md#backups says how it is used.
 */

export interface BackupDeps {
  databaseUrl: string;
  /** DATA_DIR: the uploads and the development secret come from and go back there. */
  dataDir: string;
  /** Where archives are written. */
  dir: string;
  /** How many archives are kept; older ones are deleted after each new one. */
  keep: number;
}

export interface BackupReport {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  ms: number;
  /** Archives deleted by the rotation. */
  removed: string[];
}

export interface RestoreReport {
  migration: string;
  tables: number;
  rows: number;
  ms: number;
}

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';
const AUTH_SECRET = 'auth-secret';
/** town-2026-07-14T02-00-00-000Z.tar.gz: names sort by time. */
const ARCHIVE_NAME = /^town-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export type BackupService = ReturnType<typeof createBackupService>;

export function createBackupService({ databaseUrl, dataDir, dir, keep }: BackupDeps) {
  /** The archives in `dir`, newest first. */
  async function list(): Promise<string[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse()
      .map((name) => join(dir, name));
  }

  async function rotate(): Promise<string[]> {
    const removed = (await list()).slice(keep);
    for (const file of removed) await rm(file, { force: true });
    return removed;
  }

  /**
   * Writes a consistent backup while the product runs: the database from one snapshot, then
   * the pictures (named by their content and never rewritten, so every picture the snapshot
   * names is already on disk). Written under a temporary name and renamed when complete.
   */
  async function create(): Promise<BackupReport> {
    const started = performance.now();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const name = `town-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const staging = await mkdtemp(join(dir, '.staging-'));
    const partial = join(dir, `.${name}.partial`);
    try {
      await mkdir(join(staging, 'tables'));
      const client = new pg.Client({ connectionString: databaseUrl, application_name: 'town-backup' });
      await client.connect();
      let manifest: Manifest;
      try {
        manifest = await exportSnapshot(client, staging);
      } finally {
        await client.end();
      }
      await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
      const entries = [MANIFEST, 'tables'];
      // Linked, not copied: tar follows the links and stores the files themselves.
      for (const extra of [UPLOADS, AUTH_SECRET]) {
        if (await exists(join(dataDir, extra))) {
          await symlink(resolve(dataDir, extra), join(staging, extra));
          entries.push(extra);
        }
      }
      await tar.c({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
      // It holds personal data and password hashes: its owner's eyes only.
      await chmod(partial, 0o600);
      const file = join(dir, name);
      await rename(partial, file);
      return {
        file,
        bytes: (await stat(file)).size,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        ms: Math.round(performance.now() - started),
        removed: await rotate(),
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
      await rm(partial, { force: true });
    }
  }

  /**
   * Restores a backup, with the product stopped: into an empty database, or replacing one's
   * data with `force`. Migrates the database to the backup's level, imports the tables, then
   * applies this version's later migrations, and puts the pictures (and secret) back.
   */
  async function restore(file: string, { force = false } = {}): Promise<RestoreReport> {
    const started = performance.now();
    if (!(await exists(file))) throw new BackupRefused(`No backup at ${file}.`);
    await mkdir(dataDir, { recursive: true });
    const staging = await mkdtemp(join(dataDir, '.restore-'));
    try {
      await tar.x({ file, cwd: staging, strict: true });
      const manifest = manifestSchema.parse(JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')));
      const levelFolder = await migrationsUpTo(manifest.migration, join(staging, 'migrations'));

      const client = new pg.Client({ connectionString: databaseUrl, application_name: 'town-restore' });
      await client.connect();
      try {
        await assertUnused(client);
        if (!force) await assertEmpty(client);
        await runMigrations(databaseUrl, levelFolder);
        await importSnapshot(client, staging, manifest);
      } finally {
        await client.end();
      }
      await runMigrations(databaseUrl);

      if (await exists(join(staging, UPLOADS))) {
        await cp(join(staging, UPLOADS), join(dataDir, UPLOADS), { recursive: true, force: true });
      }
      if (await exists(join(staging, AUTH_SECRET))) {
        await copyFile(join(staging, AUTH_SECRET), join(dataDir, AUTH_SECRET));
        await chmod(join(dataDir, AUTH_SECRET), 0o600);
      }
      return {
        migration: manifest.migration.tag,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  return { create, restore, list };
}

/**
 * A migrations folder holding this version's migrations up to `level` (drizzle's migrator
 * applies a whole folder), so the schema is the backup's own when its rows go in.
 */
export async function migrationsUpTo(level: Manifest['migration'], folder: string): Promise<string> {
  const journal = await readJournal();
  const last = journal.entries.findIndex((e) => e.when === level.when && e.tag === level.tag);
  if (last < 0) {
    throw new BackupRefused(`The backup was made by another version of the product (migration ${level.tag}).`);
  }
  const entries = journal.entries.slice(0, last + 1);
  await mkdir(join(folder, 'meta'), { recursive: true });
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(join(MIGRATIONS_DIR, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}
