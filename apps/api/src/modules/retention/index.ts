/*
 * The retention module's public interface: the clean-up that deletes personal data past
 * the periods the privacy policy promises. It owns no table: each owning module deletes
 * its own rows through its service.
 */
export {
  createRetentionService,
  type CleanUpReport,
  type RetentionDeps,
  type RetentionService,
} from './retention.service.ts';
export { RETENTION_CLEAN_UP_JOB, RETENTION_CLEAN_UP_SCHEDULE, retentionCleanUpJob } from './retention.job.ts';
