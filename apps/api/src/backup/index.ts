/*
 * Backups of the product's data (the database and the uploaded pictures): `npm run backup`,
 * `npm run restore` (cli.ts) and the nightly job. See docs/architecture.md#backups.
 */
export {
  createBackupService,
  type BackupDeps,
  type BackupReport,
  type BackupService,
  type RestoreReport,
} from './backup.service.ts';
export { NIGHTLY_BACKUP_JOB, NIGHTLY_BACKUP_SCHEDULE, nightlyBackupJob } from './backup.job.ts';
export { BackupRefused } from './snapshot.ts';
