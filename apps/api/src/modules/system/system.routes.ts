import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, PRODUCT_NAME, PRODUCT_VERSION, systemInfoSchema } from '@town/shared';
import { apiErrorResponses } from '../../lib/schemas.ts';

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
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
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
