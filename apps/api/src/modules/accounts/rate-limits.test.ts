import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE } from './accounts.device-cookie.ts';
import { GOOD_PASSWORD, signup, uniqueEmail } from './accounts.test-support.ts';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: {
      signin: { perIp: 5, perAccountPerClient: 3, perAccount: 6, windowMs: HOUR },
      signup: { perIp: 3, perAccountPerClient: 2, perAccount: 4, windowMs: HOUR },
      reminder: { perIp: 4, perAccountPerClient: 2, perAccount: 4, windowMs: HOUR },
      passwordChange: { perIp: 50, perAccountPerClient: 2, perAccount: 2, windowMs: HOUR },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let lastAddress = 0;
/** A new client address for each use, so that only the limit under test is reached. */
const newAddress = () => `203.0.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

interface From {
  address?: string;
  /** The device cookie this browser holds. */
  device?: string;
  token?: string;
}

const post = (url: string, payload: object, { address = newAddress(), device, token }: From = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: apiHeaders(token),
    payload,
    remoteAddress: address,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

const signin = (email: string, password: string, from?: From) => post('/api/v1/auth/signin', { email, password }, from);
const remind = (email: string, from?: From) => post('/api/v1/auth/remember_password', { email }, from);

/** The device cookie an answer set, if any. */
const deviceCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

/** An account, and the device cookie of the browser that created it (the owner's own device). */
async function createAccount(email = uniqueEmail()) {
  const res = await post('/api/v1/auth/signup', { email, password: GOOD_PASSWORD, name: 'Nerea', lang: 'eu' });
  expect(res.statusCode).toBe(201);
  return { email, token: res.json().token as string, device: deviceCookieOf(res)!.value };
}

/** `count` wrong passwords for `email`, each from an address of its own; their statuses. */
async function strangersGuess(email: string, count: number) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => signin(email, `Guess-${i}x`)));
  return answers.map((a) => a.statusCode).sort();
}

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
}

describe('sign-in limits', () => {
  it('stops guessing one account from one address after 3 attempts, even with the right password', async () => {
    const { email } = await createAccount();
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await signin(email, `Guess-${i}x`, { address })).statusCode).toBe(401);
    // The guesser cannot tell which attempt would have worked.
    expectRateLimited(await signin(email.toUpperCase(), GOOD_PASSWORD, { address }));
    // Another account from that address, and this one from another address, are counted apart.
    const other = await createAccount();
    expect((await signin(other.email, GOOD_PASSWORD, { address })).statusCode).toBe(200);
    expect((await signin(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('caps one account at 6 attempts from all addresses together, counted before the password is checked', async () => {
    const { email, device } = await createAccount();
    // Parallel guesses from twelve addresses cannot outrun the count.
    expect(await strangersGuess(email, 12)).toEqual([...Array(6).fill(401), ...Array(6).fill(429)]);
    // A browser the account never signed in on waits now, even with the right password…
    expectRateLimited(await signin(email, GOOD_PASSWORD));
    // …but the owner's own device is counted apart, and gets in.
    const owner = await signin(email, GOOD_PASSWORD, { device });
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  });

  it('lets the owner in from a new device at a new address while strangers stay under the ceiling', async () => {
    const { email } = await createAccount();
    expect(await strangersGuess(email, 5)).toEqual(Array(5).fill(401));
    const res = await signin(email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    // From now on this browser is a known device of the account.
    const device = deviceCookieOf(res)!.value;
    expect(await strangersGuess(email, 4)).toEqual(Array(4).fill(429));
    expect((await signin(email, GOOD_PASSWORD, { device })).statusCode).toBe(200);
  });

  it("keeps the owner's device signing in after ten and more strangers' wrong passwords", async () => {
    const { email, device } = await createAccount();
    const statuses = await strangersGuess(email, 15);
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    for (let i = 0; i < 3; i += 1) {
      const res = await signin(email, GOOD_PASSWORD, { device, address: newAddress() });
      expect(res.statusCode).toBe(200);
    }
  });

  it('gives a known device a count of its own: it is stopped after 3 guesses, and nobody else is', async () => {
    const { email, device } = await createAccount();
    for (let i = 0; i < 3; i += 1) expect((await signin(email, `Guess-${i}x`, { device })).statusCode).toBe(401);
    expectRateLimited(await signin(email, GOOD_PASSWORD, { device }));
    // The device's attempts did not use up the account's: a new browser still gets in.
    expect((await signin(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a device cookie only for its own account, and only as it was signed', async () => {
    const owner = await createAccount();
    const stranger = await createAccount();
    await strangersGuess(owner.email, 6);
    // Another account's device cookie, or a doctored one, is no device of this account.
    expectRateLimited(await signin(owner.email, GOOD_PASSWORD, { device: stranger.device }));
    const [ownerTag] = owner.device.split('.');
    const [, strangerDevice, strangerSignature] = stranger.device.split('.');
    const forged = `${ownerTag}.${strangerDevice}.${strangerSignature}`;
    expectRateLimited(await signin(owner.email, GOOD_PASSWORD, { device: forged }));
    expect((await signin(owner.email, GOOD_PASSWORD, { device: owner.device })).statusCode).toBe(200);
  });

  it('stops one address after 5 attempts, whatever the accounts', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await signin(uniqueEmail(), 'Wrong-1x', { address })).statusCode).toBe(401);
    }
    expectRateLimited(await signin(uniqueEmail(), 'Wrong-1x', { address }));
    expect((await signin(uniqueEmail(), 'Wrong-1x')).statusCode).toBe(401);
  });

  it('limits passkey sign-in per address with the same numbers', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/v1/auth/signinBiometrics', { step: 'options' }, { address })).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/v1/auth/signinBiometrics', { step: 'options' }, { address }));
  });
});

describe('sign-up limits', () => {
  it('stops one address after 3 sign-ups', async () => {
    const address = newAddress();
    const body = () => ({ email: uniqueEmail(), password: GOOD_PASSWORD, name: 'Bot', lang: 'en' });
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/v1/auth/signup', body(), { address })).statusCode).toBe(201);
    }
    expectRateLimited(await post('/api/v1/auth/signup', body(), { address }));
  });

  it('stops repeated sign-ups for one e-mail: 2 from an address, 4 from all', async () => {
    const email = uniqueEmail();
    const body = { email, password: GOOD_PASSWORD, name: 'Bot', lang: 'en' };
    const address = newAddress();
    expect((await post('/api/v1/auth/signup', body, { address })).statusCode).toBe(201);
    expect((await post('/api/v1/auth/signup', body, { address })).statusCode).toBe(409);
    expectRateLimited(await post('/api/v1/auth/signup', { ...body, email: email.toUpperCase() }, { address }));
    expect((await post('/api/v1/auth/signup', body)).statusCode).toBe(409);
    expect((await post('/api/v1/auth/signup', body)).statusCode).toBe(409);
    expectRateLimited(await post('/api/v1/auth/signup', body));
  });
});

describe('password reminder limits', () => {
  async function mailsTo(email: string) {
    const { rows } = await t.app.pool.query<{ n: number }>(
      `select count(*)::int as n from outbox where "to" = $1 and kind = 'password-reset'`,
      [email],
    );
    return rows[0]!.n;
  }

  it("does not let strangers stop the owner's own reset, and mails only what it accepted", async () => {
    const { email, device } = await createAccount();
    const stranger = newAddress();
    const owners = newAddress();
    expect((await remind(email, { address: stranger })).statusCode).toBe(202);
    expect((await remind(email, { address: stranger })).statusCode).toBe(202);
    expectRateLimited(await remind(email, { address: stranger }));
    // The owner's own address is counted apart…
    expect((await remind(email, { address: owners })).statusCode).toBe(202);
    expect((await remind(email)).statusCode).toBe(202);
    // …until the account's ceiling (4 from all addresses), which the owner's device is not held to.
    expectRateLimited(await remind(email));
    expect((await remind(email, { device })).statusCode).toBe(202);
    // The mails are prepared after the answers: wait for all five.
    await vi.waitFor(async () => expect(await mailsTo(email)).toBe(5), { timeout: 10_000, interval: 20 });
  });

  it('answers an unknown e-mail exactly as a known one, limits included', async () => {
    const { email } = await createAccount();
    const unknown = uniqueEmail('nobody');
    const answers = async (address: string) => {
      const [first, second] = [newAddress(), newAddress()];
      const sequence = [first, first, first, second, second, newAddress()];
      const results = [];
      for (const from of sequence) {
        const res = await remind(address, { address: from });
        results.push({ status: res.statusCode, body: res.json() as unknown });
      }
      return results;
    };
    const forKnown = await answers(email);
    const forUnknown = await answers(unknown);
    expect(forUnknown.map((r) => r.status)).toEqual([202, 202, 429, 202, 202, 429]);
    expect(forKnown.map((r) => r.status)).toEqual(forUnknown.map((r) => r.status));
    expect(forKnown.filter((r) => r.status === 202).map((r) => r.body)).toEqual(
      forUnknown.filter((r) => r.status === 202).map((r) => r.body),
    );
    await vi.waitFor(async () => expect(await mailsTo(email)).toBe(4), { timeout: 10_000, interval: 20 });
    expect(await mailsTo(unknown)).toBe(0);
  });

  it('stops one address after 4 reminders', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) expect((await remind(uniqueEmail(), { address })).statusCode).toBe(202);
    expectRateLimited(await remind(uniqueEmail(), { address }));
  });
});

describe('password change limits', () => {
  it('stops guessing the current password of a signed-in account', async () => {
    const { token } = await createAccount();
    const attempt = (currentPassword: string) =>
      post('/api/v1/auth/change_password', { currentPassword, newPassword: 'Brand-New1' }, { token });
    expect((await attempt('Guess-1x')).statusCode).toBe(403);
    expect((await attempt('Guess-2x')).statusCode).toBe(403);
    expectRateLimited(await attempt(GOOD_PASSWORD));
  });
});

describe('sign-in guesses at one account, with the limits the product runs with', () => {
  let product: TestApp;
  beforeAll(async () => {
    // Behind one proxy, as in production: each guess names a client address of its own.
    product = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await product.close();
  });

  let lastForwarded = 0;
  const forwardedFor = () => `198.51.${Math.floor(++lastForwarded / 250)}.${lastForwarded % 250}`;
  const signinThroughProxy = (email: string, password: string, device?: string) =>
    product.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { ...apiHeaders(), 'x-forwarded-for': forwardedFor() },
      payload: { email, password },
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });

  /** `count` wrong passwords in parallel, each from an address of its own; their answers, sorted by status. */
  async function guesses(email: string, count: number) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => signinThroughProxy(email, `Guess-${i}x`)),
    );
    return answers.sort((a, b) => a.statusCode - b.statusCode);
  }

  it('lets about 20 guesses an hour through from all addresses together; the owner’s device still gets in', async () => {
    const email = uniqueEmail();
    const created = await product.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { ...apiHeaders(), 'x-forwarded-for': forwardedFor() },
      payload: { email, password: GOOD_PASSWORD, name: 'Nerea', lang: 'eu' },
    });
    expect(created.statusCode).toBe(201);
    const device = deviceCookieOf(created)!.value;

    const answers = await guesses(email, 30);
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
    const limited = answers.at(-1)!;
    expectRateLimited(limited);
    // The count lasts the hour, not a quarter of it.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(45 * 60);

    // The right password from a new browser waits too: a guesser cannot tell it worked…
    expectRateLimited(await signinThroughProxy(email, GOOD_PASSWORD));
    // …while the owner's own browser is counted apart and signs in.
    expect((await signinThroughProxy(email, GOOD_PASSWORD, device)).statusCode).toBe(200);
  });

  it('answers guesses at an unknown e-mail exactly as at an account (no account enumeration)', async () => {
    const known = await signup(product.app, { email: uniqueEmail() });
    const forKnown = await guesses(known.email, 24);
    const forUnknown = await guesses(uniqueEmail('nobody'), 24);
    expect(forUnknown.map((a) => a.statusCode)).toEqual(forKnown.map((a) => a.statusCode));
    const codes = (answers: LightMyRequestResponse[]) => answers.map((a) => apiErrorSchema.parse(a.json()).error.code);
    expect(codes(forUnknown)).toEqual(codes(forKnown));
    expect(forUnknown[0]!.body).toBe(forKnown[0]!.body);
  });
});
