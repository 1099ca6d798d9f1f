import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { AUDIT_PAGE_SIZE, auditPageSchema, type AuditEntry } from '@town/shared/admin';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, type SignedIn } from '../accounts/accounts.test-support.ts';
import {
  changeUser,
  refusedByAdminOnly,
  signupFirstAdmin,
  WITH_FIRST_ADMIN,
} from '../accounts/admin-users.test-support.ts';

let t: TestApp;
let admin: SignedIn;
let subject: SignedIn;
beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
  subject = await signup(t.app, { name: 'Xavier Puig' });
  // Five admin actions: lock, unlock, lock, unlock, lock.
  for (let i = 0; i < 5; i += 1) {
    const res = await changeUser(t.app, admin.token, subject.user.id, { locked: i % 2 === 0 });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: apiHeaders(token) });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).items;
};
const count = async () => Number((await t.app.pool.query('select count(*) from audit_log')).rows[0].count);

describe('GET /admin/audit', () => {
  it('lists every admin action newest first: who (by name), what, on what (by name), when, before and after', async () => {
    const items = await page('');
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({
      id: expect.any(String),
      actorId: admin.user.id,
      actorName: 'Amparo Ferrer',
      action: 'user.update',
      targetType: 'user',
      targetId: subject.user.id,
      targetName: 'Xavier Puig',
      accountNames: {},
      before: { role: 'user', locked: false },
      after: { role: 'user', locked: true },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
    const times = items.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.map((entry) => (entry.after as { locked: boolean }).locked)).toEqual([true, false, true, false, true]);
  });

  it('pages back with `before`, each entry once', async () => {
    const all = await page('');
    const seen: AuditEntry[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 10; pages += 1) {
      const items = await page(query);
      if (items.length === 0) break;
      expect(items.length).toBeLessThanOrEqual(2);
      seen.push(...items);
      query = `?limit=2&before=${encodeURIComponent(items.at(-1)!.createdAt)}`;
    }
    expect(seen.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
  });

  it(`takes limit from 1 to 100 (default ${AUDIT_PAGE_SIZE}) and an ISO time for before`, async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=12abc', '?before=yesterday', '?before=2026-11-24']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await page('?before=2000-01-01T00:00:00Z')).toEqual([]);
    expect(await page('?limit=1')).toHaveLength(1);
  });

  it('is for admins only: anonymous 401, user and owner 403, a locked admin 401, a demoted admin 403', async () => {
    const refused = [[subject.token, 401] as const, ...(await refusedByAdminOnly(t.app, admin.token))];
    for (const [token, status] of refused) {
      expect((await get('', token)).statusCode).toBe(status);
      // Refused before the query is read.
      expect((await get('?limit=nope', token)).statusCode).toBe(status);
    }
  });
});

describe('the audit log is read-only', () => {
  it('has no route that writes it', async () => {
    const contract = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditPaths = Object.entries(contract.paths).filter(([path]) => path.includes('audit'));
    expect(auditPaths.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([
      ['/api/v1/admin/audit', ['get']],
    ]);

    const before = await count();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/admin/audit',
        headers: apiHeaders(admin.token),
        payload: { action: 'forged' },
      });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it('refuses UPDATE and DELETE in the database itself, whoever connects', async () => {
    const before = await count();
    await expect(t.app.pool.query(`update audit_log set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(t.app.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    expect((await page('')).some((entry) => entry.action === 'forged')).toBe(false);
  });
});
