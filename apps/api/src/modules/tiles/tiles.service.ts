import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@town/shared';
import { isTownMapTile, TILE_ZOOMS } from '@town/shared/map';
import type { MapBounds } from '@town/shared/town';
import { notFound } from '../../lib/http-errors.ts';
import { fetchUpstream, imageTypeOf, UpstreamFetchError } from '../../lib/upstream.ts';
import { createTileCache, type CachedTile } from './tile-cache.ts';

/** A larger tile is refused and not kept (an OpenStreetMap tile weighs a few tens of kB). */
export const MAX_TILE_BYTES = 1_048_576;
const DAY_MS = 86_400_000;

/** The tile server gave nothing usable and no tile is cached: 502, or 504 when it was too slow. */
export class TileUpstreamError extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'TileUpstreamError';
  }
}

export interface Tile {
  body: Buffer;
  /** hit: from the cache; miss: just fetched; stale: an old copy, the tile server failing. */
  cache: 'hit' | 'miss' | 'stale';
}

export interface TilesServiceDeps {
  config: { dataDir: string; tilesUrl: string; tileCacheMaxBytes: number; publicUrl: string };
  /** What the town's maps show: `townMapBounds(profile)` as the profile says now (docs/town.md). */
  bounds: () => Promise<MapBounds>;
  log: FastifyBaseLogger;
  /** How long the tile server may take before the answer is 504 (or a stale tile). */
  upstreamTimeoutMs?: number;
  /** How long a cached tile is served without asking the tile server again. */
  freshForMs?: number;
}

/**
 * Map tiles through our own server (the page talks to no third party, docs/architecture.md):
 * only those the town's maps can show (`isTownMapTile`, @town/shared/map, in the profile's
 * bounds), each fetched once from TILES_URL and kept under DATA_DIR/tiles within TILE_CACHE_MAX_BYTES.
 */
export function createTilesService({
  config,
  bounds,
  log,
  upstreamTimeoutMs = 8_000,
  freshForMs = 7 * DAY_MS,
}: TilesServiceDeps) {
  const cache = createTileCache({ root: join(config.dataDir, 'tiles'), maxBytes: config.tileCacheMaxBytes, log });
  // OpenStreetMap's tile policy asks for a User-Agent that names the application.
  const userAgent = `${PRODUCT_NAME.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}/${PRODUCT_VERSION} (+${config.publicUrl})`;
  // One upstream request per tile, however many visitors ask for it at the same moment.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function fetchTile(zoom: number, x: number, y: number): Promise<Buffer> {
    const url = config.tilesUrl.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
    let body: Buffer;
    try {
      body = await fetchUpstream(url, {
        timeoutMs: upstreamTimeoutMs,
        maxBytes: MAX_TILE_BYTES,
        headers: { 'user-agent': userAgent },
      });
    } catch (error) {
      if (!(error instanceof UpstreamFetchError)) throw error;
      throw new TileUpstreamError(error.reason === 'timeout' ? 504 : 502, `The tile server ${error.message}`);
    }
    // Served as image/png from our origin: anything else (an SVG or a page saying "image/png") is refused.
    if (imageTypeOf(body) !== 'image/png') throw new TileUpstreamError(502, 'The tile server did not send a PNG');
    return body;
  }

  return {
    /** A tile of the town's maps: cached, else fetched and kept; a 404 for any other tile. */
    async getTile(zoom: number, x: number, y: number): Promise<Tile> {
      if (!isTownMapTile(await bounds(), zoom, x, y)) {
        throw notFound(`The map shows zooms ${TILE_ZOOMS.min}–${TILE_ZOOMS.max} around the town only`);
      }
      const key = `${zoom}/${x}/${y}`;
      const cached: CachedTile | undefined = await cache.read(key);
      if (cached && Date.now() - cached.fetchedAt < freshForMs) return { body: cached.body, cache: 'hit' };

      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchTile(zoom, x, y)
          .then(async (body) => {
            await cache.write(key, body, cached);
            return body;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        return { body: await pending, cache: 'miss' };
      } catch (error) {
        if (!(error instanceof TileUpstreamError)) throw error;
        if (cached) return { body: cached.body, cache: 'stale' };
        log.warn({ tile: key, status: error.status }, error.message);
        throw error;
      }
    },
  };
}

export type TilesService = ReturnType<typeof createTilesService>;
