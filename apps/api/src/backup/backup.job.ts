import { townSchedule, type JobDefinition } from '../jobs/index.ts';
import type { BackupService } from './backup.service.ts';

export const NIGHTLY_BACKUP_JOB = 'backup.nightly';

/** 04:00 in the town: after the 03:30 clean-up, so the night's backup keeps nothing it deleted. */
export const NIGHTLY_BACKUP_SCHEDULE = townSchedule('0 4 * * *');

/**
 * The nightly backup as a job (scheduled only when `nightly`; it can always be sent by hand).
 * Its output, kept by the queue, is the backup's report: file, size, rows, rotation.
 */
export function nightlyBackupJob(service: BackupService, { nightly }: { nightly: boolean }): JobDefinition {
  return {
    name: NIGHTLY_BACKUP_JOB,
    ...(nightly ? { schedule: NIGHTLY_BACKUP_SCHEDULE } : {}),
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 60 * 60 },
    run: () => service.create(),
  };
}
