import { townSchedule, type JobDefinition } from '../../jobs/index.ts';
import type { BookingsService } from './bookings.service.ts';

export const EXPIRE_REQUESTS_JOB = 'bookings.expire-requests';
export const COMPLETE_STAYS_JOB = 'bookings.complete-stays';

/**
 * Every minute: requests the host did not answer in time expire, their dates free and the guest
 * told (docs/rules.md#requests). Each expiry is its own transaction, made once whichever
 * process runs the job; a booking on those dates meanwhile expires them first itself.
 */
export function expireRequestsJob(service: Pick<BookingsService, 'expireRequests'>): JobDefinition {
  return {
    name: EXPIRE_REQUESTS_JOB,
    schedule: townSchedule('* * * * *'),
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 5 * 60 },
    run: async () => ({ expired: await service.expireRequests() }),
  };
}

/**
 * Every hour: confirmed stays past their check-out time are stored `completed` (reads show
 * them so from that moment already; docs/rules.md#bookings).
 */
export function completeStaysJob(service: Pick<BookingsService, 'completePastStays'>): JobDefinition {
  return {
    name: COMPLETE_STAYS_JOB,
    schedule: townSchedule('10 * * * *'),
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
    run: async () => ({ completed: await service.completePastStays() }),
  };
}
