import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOwnerApplicationsSchema } from '@town/shared/admin';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signupVerified, type SignedIn } from '../accounts/accounts.test-support.ts';
import { signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { APPLICATIONS_LIMIT } from './owner-applications.service.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('review: GET /admin/owner_applications', () => {
  it(`answers at most ${APPLICATIONS_LIMIT}, the pending ones first, however many were decided`, async () => {
    // Years of decisions: each refused applicant may apply again.
    const decided = Array.from({ length: APPLICATIONS_LIMIT + 20 }, () => randomUUID());
    for (const userId of decided) {
      await t.app.db.execute(sql`insert into owner_applications
        (user_id, business_name, tax_id, phone, status, reason, decided_at)
        values (${userId}, 'Bar Antiguo', 'B12345674', '+34 962 000 000', 'rejected', 'Incompleta', now())`);
    }
    const user = await signupVerified(t.app);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/owner/application',
      headers: apiHeaders(user.token),
      payload: { businessName: 'Forn del Port', taxId: 'B12345674', phone: '+34 962 000 111' },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    for (const status of ['', '?status=rejected']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/owner_applications${status}`,
        headers: apiHeaders(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { items } = adminOwnerApplicationsSchema.parse(res.json());
      expect(items).toHaveLength(APPLICATIONS_LIMIT);
      if (!status) expect(items[0]).toMatchObject({ userId: user.user.id, status: 'pending' });
    }
  });
});
