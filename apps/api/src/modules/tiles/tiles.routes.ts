import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { TILE_ZOOMS } from '@town/shared/map';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { TileUpstreamError, type TilesService } from './tiles.service.ts';

const coordinate = z
  .string()
  .regex(/^\d{1,7}$/, 'Must be a whole number')
  .transform(Number);

/** Tile coordinates: a zoom our maps show at most, and x and y within the 2^z × 2^z grid of that zoom. */
export const tileParamsSchema = z
  .object({
    z: coordinate.pipe(z.number().int().min(0).max(TILE_ZOOMS.max)),
    x: coordinate,
    y: coordinate,
  })
  .superRefine((tile, ctx) => {
    const size = 2 ** tile.z;
    for (const axis of ['x', 'y'] as const) {
      if (tile[axis] >= size) {
        ctx.addIssue({ code: 'custom', path: [axis], message: `Must be below ${size} at zoom ${tile.z}` });
      }
    }
  });

export interface TilesRoutesOptions {
  service: TilesService;
  /** Tiles per client address and window (the app's rate-limit plugin; shared through Redis). */
  rateLimit: { max: number; timeWindowMs: number };
}

/**
 * Map tiles (docs/api.md). When the tile server fails, a cached tile is served even if old;
 * with none, a 502 or 504 in the API's error shape tells the map to show its markers on a
 * plain background. A tile no map of ours shows is a 404, and the tile server is not asked.
 */
export const tilesRoutes: FastifyPluginAsyncZod<TilesRoutesOptions> = async (app, { service, rateLimit }) => {
  app.get(
    '/api/tiles/:z/:x/:y.png',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags: ['map'],
        summary: 'A map tile (256 px PNG), through our server and its cache',
        description: `Only the tiles the town's maps show (zooms ${TILE_ZOOMS.min}–${TILE_ZOOMS.max}, the town and its surroundings); any other is 404. Rate-limited per client address.`,
        params: tileParamsSchema,
        response: {
          200: z.unknown().describe('The tile, image/png'),
          ...apiErrorResponses,
          502: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { z: zoom, x, y } = request.params;
      try {
        const tile = await service.getTile(zoom, x, y);
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-tile-cache', tile.cache)
          .send(tile.body);
      } catch (error) {
        if (!(error instanceof TileUpstreamError)) throw error;
        // Answered here rather than thrown: a tile server that is down is not an error of ours to log as one.
        const code = error.status === 504 ? 'TILE_UPSTREAM_TIMEOUT' : 'TILE_UPSTREAM_FAILED';
        return reply.code(error.status).send({ error: { code, message: error.message } });
      }
    },
  );
};
