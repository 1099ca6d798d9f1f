import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { adminWebcamsSchema, webcamListSchema, type AdminWebcam } from '@town/shared/webcams';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { signin } from '../accounts/accounts.test-support.ts';
import { refusedByAdminOnly, signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { createAuditService } from '../audit/index.ts';
import { createWebcamsService } from './webcams.service.ts';

/*
 * The town's cameras as its admins keep them (docs/rules.md#webcams): GET and PUT
 * /api/v1/admin/webcams, on an app that may fetch from public hosts only (as in production).
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    ...WITH_FIRST_ADMIN,
    webcams: { allowedUrls: [], allowPrivateHosts: false, timeoutMs: 300 },
  });
  admin = await signupFirstAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const HARBOUR: AdminWebcam = {
  id: 'harbour-north',
  name: 'Moll del Nord',
  kind: 'harbour',
  position: { lat: 41.38, lng: 2.18 },
  // The reserved .example domain: drawn, never fetched.
  stillUrl: 'https://cams.townhall.example/harbour/latest.jpg',
  pageUrl: 'https://cams.townhall.example/harbour',
  refreshSeconds: 60,
};
const BEACH: AdminWebcam = {
  id: 'beach-2',
  name: 'Platja Gran',
  kind: 'beach',
  position: { lat: 41.37, lng: 2.19 },
  // A public address written as such: nothing to resolve.
  stillUrl: 'https://93.184.215.14/cams/beach/still.jpg',
  pageUrl: 'https://www.townhall.example/cameras/beach',
  refreshSeconds: 300,
};

const list = (token = admin.token) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/webcams', headers: apiHeaders(token) });
const save = (payload: unknown, token = admin.token) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/webcams',
    headers: { ...apiHeaders(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const stored = async () => adminWebcamsSchema.parse((await list()).json()).items;
const publicList = async () =>
  webcamListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/webcams', headers: apiHeaders() })).json());
const auditEntries = () => createAuditService({ db: t.app.db }).list({ limit: 50, targetId: 'webcams' });

describe("the town's cameras, as admins keep them", () => {
  it('starts empty: a new town has no cameras, and says so to visitors', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(adminWebcamsSchema.parse(res.json())).toEqual({ items: [] });
    expect(await publicList()).toEqual({ items: [], total: 0, limit: 24, offset: 0 });
  });

  it('replaces the list, in its order; visitors see it at once, audited', async () => {
    const res = await save({ items: [HARBOUR, BEACH] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(adminWebcamsSchema.parse(res.json()).items).toEqual([HARBOUR, BEACH]);
    expect(await stored()).toEqual([HARBOUR, BEACH]);

    const visible = await publicList();
    expect(visible.items.map((c) => c.id)).toEqual(['harbour-north', 'beach-2']);
    expect(visible.items[0]).toEqual({
      ...HARBOUR,
      stillUrl: '/api/webcams/harbour-north/still',
    });
    const still = await t.app.inject({ method: 'GET', url: '/api/webcams/harbour-north/still' });
    expect(still.statusCode).toBe(200);
    expect((await sharp(still.rawPayload).metadata()).format).toBe('jpeg');

    const [entry, ...rest] = await auditEntries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'webcams.update',
      targetType: 'webcams',
      before: { items: [] },
      after: { items: [HARBOUR, BEACH] },
    });
  });

  it('reorders, edits and removes; the same list again changes and records nothing', async () => {
    const renamed = { ...BEACH, name: 'Platja Gran (nord)', refreshSeconds: 30 };
    expect((await save({ items: [renamed, HARBOUR] })).statusCode).toBe(200);
    expect((await publicList()).items.map((c) => [c.id, c.name])).toEqual([
      ['beach-2', 'Platja Gran (nord)'],
      ['harbour-north', 'Moll del Nord'],
    ]);
    expect((await save({ items: [HARBOUR] })).statusCode).toBe(200);
    expect((await publicList()).items.map((c) => c.id)).toEqual(['harbour-north']);
    // The removed camera's still is gone with it.
    expect((await t.app.inject({ method: 'GET', url: '/api/webcams/beach-2/still' })).statusCode).toBe(404);
    const entries = (await auditEntries()).length;
    expect((await save({ items: [HARBOUR] })).statusCode).toBe(200);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('trims names and addresses', async () => {
    const res = await save({ items: [{ ...HARBOUR, name: '  Moll del Nord ', stillUrl: ` ${HARBOUR.stillUrl}\n` }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual([HARBOUR]);
  });
});

describe('what an admin may not save', () => {
  const bad: [string, unknown, string][] = [
    ['a repeated id', { items: [HARBOUR, { ...BEACH, id: HARBOUR.id }] }, 'body.items.1.id'],
    ['an id with spaces', { items: [{ ...HARBOUR, id: 'Moll Nord' }] }, 'body.items.0.id'],
    ['an id with a double hyphen', { items: [{ ...HARBOUR, id: 'moll--nord' }] }, 'body.items.0.id'],
    ['an id ending in a hyphen', { items: [{ ...HARBOUR, id: 'moll-' }] }, 'body.items.0.id'],
    ['an empty name', { items: [{ ...HARBOUR, name: '   ' }] }, 'body.items.0.name'],
    ['an unknown kind', { items: [{ ...HARBOUR, kind: 'volcano' }] }, 'body.items.0.kind'],
    [
      'a latitude past the pole',
      { items: [{ ...HARBOUR, position: { lat: 91, lng: 2 } }] },
      'body.items.0.position.lat',
    ],
    [
      'a longitude past 180°',
      { items: [{ ...HARBOUR, position: { lat: 41, lng: -181 } }] },
      'body.items.0.position.lng',
    ],
    ['no position', { items: [{ ...HARBOUR, position: undefined }] }, 'body.items.0.position'],
    [
      'a still over http',
      { items: [{ ...HARBOUR, stillUrl: 'http://cams.townhall.example/a.jpg' }] },
      'body.items.0.stillUrl',
    ],
    [
      'a still of another scheme',
      { items: [{ ...HARBOUR, stillUrl: 'ftp://cams.townhall.example/a.jpg' }] },
      'body.items.0.stillUrl',
    ],
    [
      'a still with a password',
      { items: [{ ...HARBOUR, stillUrl: 'https://cam:secret@cams.townhall.example/a.jpg' }] },
      'body.items.0.stillUrl',
    ],
    ['a still that is no address', { items: [{ ...HARBOUR, stillUrl: 'latest.jpg' }] }, 'body.items.0.stillUrl'],
    [
      'an operator page over http',
      { items: [{ ...HARBOUR, pageUrl: 'http://cams.townhall.example/' }] },
      'body.items.0.pageUrl',
    ],
    ['a script for a page', { items: [{ ...HARBOUR, pageUrl: 'javascript:alert(1)' }] }, 'body.items.0.pageUrl'],
    ['a refresh under 30 s', { items: [{ ...HARBOUR, refreshSeconds: 29 }] }, 'body.items.0.refreshSeconds'],
    ['a refresh over an hour', { items: [{ ...HARBOUR, refreshSeconds: 3601 }] }, 'body.items.0.refreshSeconds'],
    ['a refresh in fractions', { items: [{ ...HARBOUR, refreshSeconds: 60.5 }] }, 'body.items.0.refreshSeconds'],
    ['a field it does not know', { items: [{ ...HARBOUR, live: true }] }, 'body.items.0'],
    [
      'more than 50 cameras',
      { items: Array.from({ length: 51 }, (_, i) => ({ ...HARBOUR, id: `cam-${i}` })) },
      'body.items',
    ],
    ['no list', {}, 'body.items'],
    // Hosts our server may never fetch from, however the address is written.
    ['a still on loopback', { items: [{ ...HARBOUR, stillUrl: 'https://127.0.0.1/a.jpg' }] }, 'body.items.0.stillUrl'],
    [
      'a still on a private network',
      { items: [{ ...HARBOUR, stillUrl: 'https://192.168.1.20:8443/a.jpg' }] },
      'body.items.0.stillUrl',
    ],
    ['a still on IPv6 loopback', { items: [{ ...HARBOUR, stillUrl: 'https://[::1]/a.jpg' }] }, 'body.items.0.stillUrl'],
    [
      'a still on a mapped private address',
      { items: [{ ...HARBOUR, stillUrl: 'https://[::ffff:10.0.0.1]/a.jpg' }] },
      'body.items.0.stillUrl',
    ],
    [
      'a still on the cloud metadata address',
      { items: [{ ...HARBOUR, stillUrl: 'https://169.254.169.254/latest/meta-data' }] },
      'body.items.0.stillUrl',
    ],
    ['a still on localhost', { items: [{ ...HARBOUR, stillUrl: 'https://localhost/a.jpg' }] }, 'body.items.0.stillUrl'],
  ];
  for (const [what, body, field] of bad) {
    it(`refuses ${what} with a 400 naming the field, and keeps the list`, async () => {
      const before = await stored();
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = apiErrorSchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect((error.details as { field: string }[]).map((d) => d.field)).toContain(field);
      expect(await stored()).toEqual(before);
    });
  }

  it('says why a host is refused: private-host', async () => {
    const res = await save({ items: [HARBOUR, { ...BEACH, stillUrl: 'https://10.1.2.3/cam.jpg' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'body.items.1.stillUrl', message: 'private-host' }]);
  });

  it('answers any body with a 400 in the error shape, never a 5xx, and keeps the list', async () => {
    await save({ items: [HARBOUR] });
    const before = await stored();
    const entries = (await auditEntries()).length;
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.webUrl(),
      fc.object(),
      fc.array(fc.anything(), { maxLength: 3 }),
    );
    const field = fc.constantFrom<keyof AdminWebcam>(
      'id',
      'name',
      'kind',
      'position',
      'stillUrl',
      'pageUrl',
      'refreshSeconds',
    );
    // A good camera with one field made wrong, or any value at all for a body.
    const spoilt = fc
      .tuple(field, anyValue)
      .map(([key, value]) => ({ items: [BEACH, { ...HARBOUR, [key]: value }] }))
      .filter((body) => !adminWebcamsSchema.safeParse(body).success);
    await fc.assert(
      fc.asyncProperty(fc.oneof(spoilt, fc.anything(), fc.record({ items: fc.anything() })), async (body) => {
        fc.pre(!adminWebcamsSchema.safeParse(body).success);
        const res = await save(body === undefined ? null : body);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
      }),
      { numRuns: 120 },
    );
    expect(await stored()).toEqual(before);
    expect(await auditEntries()).toHaveLength(entries);
  });
});

describe('where a still may be, as it is saved', () => {
  it('refuses a host name that leads only to private addresses, and takes one that does not resolve (yet)', async () => {
    const service = createWebcamsService({
      db: t.app.db,
      audit: createAuditService({ db: t.app.db }),
      allowedUrls: [],
      allowPrivateHosts: false,
      timeoutMs: 300,
      log: t.app.log,
      resolve: async (host) => {
        if (host === 'cams.intranet.test') return [{ address: '10.20.30.40', family: 4 }];
        if (host === 'cams.mixed.test')
          return [
            { address: '192.168.0.9', family: 4 },
            { address: '93.184.215.14', family: 4 },
          ];
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    const before = await stored();
    await expect(
      service.replace([{ ...HARBOUR, stillUrl: 'https://cams.intranet.test/a.jpg' }], admin.user.id),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [{ field: 'body.items.0.stillUrl', message: 'private-host' }],
    });
    expect(await stored()).toEqual(before);
    // Every connection is checked again: one of its addresses is public, so it may be saved.
    const mixed = { ...HARBOUR, stillUrl: 'https://cams.mixed.test/a.jpg' };
    const later = { ...BEACH, stillUrl: 'https://cams.not-yet.test/a.jpg' };
    expect(await service.replace([mixed, later], admin.user.id)).toEqual([mixed, later]);
  });

  it('keeps to the deployment’s allow-list (WEBCAMS_URL_BASE), drawn stills aside', async () => {
    const service = createWebcamsService({
      db: t.app.db,
      audit: createAuditService({ db: t.app.db }),
      allowedUrls: ['https://93.184.215.14/cams/', 'https://cams.townhall.test/live'],
      allowPrivateHosts: false,
      timeoutMs: 300,
      log: t.app.log,
      resolve: async () => {
        throw new Error('not found');
      },
    });
    const at = (stillUrl: string) => ({ ...HARBOUR, stillUrl });
    for (const outside of [
      'https://93.184.215.14/other/a.jpg',
      'https://93.184.215.14:8443/cams/a.jpg',
      'https://cams.townhall.test/lively/a.jpg',
      'https://cams.townhall.test.elsewhere.test/live/a.jpg',
    ]) {
      await expect(service.replace([at(outside)], admin.user.id)).rejects.toMatchObject({
        statusCode: 400,
        details: [{ field: 'body.items.0.stillUrl', message: 'not-allowed' }],
      });
    }
    for (const inside of [
      'https://93.184.215.14/cams/beach/a.jpg',
      'https://cams.townhall.test/live',
      'https://cams.townhall.test/live/harbour.jpg?size=large',
      HARBOUR.stillUrl,
    ]) {
      expect(await service.replace([at(inside)], admin.user.id)).toEqual([at(inside)]);
    }
  });
});

describe('who may keep the cameras', () => {
  it('is for admins only: anonymous 401, user and owner 403, a locked admin 401, a demoted admin 403, a signed-out session 401', async () => {
    await save({ items: [HARBOUR] });
    const entries = (await auditEntries()).length;
    const signedOut = await signin(t.app, admin.email, admin.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: apiHeaders(signedOut.token),
    });
    expect(out.statusCode).toBe(204);
    const refused = [...(await refusedByAdminOnly(t.app, admin.token)), [signedOut.token, 401] as [string, number]];
    for (const [token, status] of refused) {
      expect((await list(token)).statusCode).toBe(status);
      const res = await save({ items: [BEACH] }, token);
      expect(res.statusCode).toBe(status);
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
      // Refused before the body is read: a bad one is refused the same way.
      expect((await save({ items: 'nonsense' }, token)).statusCode).toBe(status);
    }
    expect(await stored()).toEqual([HARBOUR]);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/admin/webcams'].get).toBeDefined();
    expect(doc.paths['/api/v1/admin/webcams'].put.requestBody).toBeDefined();
  });
});
