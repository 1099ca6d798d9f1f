import { townSchedule, type JobDefinition } from '../../jobs/index.ts';
import type { CalendarsService } from './calendars.service.ts';

export const CALENDAR_SYNC_JOB = 'calendars.sync';

/**
 * Every minute, the feeds whose time has come (each every ICAL_SYNC_MINUTES): the queue sends one
 * run a minute whatever the number of processes, and the feeds are claimed in the database,
 * so each scheduled sync happens once (docs/rules.md#calendar-sync).
 */
export function calendarSyncJob(service: Pick<CalendarsService, 'syncDue'>): JobDefinition {
  return {
    name: CALENDAR_SYNC_JOB,
    schedule: townSchedule('* * * * *'),
    // A missed run is no loss: the next minute's takes every feed still due.
    queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
    run: () => service.syncDue(),
  };
}
