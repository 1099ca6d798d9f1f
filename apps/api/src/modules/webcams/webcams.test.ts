import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { webcamListSchema, type AdminWebcam } from '@town/shared/webcams';
import { DEMO_WEBCAMS, seedDemoWebcams } from '../../seed/webcams.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Resolver } from '../../lib/public-address.ts';
import { imageTypeOf } from '../../lib/upstream.ts';
import { createAuditService } from '../audit/index.ts';
import { lightAt } from './webcams.demo.ts';
import { writeWebcams } from './webcams.repository.ts';
import {
  createWebcamsService,
  MAX_STILL_BYTES,
  WebcamUnavailableError,
  type WebcamsServiceDeps,
} from './webcams.service.ts';

type Mode = 'jpeg' | 'png' | 'gif' | 'down' | 'hang' | 'html' | 'svg' | 'huge' | 'cut' | 'away' | 'moved';

/** A camera server on 127.0.0.1: each camera answers as its mode says; calls are counted. */
interface CameraServer {
  urlBase: string;
  /** Where the camera redirects in mode `away`: another host, whose calls are counted too. */
  elsewhereCalls: string[];
  modes: Map<string, Mode>;
  calls: Map<string, number>;
  close(): Promise<void>;
}

let jpeg: Buffer;
let png: Buffer;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function startCameraServer(): Promise<CameraServer> {
  const modes = new Map<string, Mode>();
  const calls = new Map<string, number>();
  const elsewhereCalls: string[] = [];
  const elsewhere: Server = createServer((req, res) => {
    elsewhereCalls.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  const elsewhereUrl = await listen(elsewhere);
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const [, , camera = ''] = url.split('/'); // /cams/{camera}/latest.jpg
    calls.set(camera, (calls.get(camera) ?? 0) + 1);
    if (url.endsWith('?moved')) return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    switch (modes.get(camera) ?? 'jpeg') {
      case 'jpeg':
        return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      case 'png': // a wrong Content-Type: the bytes decide
        return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(png);
      case 'gif': // a raster, but not one a camera still may be
        return void res.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('GIF89a\x01\x00\x01\x00'));
      case 'down':
        return void res.writeHead(503).end('camera offline');
      case 'hang':
        return; // never answers: only our timeout ends it
      case 'html':
        return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>');
      case 'svg':
        return void res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case 'huge':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(jpeg.subarray(0, 3));
        return void res.end(Buffer.alloc(MAX_STILL_BYTES + 1));
      case 'cut':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length * 2) });
        res.write(jpeg);
        return void res.destroy();
      case 'away':
        return void res.writeHead(302, { location: `${elsewhereUrl}${url}` }).end();
      case 'moved': // within the camera server: followed
        return void res.writeHead(302, { location: `${url}?moved` }).end();
    }
  });
  const base = await listen(server);
  const close = (s: Server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  return {
    urlBase: `${base}/cams`,
    elsewhereCalls,
    modes,
    calls,
    close: async () => {
      await close(server);
      await close(elsewhere);
    },
  };
}

let cameras: CameraServer;
/** Its cameras are on the camera server (127.0.0.1, which this app may reach), written straight into its table. */
let t: TestApp;
/** The demo town's cameras, as the seed writes them: drawn stills. */
let demo: TestApp;
let CAMERAS: AdminWebcam[];

/** A camera of the camera server: `id` is its path there. */
const camera = (id: string, kind: AdminWebcam['kind'], refreshSeconds = 60): AdminWebcam => ({
  id,
  name: id,
  kind,
  position: { lat: 38.96, lng: -0.12 },
  stillUrl: `${cameras.urlBase}/${id}/latest.jpg`,
  pageUrl: `https://cameras.townhall.example/${id}`,
  refreshSeconds,
});
const cameraOf = (id: string) => CAMERAS.find((c) => c.id === id)!;

/** A service of its own, for what the app's cache would hide (its log, database and audit are the app's). */
const serviceFor = (app: TestApp, deps: Partial<WebcamsServiceDeps> = {}) =>
  createWebcamsService({
    db: app.app.db,
    audit: createAuditService({ db: app.app.db }),
    allowedUrls: [],
    allowPrivateHosts: true,
    timeoutMs: 300,
    log: app.app.log,
    ...deps,
  });

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#3388cc' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#e8cd96' } })
    .png()
    .toBuffer();
  cameras = await startCameraServer();
  const webcams = { allowedUrls: [], allowPrivateHosts: true, timeoutMs: 300 };
  t = await createTestApp({ webcams });
  demo = await createTestApp({ webcams: { ...webcams, allowPrivateHosts: false } });
  CAMERAS = [
    camera('platja-llarga', 'beach'),
    camera('port', 'harbour'),
    camera('passeig-maritim', 'promenade'),
    camera('platja-del-raco', 'beach', 120),
  ];
  // Written as they are, past the admins' https rule: the camera server speaks plain http.
  await writeWebcams(t.app.db, CAMERAS);
  await seedDemoWebcams(demo.app.db);
});
afterAll(async () => {
  await t?.close();
  await demo?.close();
  await cameras?.close();
});
beforeEach(() => {
  cameras.modes.clear();
  cameras.calls.clear();
  cameras.elsewhereCalls.length = 0;
});

const still = (id: string, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/webcams/${id}/still`, headers });

describe('GET /api/v1/webcams', () => {
  it("lists the town's cameras in their order, each with a still on our own origin", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/webcams', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const body = webcamListSchema.parse(res.json());
    expect(body.total).toBe(CAMERAS.length);
    expect(body.items.map((c) => c.id)).toEqual(CAMERAS.map((c) => c.id));
    expect(body.items[3]).toEqual({
      id: 'platja-del-raco',
      name: 'platja-del-raco',
      kind: 'beach',
      position: { lat: 38.96, lng: -0.12 },
      stillUrl: '/api/webcams/platja-del-raco/still',
      pageUrl: 'https://cameras.townhall.example/platja-del-raco',
      refreshSeconds: 120,
    });
    // Where the camera server is stays with us.
    expect(res.body).not.toContain('latest.jpg');
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('lists the demo town’s cameras once the seed has written them', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/v1/webcams', headers: apiHeaders() });
    const body = webcamListSchema.parse(res.json());
    expect(body.items.map((c) => c.name)).toEqual(DEMO_WEBCAMS.map((c) => c.name));
    expect(new Set(body.items.map((c) => c.kind))).toEqual(new Set(['beach', 'harbour', 'promenade']));
  });

  it('pages with limit and offset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/webcams?limit=2&offset=1', headers: apiHeaders() });
    const body = webcamListSchema.parse(res.json());
    expect(body).toMatchObject({ total: CAMERAS.length, limit: 2, offset: 1 });
    expect(body.items.map((c) => c.id)).toEqual(CAMERAS.slice(1, 3).map((c) => c.id));
  });

  it('answers If-None-Match with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/webcams', headers: apiHeaders() });
    const etag = String(first.headers.etag);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/v1/webcams',
      headers: { ...apiHeaders(), 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('needs the app key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/webcams' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('APP_KEY_INVALID');
  });

  it('answers any query with a 200 or a 4xx in the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('limit', 'offset', 'lang', 'x'), fc.oneof(fc.string(), fc.integer().map(String))),
        async (query) => {
          const res = await t.app.inject({ method: 'GET', url: '/api/v1/webcams', query, headers: apiHeaders() });
          if (res.statusCode === 200) webcamListSchema.parse(res.json());
          else {
            expect(res.statusCode).toBe(400);
            expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('GET /api/webcams/:id/still', () => {
  it('proxies the camera still without the app key, with a short cache', async () => {
    const res = await still('platja-llarga');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=([12]?\d|30)$/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    // A second visitor gets the same still without the camera being asked again.
    const again = await still('platja-llarga');
    expect(again.rawPayload.equals(jpeg)).toBe(true);
    expect(cameras.calls.get('platja-llarga')).toBe(1);

    const notModified = await still('platja-llarga', t.app, { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('asks the camera once however many visitors arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => still('passeig-maritim')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(cameras.calls.get('passeig-maritim')).toBe(1);
  });

  it('recognises the image by its bytes, not by what the camera says it is', async () => {
    cameras.modes.set('platja-del-raco', 'png');
    const res = await still('platja-del-raco');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  // The harbour camera never succeeds here, so nothing of it is cached between these cases.
  for (const mode of ['down', 'hang', 'html', 'svg', 'gif', 'huge', 'cut', 'away'] as const) {
    it(`answers 502 WEBCAM_UNAVAILABLE when the camera is ${mode}`, async () => {
      cameras.modes.set('port', mode);
      const res = await still('port');
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('WEBCAM_UNAVAILABLE');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('127.0.0.1');
    });
  }

  it('follows no redirect to another host', async () => {
    cameras.modes.set('port', 'away');
    expect((await still('port')).statusCode).toBe(502);
    expect(cameras.calls.get('port')).toBe(1);
    expect(cameras.elsewhereCalls).toEqual([]);
  });

  it('follows a redirect within the camera server', async () => {
    // A service of its own: the app's may hold this camera's still already.
    const service = serviceFor(t);
    const camera = cameraOf('platja-del-raco');
    cameras.modes.set(camera.id, 'moved');
    const moved = await service.getStill(camera);
    expect(moved.contentType).toBe('image/jpeg');
    expect(moved.body.equals(jpeg)).toBe(true);
    expect(cameras.calls.get(camera.id)).toBe(2);
  });

  it('tries the camera again after a failure', async () => {
    cameras.modes.set('port', 'down');
    expect((await still('port')).statusCode).toBe(502);
    cameras.modes.set('port', 'jpeg');
    expect((await still('port')).statusCode).toBe(200);
    expect(cameras.calls.get('port')).toBe(2);
  });

  it('answers 404 in the error shape for an unknown camera', async () => {
    const res = await still('no-such-camera');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    expect(cameras.calls.size).toBe(0);
  });

  it('answers any id with a 4xx or an image, never a 5xx, and never asks for a camera it does not know', async () => {
    const known = new Set(CAMERAS.map((c) => c.id));
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (id) => {
        const res = await still(encodeURIComponent(id));
        if (known.has(id)) expect(res.statusCode).toBe(200);
        else {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    for (const camera of cameras.calls.keys()) expect(known.has(camera)).toBe(true);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/webcams']).toBeDefined();
    const ok = doc.paths['/api/webcams/{id}/still'].get.responses['200'];
    expect(JSON.stringify(ok)).toContain('"format":"binary"');
  });
});

describe('stills on the reserved .example domain (the demo town)', () => {
  it('draws each camera a still of its own, as a real JPEG', async () => {
    const bodies = new Set<string>();
    for (const camera of DEMO_WEBCAMS) {
      const res = await still(camera.id, demo.app);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
      bodies.add(res.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBeGreaterThanOrEqual(3); // beach, harbour and promenade look different
  });

  it("lights the scene by the town's hour", () => {
    expect(lightAt(new Date('2026-07-14T10:00:00Z'))).toBe('day'); // 12:00 on the town's clock (Europe/Madrid, before a profile says another)
    expect(lightAt(new Date('2026-07-14T18:30:00Z'))).toBe('dusk'); // 20:30
    expect(lightAt(new Date('2026-01-14T23:00:00Z'))).toBe('night'); // 00:00
  });
});

describe('the still cache', () => {
  it('keeps a still for 30 seconds, then asks the camera again', async () => {
    let clock = new Date('2026-07-14T10:00:00Z');
    const service = serviceFor(t, { now: () => clock });
    const camera = CAMERAS[0]!;
    await service.getStill(camera);
    clock = new Date(clock.getTime() + 29_000);
    await service.getStill(camera);
    expect(cameras.calls.get(camera.id)).toBe(1);
    clock = new Date(clock.getTime() + 2_000);
    await service.getStill(camera);
    expect(cameras.calls.get(camera.id)).toBe(2);
  });

  it('does not keep failures', async () => {
    const service = serviceFor(t);
    const camera = CAMERAS[1]!;
    cameras.modes.set(camera.id, 'down');
    await expect(service.getStill(camera)).rejects.toBeInstanceOf(WebcamUnavailableError);
    cameras.modes.set(camera.id, 'jpeg');
    await expect(service.getStill(camera)).resolves.toMatchObject({ contentType: 'image/jpeg' });
  });

  it('knows the raster types by their first bytes', () => {
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('GIF89a...'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('where our server may fetch a still from', () => {
  /** A camera of the camera server reached by a host name, which `resolve` answers. */
  const named = (id: string) => ({
    ...cameraOf(id),
    stillUrl: cameraOf(id).stillUrl.replace('127.0.0.1', 'camera.townhall.test'),
  });
  const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

  it('never connects to a private address written in the still’s address', async () => {
    const service = serviceFor(t, { allowPrivateHosts: false });
    for (const address of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]']) {
      const camera = { ...cameraOf('port'), stillUrl: cameraOf('port').stillUrl.replace('127.0.0.1', address) };
      await expect(service.getStill(camera)).rejects.toBeInstanceOf(WebcamUnavailableError);
    }
    expect(cameras.calls.size).toBe(0);
  });

  it('never connects to a host whose name leads to a private address', async () => {
    const service = serviceFor(t, { allowPrivateHosts: false, resolve: toLoopback });
    await expect(service.getStill(named('port'))).rejects.toThrow(/private or local address/);
    expect(cameras.calls.size).toBe(0);
  });

  it('keeps to the deployment’s allow-list, checked again on every fetch', async () => {
    const service = serviceFor(t, { allowedUrls: [`${cameras.urlBase}/platja-llarga/`] });
    await expect(service.getStill(cameraOf('platja-llarga'))).resolves.toMatchObject({ contentType: 'image/jpeg' });
    await expect(service.getStill(cameraOf('port'))).rejects.toThrow(/outside WEBCAMS_URL_BASE/);
    // A prefix is a path: a camera whose path merely starts with the same letters is outside it.
    const lookalike = { ...cameraOf('port'), stillUrl: `${cameras.urlBase}/platja-llarga-2/latest.jpg` };
    await expect(service.getStill(lookalike)).rejects.toThrow(/outside WEBCAMS_URL_BASE/);
    expect([...cameras.calls.keys()]).toEqual(['platja-llarga']);
    // A drawn still is never fetched: the allow-list does not concern it.
    await expect(service.getStill(DEMO_WEBCAMS[1]!)).resolves.toMatchObject({ contentType: 'image/jpeg' });
  });
});
