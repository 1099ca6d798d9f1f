import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { JobQueue } from '../jobs/index.ts';
import { signup, UNREACHED_RATE_LIMITS } from '../modules/accounts/accounts.test-support.ts';
import { book, createRental, inDays } from '../modules/bookings/bookings.test-support.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedAvailability } from '../seed/availability.ts';
import { seedTown } from '../seed/seed-town.ts';
import { apiHeaders, createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { migrationsUpTo } from './backup.service.ts';
import { createBackupService, NIGHTLY_BACKUP_JOB, NIGHTLY_BACKUP_SCHEDULE, type BackupReport } from './index.ts';
import { readJournal } from './snapshot.ts';

/** A database with nothing in it, not even the migrations (as a fresh server's). */
async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('pgServerUrl');
  const name = `town_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the app's schema with all its rows, each row as JSON, in order. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(
    url,
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = (
      await query<{ row: string }>(url, `select row_to_json(t)::text as row from "${name}" t order by 1`)
    ).map((r) => r.row);
  }
  return rows;
}

/** Every file under `dir` with a hash of its content. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

const temporaryDirs: string[] = [];
const temporaryDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'town-backup-test-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

describe('a backup and its restore', () => {
  let source: TestApp;
  let dataDir: string;
  let backupDir: string;
  let backup: BackupReport;
  let target: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let targetDataDir: string;

  beforeAll(async () => {
    dataDir = await temporaryDir();
    backupDir = await temporaryDir();
    targetDataDir = await temporaryDir();
    source = await createTestApp({ dataDir, authRateLimits: UNREACHED_RATE_LIMITS });
    // A small town with its pictures, and what people leave in it: accounts, a booking (and its mail), consent.
    await seedTown(source.app.db, dataDir, { assets: 40 });
    await seedAvailability(source.app.db);
    const ana = await signup(source.app, { name: 'Ana García', lang: 'es' });
    await signup(source.app, { name: 'Joan Ferrer', lang: 'ca' });
    const rental = await createRental(source.app, [{ start: inDays(1), end: inDays(60), price: 95 }]);
    const booked = await book(source.app, ana.token, {
      asset_id: rental.id,
      checkIn: inDays(5),
      checkOut: inDays(9),
      adults: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const consent = await source.app.inject({
      method: 'POST',
      url: '/api/c15t/subjects',
      headers: apiHeaders(),
      payload: {
        type: 'cookie_banner',
        domain: 'costaguia.example',
        preferences: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
        subjectId: 'sub_TownBackup1',
        jurisdiction: 'GDPR',
        jurisdictionModel: 'opt-in',
        givenAt: Date.UTC(2026, 6, 1, 10, 30),
        uiSource: 'dialog',
        consentAction: 'custom',
      },
    });
    expect(consent.statusCode, consent.body).toBe(201);
    await writeFile(join(dataDir, 'auth-secret'), 'a-development-secret-kept-in-the-data-dir', { mode: 0o600 });

    backup = await createBackupService({
      databaseUrl: source.config.databaseUrl,
      dataDir,
      dir: backupDir,
      keep: 7,
    }).create();
    target = await createEmptyDatabase();
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.drop();
  });

  it('writes one private archive, named by its time, in the backup folder', async () => {
    expect(backup.file).toMatch(/town-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    expect(await readdir(backupDir)).toEqual([relative(backupDir, backup.file)]);
    expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
    expect(backup.rows).toBeGreaterThan(40);
  });

  it('restores into an empty database the same rows of every table, the pictures and the secret', async () => {
    const report = await createBackupService({
      databaseUrl: target.url,
      dataDir: targetDataDir,
      dir: backupDir,
      keep: 7,
    }).restore(backup.file);
    expect(report.rows).toBe(backup.rows);

    const before = await everyRow(source.config.databaseUrl);
    const after = await everyRow(target.url);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of [
      'assets',
      'asset_texts',
      'images',
      'users',
      'sessions',
      'bookings',
      'availability',
      'consent_records',
      'outbox',
    ]) {
      expect(before[table]!.length, table).toBeGreaterThan(0);
    }
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    // The schema is this version's, with the generated search keys computed again.
    expect(await query(target.url, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
      { n: (await readJournal()).entries.length },
    ]);

    const pictures = await filesOf(join(dataDir, 'uploads'));
    expect(Object.keys(pictures).length).toBeGreaterThan(10);
    expect(await filesOf(join(targetDataDir, 'uploads'))).toEqual(pictures);
    expect(await readFile(join(targetDataDir, 'auth-secret'), 'utf8')).toBe(
      'a-development-secret-kept-in-the-data-dir',
    );
  });

  it('refuses a database that holds data unless forced, and one in use even then', async () => {
    const intoTarget = createBackupService({
      databaseUrl: target.url,
      dataDir: targetDataDir,
      dir: backupDir,
      keep: 7,
    });
    await query(target.url, "update users set name = 'Changed after the restore'");
    await expect(intoTarget.restore(backup.file)).rejects.toThrow(
      /^The database holds data \(app_meta, asset_images, /,
    );

    await intoTarget.restore(backup.file, { force: true });
    expect(await everyRow(target.url)).toEqual(await everyRow(source.config.databaseUrl));

    // A server connected to the database: the product is running there.
    const server = new pg.Client({ connectionString: target.url, application_name: 'town-api' });
    await server.connect();
    try {
      await expect(intoTarget.restore(backup.file, { force: true })).rejects.toThrow(/in use \(1 other connection/);
    } finally {
      await server.end();
    }
  });
});

describe('backups', () => {
  it('keeps the newest BACKUP_KEEP archives, each restorable into a migrated database', async () => {
    const database = await createTestDatabase();
    try {
      const dir = await temporaryDir();
      const service = createBackupService({ databaseUrl: database.url, dataDir: await temporaryDir(), dir, keep: 2 });
      const first = await service.create();
      const second = await service.create();
      expect(second.removed).toEqual([]);
      const third = await service.create();
      expect(third.removed).toEqual([first.file]);
      expect(await service.list()).toEqual([third.file, second.file]);
      expect(existsSync(first.file)).toBe(false);

      // A migrated database holds only what the migrations wrote (the catalogue revision): empty.
      const migrated = await createTestDatabase();
      try {
        await createBackupService({ databaseUrl: migrated.url, dataDir: await temporaryDir(), dir, keep: 2 }).restore(
          third.file,
        );
      } finally {
        await migrated.drop();
      }
    } finally {
      await database.drop();
    }
  });

  it('restores a backup made at an older migration at its level, then applies the later ones', async () => {
    const journal = await readJournal();
    const older = journal.entries.at(-2)!;
    const [source, target] = [await createEmptyDatabase(), await createEmptyDatabase()];
    try {
      const work = await temporaryDir();
      await runMigrations(source.url, await migrationsUpTo(older, join(work, 'migrations')));
      await query(source.url, "insert into app_meta (key, value) values ('kept', 'from an older version')");
      const { file } = await createBackupService({
        databaseUrl: source.url,
        dataDir: work,
        dir: work,
        keep: 1,
      }).create();

      await createBackupService({ databaseUrl: target.url, dataDir: await temporaryDir(), dir: work, keep: 1 }).restore(
        file,
      );

      expect(await query(target.url, "select value from app_meta where key = 'kept'")).toEqual([
        { value: 'from an older version' },
      ]);
      expect(await query(target.url, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
        { n: journal.entries.length },
      ]);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

describe('the nightly backup, run through the job queue', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await temporaryDir();
    t = await createTestApp({ jobs: true, dataDir: await temporaryDir(), backups: { dir, keep: 3, nightly: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Waits (generously) until pg-boss has finished a job. */
  async function finished(jobs: JobQueue, id: string) {
    const deadline = Date.now() + 25_000;
    for (;;) {
      const job = await jobs.find(NIGHTLY_BACKUP_JOB, id);
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
      if (Date.now() > deadline) throw new Error(`backup job ${id} still ${job?.state ?? 'missing'}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('is scheduled every night at 04:00 in the town, after the clean-up', async () => {
    expect(await t.app.jobs!.schedule(NIGHTLY_BACKUP_JOB)).toEqual(NIGHTLY_BACKUP_SCHEDULE);
    expect(NIGHTLY_BACKUP_SCHEDULE).toEqual({ cron: '0 4 * * *', timeZone: 'Europe/Madrid' });
  });

  it('writes a backup into BACKUP_DIR when it runs', async () => {
    const job = await finished(t.app.jobs!, await t.app.jobs!.send(NIGHTLY_BACKUP_JOB));
    expect(job.state).toBe('completed');
    const { file } = job.output as BackupReport;
    expect(file.startsWith(dir)).toBe(true);
    expect(existsSync(file)).toBe(true);
  });
});
