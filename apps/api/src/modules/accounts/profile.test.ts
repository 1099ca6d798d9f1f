import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@town/shared/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { getProfile, signup, UNREACHED_RATE_LIMITS } from './accounts.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, token?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users_profile', headers: apiHeaders(token), payload: payload as object });

describe('profile', () => {
  it('shows the signed-in user their own profile', async () => {
    const account = await signup(t.app, { name: 'Iria Castro', lang: 'gl', theme: 'dark' });
    const res = await getProfile(t.app, account.token);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual(account.user);
    expect(res.json()).toMatchObject({ name: 'Iria Castro', lang: 'gl', theme: 'dark', phone: null, role: 'user' });
  });

  it('changes name, phone, language and theme, only those given', async () => {
    const account = await signup(t.app);
    const res = await put({ name: '  Pau Ferrer ', phone: '+34 600 123 456' }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pau Ferrer', phone: '+34 600 123 456', lang: 'es', theme: 'light' });

    const next = await put({ lang: 'ca', theme: 'dark' }, account.token);
    expect(next.json()).toMatchObject({ name: 'Pau Ferrer', phone: '+34 600 123 456', lang: 'ca', theme: 'dark' });
    expect((await getProfile(t.app, account.token)).json()).toEqual(next.json());

    for (const phone of ['', null]) {
      await put({ phone: '600123456' }, account.token);
      expect((await put({ phone }, account.token)).json().phone).toBeNull();
    }
  });

  it('refuses bad values, naming the fields', async () => {
    const account = await signup(t.app);
    const res = await put({ name: '', phone: 'call me', lang: 'xx', theme: 'blue' }, account.token);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.lang', 'body.name', 'body.phone', 'body.theme']);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users_profile', headers: apiHeaders() })).statusCode,
    ).toBe(401);
    expect((await put({ name: 'Nobody' })).statusCode).toBe(401);
  });

  it("never reads or changes another user's profile", async () => {
    const alice = await signup(t.app, { name: 'Alice' });
    const bob = await signup(t.app, { name: 'Bob' });

    // There is no way to name another user: paths and queries with an id do not reach Bob.
    const byPath = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users_profile/${bob.user.id}`,
      headers: apiHeaders(alice.token),
    });
    expect(byPath.statusCode).toBe(404);
    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users_profile?id=${bob.user.id}&userId=${bob.user.id}`,
      headers: apiHeaders(alice.token),
    });
    expect(byQuery.json().id).toBe(alice.user.id);

    // Nor can the body name him, or change an e-mail or a role.
    for (const body of [
      { id: bob.user.id, name: 'Mallory' },
      { userId: bob.user.id, name: 'Mallory' },
      { email: bob.email },
      { role: 'admin' },
    ]) {
      const res = await put(body, alice.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const byQueryPut = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users_profile?id=${bob.user.id}`,
      headers: apiHeaders(alice.token),
      payload: { name: 'Alice B.' },
    });
    expect(byQueryPut.json()).toMatchObject({ id: alice.user.id, name: 'Alice B.' });

    expect((await getProfile(t.app, bob.token)).json()).toEqual(bob.user);
    expect((await getProfile(t.app, alice.token)).json()).toMatchObject({ email: alice.email, role: 'user' });
  });

  it('shows a role changed by an administrator at once', async () => {
    const account = await signup(t.app);
    await t.app.pool.query(`update users set role = 'owner' where id = $1`, [account.user.id]);
    expect((await getProfile(t.app, account.token)).json().role).toBe('owner');
  });
});
