import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES, pageQuerySchema } from '@town/shared';
import { webcamIdSchema, webcamListSchema } from '@town/shared/webcams';
import { notFound } from '../../lib/http-errors.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { adminWebcamsRoutes } from './admin-webcams.routes.ts';
import { STILL_CACHE_SECONDS, WebcamUnavailableError, type WebcamsService } from './webcams.service.ts';

/** The town's webcams and their stills (docs/api.md), and the admins' list of them. */
export const webcamsRoutes: FastifyPluginAsyncZod<{ service: WebcamsService }> = async (app, { service }) => {
  await app.register(adminWebcamsRoutes, { service });
  app.get(
    '/api/v1/webcams',
    {
      schema: {
        tags: ['town'],
        summary: "The town's webcams",
        description:
          "Each camera with its still image, always through our own server (`stillUrl`). Read from the admins' list on every request (revalidated with the ETag), so a change shows at once.",
        querystring: pageQuerySchema,
        response: { 200: webcamListSchema, 304: z.null().describe('Not modified'), ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const cameras = await service.publicList();
      const body = { items: cameras.slice(offset, offset + limit), total: cameras.length, limit, offset };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      // Admins change the list: a cache may keep it, but asks (cheaply, with the ETag) before each use.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );

  // Outside /api/v1: an <img> cannot send the app key, and the still is public anyway.
  app.get(
    '/api/webcams/:id/still',
    {
      schema: {
        tags: ['town'],
        summary: "A webcam's latest still image",
        description: `JPEG, PNG or WebP (recognised by its bytes), kept ${STILL_CACHE_SECONDS} s. 404 for an unknown camera; 502 WEBCAM_UNAVAILABLE when the camera does not answer in time, redirects to another host, is on a private address or outside the allow-list, or sends no such image.`,
        params: webcamIdSchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The still image', type: 'string', format: 'binary' }),
          304: z.null().describe('Not modified'),
          ...apiErrorResponses,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const camera = await service.find(request.params.id);
      if (!camera) throw notFound(`No webcam ${request.params.id}`);
      let still;
      try {
        still = await service.getStill(camera);
      } catch (error) {
        if (!(error instanceof WebcamUnavailableError)) throw error;
        // Answered here rather than thrown: a camera that is down is not an error of ours to log as one.
        return reply
          .status(502)
          .header('cache-control', 'no-store')
          .send({ error: { code: ERROR_CODES.webcamUnavailable, message: 'The camera is not available right now' } });
      }
      const maxAge = Math.max(0, Math.round((still.expiresAt.getTime() - Date.now()) / 1000));
      reply
        .header('etag', still.etag)
        .header('cache-control', `public, max-age=${maxAge}`)
        .header('last-modified', still.fetchedAt.toUTCString());
      if (request.headers['if-none-match'] === still.etag) return reply.status(304).send(null);
      return reply.type(still.contentType).send(still.body);
    },
  );
};
