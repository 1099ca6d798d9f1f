/*
 * Background jobs on a queue in the app's PostgreSQL (pg-boss): run once across processes,
 * retried after a crash. A module offers a job as a JobDefinition from its index.ts;
 * app.ts hands them all to the jobs plugin.
 */
export { jobsPlugin } from './jobs.plugin.ts';
export {
  startJobQueue,
  townSchedule,
  type JobDefinition,
  type JobQueue,
  type JobState,
  type QueueStats,
} from './job-queue.ts';
