import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { adminOwnerApplicationsSchema, ownerApplicationDecisionSchema } from '@town/shared/admin';
import { myOwnerApplicationSchema, ownerApplicationCreatedSchema } from '@town/shared/owner-applications';
import { TAX_ID_MESSAGE } from '@town/shared/tax-id';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { getProfile, signup, signupVerified, verifyEmail, type SignedIn } from '../accounts/accounts.test-support.ts';
import {
  changeUser,
  refusedByAdminOnly,
  signupAs,
  signupFirstAdmin,
  WITH_FIRST_ADMIN,
} from '../accounts/admin-users.test-support.ts';
import { createAuditService } from '../audit/index.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`delete from outbox`);
});

const valid = {
  businessName: 'Restaurante La Llotja',
  taxId: 'b-12345674',
  phone: '+34 962 000 000',
  message: 'Cocina de mercado junto al puerto.',
};

const apply = (token: string, body: unknown = valid) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/owner/application',
    headers: apiHeaders(token),
    payload: body as object,
  });
const mine = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/owner/application', headers: apiHeaders(token) });
const list = (token: string, status = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/owner_applications${status && `?status=${status}`}`,
    headers: apiHeaders(token),
  });
const decide = (token: string, id: string, decision: 'approve' | 'reject', body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/owner_applications/${id}/${decision}`,
    headers: apiHeaders(token),
    payload: body as object,
  });
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;
const auditOf = (id: string) => createAuditService({ db: t.app.db }).list({ limit: 10, targetId: id });

async function mails() {
  const { rows } = await t.app.db.execute<{ to: string; subject: string; text: string; html: string; kind: string }>(
    sql`select "to", subject, text, html, kind from outbox where kind like 'owner-application-%' order by created_at`,
  );
  return rows;
}

async function storedApplications(userId: string) {
  const { rows } = await t.app.db.execute<{ status: string; tax_id: string; business_name: string }>(
    sql`select status, tax_id, business_name from owner_applications where user_id = ${userId} order by created_at`,
  );
  return rows;
}

async function appliedAs(input: Parameters<typeof signup>[1] = {}): Promise<{ user: SignedIn; id: string }> {
  const user = await signupVerified(t.app, input);
  const res = await apply(user.token);
  expect(res.statusCode, res.body).toBe(201);
  return { user, id: ownerApplicationCreatedSchema.parse(res.json()).id };
}

describe('applying', () => {
  it('stores the application, its tax id normalised, and shows it to the applicant', async () => {
    const user = await signupVerified(t.app);
    expect(myOwnerApplicationSchema.parse((await mine(user.token)).json())).toEqual({ application: null });

    const res = await apply(user.token);
    expect(res.statusCode, res.body).toBe(201);
    const created = ownerApplicationCreatedSchema.parse(res.json());
    expect(created.status).toBe('pending');
    expect(await storedApplications(user.user.id)).toEqual([
      { status: 'pending', tax_id: 'B12345674', business_name: 'Restaurante La Llotja' },
    ]);
    expect(myOwnerApplicationSchema.parse((await mine(user.token)).json()).application).toMatchObject({
      id: created.id,
      status: 'pending',
      businessName: 'Restaurante La Llotja',
      reason: null,
    });
  });

  it.each([
    ['12345678A', 'a NIF with the wrong letter'],
    ['B12345675', 'a CIF with the wrong control digit'],
    ['GR094259216', 'a Greek VAT number with GR'],
    ['', 'none'],
  ])('refuses the tax id %j (%s) with a clear message, storing nothing', async (taxId) => {
    const user = await signupVerified(t.app);
    const res = await apply(user.token, { ...valid, taxId });
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toContainEqual({ field: 'body.taxId', message: TAX_ID_MESSAGE });
    expect(await storedApplications(user.user.id)).toEqual([]);
  });

  it('refuses other bad fields, naming each', async () => {
    const user = await signupVerified(t.app);
    const res = await apply(user.token, { businessName: 'X', taxId: '12345678Z', phone: 'ring me', message: 7 });
    expect(res.statusCode).toBe(400);
    const fields = (apiErrorSchema.parse(res.json()).error.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.businessName', 'body.phone', 'body.message']));
    expect(fields).not.toContain('body.taxId');
    expect(await storedApplications(user.user.id)).toEqual([]);
  });

  it('keeps no message for a blank one', async () => {
    const user = await signupVerified(t.app);
    const res = await apply(user.token, { ...valid, message: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = ownerApplicationCreatedSchema.parse(res.json());
    const listed = adminOwnerApplicationsSchema.parse((await list(admin.token, 'pending')).json()).items;
    expect(listed.find((a) => a.id === id)?.message).toBeNull();
  });

  it('takes one pending application at a time', async () => {
    const { user } = await appliedAs();
    const again = await apply(user.token, { ...valid, taxId: '12345678Z' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('APPLICATION_PENDING');
    expect(await storedApplications(user.user.id)).toHaveLength(1);
  });

  it('is not for owners and admins', async () => {
    const owner = await signupAs(t.app, admin.token, 'owner');
    for (const account of [owner, admin]) {
      const res = await apply(account.token);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('ALREADY_OWNER');
    }
  });

  it('is refused 403 EMAIL_NOT_VERIFIED until the account’s address is verified, storing nothing', async () => {
    const user = await signup(t.app);
    const refused = await apply(user.token);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('EMAIL_NOT_VERIFIED');
    expect(await storedApplications(user.user.id)).toEqual([]);
    await verifyEmail(t.app, user);
    expect((await apply(user.token)).statusCode).toBe(201);
  });

  it('needs a signed-in, unlocked account', async () => {
    expect((await apply('')).statusCode).toBe(401);
    expect((await mine('')).statusCode).toBe(401);
    const user = await signupVerified(t.app);
    await changeUser(t.app, admin.token, user.user.id, { locked: true });
    expect((await apply(user.token)).statusCode).toBe(401);
    expect((await mine(user.token)).statusCode).toBe(401);
    expect(await storedApplications(user.user.id)).toEqual([]);
  });
});

describe('the town hall decides', () => {
  it('approves: the account becomes an owner with the token it holds, is mailed in its language, and it is audited', async () => {
    const { user, id } = await appliedAs({ lang: 'eu', name: 'Itziar Agirre' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/owner/assets', headers: apiHeaders(user.token) })).statusCode,
    ).toBe(403);

    const listed = adminOwnerApplicationsSchema.parse((await list(admin.token, 'pending')).json()).items;
    expect(listed.find((a) => a.id === id)).toEqual({
      id,
      userId: user.user.id,
      email: user.email,
      name: 'Itziar Agirre',
      businessName: valid.businessName,
      taxId: 'B12345674',
      phone: valid.phone,
      message: valid.message,
      status: 'pending',
      reason: null,
      createdAt: expect.any(String),
    });

    const res = await decide(admin.token, id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(ownerApplicationDecisionSchema.parse(res.json())).toEqual({ id, status: 'approved' });

    expect((await getProfile(t.app, user.token)).json().role).toBe('owner');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/owner/assets', headers: apiHeaders(user.token) })).statusCode,
    ).toBe(200);
    expect(myOwnerApplicationSchema.parse((await mine(user.token)).json()).application?.status).toBe('approved');
    expect(
      adminOwnerApplicationsSchema.parse((await list(admin.token, 'pending')).json()).items.map((a) => a.id),
    ).not.toContain(id);

    const [mail] = await mails();
    expect(mail).toMatchObject({ to: user.email, kind: 'owner-application-approved' });
    expect(mail!.subject).toBe(`Eskaera onartuta: ${valid.businessName}`);
    expect(mail!.text).toContain('Kaixo, Itziar Agirre:');
    expect(mail!.text).toContain(`${t.config.publicUrl}/eu/owner`);
    expect(mail!.html).toContain('lang="eu"');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'application.approve',
      targetType: 'application',
      before: { status: 'pending', role: 'user' },
      after: { status: 'approved', role: 'owner' },
    });
  });

  it('rejects with a reason: mailed in the applicant’s language, audited, and the applicant may apply again', async () => {
    const { user, id } = await appliedAs({ lang: 'de', name: 'Jürgen Weber' });
    const reason = 'Die Steuernummer gehört zu einem anderen Unternehmen.';
    const res = await decide(admin.token, id, 'reject', { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'rejected' });

    expect((await getProfile(t.app, user.token)).json().role).toBe('user');
    expect(myOwnerApplicationSchema.parse((await mine(user.token)).json()).application).toMatchObject({
      id,
      status: 'rejected',
      reason,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: user.email, kind: 'owner-application-rejected' });
    expect(mail!.subject).toBe(`Antrag nicht genehmigt: ${valid.businessName}`);
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain(`${t.config.publicUrl}/de/owner`);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'application.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });

    const again = await apply(user.token, { ...valid, taxId: 'A08663619' });
    expect(again.statusCode).toBe(201);
    expect(
      adminOwnerApplicationsSchema.parse((await list(admin.token, 'rejected')).json()).items.map((a) => a.id),
    ).toContain(id);
  });

  it('decides each application once', async () => {
    const { id } = await appliedAs();
    expect((await decide(admin.token, id, 'approve')).statusCode).toBe(200);
    for (const res of [
      await decide(admin.token, id, 'approve'),
      await decide(admin.token, id, 'reject', { reason: 'No' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('APPLICATION_DECIDED');
    }
    expect(await auditOf(id)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('needs a reason to reject, and answers 404 for an unknown application', async () => {
    const { user, id } = await appliedAs();
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      expect((await decide(admin.token, id, 'reject', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await decide(admin.token, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await storedApplications(user.user.id))[0]!.status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('keeps an admin who applied (before being made one) an admin', async () => {
    const { user, id } = await appliedAs();
    await changeUser(t.app, admin.token, user.user.id, { role: 'admin' });
    expect((await decide(admin.token, id, 'approve')).statusCode).toBe(200);
    expect((await getProfile(t.app, user.token)).json().role).toBe('admin');
    expect((await auditOf(id))[0]).toMatchObject({ before: { role: 'admin' }, after: { role: 'admin' } });
  });

  it('lists pending first, oldest first, and filters by status', async () => {
    const first = await appliedAs();
    const second = await appliedAs();
    const all = adminOwnerApplicationsSchema.parse((await list(admin.token)).json()).items;
    const pending = all.filter((a) => a.status === 'pending');
    expect(all.slice(0, pending.length)).toEqual(pending);
    const ids = pending.map((a) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await list(admin.token, 'maybe')).statusCode).toBe(400);
  });

  it('is for admins only: anonymous 401, user and owner 403, a locked admin 401, a demoted admin 403', async () => {
    const { user, id } = await appliedAs();
    const refused = await refusedByAdminOnly(t.app, admin.token, user);
    for (const [token, status] of refused) {
      expect((await list(token)).statusCode).toBe(status);
      expect((await decide(token, id, 'approve')).statusCode).toBe(status);
      expect((await decide(token, id, 'reject', { reason: 'No' })).statusCode).toBe(status);
      // Refused before the input is read.
      expect((await decide(token, 'not-an-id', 'reject', {})).statusCode).toBe(status);
    }
    expect((await storedApplications(user.user.id))[0]!.status).toBe('pending');
    expect((await getProfile(t.app, user.token)).json().role).toBe('user');
    expect(await auditOf(id)).toEqual([]);
  });
});
