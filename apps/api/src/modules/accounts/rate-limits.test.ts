import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, uniqueEmail } from './accounts.test-support.ts';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: {
      signin: { perIp: 5, perAccount: 3, windowMs: HOUR },
      signup: { perIp: 3, perAccount: 2, windowMs: HOUR },
      reminder: { perIp: 4, perAccount: 2, windowMs: HOUR },
      passwordChange: { perIp: 50, perAccount: 2, windowMs: HOUR },
    },
  });
});
afterAll(async () => {
  await t.close();
});

let lastAddress = 0;
/** A new client address for each test, so that only the limit under test is reached. */
const newAddress = () => `203.0.113.${++lastAddress}`;

const post = (url: string, payload: unknown, remoteAddress: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object, remoteAddress });

async function createAccount(email = uniqueEmail()) {
  const res = await post(
    '/api/v1/auth/signup',
    { email, password: GOOD_PASSWORD, name: 'Nerea', lang: 'eu' },
    newAddress(),
  );
  expect(res.statusCode).toBe(201);
  return { email, token: res.json().token as string };
}

function expectRateLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
}

describe('sign-in limits', () => {
  it('stops guessing one account after 3 failures, from any address', async () => {
    const { email } = await createAccount();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/v1/auth/signin', { email, password: `Guess-${i}x` }, newAddress())).statusCode).toBe(
        401,
      );
    }
    // Even the right password waits now: the guesser cannot tell which attempt would have worked.
    expectRateLimited(
      await post('/api/v1/auth/signin', { email: email.toUpperCase(), password: GOOD_PASSWORD }, newAddress()),
    );

    const { email: other } = await createAccount();
    expect(
      (await post('/api/v1/auth/signin', { email: other, password: GOOD_PASSWORD }, newAddress())).statusCode,
    ).toBe(200);
  });

  it('counts attempts before checking the password, so parallel guesses cannot outrun the limit', async () => {
    const { email } = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post('/api/v1/auth/signin', { email, password: `Guess-${i}x` }, newAddress()),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('stops one address after 5 attempts, whatever the accounts', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/v1/auth/signin', { email: uniqueEmail(), password: 'Wrong-1x' }, address)).statusCode,
      ).toBe(401);
    }
    expectRateLimited(await post('/api/v1/auth/signin', { email: uniqueEmail(), password: 'Wrong-1x' }, address));
    expect(
      (await post('/api/v1/auth/signin', { email: uniqueEmail(), password: 'Wrong-1x' }, newAddress())).statusCode,
    ).toBe(401);
  });

  it('limits passkey sign-in per address with the same numbers', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/v1/auth/signinBiometrics', { step: 'options' }, address)).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/v1/auth/signinBiometrics', { step: 'options' }, address));
  });
});

describe('sign-up limits', () => {
  it('stops one address after 3 sign-ups', async () => {
    const address = newAddress();
    const body = () => ({ email: uniqueEmail(), password: GOOD_PASSWORD, name: 'Bot', lang: 'en' });
    for (let i = 0; i < 3; i += 1) expect((await post('/api/v1/auth/signup', body(), address)).statusCode).toBe(201);
    expectRateLimited(await post('/api/v1/auth/signup', body(), address));
  });

  it('stops repeated sign-ups for one e-mail', async () => {
    const email = uniqueEmail();
    const body = { email, password: GOOD_PASSWORD, name: 'Bot', lang: 'en' };
    expect((await post('/api/v1/auth/signup', body, newAddress())).statusCode).toBe(201);
    expect((await post('/api/v1/auth/signup', body, newAddress())).statusCode).toBe(409);
    expectRateLimited(await post('/api/v1/auth/signup', { ...body, email: email.toUpperCase() }, newAddress()));
  });
});

describe('password reminder limits', () => {
  it('mails one account at most twice, and says so the same way for unknown e-mails', async () => {
    const { email } = await createAccount();
    const unknown = uniqueEmail('nobody');
    for (const address of [email, unknown]) {
      expect((await post('/api/v1/auth/remember_password', { email: address }, newAddress())).statusCode).toBe(202);
      expect((await post('/api/v1/auth/remember_password', { email: address }, newAddress())).statusCode).toBe(202);
      expectRateLimited(await post('/api/v1/auth/remember_password', { email: address }, newAddress()));
    }
    // The mails are prepared after the answers: wait for both.
    await vi.waitFor(
      async () => {
        const { rows } = await t.app.pool.query('select count(*)::int as n from outbox where "to" = $1', [email]);
        expect(rows[0].n).toBe(2);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('stops one address after 4 reminders', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/v1/auth/remember_password', { email: uniqueEmail() }, address)).statusCode).toBe(202);
    }
    expectRateLimited(await post('/api/v1/auth/remember_password', { email: uniqueEmail() }, address));
  });
});

describe('password change limits', () => {
  it('stops guessing the current password of a signed-in account', async () => {
    const { token } = await createAccount();
    const attempt = (currentPassword: string) =>
      post('/api/v1/auth/change_password', { currentPassword, newPassword: 'Brand-New1' }, newAddress(), token);
    expect((await attempt('Guess-1x')).statusCode).toBe(403);
    expect((await attempt('Guess-2x')).statusCode).toBe(403);
    expectRateLimited(await attempt(GOOD_PASSWORD));
  });
});
