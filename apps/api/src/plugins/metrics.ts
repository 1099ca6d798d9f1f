import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The catalogue answer cache's outcomes (modules/catalogue/answer-cache.ts). */
type CacheOutcome = 'hit' | 'miss' | 'not_modified' | 'stale';

export interface AppMetrics {
  /** Counts how the catalogue's answer cache answered one request. */
  catalogueCacheAnswer(outcome: CacheOutcome): void;
  /** Every metric in Prometheus's text format, read now. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** The route whose answers are counted as booking outcomes. */
const BOOKING_ROUTE = 'POST /api/v1/booking';

function bookingOutcome(status: number): string {
  if (status < 300) return 'created';
  if (status === 409) return 'refused';
  if (status === 400) return 'invalid';
  return status >= 500 ? 'error' : 'other';
}

/** A scrape never waits on a hanging database longer than this for the job queue's counts. */
const JOB_STATS_TIMEOUT_MS = 2_000;

/**
 * Prometheus metrics (prom-client), in a registry of this app's own: request durations per
 * route and status, booking outcomes, the catalogue cache's answers, the job queues, the
 * database pool and the process. The system module serves them at GET /api/metrics.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    // Process metrics (CPU, memory, event-loop lag, GC) watch timers of their own: only where they are read.
    if (app.config.metricsToken) collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route and status: their duration, and (_count) how many',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const bookings = new Counter({
      name: 'town_booking_requests_total',
      help: 'Booking requests by outcome: created, refused (409: taken or not bookable), invalid (400), other, error',
      labelNames: ['outcome'],
      registers: [registry],
    });
    const cacheAnswers = new Counter({
      name: 'town_catalogue_cache_answers_total',
      help: 'Catalogue answers by outcome: hit, miss (built), not_modified (304), stale (database unreachable)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    new Gauge({
      name: 'town_db_pool_connections',
      help: "The request pool's connections: all of them (total) and those free (idle)",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, app.pool.totalCount);
        this.set({ state: 'idle' }, app.pool.idleCount);
      },
    });
    new Gauge({
      name: 'town_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the request pool',
      registers: [registry],
      collect() {
        this.set(app.pool.waitingCount);
      },
    });
    new Gauge({
      name: 'town_jobs',
      help: 'Background jobs per queue (all processes): queued, active, and failed ones still kept',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const stats = await jobStats(app);
        for (const queue of stats ?? []) {
          this.set({ queue: queue.name, state: 'queued' }, queue.queued);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
          this.set({ queue: queue.name, state: 'failed' }, queue.failed);
        }
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requestDuration.observe({ method: request.method, route, status_code: status }, reply.elapsedTime / 1000);
      if (`${request.method} ${route}` === BOOKING_ROUTE) bookings.inc({ outcome: bookingOutcome(status) });
    });

    app.decorate('metrics', {
      catalogueCacheAnswer: (outcome) => cacheAnswers.inc({ outcome }),
      render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);

/** The job queue's counts where this process runs jobs; none when it does not, or the database does not answer. */
async function jobStats(app: FastifyInstance) {
  const jobs = app.hasDecorator('jobs') ? app.jobs : null;
  if (!jobs?.isRunning()) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), JOB_STATS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([jobs.stats().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
