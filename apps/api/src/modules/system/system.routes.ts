import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  healthSchema,
  PRODUCT_NAME,
  PRODUCT_VERSION,
  readinessSchema,
  systemInfoSchema,
  type Readiness,
} from '@town/shared';
import { pendingMigrations } from '../../db/migrate.ts';
import { notFound, unauthenticated } from '../../lib/http-errors.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * How long health and readiness wait for the database: a balancer's probe gives up after 1–2 s,
 * sooner than the requests' query limit (docs/architecture.md#observability).
 */
export const PROBE_TIMEOUT_MS = 2_000;

/** `check`'s answer, or a rejection once the probe's time is up (the query's own limits end it later). */
async function withinProbeTime<T>(check: Promise<T>): Promise<T> {
  check.catch(() => {}); // Given up on: its later failure is nobody's to handle.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer the probe in time')), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether an Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await withinProbeTime(app.db.execute(sql`select 1`));
        return { status: 'ok' as const, db: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this process should get traffic: database, migrations and (where it runs them) jobs',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const checks: Readiness['checks'] = { database: 'down', migrations: 'unknown', jobs: 'off' };
      try {
        checks.migrations = (await withinProbeTime(pendingMigrations(app.db))) === 0 ? 'done' : 'pending';
        checks.database = 'up';
      } catch {
        // Unreachable: the two stay 'down' and 'unknown'.
      }
      if (app.config.jobs) checks.jobs = app.jobs?.isRunning() ? 'running' : 'stopped';
      const ready = checks.database === 'up' && checks.migrations === 'done' && checks.jobs !== 'stopped';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );

  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics; served only when METRICS_TOKEN is set, to that bearer token',
        security: [{ bearer: [] }],
        response: {
          200: { content: { 'text/plain': { schema: z.string().describe("Prometheus's text format") } } },
          401: apiErrorResponses[401],
          404: apiErrorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw notFound();
      if (!bearerMatches(request.headers.authorization, token))
        throw unauthenticated('A valid metrics token is needed');
      const { contentType, body } = await app.metrics.render();
      return reply.type(contentType).send(body);
    },
  );

  app.get(
    '/api/systeminfo',
    {
      schema: {
        tags: ['operations'],
        summary: 'Version, build, runtime and database kind',
        response: { 200: systemInfoSchema, ...apiErrorResponses },
      },
    },
    async () => ({
      name: PRODUCT_NAME,
      version: PRODUCT_VERSION,
      build: app.config.build,
      node: process.version,
      database: app.config.databaseKind,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};
