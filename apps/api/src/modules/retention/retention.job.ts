import { townSchedule, type JobDefinition } from '../../jobs/index.ts';
import { createRetentionService, type RetentionDeps } from './retention.service.ts';

export const RETENTION_CLEAN_UP_JOB = 'retention.clean-up';

/** Every night at 03:30 in the town, its quietest hour (03:30 exists on both daylight-saving changes). */
export const RETENTION_CLEAN_UP_SCHEDULE = townSchedule('30 3 * * *');

/** The nightly clean-up as a job; a failed run is tried again a few minutes later. */
export function retentionCleanUpJob(deps: RetentionDeps): JobDefinition {
  const service = createRetentionService(deps);
  return {
    name: RETENTION_CLEAN_UP_JOB,
    schedule: RETENTION_CLEAN_UP_SCHEDULE,
    queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 15 * 60 },
    run: () => service.cleanUp(),
  };
}
