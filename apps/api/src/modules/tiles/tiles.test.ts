import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { configPlugin } from '../../plugins/config.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tilesRoutes } from './tiles.routes.ts';

/** A 1×1 PNG. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

type Mode = 'tile' | 'error' | 'html' | 'hang';

/** The tile server's stand-in: a real HTTP server on 127.0.0.1 that counts what it is asked. */
let mode: Mode = 'tile';
const asked: string[] = [];
let upstream: Server;
let upstreamUrl: string;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (mode === 'hang') return;
    if (mode === 'error') return void res.writeHead(500).end('broken');
    if (mode === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>rate limited</h1>');
    res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dataDir = mkdtempSync(join(tmpdir(), 'town-tiles-'));
  t = await createTestApp({ dataDir, tilesUrl: `${upstreamUrl}/tiles/{z}/{x}/{y}.png` });
});
afterAll(async () => {
  await t?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  mode = 'tile';
  asked.length = 0;
});

const tile = (path: string) => t.app.inject({ method: 'GET', url: `/api/tiles/${path}` });

describe('GET /api/tiles/{z}/{x}/{y}.png', () => {
  it('fetches a tile once, keeps it on disk and serves it from there', async () => {
    const first = await tile('16/32745/25050.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-tile-cache']).toBe('miss');
    expect(first.rawPayload.equals(TILE)).toBe(true);
    expect(asked).toEqual(['/tiles/16/32745/25050.png']);
    expect(existsSync(join(dataDir, 'tiles', '16', '32745', '25050.png'))).toBe(true);

    const second = await tile('16/32745/25050.png');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-tile-cache']).toBe('hit');
    expect(second.rawPayload.equals(TILE)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('serves an old tile when the tile server fails', async () => {
    await tile('15/16372/12525.png');
    const old = new Date(Date.now() - 30 * 86_400_000);
    utimesSync(join(dataDir, 'tiles', '15', '16372', '12525.png'), old, old);
    mode = 'error';
    const res = await tile('15/16372/12525.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-tile-cache']).toBe('stale');
  });

  it('answers 502 in the error shape when the tile server fails and nothing is cached', async () => {
    for (const failure of ['error', 'html'] as const) {
      mode = failure;
      const res = await tile(`14/8186/${failure === 'error' ? 6262 : 6263}.png`);
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('TILE_UPSTREAM_FAILED');
    }
  });

  it('answers 502 when the tile server cannot be reached', async () => {
    const unreachable = await createTestApp({ dataDir, tilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/tiles/3/1/2.png' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('TILE_UPSTREAM_FAILED');
    } finally {
      await unreachable.close();
    }
  });

  it('answers 504 when the tile server does not answer in time', async () => {
    mode = 'hang';
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(configPlugin, { config: { ...t.config, tilesUrl: `${upstreamUrl}/{z}/{x}/{y}.png` } });
    await app.register(errorsPlugin);
    await app.register(tilesRoutes, { upstreamTimeoutMs: 50 });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/tiles/4/3/3.png' });
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
