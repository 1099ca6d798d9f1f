import fp from 'fastify-plugin';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, or null in a process that runs no jobs (config `jobs`: tests, by default). */
    jobs: JobQueue | null;
  }
}

/**
 * Starts the job queue on the app's database with the given jobs, when the configuration
 * says this process runs jobs, and stops it (letting running jobs finish) before the
 * database pool closes.
 */
export const jobsPlugin = fp<{ jobs: readonly JobDefinition[] }>(
  async (app, { jobs }) => {
    if (!app.config.jobs) {
      app.decorate('jobs', null);
      return;
    }
    const queue = await startJobQueue({
      databaseUrl: app.config.databaseUrl,
      jobs,
      log: app.log.child({ module: 'jobs' }),
    });
    app.decorate('jobs', queue);
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
