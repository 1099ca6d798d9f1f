import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@town/shared/accounts';
import { adminUserSchema } from '@town/shared/admin';
import type { AppConfig } from '../../config.ts';
import { apiHeaders } from '../../test/test-app.ts';
import { signup, signupVerified, uniqueEmail, UNREACHED_RATE_LIMITS, type SignedIn } from './accounts.test-support.ts';

/** The town hall's first admin in a test app: its e-mail is in ADMIN_EMAILS, so verifying its address makes it one. */
export const FIRST_ADMIN_EMAIL = uniqueEmail('town.hall');

/** The configuration of a test app with a first admin and rate limits no test reaches. */
export const WITH_FIRST_ADMIN: Partial<AppConfig> = {
  authRateLimits: UNREACHED_RATE_LIMITS,
  adminEmails: [FIRST_ADMIN_EMAIL],
};

/** Signs up the first admin of an app made with WITH_FIRST_ADMIN, and opens the link mailed to it. */
export async function signupFirstAdmin(app: FastifyInstance): Promise<SignedIn> {
  const admin = await signupVerified(app, { email: FIRST_ADMIN_EMAIL, name: 'Amparo Ferrer' });
  expect(admin.user.role).toBe('admin');
  return admin;
}

/** An admin changes someone's role or lock through the API (PUT /admin/users/{id}). */
export function changeUser(
  app: FastifyInstance,
  adminToken: string,
  userId: string,
  change: { role?: Role; locked?: boolean },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${userId}`,
    headers: apiHeaders(adminToken),
    payload: change,
  });
}

/** A new account with `role`, given by an admin through the API. */
export async function signupAs(
  app: FastifyInstance,
  adminToken: string,
  role: Role,
  input: Parameters<typeof signup>[1] = {},
): Promise<SignedIn> {
  const account = await signup(app, input);
  if (role !== 'user') {
    const res = await changeUser(app, adminToken, account.user.id, { role });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminUserSchema.parse(res.json()).role).toBe(role);
  }
  return { ...account, user: { ...account.user, role } };
}

/**
 * The tokens an admin-only endpoint refuses, with the status each gets: none (401), a user's
 * and an owner's (403), a locked admin's (401) and a demoted admin's (403). `user` is the
 * user's account when the test already has one; otherwise a new one is signed up.
 */
export async function refusedByAdminOnly(
  app: FastifyInstance,
  adminToken: string,
  user?: SignedIn,
): Promise<[token: string, status: number][]> {
  const owner = await signupAs(app, adminToken, 'owner');
  const locked = await signupAs(app, adminToken, 'admin');
  const demoted = await signupAs(app, adminToken, 'admin');
  await changeUser(app, adminToken, locked.user.id, { locked: true });
  await changeUser(app, adminToken, demoted.user.id, { role: 'user' });
  return [
    ['', 401],
    [(user ?? (await signup(app))).token, 403],
    [owner.token, 403],
    [locked.token, 401],
    [demoted.token, 403],
  ];
}
