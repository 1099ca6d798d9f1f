import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  completeTranslationsSchema,
  initOutputSchema,
  postSubjectInputSchema,
  postSubjectOutputSchema,
} from '@c15t/schema';
import { C15tClient } from 'c15t';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { CONSENT_POLICY_VERSION } from '@town/shared/consent';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { LOCALES_DIR } from '../../lib/i18n.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The widget texts each language's consent.json holds, read straight from the files. */
const WIDGET_TEXTS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [
    lang,
    (JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'consent.json'), 'utf8')) as { widget: unknown }).widget,
  ]),
) as Record<Language, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 (unique-build-7f3a9c-fingerprint)';

/** Every request of a test comes from its own address, so write limits never spill between tests. */
let nextAddress = 1;
const newAddress = () => `198.51.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`;

function inject(options: InjectOptions & { remoteAddress?: string }) {
  return t.app.inject({ remoteAddress: newAddress(), ...options });
}

async function countRecords(): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from consent_records');
  return rows[0]!.n;
}

async function recordsOf(subjectId: string) {
  const { rows } = await t.app.pool.query(
    'select *, row_to_json(r)::text as whole from consent_records r where subject_id = $1 order by recorded_at',
    [subjectId],
  );
  return rows;
}

let subjectCounter = 0;
/** A subject id in c15t's format ("sub_" + base58). */
const newSubject = () =>
  `sub_Town${'ABCDEFGHJK'[subjectCounter % 10]}${(subjectCounter++).toString(36).replace(/[0ol]/g, 'x')}`;

/** The real c15t 2.x client, its HTTP calls answered by our app. */
function c15tClient(headers: Record<string, string> = {}) {
  return new C15tClient({
    backendURL: 'http://costaguia.test/api/c15t',
    headers,
    retryConfig: { maxRetries: 0 },
    customFetch: async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: { 'user-agent': FIREFOX, ...(init?.headers as Record<string, string>) },
        payload: init?.body as string | undefined,
        remoteAddress: '203.0.113.7',
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) responseHeaders.set(name, String(value));
      }
      return new Response(res.body, { status: res.statusCode, headers: responseHeaders });
    },
  });
}

/** The body c15t's saveConsents posts to /subjects when the visitor saves a selection. */
function c15tSubmission(subjectId: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'cookie_banner',
    domain: 'costaguia.example',
    preferences: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
    subjectId,
    jurisdiction: 'GDPR',
    jurisdictionModel: 'opt-in',
    givenAt: Date.UTC(2026, 6, 1, 10, 30),
    uiSource: 'dialog',
    consentAction: 'custom',
    ...overrides,
  };
}

describe('GET /api/c15t/init (c15t hosted mode)', () => {
  it("answers c15t 2.x's init schema: GDPR, Spain, texts, no branding; no app key needed", async () => {
    const res = await inject({ method: 'GET', url: '/api/c15t/init' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(v.safeParse(initOutputSchema, body).success).toBe(true);
    expect(v.safeParse(completeTranslationsSchema, body.translations.translations).success).toBe(true);
    expect(body).toMatchObject({
      jurisdiction: 'GDPR',
      location: { countryCode: 'ES', regionCode: null },
      branding: 'none',
      translations: { language: 'en', translations: WIDGET_TEXTS.en },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [{ 'accept-language': 'ca-ES,ca;q=0.9,es;q=0.8' }, '', 'ca'],
    [{ 'accept-language': 'eu' }, '', 'eu'],
    [{ 'accept-language': 'fi-FI, gl;q=0.5, en;q=0.3' }, '', 'gl'],
    [{ 'accept-language': 'de-AT' }, '', 'de'],
    [{ 'accept-language': 'ja, zh;q=0.9' }, '', 'en'],
    [{ 'accept-language': 'de' }, '?lang=pt', 'pt'],
    [{}, '?lang=xx', 'en'],
  ])('answers %j%s in %s', async (headers, query, language) => {
    const res = await inject({ method: 'GET', url: `/api/c15t/init${query}`, headers });
    expect(res.json().translations).toEqual({ language, translations: WIDGET_TEXTS[language as Language] });
  });

  it("is what c15t's own client gets, with the language it asks for", async () => {
    const result = await c15tClient().init({ headers: { 'accept-language': 'gl' } });
    expect(result.ok).toBe(true);
    expect(result.data?.jurisdiction).toBe('GDPR');
    expect(result.data?.translations.language).toBe('gl');
    expect(result.data?.translations.translations.cookieBanner.title).toBe('A túa privacidade impórtanos');
  });
});

describe('POST /api/c15t/subjects (c15t hosted mode)', () => {
  it("stores what c15t's client posts and answers 201 in c15t's shape", async () => {
    const subjectId = newSubject();
    const submission = c15tSubmission(subjectId);
    expect(v.safeParse(postSubjectInputSchema, submission).success).toBe(true);
    const before = await countRecords();

    const result = await c15tClient({ 'Accept-Language': 'ca' }).setConsent({ body: submission as never });

    expect(result.ok).toBe(true);
    expect(result.response?.status).toBe(201);
    const data = result.data as Record<string, unknown>;
    expect(v.safeParse(postSubjectOutputSchema, { ...data, givenAt: new Date(String(data.givenAt)) }).success).toBe(
      true,
    );
    expect(data).toMatchObject({
      subjectId,
      domain: 'costaguia.example',
      type: 'cookie_banner',
      uiSource: 'dialog',
      appliedPreferences: submission.preferences,
      givenAt: '2026-07-01T10:30:00.000Z',
    });
    expect(await countRecords()).toBe(before + 1);
    const [row] = await recordsOf(subjectId);
    expect(row).toMatchObject({
      id: data.consentId,
      domain: 'costaguia.example',
      type: 'cookie_banner',
      preferences: submission.preferences,
      action: 'custom',
      source: 'dialog',
      jurisdiction: 'GDPR',
      language: 'ca',
      policy_version: CONSENT_POLICY_VERSION,
      user_agent_family: 'Firefox',
    });
    expect(row.given_at.toISOString()).toBe('2026-07-01T10:30:00.000Z');
  });

  it('keeps a salted hash of the IP, never the IP, and only the browser family', async () => {
    const first = newSubject();
    const second = newSubject();
    const third = newSubject();
    for (const [subjectId, remoteAddress] of [
      [first, '203.0.113.7'],
      [second, '203.0.113.7'],
      [third, '2001:db8::42'],
    ] as const) {
      const res = await inject({
        method: 'POST',
        url: '/api/c15t/subjects',
        headers: { 'user-agent': FIREFOX },
        payload: c15tSubmission(subjectId),
        remoteAddress,
      });
      expect(res.statusCode).toBe(201);
    }
    const [a] = await recordsOf(first);
    const [b] = await recordsOf(second);
    const [c] = await recordsOf(third);
    expect(a.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.ip_hash).toBe(b.ip_hash);
    expect(c.ip_hash).not.toBe(a.ip_hash);
    for (const row of [a, c]) {
      expect(row.whole).not.toContain('203.0.113.7');
      expect(row.whole).not.toContain('2001:db8');
      expect(row.whole).not.toContain('unique-build');
      expect(row.user_agent_family).toBe('Firefox');
    }
    // An unsalted SHA-256 of the address would be reversible by trying every IPv4 address.
    const { createHash } = await import('node:crypto');
    expect(a.ip_hash).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
  });

  it('works out the action when the client does not say (as after a reload)', async () => {
    const subjectId = newSubject();
    const all = { necessary: true, functionality: true, experience: true, measurement: true, marketing: true };
    const res = await inject({
      method: 'POST',
      url: '/api/c15t/subjects',
      payload: c15tSubmission(subjectId, { consentAction: undefined, preferences: all, uiSource: undefined }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await recordsOf(subjectId);
    expect(row).toMatchObject({ action: 'all', source: null, preferences: all });
  });

  it('refuses malformed submissions with a 400 and stores nothing', async () => {
    const subjectId = newSubject();
    const valid = c15tSubmission(subjectId);
    const bad: unknown[] = [
      {},
      [],
      'necessary',
      { ...valid, subjectId: undefined },
      { ...valid, subjectId: 'user_42' },
      { ...valid, subjectId: 'sub_0OIl' },
      { ...valid, type: 'privacy_policy' },
      { ...valid, domain: undefined },
      { ...valid, domain: 'costa guia.example' },
      { ...valid, preferences: undefined },
      { ...valid, preferences: { necessary: false, measurement: true } },
      { ...valid, preferences: { necessary: true, analytics: true } },
      { ...valid, preferences: { necessary: 'yes' } },
      { ...valid, preferences: ['necessary'] },
      { ...valid, givenAt: '2026-07-01' },
      { ...valid, givenAt: 1e20 },
      { ...valid, givenAt: -8.64e15 },
      { ...valid, givenAt: 1.5 },
      { ...valid, consentAction: 'everything' },
      { ...valid, jurisdiction: 'EU' },
      { ...valid, uiSource: 'ban\u0000ner' },
      { ...valid, uiSource: '\ud800' },
      { ...valid, metadata: { nested: { deep: true } } },
      { ...valid, metadata: { note: 'x'.repeat(300) } },
    ];
    const before = await countRecords();
    for (const payload of bad) {
      const res = await inject({
        method: 'POST',
        url: '/api/c15t/subjects',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    for (const raw of ['{"type":', 'null', '']) {
      const res = await inject({
        method: 'POST',
        url: '/api/c15t/subjects',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
    }
    expect(await countRecords()).toBe(before);
    expect(await recordsOf(subjectId)).toHaveLength(0);
  });

  it('limits writes from one address: 60 a minute, then 429 RATE_LIMITED', async () => {
    const remoteAddress = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await inject({ method: 'POST', url: '/api/c15t/subjects', payload: {}, remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await inject({ method: 'POST', url: '/api/c15t/subjects', payload: {}, remoteAddress });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/c15t/status', () => {
  it('says ok', async () => {
    const res = await inject({ method: 'GET', url: '/api/c15t/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/c15t/show-consent-banner', () => {
  it('shows the banner to a visitor without a stored consent, with jurisdiction, location and texts', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/c15t/show-consent-banner',
      headers: { 'accept-language': 'eu-ES,eu;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      showConsentBanner: true,
      jurisdiction: { code: 'GDPR', message: 'GDPR or equivalent regulations require a visible consent banner.' },
      location: { countryCode: 'ES', regionCode: null },
      branding: 'none',
      translations: { language: 'eu', translations: WIDGET_TEXTS.eu },
    });
  });

  it('does not show it once the caller has a stored consent (by header or by c15t cookie)', async () => {
    const subjectId = newSubject();
    await inject({ method: 'POST', url: '/api/c15t/subjects', payload: c15tSubmission(subjectId) });
    const byHeader = await inject({
      method: 'GET',
      url: '/api/c15t/show-consent-banner',
      headers: { 'x-subject-id': subjectId },
    });
    expect(byHeader.json().showConsentBanner).toBe(false);
    const byCookie = await inject({
      method: 'GET',
      url: '/api/c15t/show-consent-banner',
      cookies: { c15t: `c.necessary:1,c.measurement:1,i.t:1767225600000,i.sid:${subjectId}` },
    });
    expect(byCookie.json().showConsentBanner).toBe(false);
    const stranger = await inject({
      method: 'GET',
      url: '/api/c15t/show-consent-banner',
      headers: { 'x-subject-id': newSubject() },
    });
    expect(stranger.json().showConsentBanner).toBe(true);
  });
});

describe('POST /api/c15t/consent/set', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    type: 'cookie_banner',
    domain: 'costaguia.example',
    preferences: { necessary: true, measurement: true },
    metadata: { source: 'consent_widget', acceptanceMethod: 'custom' },
    ...overrides,
  });

  it('stores the decision for the X-Subject-Id caller and answers 201 with the record', async () => {
    const subjectId = newSubject();
    const res = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      headers: { 'x-subject-id': subjectId, 'accept-language': 'it', 'user-agent': FIREFOX },
      payload: body(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      subjectId,
      domain: 'costaguia.example',
      type: 'cookie_banner',
      preferences: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
      action: 'custom',
      policyVersion: CONSENT_POLICY_VERSION,
    });
    const [row] = await recordsOf(subjectId);
    expect(row).toMatchObject({
      id: res.json().consentId,
      action: 'custom',
      source: 'consent_widget',
      language: 'it',
      metadata: { source: 'consent_widget', acceptanceMethod: 'custom' },
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes the subject from the body, else c15t's cookie, else makes a new one", async () => {
    const inBody = newSubject();
    const fromBody = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      payload: body({ subjectId: inBody }),
    });
    expect(fromBody.json().subjectId).toBe(inBody);

    const inCookie = newSubject();
    const fromCookie = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      cookies: { c15t: `i.sid:${inCookie}` },
      payload: body(),
    });
    expect(fromCookie.json().subjectId).toBe(inCookie);

    const fresh = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      payload: body({ metadata: undefined }),
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().subjectId).toMatch(/^sub_[1-9A-HJ-NP-Za-km-z]+$/);
    expect(fresh.json().action).toBe('custom');
    expect(await recordsOf(fresh.json().subjectId)).toHaveLength(1);
  });

  it('refuses malformed decisions with a 400 and stores nothing', async () => {
    const before = await countRecords();
    for (const payload of [
      body({ type: 'cookies' }),
      body({ domain: '' }),
      body({ preferences: { necessary: false } }),
      body({ preferences: { marketing: 1 } }),
      body({ preferences: { tracking: true } }),
      body({ metadata: { source: 'consent_widget', acceptanceMethod: 'some' } }),
      body({ metadata: { source: 'a\u0000b', acceptanceMethod: 'all' } }),
      body({ subjectId: 'sub_' }),
    ]) {
      const res = await inject({ method: 'POST', url: '/api/c15t/consent/set', payload: payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const badHeader = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      headers: { 'x-subject-id': 'not-a-subject' },
      payload: body(),
    });
    expect(badHeader.statusCode).toBe(400);
    expect(await countRecords()).toBe(before);
  });
});

describe('POST /api/c15t/consent/verify', () => {
  let subjectId: string;
  beforeAll(async () => {
    subjectId = newSubject();
    const res = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      headers: { 'x-subject-id': subjectId },
      payload: {
        type: 'cookie_banner',
        domain: 'costaguia.example',
        preferences: { necessary: true, measurement: true },
      },
    });
    expect(res.statusCode).toBe(201);
  });

  const verify = (requiredConsent: unknown, headers: Record<string, string> = { 'x-subject-id': subjectId }) =>
    inject({ method: 'POST', url: '/api/c15t/consent/verify', headers, payload: { requiredConsent } });

  it.each([
    ['measurement', true, []],
    ['marketing', false, ['marketing']],
    [{ and: ['necessary', 'measurement'] }, true, []],
    [{ and: ['measurement', 'marketing', 'experience'] }, false, ['marketing', 'experience']],
    [{ or: ['marketing', 'measurement'] }, true, []],
    [{ or: ['marketing', 'functionality'] }, false, ['marketing', 'functionality']],
    [{ not: 'marketing' }, true, []],
    [{ not: 'measurement' }, false, []],
    [{ and: ['measurement', { not: { or: ['marketing', 'experience'] } }] }, true, []],
  ])('%j → valid %s, missing %j', async (requiredConsent, valid, missingConsent) => {
    const res = await verify(requiredConsent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid, requiredConsent, missingConsent });
  });

  it('uses the latest stored consent, found by the c15t cookie too', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/c15t/consent/set',
      headers: { 'x-subject-id': subjectId },
      payload: {
        type: 'cookie_banner',
        domain: 'costaguia.example',
        preferences: { necessary: true, measurement: true, marketing: true },
        metadata: { source: 'consent_widget', acceptanceMethod: 'custom' },
      },
    });
    expect(res.statusCode).toBe(201);
    const byCookie = await inject({
      method: 'POST',
      url: '/api/c15t/consent/verify',
      cookies: { c15t: `c.necessary:1,i.sid:${subjectId}` },
      payload: { requiredConsent: { and: ['measurement', 'marketing'] } },
    });
    expect(byCookie.json()).toMatchObject({ valid: true, missingConsent: [] });
  });

  it('grants only necessary to a caller without a stored consent', async () => {
    expect((await verify('necessary', {})).json()).toMatchObject({ valid: true });
    expect((await verify('measurement', { 'x-subject-id': newSubject() })).json()).toEqual({
      valid: false,
      requiredConsent: 'measurement',
      missingConsent: ['measurement'],
    });
  });

  it('counts only necessary as granted with Do Not Track or Global Privacy Control', async () => {
    for (const signal of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const res = await verify('measurement', { 'x-subject-id': subjectId, ...signal });
      expect(res.json()).toMatchObject({ valid: false, missingConsent: ['measurement'] });
    }
    expect((await verify('measurement', { 'x-subject-id': subjectId, dnt: '0' })).json().valid).toBe(true);
  });

  it.each([
    ['analytics', 'Consent category "analytics" not found in consent state'],
    [{ and: [] }, 'AND condition cannot be empty'],
    [{ or: [] }, 'OR condition cannot be empty'],
    [{ and: ['necessary', { or: [] }] }, 'OR condition cannot be empty'],
    [{ xor: ['necessary'] }, 'Invalid condition structure'],
    [42, 'Invalid condition structure'],
    [null, 'Invalid condition structure'],
    [['necessary'], 'Invalid condition structure'],
  ])(
    'answers %j with 400 VALIDATION_ERROR and the message of docs/rules.md#consent',
    async (requiredConsent, message) => {
      const res = await verify(requiredConsent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    },
  );

  it('refuses a body without requiredConsent, and a condition nested beyond reason', async () => {
    const missing = await inject({ method: 'POST', url: '/api/c15t/consent/verify', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
    // Written out by hand: JSON.stringify itself runs out of stack at this depth.
    const depth = 50_000;
    const res = await inject({
      method: 'POST',
      url: '/api/c15t/consent/verify',
      headers: { 'content-type': 'application/json' },
      payload: `{"requiredConsent":${'{"not":'.repeat(depth)}"necessary"${'}'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid condition structure');
  });
});

describe('OpenAPI', () => {
  it('documents the six consent endpoints and how the caller is identified', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/c15t/init', 'get'],
      ['/api/c15t/subjects', 'post'],
      ['/api/c15t/show-consent-banner', 'get'],
      ['/api/c15t/consent/set', 'post'],
      ['/api/c15t/consent/verify', 'post'],
      ['/api/c15t/status', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const parameters = doc.paths['/api/c15t/consent/verify'].post.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'x-subject-id', in: 'header' }));
  });
});

describe('random input never gives a 5xx', () => {
  const categories = fc.constantFrom('necessary', 'functionality', 'experience', 'measurement', 'marketing', 'x');
  /** Bodies near the real shape, with any field missing or of any kind. */
  const nearSubmission = fc.record(
    {
      type: fc.oneof(fc.constant('cookie_banner'), fc.jsonValue()),
      subjectId: fc.oneof(fc.stringMatching(/^sub_[1-9A-HJ-NP-Za-km-z]{1,70}$/), fc.jsonValue()),
      domain: fc.oneof(fc.domain(), fc.string(), fc.jsonValue()),
      preferences: fc.oneof(fc.dictionary(categories, fc.oneof(fc.boolean(), fc.jsonValue())), fc.jsonValue()),
      givenAt: fc.oneof(fc.integer({ min: 0, max: 5e12 }), fc.double(), fc.jsonValue()),
      consentAction: fc.oneof(fc.constantFrom('all', 'necessary', 'custom'), fc.jsonValue()),
      uiSource: fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue()),
      metadata: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }), fc.jsonValue()),
    },
    { requiredKeys: [] },
  );
  /** Header and cookie values a client can send at all. */
  const printable = fc.string().map((text) => text.replace(/[^\x20-\x7e]/g, ''));
  const anyBody = fc.oneof(
    nearSubmission.map((b) => JSON.stringify(b)),
    fc.jsonValue().map((b) => JSON.stringify(b)),
    fc.string({ unit: 'binary' }),
  );

  it.each(['/api/c15t/subjects', '/api/c15t/consent/set', '/api/c15t/consent/verify'])(
    'POST %s: 4xx in the error shape or success, and a row only for a 201',
    async (url) => {
      const before = await countRecords();
      let created = 0;
      await fc.assert(
        fc.asyncProperty(anyBody, fc.option(printable, { nil: undefined }), async (payload, subjectHeader) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (subjectHeader !== undefined) headers['x-subject-id'] = subjectHeader;
          const res = await inject({ method: 'POST', url, headers, payload });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
          if (res.statusCode === 201) created++;
        }),
        { numRuns: 150 },
      );
      expect(await countRecords()).toBe(before + created);
    },
  );

  it('POST /api/c15t/consent/verify: any condition is answered or refused with a message of docs/rules.md#consent', async () => {
    const condition = fc.letrec<{ c: unknown }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small' },
        categories,
        fc.jsonValue({ maxDepth: 1 }),
        fc.record({ and: fc.oneof(fc.array(tie('c'), { maxLength: 3 }), tie('c')) }),
        fc.record({ or: fc.oneof(fc.array(tie('c'), { maxLength: 3 }), tie('c')) }),
        fc.record({ not: tie('c') }),
      ),
    })).c;
    const messages =
      /^(Consent category ".*" not found in consent state|AND condition cannot be empty|OR condition cannot be empty|Invalid condition structure)$/s;
    await fc.assert(
      fc.asyncProperty(condition, async (requiredConsent) => {
        const res = await inject({ method: 'POST', url: '/api/c15t/consent/verify', payload: { requiredConsent } });
        expect([200, 400]).toContain(res.statusCode);
        // A body naming __proto__ is refused by the JSON parser before the route (prototype poisoning).
        const poisoned = JSON.stringify(requiredConsent).includes('"__proto__"');
        if (res.statusCode === 400) {
          expect(res.json().error.message).toMatch(poisoned ? /^The body may not hold a "__proto__"/ : messages);
        } else expect(res.json().requiredConsent).toEqual(requiredConsent);
      }),
      { numRuns: 200 },
    );
  });

  it('GET endpoints with any query and Accept-Language', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/c15t/init', '/api/c15t/show-consent-banner', '/api/c15t/status'),
        fc.string(),
        printable,
        fc.option(printable, { nil: undefined }),
        async (path, lang, acceptLanguage, cookie) => {
          const res = await inject({
            method: 'GET',
            url: `${path}?lang=${encodeURIComponent(lang)}`,
            headers: { 'accept-language': acceptLanguage },
            cookies: cookie === undefined ? {} : { c15t: cookie },
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
