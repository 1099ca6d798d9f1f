import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { ADMIN_USERS_LIMIT, adminUserSchema, adminUsersSchema } from '@town/shared/admin';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuditService } from '../audit/index.ts';
import {
  getProfile,
  GOOD_PASSWORD,
  refresh,
  signin,
  signup,
  signupVerified,
  uniqueEmail,
  verifyEmail,
  type SignedIn,
} from './accounts.test-support.ts';
import { changeUser, signupAs, signupFirstAdmin, WITH_FIRST_ADMIN } from './admin-users.test-support.ts';
import { hashPassword } from './accounts.service.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object });
const search = (q: string, token = admin.token) => get(`/api/v1/admin/users?q=${encodeURIComponent(q)}`, token);
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;
const auditOf = (userId: string) => createAuditService({ db: t.app.db }).list({ limit: 10, targetId: userId });

describe('ADMIN_EMAILS', () => {
  it('is read comma-separated, trimmed and in lower case; a wrong address stops the start', () => {
    const env = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, ADMIN_EMAILS: ' Ana@Example.com, ,turismo@portalba.example ' }).adminEmails).toEqual([
      'ana@example.com',
      'turismo@portalba.example',
    ]);
    expect(loadConfig(env).adminEmails).toEqual([]);
    expect(() => loadConfig({ ...env, ADMIN_EMAILS: 'ana@example.com, not-an-address' })).toThrow(ConfigError);
  });

  it('makes an account admin once its address is verified, whatever the case the e-mail is typed in', async () => {
    const email = uniqueEmail('alcaldia');
    const other = await createTestApp({ ...WITH_FIRST_ADMIN, adminEmails: [email] });
    try {
      const account = await signup(other.app, { email: email.toUpperCase() });
      expect(account.user.role).toBe('user');
      expect((await verifyEmail(other.app, account)).user.role).toBe('admin');
      expect((await signupVerified(other.app)).user.role).toBe('user');
    } finally {
      await other.close();
    }
  });

  it('promotes a verified account that already exists at the next start', async () => {
    const account = await signupVerified(t.app);
    const restarted = await buildApp({ ...t.config, adminEmails: [...t.config.adminEmails, account.email] });
    try {
      expect((await getProfile(t.app, account.token)).json().role).toBe('admin');
      expect((await search(account.email, account.token)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('GET /admin/users', () => {
  it('finds people by a piece of their e-mail or name, without regard to case or accents', async () => {
    const jose = await signup(t.app, { name: 'José Ñúñez Castaño', email: uniqueEmail('pepe') });
    const other = await signup(t.app, { name: 'Maite Etxeberria' });
    for (const q of ['jose', 'NUNEZ', 'ñúñez cast', 'castano', jose.email.slice(0, 12).toUpperCase()]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      const ids = adminUsersSchema.parse(res.json()).items.map((user) => user.id);
      expect(ids, q).toContain(jose.user.id);
      expect(ids, q).not.toContain(other.user.id);
    }
    const [found] = adminUsersSchema.parse((await search('Ñúñez')).json()).items;
    expect(found).toEqual({
      id: jose.user.id,
      email: jose.email,
      name: 'José Ñúñez Castaño',
      role: 'user',
      locked: false,
      createdAt: jose.user.createdAt,
    });
  });

  it('takes % and _ as the characters they are', async () => {
    const percent = await signup(t.app, { name: '100% Ibiza_Tours' });
    const found = async (q: string) => adminUsersSchema.parse((await search(q)).json()).items.map((u) => u.id);
    expect(await found('0% ibiza_')).toEqual([percent.user.id]);
    expect(await found('%')).toEqual([percent.user.id]);
    expect(await found('0_ ibiza')).toEqual([]);
  });

  it(`answers at most ${ADMIN_USERS_LIMIT}, the newest first`, async () => {
    const passwordHash = await hashPassword(GOOD_PASSWORD);
    await t.app.pool.query(
      `insert into users (email, name, password_hash, created_at)
       select 'crowd' || n || '@example.com', 'Crowd ' || n, $1, now() - make_interval(secs => n)
       from generate_series(1, $2::int) n`,
      [passwordHash, ADMIN_USERS_LIMIT + 5],
    );
    const { items } = adminUsersSchema.parse((await search('crowd')).json());
    expect(items).toHaveLength(ADMIN_USERS_LIMIT);
    expect(items[0]!.name).toBe('Crowd 1');
    expect(items.at(-1)!.name).toBe(`Crowd ${ADMIN_USERS_LIMIT}`);
  });

  it('refuses anyone who is not an admin', async () => {
    const user = await signup(t.app);
    const owner = await signupAs(t.app, admin.token, 'owner');
    expect((await search('a', '')).statusCode).toBe(401);
    expect((await search('a', user.token)).statusCode).toBe(403);
    expect(codeOf(await search('a', owner.token))).toBe('FORBIDDEN');
    // The role is checked before the query: nobody learns what a valid one looks like.
    expect((await get(`/api/v1/admin/users?q=${'x'.repeat(300)}`, user.token)).statusCode).toBe(403);
    expect((await get(`/api/v1/admin/users?q=${'x'.repeat(300)}`, admin.token)).statusCode).toBe(400);
  });
});

describe('PUT /admin/users/{id}', () => {
  it('changes a role, which counts from the next request of the token already held, and audits it', async () => {
    const user = await signup(t.app);
    expect((await get('/api/v1/owner/assets', user.token)).statusCode).toBe(403);

    const res = await changeUser(t.app, admin.token, user.user.id, { role: 'owner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminUserSchema.parse(res.json())).toMatchObject({ id: user.user.id, role: 'owner', locked: false });
    expect((await get('/api/v1/owner/assets', user.token)).statusCode).toBe(200);
    expect((await getProfile(t.app, user.token)).json().role).toBe('owner');

    const [entry] = await auditOf(user.user.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'user.update',
      targetType: 'user',
      before: { role: 'user', locked: false },
      after: { role: 'owner', locked: false },
    });
  });

  it('takes an admin’s powers away at once: a demoted admin’s token gets 403', async () => {
    const second = await signupAs(t.app, admin.token, 'admin');
    expect((await search('a', second.token)).statusCode).toBe(200);
    expect((await changeUser(t.app, admin.token, second.user.id, { role: 'user' })).statusCode).toBe(200);
    expect((await search('a', second.token)).statusCode).toBe(403);
    expect((await changeUser(t.app, second.token, admin.user.id, { role: 'user' })).statusCode).toBe(403);
    expect((await getProfile(t.app, admin.token)).json().role).toBe('admin');
  });

  it('locks an account: its tokens and refresh cookie stop at once, and it cannot sign in', async () => {
    const user = await signup(t.app);
    const lock = await changeUser(t.app, admin.token, user.user.id, { locked: true });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(adminUserSchema.parse(lock.json()).locked).toBe(true);

    expect((await getProfile(t.app, user.token)).statusCode).toBe(401);
    expect((await refresh(t.app, user.refreshToken)).statusCode).toBe(401);
    const right = await post('/api/v1/auth/signin', { email: user.email, password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(codeOf(right)).toBe('ACCOUNT_LOCKED');
    expect(right.headers['set-cookie']).toBeUndefined();
    // A wrong password gets exactly what it gets for an account that does not exist.
    const wrong = await post('/api/v1/auth/signin', { email: user.email, password: 'Wrong-Password9' });
    const unknown = await post('/api/v1/auth/signin', { email: uniqueEmail(), password: 'Wrong-Password9' });
    expect([wrong.statusCode, wrong.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');

    const unlock = await changeUser(t.app, admin.token, user.user.id, { locked: false });
    expect(adminUserSchema.parse(unlock.json()).locked).toBe(false);
    // The sessions ended with the lock stay ended; a new sign-in works.
    expect((await getProfile(t.app, user.token)).statusCode).toBe(401);
    const again = await signin(t.app, user.email, GOOD_PASSWORD);
    expect((await getProfile(t.app, again.token)).statusCode).toBe(200);

    const entries = await auditOf(user.user.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { role: 'user', locked: true },
        { role: 'user', locked: false },
      ],
      [
        { role: 'user', locked: false },
        { role: 'user', locked: true },
      ],
    ]);
  });

  it('refuses a locked account’s passkey too', async () => {
    const user = await signup(t.app);
    const device = new SoftwareAuthenticator(t.config.publicUrl);
    const options = await post('/api/v1/auth/biometrics_token', { step: 'options' }, user.token);
    const registered = await post(
      '/api/v1/auth/biometrics_token',
      { step: 'verify', response: device.register(options.json()) },
      user.token,
    );
    expect(registered.statusCode, registered.body).toBe(201);
    await changeUser(t.app, admin.token, user.user.id, { locked: true });

    const signinOptions = await post('/api/v1/auth/signinBiometrics', { step: 'options', email: user.email });
    const res = await post('/api/v1/auth/signinBiometrics', {
      step: 'verify',
      response: device.authenticate(signinOptions.json()),
    });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('ACCOUNT_LOCKED');
  });

  it('refuses the tokens of an account locked by hand in the database, and its refresh', async () => {
    const user = await signup(t.app);
    await t.app.pool.query('update users set locked_at = now() where id = $1', [user.user.id]);
    expect((await getProfile(t.app, user.token)).statusCode).toBe(401);
    expect((await refresh(t.app, user.refreshToken)).statusCode).toBe(401);
  });

  it('keeps an admin from demoting or locking themselves', async () => {
    for (const change of [{ role: 'owner' as const }, { role: 'user' as const }, { locked: true }]) {
      const res = await changeUser(t.app, admin.token, admin.user.id, change);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('SELF_CHANGE');
    }
    // Asking for what already is changes nothing and records nothing.
    const same = await changeUser(t.app, admin.token, admin.user.id, { role: 'admin', locked: false });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(admin.user.id)).toEqual([]);
    expect((await getProfile(t.app, admin.token)).json().role).toBe('admin');
  });

  it('answers 404 for an unknown account and 400 for a wrong change, changing nothing', async () => {
    const user = await signup(t.app);
    expect(
      (await changeUser(t.app, admin.token, '00000000-0000-4000-8000-000000000000', { role: 'owner' })).statusCode,
    ).toBe(404);
    for (const body of [{}, { role: 'superuser' }, { locked: 'yes' }, { role: null }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${user.user.id}`,
        headers: apiHeaders(admin.token),
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_ERROR');
    }
    expect((await changeUser(t.app, admin.token, 'not-a-uuid', { role: 'owner' })).statusCode).toBe(400);
    expect((await getProfile(t.app, user.token)).json().role).toBe('user');
    expect(await auditOf(user.user.id)).toEqual([]);
  });

  it('refuses anyone who is not an admin, whatever the body', async () => {
    const user = await signup(t.app);
    const owner = await signupAs(t.app, admin.token, 'owner');
    const locked = await signupAs(t.app, admin.token, 'admin');
    await changeUser(t.app, admin.token, locked.user.id, { locked: true });
    for (const body of [{ role: 'admin' }, { role: 'superuser' }]) {
      expect((await changeUser(t.app, '', user.user.id, body as never)).statusCode).toBe(401);
      expect((await changeUser(t.app, user.token, user.user.id, body as never)).statusCode).toBe(403);
      expect((await changeUser(t.app, owner.token, user.user.id, body as never)).statusCode).toBe(403);
      expect((await changeUser(t.app, locked.token, user.user.id, body as never)).statusCode).toBe(401);
    }
    expect((await getProfile(t.app, user.token)).json().role).toBe('user');
  });
});
