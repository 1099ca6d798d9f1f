import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { TILE_ZOOMS, townMapTileRange } from '@town/shared/map';
import { townMapBounds, townProfileSchema, type MapBounds } from '@town/shared/town';
import { configPlugin } from '../../plugins/config.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTileCache } from './tile-cache.ts';
import { tilesRoutes } from './tiles.routes.ts';
import { createTilesService, MAX_TILE_BYTES, type TilesServiceDeps } from './tiles.service.ts';

/** A 1×1 PNG. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
/** A "PNG" of exactly `bytes` bytes: the signature, then padding. Only its first bytes are checked. */
const pngOf = (bytes: number) => Buffer.concat([TILE.subarray(0, 8), Buffer.alloc(bytes - 8)]);

type Mode = 'tile' | 'sized' | 'error' | 'html' | 'svg' | 'huge' | 'hang' | 'away' | 'moved' | 'loop';

/** The tile server's stand-in: a real HTTP server on 127.0.0.1 that counts what it is asked. */
let mode: Mode = 'tile';
let sizedBytes = 20_000;
const asked: string[] = [];
let upstream: Server;
let upstreamUrl: string;
/** Another host, where the tile server may try to send us: it counts what it is asked too. */
const elsewhereAsked: string[] = [];
let elsewhere: Server;
let elsewhereUrl: string;
const dataDirs: string[] = [];
let t: TestApp;
/** What the town's maps show: the test app's profile's (the placeholder's, around its centre). */
let bounds: MapBounds;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
async function stop(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'town-tiles-'));
  dataDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const url = req.url ?? '';
    asked.push(url);
    if (mode === 'moved' && url.endsWith('?moved'))
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    switch (mode) {
      case 'hang':
        return;
      case 'error':
        return void res.writeHead(500).end('broken');
      case 'html':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>rate limited</h1>');
      case 'svg': // says PNG, is not
        return void res
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case 'huge':
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(pngOf(MAX_TILE_BYTES + 1));
      case 'sized':
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(pngOf(sizedBytes));
      case 'away':
        return void res.writeHead(302, { location: `${elsewhereUrl}${url}` }).end();
      case 'moved':
        return void res.writeHead(301, { location: `${url}?moved` }).end();
      case 'loop':
        return void res.writeHead(307, { location: url }).end();
      default:
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    }
  });
  elsewhere = createServer((req, res) => {
    elsewhereAsked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
  });
  upstreamUrl = await listen(upstream);
  elsewhereUrl = await listen(elsewhere);
  t = await createTestApp({
    dataDir: newDataDir(),
    tilesUrl: `${upstreamUrl}/tiles/{z}/{x}/{y}.png`,
    tileRateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  const town = await t.app.inject({ method: 'GET', url: '/api/v1/town', headers: apiHeaders() });
  bounds = townMapBounds(townProfileSchema.parse(town.json()));
});
afterAll(async () => {
  await t?.close();
  await stop(upstream);
  await stop(elsewhere);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  mode = 'tile';
  asked.length = 0;
  elsewhereAsked.length = 0;
});

/** The `n`th tile of the town map's area at a zoom, counted along its top row. */
function townTile(zoom: number, n = 0) {
  const range = townMapTileRange(bounds, zoom);
  expect(range.xMin + n).toBeLessThanOrEqual(range.xMax);
  return {
    path: `${zoom}/${range.xMin + n}/${range.yMin}.png`,
    file: join('tiles', `${zoom}`, `${range.xMin + n}`, `${range.yMin}.png`),
  };
}

const tile = (path: string, app = t.app, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: `/api/tiles/${path}`, remoteAddress });

/** The tiles module alone, on a bare Fastify, with a service built from `deps`. */
async function bareTilesApp(deps: Partial<TilesServiceDeps>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const config = { ...t.config, ...deps.config };
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  const service = createTilesService({ log: app.log, bounds: async () => bounds, ...deps, config });
  await app.register(tilesRoutes, { service, rateLimit: config.tileRateLimit });
  return app;
}

/** The bytes of every tile file under a data directory. */
function cachedBytes(dataDir: string): number {
  const root = join(dataDir, 'tiles');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

describe('GET /api/tiles/{z}/{x}/{y}.png', () => {
  it('fetches a tile once, keeps it on disk and serves it from there', async () => {
    const { path, file } = townTile(16);
    const first = await tile(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-tile-cache']).toBe('miss');
    expect(first.rawPayload.equals(TILE)).toBe(true);
    expect(asked).toEqual([`/tiles/${path}`]);
    expect(existsSync(join(t.config.dataDir, file))).toBe(true);

    const second = await tile(path);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-tile-cache']).toBe('hit');
    expect(second.rawPayload.equals(TILE)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('serves an old tile when the tile server fails', async () => {
    const { path, file } = townTile(15);
    await tile(path);
    const old = new Date(Date.now() - 30 * 86_400_000);
    utimesSync(join(t.config.dataDir, file), old, old);
    mode = 'error';
    const res = await tile(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-tile-cache']).toBe('stale');
  });

  it('answers 502 in the error shape when the tile server fails and nothing is cached', async () => {
    for (const [n, failure] of (['error', 'html'] as const).entries()) {
      mode = failure;
      const res = await tile(townTile(14, n).path);
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('TILE_UPSTREAM_FAILED');
    }
  });

  it('refuses what is not a PNG, whatever its Content-Type says, and keeps nothing of it', async () => {
    mode = 'svg';
    const { path, file } = townTile(17, 1);
    const res = await tile(path);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('TILE_UPSTREAM_FAILED');
    expect(res.body).not.toContain('<script>');
    expect(existsSync(join(t.config.dataDir, file))).toBe(false);
  });

  it('refuses a tile larger than 1 MiB and keeps nothing of it', async () => {
    mode = 'huge';
    const { path, file } = townTile(17, 2);
    const res = await tile(path);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('TILE_UPSTREAM_FAILED');
    expect(existsSync(join(t.config.dataDir, file))).toBe(false);
  });

  it('follows no redirect to another host', async () => {
    mode = 'away';
    const { path, file } = townTile(17, 3);
    const res = await tile(path);
    expect(res.statusCode).toBe(502);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('TILE_UPSTREAM_FAILED');
    expect(asked).toHaveLength(1);
    expect(elsewhereAsked).toEqual([]);
    expect(existsSync(join(t.config.dataDir, file))).toBe(false);
  });

  it('follows a redirect within the tile server, three at most', async () => {
    mode = 'moved';
    const moved = await tile(townTile(17, 4).path);
    expect(moved.statusCode).toBe(200);
    expect(moved.rawPayload.equals(TILE)).toBe(true);
    expect(asked).toHaveLength(2);

    mode = 'loop';
    asked.length = 0;
    const loop = await tile(townTile(17, 5).path);
    expect(loop.statusCode).toBe(502);
    expect(asked).toHaveLength(4); // the request and three redirects
  });

  it('answers 502 when the tile server cannot be reached', async () => {
    const app = await bareTilesApp({ config: { ...t.config, tilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' } });
    try {
      const res = await tile(townTile(13).path, app);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('TILE_UPSTREAM_FAILED');
    } finally {
      await app.close();
    }
  });

  it('answers 504 when the tile server does not answer in time', async () => {
    mode = 'hang';
    const app = await bareTilesApp({ upstreamTimeoutMs: 50 });
    try {
      const res = await tile(townTile(13, 1).path, app);
      expect(res.statusCode).toBe(504);
      expect(res.json().error.code).toBe('TILE_UPSTREAM_TIMEOUT');
    } finally {
      await app.close();
    }
  });

  it('refuses coordinates outside the zoom’s grid with 400, without asking the tile server', async () => {
    const cases: [string, string][] = [
      ['20/0/0.png', 'params.z'],
      ['1/2/0.png', 'params.x'],
      ['1/0/2.png', 'params.y'],
      ['3/-1/0.png', 'params.x'],
      ['a/0/0.png', 'params.z'],
      ['3/0/1e2.png', 'params.y'],
    ];
    for (const [path, field] of cases) {
      const res = await tile(path);
      expect(res.statusCode, path).toBe(400);
      const fields = (apiErrorSchema.parse(res.json()).error.details as { field: string }[]).map((d) => d.field);
      expect(fields, path).toContain(field);
    }
    expect((await tile('3/0/0.jpg')).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });

  it('answers 404 for a tile no map of ours shows, without asking the tile server', async () => {
    const town = (zoom: number) => townMapTileRange(bounds, zoom);
    const outside = [
      `${TILE_ZOOMS.min - 1}/${town(TILE_ZOOMS.min - 1).xMin}/${town(TILE_ZOOMS.min - 1).yMin}.png`, // too far out
      '0/0/0.png',
      `16/${town(16).xMin - 1}/${town(16).yMin}.png`, // just west of the area
      `16/${town(16).xMax + 1}/${town(16).yMax}.png`, // just east
      `19/${town(19).xMin}/${town(19).yMax + 1}.png`, // just south
      '19/100000/200000.png', // another country
    ];
    for (const path of outside) {
      const res = await tile(path);
      expect(res.statusCode, path).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    expect(asked).toEqual([]);
  });

  it('never answers a 5xx to random coordinates while the tile server works', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.nat(25).map(String)),
        fc.oneof(fc.string(), fc.nat(5000).map(String)),
        fc.string(),
        async (z, x, y) => {
          const res = await tile(`${encodeURIComponent(z)}/${encodeURIComponent(x)}/${encodeURIComponent(y)}.png`);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the tile rate limit', () => {
  it('answers a burst of tiles from one client with 429 and Retry-After, and does not fetch them', async () => {
    const limited = await createTestApp({
      dataDir: newDataDir(),
      tilesUrl: `${upstreamUrl}/tiles/{z}/{x}/{y}.png`,
      tileRateLimit: { max: 5, timeWindowMs: 60_000 },
    });
    try {
      const answers = [];
      for (let n = 0; n < 8; n++) answers.push(await tile(townTile(18, n).path, limited.app, '203.0.113.7'));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const refused = answers[5]!;
      expect(apiErrorSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(asked).toHaveLength(5);

      // Another client is served meanwhile.
      expect((await tile(townTile(18, 9).path, limited.app, '198.51.100.20')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the tile cache', () => {
  const TILE_BYTES = 20_000;
  const CAP = 5 * TILE_BYTES;

  it('never holds more than its cap, and keeps the tiles used most recently', async () => {
    mode = 'sized';
    sizedBytes = TILE_BYTES;
    const dataDir = newDataDir();
    const app = await bareTilesApp({ config: { ...t.config, dataDir, tileCacheMaxBytes: CAP } });
    try {
      const tiles = Array.from({ length: 12 }, (_, n) => townTile(19, n));
      for (const { path } of tiles.slice(0, 5)) expect((await tile(path, app)).statusCode).toBe(200);
      expect(cachedBytes(dataDir)).toBe(CAP);

      // All five were last used an hour ago; then two of them are used again.
      const hourAgo = new Date(Date.now() - 3_600_000);
      for (const { file } of tiles.slice(0, 5)) utimesSync(join(dataDir, file), hourAgo, hourAgo);
      for (const { path } of tiles.slice(0, 2)) expect((await tile(path, app)).headers['x-tile-cache']).toBe('hit');

      for (const { path } of tiles.slice(5, 8)) {
        expect((await tile(path, app)).statusCode).toBe(200);
        expect(cachedBytes(dataDir)).toBeLessThanOrEqual(CAP);
      }
      const kept = (n: number) => existsSync(join(dataDir, tiles[n]!.file));
      expect([0, 1, 2, 3, 4, 5, 6, 7].map(kept)).toEqual([true, true, false, false, false, true, true, true]);

      for (const { path } of tiles.slice(8)) {
        expect((await tile(path, app)).statusCode).toBe(200);
        expect(cachedBytes(dataDir)).toBeLessThanOrEqual(CAP);
      }
      expect(kept(11)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('counts the tiles other processes keep in the same directory', async () => {
    const root = join(newDataDir(), 'tiles');
    const log = t.app.log;
    const first = createTileCache({ root, maxBytes: CAP, log });
    const second = createTileCache({ root, maxBytes: CAP, log });
    const body = pngOf(TILE_BYTES);
    for (let n = 0; n < 5; n++) expect(await first.write(`19/1/${n}`, body)).toBe(true);
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (let n = 0; n < 5; n++) utimesSync(join(root, '19', '1', `${n}.png`), hourAgo, hourAgo);
    await first.read('19/1/0'); // used again: the others go first

    expect(await second.write('19/2/0', body)).toBe(true);
    expect(cachedBytes(join(root, '..'))).toBeLessThanOrEqual(CAP);
    expect(existsSync(join(root, '19', '1', '0.png'))).toBe(true);
    expect(existsSync(join(root, '19', '1', '1.png'))).toBe(false);

    // The first process still counts what the second wrote.
    for (let n = 1; n < 4; n++) expect(await first.write(`19/3/${n}`, body)).toBe(true);
    expect(cachedBytes(join(root, '..'))).toBeLessThanOrEqual(CAP);
  });
});
