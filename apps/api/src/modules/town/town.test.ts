import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, PRODUCT_NAME, SUPPORTED_LANGUAGES } from '@town/shared';
import { auditPageSchema } from '@town/shared/admin';
import { isTownMapTile, townMapTileRange } from '@town/shared/map';
import { townTimeZone } from '@town/shared/time-zone';
import { townMapBounds, townProfileSchema, type TownProfile } from '@town/shared/town';
import { multipartBody } from '../../test/multipart.ts';
import { exifIfd0Tags, photo } from '../../test/pictures.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { LOGO_MAX_BYTES } from './town.logo.ts';
import { PHOTO_MAX_BYTES } from './town.photo.ts';

/*
 * The town's profile through the API (docs/town.md): the placeholder of a site not set up,
 * who may change it, what a change must be, the logo, and what follows a change at once.
 */

/** The minimum body of the HTTP contract: a town that is not the demo town. */
const MINIMUM = {
  name: 'Vilanova de Mar',
  region: 'Illes Balears',
  province: 'Illes Balears',
  centre: { lat: 39.57, lng: 2.65 },
  address: {
    street: 'Plaça de Cort, 1',
    postalCode: '07001',
    locality: 'Vilanova de Mar',
    province: 'Illes Balears',
    country: 'España',
  },
  phone: '+34 971 225 900',
  email: 'turisme@vilanova.example',
  languages: ['ca', 'es', 'en', 'de'],
  defaultLanguage: 'ca',
  legal: {
    entity: 'Ajuntament de Vilanova de Mar',
    taxId: 'P0700000A',
    address: 'Plaça de Cort, 1, 07001 Vilanova de Mar',
    dpoEmail: 'dpd@vilanova.example',
  },
};

let t: TestApp;
let dataDir: string;
let admin: SignedIn;
let user: SignedIn;
let owner: SignedIn;
let revoked: SignedIn;
/** The tile server's stand-in: what it was asked. */
let tileServer: Server;
const tilesAsked: string[] = [];

beforeAll(async () => {
  tileServer = createServer((req, res) => {
    tilesAsked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a0000', 'hex'));
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  const { port } = tileServer.address() as { port: number };
  dataDir = await mkdtemp(join(tmpdir(), 'town-test-profile-'));
  t = await createTestApp({ dataDir, tilesUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` });
  [admin, user, owner, revoked] = await Promise.all([
    accountWith(t.app, 'admin', { name: 'Margalida Riera', lang: 'ca' }),
    accountWith(t.app, 'user'),
    accountWith(t.app, 'owner'),
    accountWith(t.app, 'admin', { name: 'Toni Vidal' }),
  ]);
  // Signed out: the token it still holds is a revoked session's.
  await t.app.db.execute(
    sql`update sessions set revoked_at = now(), revoked_reason = 'signout' where user_id = ${revoked.user.id}`,
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => tileServer?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const getTown = async (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/town', headers: { ...apiHeaders(), ...headers } });
const profile = async (): Promise<TownProfile> => {
  const res = await getTown();
  expect(res.statusCode, res.body).toBe(200);
  return townProfileSchema.parse(res.json());
};
const put = (body: unknown, token = admin.token) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/town', headers: apiHeaders(token), payload: body as object });
const putOk = async (body: unknown) => {
  const res = await put(body);
  expect(res.statusCode, res.body).toBe(200);
  return townProfileSchema.parse(res.json());
};
const upload = (picture: 'logo' | 'photo', data: Buffer, token = admin.token, type = 'image/png') => {
  const { payload, contentType } = multipartBody([{ name: 'file', filename: `${picture}.png`, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/town/${picture}`,
    headers: { ...apiHeaders(token), 'content-type': contentType },
    payload,
  });
};
const uploadLogo = (data: Buffer, token = admin.token, type = 'image/png') => upload('logo', data, token, type);
const uploadPhoto = (data: Buffer, token = admin.token, type = 'image/png') => upload('photo', data, token, type);
const storedRows = async () =>
  Number((await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from town_profile`)).rows[0]!.n);
const fieldsOf = (body: string) =>
  (apiErrorSchema.parse(JSON.parse(body)).error.details as { field: string }[]).map((d) => d.field);
const auditEntries = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: apiHeaders(admin.token) });
  return auditPageSchema.parse(res.json()).items.filter((entry) => entry.targetType === 'town');
};

describe('a site nobody has set up', () => {
  it('answers a neutral placeholder that names no town', async () => {
    const res = await getTown();
    expect(res.body).not.toMatch(/Portalba/i);
    const town = townProfileSchema.parse(res.json());
    expect(town).toMatchObject({
      configured: false,
      name: PRODUCT_NAME,
      languages: [...SUPPORTED_LANGUAGES],
      defaultLanguage: 'es',
      timeZone: 'Europe/Madrid',
      country: 'ES',
      social: {},
      tagline: {},
    });
    expect(town.logo).toBeUndefined();
    expect(town.shoreline).toBeUndefined();
    // The middle of Spain.
    expect(town.centre.lat).toBeCloseTo(40.3, 0);
    expect(town.centre.lng).toBeCloseTo(-3.7, 0);
    expect(await storedRows()).toBe(0);
  });

  it('is tagged by the catalogue’s revision: 304 to its ETag', async () => {
    const first = await getTown();
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect((await getTown({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('takes no logo before its profile is set up', async () => {
    const res = await uploadLogo(await photo(300, 120, 1));
    expect(res.statusCode, res.body).toBe(409);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('TOWN_NOT_SET_UP');
    expect(await storedRows()).toBe(0);
  });

  it('needs the minimum body for its first profile, naming each missing field', async () => {
    const res = await put({ name: 'Vilanova de Mar', phone: '+34 971 225 900' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(res.body).sort()).toEqual(
      ['region', 'province', 'centre', 'address', 'email', 'languages', 'defaultLanguage', 'legal']
        .map((field) => `body.${field}`)
        .sort(),
    );
    expect(await storedRows()).toBe(0);
    expect((await profile()).configured).toBe(false);
  });
});

describe('who may change the profile', () => {
  const attempts = (token: string) => [
    () => put(MINIMUM, token),
    // Refused before the body is read: a wrong one says nothing more.
    () => put({ nonsense: true }, token),
    async () => uploadLogo(await photo(300, 120, 2), token),
    () => t.app.inject({ method: 'DELETE', url: '/api/v1/admin/town/logo', headers: apiHeaders(token) }),
    async () => uploadPhoto(await photo(1600, 800, 3), token),
    () => t.app.inject({ method: 'DELETE', url: '/api/v1/admin/town/photo', headers: apiHeaders(token) }),
  ];

  it('refuses anyone not signed in, a plain user, an owner and a revoked session, and changes nothing', async () => {
    for (const [who, token, status] of [
      ['anonymous', '', 401],
      ['user', user.token, 403],
      ['owner', owner.token, 403],
      ['revoked', revoked.token, 401],
    ] as const) {
      for (const attempt of attempts(token)) {
        const res = await attempt();
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(apiErrorSchema.parse(res.json()).error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
    expect(await storedRows()).toBe(0);
  });
});

describe('setting the town up', () => {
  it('takes the minimum body; every other field keeps the placeholder’s value; audited; answered at once', async () => {
    const before = await getTown();
    const written = await putOk(MINIMUM);
    expect(written).toMatchObject({ ...MINIMUM, configured: true, timeZone: 'Europe/Madrid', zoom: 10 });
    expect(written.updatedAt).not.toBe(new Date(0).toISOString());
    // At once, and under a new tag: the cached answer is not served again.
    const after = await getTown({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(townProfileSchema.parse(after.json())).toEqual(written);
    expect(await storedRows()).toBe(1);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'town.update',
      targetType: 'town',
      targetId: 'profile',
    });
    expect((entry!.before as { name: string }).name).toBe(PRODUCT_NAME);
    expect((entry!.after as { name: string }).name).toBe('Vilanova de Mar');
  });

  it('merges a change: the fields given replace theirs, the others stay; null takes bounds away', async () => {
    const before = await profile();
    const bounds = { south: 39.4, west: 2.3, north: 39.8, east: 3.0 };
    const changed = await putOk({
      tagline: { ca: 'Mar, serra i pedra en sec', es: 'Mar, sierra y piedra seca' },
      colour: '#8A3B12',
      bounds,
      zoom: 13,
      timeZone: 'Europe/Madrid',
      social: { instagram: 'https://www.instagram.com/vilanovademar' },
    });
    expect(changed).toMatchObject({ ...before, bounds, zoom: 13, colour: '#8a3b12', updatedAt: changed.updatedAt });
    expect(changed.tagline).toEqual({ ca: 'Mar, serra i pedra en sec', es: 'Mar, sierra y piedra seca' });
    const cleared = await putOk({ bounds: null });
    expect(cleared.bounds).toBeUndefined();
    expect(cleared.colour).toBe('#8a3b12');
  });
});

describe('what a change must be', () => {
  const cases: [what: string, body: unknown, field: string][] = [
    ['a latitude past the pole', { centre: { lat: 91, lng: 2.65 } }, 'body.centre.lat'],
    ['a longitude past the date line', { centre: { lat: 39.5, lng: -181 } }, 'body.centre.lng'],
    ['coordinates as text', { centre: { lat: '39.5', lng: '2.6' } }, 'body.centre.lat'],
    ['a language outside the nine', { languages: ['ca', 'ja'] }, 'body.languages.1'],
    ['no language at all', { languages: [] }, 'body.languages'],
    ['a language twice', { languages: ['ca', 'ca'] }, 'body.languages'],
    ['a default language the town does not offer', { defaultLanguage: 'fr' }, 'body.defaultLanguage'],
    ['offering languages without the default', { languages: ['es', 'en'] }, 'body.defaultLanguage'],
    ['a pale colour (too little contrast on the light page)', { colour: '#ffd966' }, 'body.colour'],
    ['a colour that is no colour', { colour: 'blue' }, 'body.colour'],
    ['bounds without the centre', { bounds: { south: 40, west: 3, north: 41, east: 4 } }, 'body.bounds'],
    ['bounds upside down', { bounds: { south: 40, west: 2, north: 39, east: 3 } }, 'body.bounds'],
    ['an unknown field', { name: 'Vilanova', mayor: 'Someone' }, 'body'],
    ['the placeholder’s flag', { configured: false }, 'body'],
    ['a time zone that is none', { timeZone: 'Europe/Atlantis' }, 'body.timeZone'],
    ['a social network we do not know', { social: { myspace: 'https://myspace.com/x' } }, 'body.social'],
    ['a social link that is not https', { social: { facebook: 'http://facebook.com/x' } }, 'body.social.facebook'],
    ['a zoom out of range', { zoom: 3 }, 'body.zoom'],
    ['an empty name', { name: '   ' }, 'body.name'],
    ['an address without its street', { address: { ...MINIMUM.address, street: undefined } }, 'body.address.street'],
    [
      'a data-protection contact that is no e-mail',
      { legal: { ...MINIMUM.legal, dpoEmail: 'dpo' } },
      'body.legal.dpoEmail',
    ],
  ];

  it.each(cases)('refuses %s (400, naming the field) and keeps the stored profile', async (_what, body, field) => {
    const before = await profile();
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = apiErrorSchema.parse(res.json()).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(res.body)).toContain(field);
    expect(await profile()).toEqual(before);
  });

  it('refuses bad bodies of every shape with a 4xx, never a 5xx, and keeps the stored profile', async () => {
    const before = await profile();
    const field = fc.constantFrom(
      'name',
      'tagline',
      'region',
      'country',
      'centre',
      'zoom',
      'bounds',
      'shoreline',
      'timeZone',
      'address',
      'phone',
      'email',
      'social',
      'colour',
      'languages',
      'defaultLanguage',
      'legal',
      'logo',
      'configured',
      '__proto__',
      'constructor',
    );
    // Whatever else the body holds, one of these makes it wrong.
    const wrong = fc.constantFrom<Record<string, unknown>>(
      { centre: { lat: 1e9, lng: 0 } },
      { languages: ['xx'] },
      { defaultLanguage: 'ja' },
      { colour: '#ffffff' },
      { zoom: 99.5 },
      { email: 'not an e-mail' },
      { shoreline: [[91, 0]] },
      { unknown: 1 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(field, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
        wrong,
        async (noise, bad) => {
          const res = await put({ ...noise, ...bad });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    for (const raw of ['', 'null', '[]', '"name"', '{', '{"name": "x",}']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/town',
        headers: { ...apiHeaders(admin.token), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    expect(await profile()).toEqual(before);
  });
});

describe('the logo', () => {
  it('refuses what is not a picture (415), by its content whatever it is called', async () => {
    const before = await profile();
    for (const [data, type] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      [Buffer.from('%PDF-1.4 not a logo'), 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
    ] as const) {
      const res = await uploadLogo(data, admin.token, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/town/logo',
      headers: apiHeaders(admin.token),
      payload: { file: 'logo.png' },
    });
    expect(form.statusCode).toBe(415);
    expect(await profile()).toEqual(before);
  });

  it('refuses a file over the limit (413)', async () => {
    const res = await uploadLogo(Buffer.alloc(LOGO_MAX_BYTES + 1024, 1));
    expect(res.statusCode, res.body).toBe(413);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('makes a PNG at the logo sizes, keeping no metadata, served publicly; the manifest’s icons follow', async () => {
    // A wide wordmark with its camera's metadata (and where it was taken).
    const withMetadata = await sharp(await photo(600, 200, 7))
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Acme', Copyright: 'Ajuntament' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 34/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 39/1 0/1',
        },
      })
      .toBuffer();
    expect(exifIfd0Tags((await sharp(withMetadata).metadata()).exif!)).toContain(0x8825);
    const res = await uploadLogo(withMetadata, admin.token, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const town = townProfileSchema.parse(res.json());
    expect(town.logo).toMatchObject({ width: 144, height: 48 });
    expect(town.logo!.src).toMatch(/^\/api\/town\/logo\/logo-[0-9a-f]{16}-h48\.png$/);
    const [small, large] = town.logo!.srcset.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(small).toBe(town.logo!.src);
    expect(town.logo!.srcset).toBe(`${small} 1x, ${large} 2x`);

    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as {
      icons: { src: string; sizes: string }[];
    };
    const files: [url: string, width: number, height: number][] = [
      [small!, 144, 48],
      [large!, 288, 96],
      ...manifest.icons.map((icon): [string, number, number] => {
        const size = Number(icon.sizes.split('x')[0]);
        return [icon.src, size, size];
      }),
    ];
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const [url, width, height] of files) {
      // Public: no app key, no token.
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['png', width, height]);
      expect(meta.hasAlpha).toBe(true);
      for (const block of ['exif', 'xmp', 'iptc', 'icc'] as const)
        expect(meta[block], `${url} ${block}`).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Acme'))).toBe(false);
      expect(existsSync(join(dataDir, 'uploads', url.split('/').pop()!))).toBe(true);
    }
    expect((await auditEntries())[0]).toMatchObject({ action: 'town.logo', actorId: admin.user.id });

    // Another logo: the first one's files go.
    const next = await uploadLogo(await photo(300, 300, 8));
    expect(next.statusCode, next.body).toBe(200);
    expect(townProfileSchema.parse(next.json()).logo).toMatchObject({ width: 48, height: 48 });
    for (const [url] of files) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuses a picture too small or a strip too narrow to show (400)', async () => {
    for (const [width, height] of [
      [40, 40],
      [1000, 50],
    ] as const) {
      const res = await uploadLogo(await photo(width, height, 9 + width));
      expect(res.statusCode, `${width}×${height}`).toBe(400);
    }
  });

  it('is taken away on request: the manifest shows the product’s own icons again', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/town/logo',
      headers: apiHeaders(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(townProfileSchema.parse(res.json()).logo).toBeUndefined();
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as {
      icons: { src: string }[];
    };
    expect(manifest.icons.every((icon) => icon.src.startsWith('/logo/logo-round-'))).toBe(true);
  });
});

describe('the photograph', () => {
  it('refuses what is not a picture (415), a file over the limit (413), a portrait or small one (400)', async () => {
    const before = await profile();
    const svg = await uploadPhoto(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      admin.token,
      'image/svg+xml',
    );
    expect(svg.statusCode, svg.body).toBe(415);
    const big = await uploadPhoto(Buffer.alloc(PHOTO_MAX_BYTES + 1024, 1));
    expect(big.statusCode, big.body).toBe(413);
    for (const [width, height] of [
      [800, 1200],
      [1000, 600],
      [3000, 500],
    ] as const) {
      const res = await uploadPhoto(await photo(width, height, 20 + width));
      expect(res.statusCode, `${width}×${height}: ${res.body}`).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['file']);
    }
    expect(await profile()).toEqual(before);
  });

  it('makes WebP at the banner widths, never enlarged, keeping no metadata, served publicly; its words per language', async () => {
    const withMetadata = await sharp(await photo(2000, 1000, 31))
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'Acme' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 34/1 12/1' } })
      .toBuffer();
    const res = await uploadPhoto(withMetadata, admin.token, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const town = townProfileSchema.parse(res.json());
    expect(town.photo).toMatchObject({ width: 2000, height: 1000 });
    const entries = town.photo!.srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
    // 2,560 would be larger than what was sent.
    expect(entries.map(([, width]) => width)).toEqual(['640w', '960w', '1280w', '1920w']);
    expect(entries[0]![0]).toBe(town.photo!.src);
    for (const [url, width] of entries) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, `${meta.width}w`, meta.height]).toEqual(['webp', width, Number.parseInt(width) / 2]);
      for (const block of ['exif', 'xmp', 'iptc', 'icc'] as const)
        expect(meta[block], `${url} ${block}`).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Acme'))).toBe(false);
    }
    expect((await auditEntries())[0]).toMatchObject({ action: 'town.photo', actorId: admin.user.id });
    // What it shows, written with the profile; a language outside the nine is refused.
    const alt = await put({ photoAlt: { ca: 'El port al capvespre', en: 'The harbour at dusk' } });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(townProfileSchema.parse(alt.json())).toMatchObject({ photoAlt: { en: 'The harbour at dusk' } });
    expect((await put({ photoAlt: { zz: 'x' } })).statusCode).toBe(400);

    // Another photograph: the first one's files go; taking it away leaves the banner its colour.
    const next = await uploadPhoto(await photo(1300, 700, 32));
    expect(townProfileSchema.parse(next.json()).photo).toMatchObject({ width: 1300, height: 700 });
    for (const [url] of entries) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/town/photo',
      headers: apiHeaders(admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(townProfileSchema.parse(removed.json()).photo).toBeUndefined();
    const left = townProfileSchema.parse(next.json()).photo!.src;
    expect((await t.app.inject({ method: 'GET', url: left })).statusCode).toBe(404);
  });

  it('serves only its own file names: anything else is 400, never a file from elsewhere', async () => {
    for (const name of ['..%2F..%2Fsecret', 'photo-0123456789abcdef-w640.png', 'logo-0123456789abcdef-h48.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/town/photo/${name}` });
      expect(res.statusCode, name).toBe(400);
    }
  });
});

describe('what follows a change at once', () => {
  it('the web app manifest: name, description in the default language, colour', async () => {
    await putOk({ name: 'Vilanova de Mar', colour: '#8a3b12', tagline: { ca: 'Mar, serra i pedra en sec' } });
    const first = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(first.json()).toMatchObject({
      name: 'Vilanova de Mar',
      short_name: 'Vilanova',
      description: 'Mar, serra i pedra en sec',
      lang: 'ca',
      theme_color: '#8a3b12',
      start_url: '/',
      display: 'standalone',
    });
    expect(first.body).not.toMatch(/Portalba/i);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/manifest.webmanifest',
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    await putOk({ name: 'Cala Blava', defaultLanguage: 'es' });
    const renamed = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(renamed.statusCode).toBe(200);
    // No tagline in Spanish: the name says it.
    expect(renamed.json()).toMatchObject({
      name: 'Cala Blava',
      short_name: 'Cala Blava',
      description: 'Cala Blava',
      lang: 'es',
    });
    await putOk({ name: 'Vilanova de Mar', defaultLanguage: 'ca' });
  });

  it('the mails: signed with the town’s name', async () => {
    await putOk({ name: 'Cala Blava' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remember_password',
      headers: apiHeaders(),
      payload: { email: user.email },
    });
    expect(res.statusCode, res.body).toBe(202);
    // Written after the answer (its time tells nothing): waited for.
    const rows = await vi.waitFor(async () => {
      const found = await t.app.db.execute<{ subject: string; text: string }>(
        sql`select subject, text from outbox where "to" = ${user.email} and kind = 'password-reset'`,
      );
      expect(found.rows).toHaveLength(1);
      return found.rows;
    });
    expect(rows[0]!.subject).toContain('Cala Blava');
    expect(rows[0]!.text).toContain('Cala Blava');
    expect(rows[0]!.text).not.toContain(PRODUCT_NAME);
    await putOk({ name: 'Vilanova de Mar' });
  });

  it('the time zone this process reads days and hours in', async () => {
    await putOk({ timeZone: 'Atlantic/Canary' });
    expect(townTimeZone()).toBe('Atlantic/Canary');
    await putOk({ timeZone: 'Europe/Madrid' });
    expect(townTimeZone()).toBe('Europe/Madrid');
  });

  it('the map tiles: the new area’s are fetched, the old area’s refused', async () => {
    const old = townMapBounds(await profile());
    const zoom = 14;
    const oldTile = townMapTileRange(old, zoom);
    const moved = await putOk({ centre: { lat: 28.05, lng: -16.72 } });
    const now = townMapBounds(moved);
    const tile = townMapTileRange(now, zoom);
    expect(isTownMapTile(old, zoom, tile.xMin, tile.yMin)).toBe(false);
    const fetched = await t.app.inject({ method: 'GET', url: `/api/tiles/${zoom}/${tile.xMin}/${tile.yMin}.png` });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(tilesAsked).toContain(`/${zoom}/${tile.xMin}/${tile.yMin}.png`);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/tiles/${zoom}/${oldTile.xMin}/${oldTile.yMin}.png`,
    });
    expect(refused.statusCode).toBe(404);
    await putOk({ centre: MINIMUM.centre });
  });
});
