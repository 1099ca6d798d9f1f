import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME, PRODUCT_VERSION, apiErrorSchema } from '@town/shared';
import { apiErrorResponses } from '../../lib/schemas.ts';

export interface TilesOptions {
  /** How long the upstream may take before the answer is 504 (or a stale tile). */
  upstreamTimeoutMs?: number;
  /** How long a cached tile is served without asking the upstream again. */
  freshForMs?: number;
}

/** The deepest zoom the usual tile servers draw. */
export const MAX_ZOOM = 19;
const MAX_TILE_BYTES = 1_048_576;
const DAY_MS = 86_400_000;

const coordinate = z
  .string()
  .regex(/^\d{1,7}$/, 'Must be a whole number')
  .transform(Number);

/** Tile coordinates: zoom 0–19, and x and y within the 2^z × 2^z grid of that zoom. */
export const tileParamsSchema = z
  .object({
    z: coordinate.pipe(z.number().int().min(0).max(MAX_ZOOM)),
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

class UpstreamError extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Map tiles through our own server (docs/architecture.md: the page talks to no third party): each tile
 * is fetched once from TILES_URL, kept under DATA_DIR/tiles and served from there. When the
 * upstream fails, a cached tile is served even if old; with none, a 502 or 504 in the API's
 * error shape tells the map to show its markers on a plain background.
 */
export const tilesRoutes: FastifyPluginAsyncZod<TilesOptions> = async (app, options) => {
  const timeoutMs = options.upstreamTimeoutMs ?? 8_000;
  const freshForMs = options.freshForMs ?? 7 * DAY_MS;
  const root = join(app.config.dataDir, 'tiles');
  const userAgent = `${PRODUCT_NAME.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}/${PRODUCT_VERSION} (+${app.config.publicUrl})`;
  // One upstream request per tile, however many visitors ask for it at the same moment.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function fetchTile(key: string, url: string, file: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { headers: { 'user-agent': userAgent }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new UpstreamError(
        timedOut ? 504 : 502,
        timedOut ? 'The tile server did not answer in time' : 'The tile server cannot be reached',
      );
    }
    if (!response.ok) throw new UpstreamError(502, `The tile server answered ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').startsWith('image/')) {
      throw new UpstreamError(502, 'The tile server did not send an image');
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length === 0 || body.length > MAX_TILE_BYTES)
      throw new UpstreamError(502, 'The tile server sent an unusable tile');
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${key.replaceAll('/', '-')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    return body;
  }

  app.get(
    '/api/tiles/:z/:x/:y.png',
    {
      schema: {
        tags: ['map'],
        summary: 'A map tile (256 px PNG), through our server and its cache',
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
      const key = `${zoom}/${x}/${y}`;
      const file = join(root, String(zoom), String(x), `${y}.png`);
      const cached = await stat(file).catch(() => undefined);
      const send = (body: Buffer, state: 'hit' | 'miss' | 'stale') =>
        reply
          .type('image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-tile-cache', state)
          .send(body);

      if (cached && Date.now() - cached.mtimeMs < freshForMs) return send(await readFile(file), 'hit');

      const url = app.config.tilesUrl.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchTile(key, url, file).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        return send(await pending, 'miss');
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (cached) return send(await readFile(file), 'stale');
        request.log.warn({ tile: key, status: error.status }, error.message);
        const code = error.status === 504 ? 'TILE_UPSTREAM_TIMEOUT' : 'TILE_UPSTREAM_FAILED';
        return reply.code(error.status).send({ error: { code, message: error.message } });
      }
    },
  );
};
