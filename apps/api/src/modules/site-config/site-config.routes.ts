import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from '@town/shared/site-config';
import { apiErrorResponses } from '../../lib/schemas.ts';

/**
 * GET /api/v1/site-config: what the web needs to know about this deployment at run
 * time rather than at build time (one build serves every deployment).
 */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body: SiteConfig = { analytics: { ...app.config.analytics } };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

  app.get(
    '/api/v1/site-config',
    {
      schema: {
        tags: ['operations'],
        summary: "The deployment's public settings for the web app",
        description:
          'Analytics ids and the base URL of their scripts (empty when analytics is not configured). The page loads nothing of them before measurement consent.',
        response: { 200: siteConfigSchema, 304: z.null().describe('Not modified'), ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      // Short: a changed setting reaches every visitor within minutes.
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );
};
