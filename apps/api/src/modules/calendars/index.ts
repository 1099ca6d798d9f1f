/*
 * The calendars module's public interface (docs/rules.md#calendar-sync): imported feeds, the
 * secret export and the scheduled sync. Its tables (db/schema/calendars.ts) stay inside; the
 * held nights are the bookings module's, reached through its service.
 */
export { calendarsRoutes } from './calendars.routes.ts';
export { calendarSyncJob, CALENDAR_SYNC_JOB } from './calendars.job.ts';
export { createCalendarsService, type CalendarsService } from './calendars.service.ts';
