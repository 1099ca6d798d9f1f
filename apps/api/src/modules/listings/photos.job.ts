import { townSchedule, type JobDefinition } from '../../jobs/index.ts';
import type { ListingsService } from './listings.service.ts';

export const PHOTO_SWEEP_JOB = 'listings.photo-sweep';

/**
 * Every night at 03:45 in the town (after the retention clean-up): the photos nothing uses any
 * more that the clean-up at their removal missed leave the disk (docs/listings.md#photos).
 */
export function photoSweepJob(service: Pick<ListingsService, 'sweepPhotos'>): JobDefinition {
  return {
    name: PHOTO_SWEEP_JOB,
    schedule: townSchedule('45 3 * * *'),
    queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 15 * 60 },
    run: async () => ({ removed: (await service.sweepPhotos()).length }),
  };
}
