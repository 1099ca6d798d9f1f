import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  refreshCookieOf,
  signup,
  UNREACHED_RATE_LIMITS,
  type SignedIn,
} from './modules/accounts/accounts.test-support.ts';
import { apiHeaders, createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let ana: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  ana = await signup(t.app, { name: 'Ana García' });
});
afterAll(async () => {
  await t?.close();
});

function post(url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...apiHeaders(token), ...headers },
    payload: payload as object,
  });
}
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });

/** The answer came as `status` and no cache may keep it. */
function expectPrivate(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
}

describe('answers that carry a token or personal data are never stored by a cache', () => {
  it('sign-up, sign-in (also refused), refresh, sign-out, reminders and password changes', async () => {
    const email = `private.${Date.now().toString(36)}@example.com`;
    const created = await post('/api/v1/auth/signup', { email, password: GOOD_PASSWORD, name: 'Joan', lang: 'ca' });
    expectPrivate(created, 201);
    const signedIn = await post('/api/v1/auth/signin', { email, password: GOOD_PASSWORD });
    expectPrivate(signedIn, 200);
    expectPrivate(await post('/api/v1/auth/signin', { email, password: 'Wrong-Password9' }), 401);
    const cookie = { cookie: `town_refresh=${refreshCookieOf(signedIn)}` };
    const refreshed = await post('/api/v1/auth/refresh', undefined, undefined, cookie);
    expectPrivate(refreshed, 200);
    expectPrivate(await post('/api/v1/auth/refresh', undefined), 401);
    expectPrivate(await post('/api/v1/auth/remember_password', { email }), 202);
    const token = (refreshed.json() as { token: string }).token;
    const changed = await post(
      '/api/v1/auth/change_password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'Windy-Harbour8' },
      token,
    );
    expectPrivate(changed, 204);
    expectPrivate(await post('/api/v1/auth/signout', undefined, token), 204);
  });

  it('passkey registration, passkey sign-in and passkey removal', async () => {
    expectPrivate(await post('/api/v1/auth/biometrics_token', { step: 'options' }, ana.token), 200);
    expectPrivate(await post('/api/v1/auth/biometrics_token', { step: 'options' }), 401);
    expectPrivate(await post('/api/v1/auth/signinBiometrics', { step: 'options', email: ana.email }), 200);
    expectPrivate(await post('/api/v1/auth/biometrics_reset', undefined, ana.token), 204);
  });

  it('the profile, read and changed', async () => {
    expectPrivate(await get('/api/v1/users_profile', ana.token), 200);
    expectPrivate(await get('/api/v1/users_profile'), 401);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users_profile',
      headers: apiHeaders(ana.token),
      payload: { phone: '+34 600 000 000' },
    });
    expectPrivate(changed, 200);
  });

  it('my bookings', async () => {
    expectPrivate(await get('/api/v1/booking', ana.token), 200);
  });

  it('consent decisions and what the server knows of the caller', async () => {
    const preferences = {
      necessary: true,
      functionality: false,
      experience: false,
      measurement: true,
      marketing: false,
    };
    const set = await post('/api/c15t/consent/set', {
      type: 'cookie_banner',
      domain: 'costaguia.example',
      preferences,
    });
    expectPrivate(set, 201);
    const { subjectId } = set.json() as { subjectId: string };
    const subject = await post('/api/c15t/subjects', {
      type: 'cookie_banner',
      domain: 'costaguia.example',
      preferences,
      subjectId,
      jurisdiction: 'GDPR',
      givenAt: Date.now(),
      consentAction: 'custom',
    });
    expectPrivate(subject, 201);
    const caller = { 'x-subject-id': subjectId };
    const banner = await t.app.inject({ method: 'GET', url: '/api/c15t/show-consent-banner', headers: caller });
    expectPrivate(banner, 200);
    expectPrivate(await post('/api/c15t/consent/verify', { requiredConsent: 'measurement' }, undefined, caller), 200);
  });

  it('leaves answers that are the same for everyone cacheable, also for a signed-in visitor', async () => {
    const catalogue = await get('/api/v1/asset?type=eat', ana.token);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toBe('no-cache');
    expect(catalogue.headers.etag).toBeDefined();
  });
});
