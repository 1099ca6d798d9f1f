import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { passwordProblems, PASSWORD_RULES, userSchema } from '@town/shared/accounts';
import { ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  getProfile,
  GOOD_PASSWORD,
  refresh,
  refreshCookieOf,
  signin,
  signup,
  uniqueEmail,
  UNREACHED_RATE_LIMITS,
} from './accounts.test-support.ts';
import { hashToken, REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TTL_SECONDS } from './accounts.tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object });

describe('sign-up', () => {
  it('creates an account, signs it in and sets the refresh cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/auth/signup', {
      email,
      password: GOOD_PASSWORD,
      name: 'Jon Etxeberria',
      lang: 'eu',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(userSchema.parse(body.user)).toMatchObject({
      email,
      name: 'Jon Etxeberria',
      lang: 'eu',
      theme: 'light',
      role: 'user',
      phone: null,
      passkeys: 0,
    });
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
    expect(cookie.maxAge).toBe(REFRESH_TOKEN_TTL_SECONDS);
    // The test app's public URL is http://localhost: Secure only over https.
    expect(cookie.secure).toBeFalsy();
    expect((await getProfile(t.app, body.token)).json().email).toBe(email);
  });

  it('stores an argon2id hash, never the password', async () => {
    const account = await signup(t.app);
    const { rows } = await t.app.pool.query('select password_hash from users where id = $1', [account.user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0].password_hash).not.toContain(GOOD_PASSWORD);
  });

  const brokenPasswords: [string, string[]][] = [
    ['Ab1!x', ['password.tooShort']],
    ['Ab1-cd', ['password.tooShort']],
    ['Ab1-cde', ['password.tooShort']],
    ['sunny-beach7', ['password.noUppercase']],
    ['SUNNY-BEACH7', ['password.noLowercase']],
    ['Sunny-Beach', ['password.noDigit']],
    ['SunnyBeach7', ['password.noSpecial']],
    ['Sunny Beach7', ['password.noSpecial']],
    [`Aa1!${'x'.repeat(125)}`, ['password.tooLong']],
    [
      '',
      ['password.tooShort', 'password.noLowercase', 'password.noUppercase', 'password.noDigit', 'password.noSpecial'],
    ],
    ['123456', ['password.tooShort', 'password.noLowercase', 'password.noUppercase', 'password.noSpecial']],
  ];

  it.each(brokenPasswords)('refuses %j, naming each broken rule', async (password, rules) => {
    expect(passwordProblems(password)).toEqual(rules);
    const res = await post('/api/v1/auth/signup', { email: uniqueEmail(), password, name: 'Ana', lang: 'gl' });
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    const named = (error.details as { field: string; message: string }[])
      .filter((d) => d.field === 'body.password')
      .map((d) => d.message);
    expect(named).toEqual(rules);
    expect(rules.every((r) => (PASSWORD_RULES as readonly string[]).includes(r))).toBe(true);
  });

  it.each(['Sunny-Beach7', 'Ñandú#2024', 'Zß9€abcd', `Aa1!${'x'.repeat(124)}`])('accepts %j', async (password) => {
    expect(passwordProblems(password)).toEqual([]);
    await signup(t.app, { password });
  });

  it.each(['Password1!', 'pASSWORD-2024', 'Qwerty123?', 'P@ssw0rd', '1Dragon2025#', 'Iloveyou-99'])(
    'refuses the well-known %j, whatever its case and padding, as password.common',
    async (password) => {
      // The composition rules alone would let it through.
      expect(passwordProblems(password)).toEqual([]);
      const res = await post('/api/v1/auth/signup', { email: uniqueEmail(), password, name: 'Ana', lang: 'gl' });
      expect(res.statusCode).toBe(400);
      const { error } = apiErrorSchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toEqual([{ field: 'body.password', message: 'password.common' }]);
    },
  );

  it('refuses a well-known password as a new one too, signed in or from a reset link', async () => {
    const account = await signup(t.app);
    const change = await post(
      '/api/v1/auth/change_password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'Password1!' },
      account.token,
    );
    expect(change.statusCode).toBe(400);
    expect(apiErrorSchema.parse(change.json()).error.details).toEqual([
      { field: 'body.newPassword', message: 'password.common' },
    ]);
    const reset = await post('/api/v1/auth/change_password', { resetToken: 'x'.repeat(43), newPassword: 'Welcome1!' });
    expect(reset.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reset.json()).error.code).toBe('VALIDATION_ERROR');
    await signin(t.app, account.email, GOOD_PASSWORD);
  });

  it('refuses an e-mail already in use, whatever its case or spaces', async () => {
    const first = await signup(t.app, { email: uniqueEmail('Marta') });
    for (const email of [first.email, first.email.toUpperCase(), `  ${first.email.replace('marta', 'MaRtA')} `]) {
      const res = await post('/api/v1/auth/signup', { email, password: GOOD_PASSWORD, name: 'Other', lang: 'es' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('EMAIL_IN_USE');
      expect(refreshCookieOf(res)).toBeUndefined();
    }
    const { rows } = await t.app.pool.query('select count(*)::int as n from users where email = $1', [first.email]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a malformed e-mail, name or language with the fields named', async () => {
    const res = await post('/api/v1/auth/signup', {
      email: 'not-an-email',
      password: GOOD_PASSWORD,
      name: ' ',
      lang: 'xx',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.name', 'body.lang']));
  });
});

describe('sign-in', () => {
  it('signs in with the right password, the e-mail in any case', async () => {
    const account = await signup(t.app);
    const session = await signin(t.app, account.email.toUpperCase(), GOOD_PASSWORD);
    expect(session.user.id).toBe(account.user.id);
    expect(session.refreshToken).not.toBe(account.refreshToken);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const account = await signup(t.app);
    const wrongPassword = await post('/api/v1/auth/signin', { email: account.email, password: 'Wrong-Pass1' });
    const unknownEmail = await post('/api/v1/auth/signin', { email: uniqueEmail('nobody'), password: 'Wrong-Pass1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(refreshCookieOf(wrongPassword)).toBeUndefined();
    expect(refreshCookieOf(unknownEmail)).toBeUndefined();
    const headerNames = (res: typeof wrongPassword) =>
      Object.keys(res.headers)
        .filter((h) => h !== 'date' && !h.startsWith('x-ratelimit'))
        .sort();
    expect(headerNames(wrongPassword)).toEqual(headerNames(unknownEmail));
  });
});

describe('access tokens', () => {
  async function forge(claims: { sub: string; sid: string }, secret: string, times: { iat: number; exp: number }) {
    return new SignJWT({ role: 'admin', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setIssuedAt(times.iat)
      .setExpirationTime(times.exp)
      .sign(new TextEncoder().encode(secret));
  }

  it('refuses tampered, foreign, expired and unsigned tokens', async () => {
    const account = await signup(t.app);
    const other = await signup(t.app);
    const claims = decodeJwt(account.token) as { sub: string; sid: string };
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = account.token.split('.') as [string, string, string];
    const otherPayload = other.token.split('.')[1]!;
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    const refused = {
      'a flipped signature': `${header}.${payload}.${flipped}`,
      "another user's claims under this signature": `${header}.${otherPayload}.${signature}`,
      'a token signed with another secret': await forge(claims, 'x'.repeat(64), { iat: now, exp: now + 600 }),
      'an expired token': await forge(claims, t.config.authSecret, { iat: now - 3600, exp: now - 60 }),
      'an unsigned token': unsigned,
      garbage: 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(refused)) {
      const res = await getProfile(t.app, token);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().error.code, what).toBe('UNAUTHENTICATED');
    }
    // The same claims, properly signed and current, are accepted: the refusals above are about the token.
    const fresh = await forge(claims, t.config.authSecret, { iat: now, exp: now + 600 });
    const ok = await getProfile(t.app, fresh);
    expect(ok.statusCode).toBe(200);
    // The role comes from the database, not from the token's claim ('admin' above).
    expect(ok.json().role).toBe('user');
  });

  it('treats an empty Authorization header as anonymous', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users_profile',
      headers: { ...apiHeaders(), authorization: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('refresh', () => {
  it('rotates the refresh token and renews the access token', async () => {
    const account = await signup(t.app);
    const res = await refresh(t.app, account.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = refreshCookieOf(res)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(account.refreshToken);
    const body = res.json();
    expect(body.user.id).toBe(account.user.id);
    expect((await getProfile(t.app, body.token)).statusCode).toBe(200);
    // The successor can be used in turn.
    expect((await refresh(t.app, next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const account = await signup(t.app);
    const elsewhere = await signin(t.app, account.email, GOOD_PASSWORD);

    const first = await refresh(t.app, account.refreshToken);
    const successor = refreshCookieOf(first)!;
    const successorAccess = first.json().token as string;

    // The old token again at once: the owner's own race (two tabs, a retry). Refused, nothing revoked.
    const race = await refresh(t.app, account.refreshToken);
    expect(race.statusCode).toBe(401);
    expect(race.json().error.code).toBe('REFRESH_SUPERSEDED');
    expect(refreshCookieOf(race)).toBeUndefined();
    expect((await getProfile(t.app, successorAccess)).statusCode).toBe(200);

    // The old token again later: someone copied it. The session ends for everyone holding it.
    await t.app.pool.query("update refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1", [
      hashToken(account.refreshToken),
    ]);
    const reuse = await refresh(t.app, account.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('UNAUTHENTICATED');

    expect((await refresh(t.app, successor)).statusCode).toBe(401);
    expect((await getProfile(t.app, successorAccess)).statusCode).toBe(401);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
    const { rows } = await t.app.pool.query('select revoked_reason from sessions where id = $1', [
      decodeJwt(account.token).sid,
    ]);
    expect(rows[0].revoked_reason).toBe('reuse');

    // Another sign-in of the same person is another family: untouched.
    expect((await getProfile(t.app, elsewhere.token)).statusCode).toBe(200);
    expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown, malformed or expired refresh token and clears the cookie', async () => {
    const account = await signup(t.app);
    await t.app.pool.query(
      `update refresh_tokens set expires_at = now() - interval '1 second'
       where session_id = $1`,
      [decodeJwt(account.token).sid],
    );
    const cases = {
      missing: await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: apiHeaders() }),
      unknown: await refresh(t.app, 'A'.repeat(43)),
      malformed: await refresh(t.app, '../../etc/passwd'),
      expired: await refresh(t.app, account.refreshToken),
    };
    for (const [what, res] of Object.entries(cases)) {
      expect(res.statusCode, what).toBe(401);
      expect(res.json().error.code, what).toBe('UNAUTHENTICATED');
      const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(cleared?.value ?? '', what).toBe('');
      expect(cleared?.path, what).toBe(REFRESH_COOKIE_PATH);
    }
  });

  it('accepts the empty JSON body the web sends', async () => {
    const account = await signup(t.app);
    for (const payload of ['', '{}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { ...apiHeaders(), 'content-type': 'application/json' },
        cookies: { [REFRESH_COOKIE]: account.refreshToken },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      account.refreshToken = refreshCookieOf(res)!;
    }
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and the access token, and clears the cookie', async () => {
    const account = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { ...apiHeaders(account.token), 'content-type': 'application/json' },
      cookies: { [REFRESH_COOKIE]: account.refreshToken },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await refresh(t.app, account.refreshToken)).statusCode).toBe(401);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
  });

  it('ends the session with only the cookie, or only the access token', async () => {
    const byCookie = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: apiHeaders(),
      cookies: { [REFRESH_COOKIE]: byCookie.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await getProfile(t.app, byCookie.token)).statusCode).toBe(401);

    const byToken = await signup(t.app);
    expect((await post('/api/v1/auth/signout', undefined, byToken.token)).statusCode).toBe(204);
    expect((await refresh(t.app, byToken.refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 to someone not signed in', async () => {
    expect((await post('/api/v1/auth/signout')).statusCode).toBe(204);
  });
});

describe('the OpenAPI document', () => {
  it('lists every accounts endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/auth/signup',
      '/api/v1/auth/signin',
      '/api/v1/auth/signout',
      '/api/v1/auth/refresh',
      '/api/v1/auth/remember_password',
      '/api/v1/auth/change_password',
      '/api/v1/auth/biometrics_token',
      '/api/v1/auth/signinBiometrics',
      '/api/v1/auth/biometrics_reset',
      '/api/v1/users_profile',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
