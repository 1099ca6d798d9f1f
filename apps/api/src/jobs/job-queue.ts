import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Clock, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import { townTimeZone } from '@town/shared/time-zone';

/**
 * One kind of background job. Jobs live in the app's PostgreSQL (pg-boss, in its own
 * `pgboss` schema), so a job runs once whichever process takes it, and one that was
 * running when a process died is retried by another (docs/architecture.md).
 */
export interface JobDefinition {
  /** The queue's name, `<module>.<what>`: letters, digits, `-`, `_`, `.`. */
  name: string;
  /** Does the work; what it returns is kept as the job's output. A throw fails the attempt. */
  run(): Promise<object | void>;
  /**
   * When pg-boss sends one run by itself: a cron expression read in `timeZone`. One
   * occurrence sends one job however many processes run; one missed while every process
   * was down is sent once at the next start.
   */
  schedule?: { cron: string; timeZone: string };
  /** Retries and time limits; pg-boss's defaults otherwise. */
  queue?: Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;
}

/**
 * A schedule on the town's clock: its time zone is the town profile's, read when the job is
 * registered, that is when a process starts (app.ts loads the profile first). A change of the
 * town's time zone reaches the schedules at the next start (docs/town.md#time-zone).
 */
export function townSchedule(cron: string): { cron: string; readonly timeZone: string } {
  return {
    cron,
    get timeZone() {
      return townTimeZone();
    },
  };
}

export type JobState = JobWithMetadata['state'];

export interface JobQueue {
  /** Queues one run of a job now, outside its schedule; resolves with the job's id. */
  send(name: string): Promise<string>;
  /** A job's state and output, or undefined once pg-boss has deleted it (a week after it ended). */
  find(name: string, id: string): Promise<{ state: JobState; output: object } | undefined>;
  /** The schedule pg-boss holds for a job, as it stores it. */
  schedule(name: string): Promise<{ cron: string; timeZone: string } | undefined>;
  /** Lets running jobs finish (up to `timeoutMs`), then closes the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** Started and not stopped (readiness). */
  isRunning(): boolean;
  /** Each job's queue, across processes: jobs waiting, running, and failed ones pg-boss still keeps (metrics). */
  stats(): Promise<QueueStats[]>;
}

export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueueOptions {
  databaseUrl: string;
  jobs: readonly JobDefinition[];
  log: FastifyBaseLogger;
  /** Tests drive time with pg-boss's TestClock. */
  clock?: Clock;
}

/** Few connections: jobs are rare and short, and the app's own pool serves the requests. */
const QUEUE_CONNECTIONS = 3;

/** Starts pg-boss on the app's database (creating or upgrading its schema), its workers and schedules. */
export async function startJobQueue({ databaseUrl, jobs, log, clock }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: QUEUE_CONNECTIONS,
    application_name: 'town-jobs',
    ...(clock ? { clock } : {}),
  });
  boss.on('error', (err) => {
    // PostgreSQL shutting down (57P01) ends the queue's connections: expected when the server stops.
    if ((err as { code?: string }).code === '57P01') log.warn({ err }, 'job queue: database shutting down');
    else log.error({ err }, 'job queue error');
  });
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  let running = false;
  boss.on('stopped', () => (running = false));
  await boss.start();
  running = true;

  const known = new Set<string>();
  try {
    for (const job of jobs) {
      if (known.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      known.add(job.name);
      await boss.createQueue(job.name, job.queue);
      // createQueue leaves an existing queue as it was: apply changed options too.
      if (job.queue) await boss.updateQueue(job.name, job.queue);
      await boss.work(job.name, async ([current]) => {
        const startedAt = performance.now();
        try {
          const output = await job.run();
          // Debug: a job that runs every minute would fill the log; a job logs what it did itself.
          log.debug({ job: job.name, jobId: current?.id, ms: Math.round(performance.now() - startedAt) }, 'job done');
          return output ?? undefined;
        } catch (err) {
          log.error({ err, job: job.name, jobId: current?.id }, 'job failed');
          throw err;
        }
      });
      if (job.schedule) {
        await boss.schedule(job.name, job.schedule.cron, null, { tz: job.schedule.timeZone, missed: 'once' });
      } else {
        await boss.unschedule(job.name);
      }
    }
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }

  const assertKnown = (name: string) => {
    if (!known.has(name)) throw new Error(`No job is named ${name}`);
  };

  return {
    async send(name) {
      assertKnown(name);
      const id = await boss.send(name);
      if (!id) throw new Error(`pg-boss did not queue ${name}`);
      return id;
    },
    async find(name, id) {
      assertKnown(name);
      const [job] = await boss.findJobs(name, { id });
      return job ? { state: job.state, output: job.output } : undefined;
    },
    async schedule(name) {
      assertKnown(name);
      const found = await boss.getSchedule(name);
      return found ? { cron: found.cron, timeZone: found.timezone } : undefined;
    },
    async stop(timeoutMs = 10_000) {
      running = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
    isRunning: () => running,
    async stats() {
      const queues = await boss.getQueues([...known]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
    },
  };
}
