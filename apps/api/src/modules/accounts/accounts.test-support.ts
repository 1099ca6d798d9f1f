import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import { authSessionSchema, userSchema, type AuthSession, type SignupInput } from '@town/shared/accounts';
import type { AppConfig } from '../../config.ts';
import { apiHeaders } from '../../test/test-app.ts';
import { REFRESH_COOKIE } from './accounts.tokens.ts';

/** Limits no test reaches, for the files that do not test rate limiting. */
export const UNREACHED_RATE_LIMITS: AppConfig['authRateLimits'] = Object.fromEntries(
  (['signin', 'signup', 'reminder', 'passwordChange', 'verification'] as const).map((action) => [
    action,
    { perIp: 100_000, perAccountPerClient: 100_000, perAccount: 100_000, windowMs: 60_000 },
  ]),
);

/** A password that keeps every password rule of docs/rules.md. */
export const GOOD_PASSWORD = 'Sunny-Beach7';

let counter = 0;
/** A fresh e-mail for each account a test makes. */
export function uniqueEmail(prefix = 'visitor'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

/** The refresh token the answer set in its cookie, or undefined. */
export function refreshCookieOf(res: Response): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value || undefined;
}

export interface SignedIn extends AuthSession {
  refreshToken: string;
  email: string;
  password: string;
}

function signedIn(res: Response, email: string, password: string): SignedIn {
  const body = authSessionSchema.parse(res.json());
  const refreshToken = refreshCookieOf(res);
  expect(refreshToken).toBeDefined();
  return { ...body, refreshToken: refreshToken!, email, password };
}

export async function signup(app: FastifyInstance, input: Partial<SignupInput> = {}): Promise<SignedIn> {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD, name: 'Lucía Martín', lang: 'es', ...input };
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', headers: apiHeaders(), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return signedIn(res, body.email, body.password);
}

/** The token of the latest verification link mailed to `email`, read from the outbox as the person reads their mail. */
export async function verificationTokenOf(app: FastifyInstance, email: string): Promise<string> {
  const { rows } = await app.pool.query<{ text: string }>(
    `select text from outbox where lower("to") = lower($1) and kind = 'email-verification'
      order by created_at desc, id desc limit 1`,
    [email],
  );
  expect(rows, `no verification mail to ${email}`).toHaveLength(1);
  const link = new URL(/https?:\/\/\S+/.exec(rows[0]!.text)![0]);
  return link.searchParams.get('token')!;
}

/** Opens the verification link mailed to the account: its address is verified (and ADMIN_EMAILS counts). */
export async function verifyEmail(app: FastifyInstance, account: SignedIn): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify_email',
    headers: apiHeaders(),
    payload: { token: await verificationTokenOf(app, account.email) },
  });
  expect(res.statusCode, res.body).toBe(204);
  const user = userSchema.parse((await getProfile(app, account.token)).json());
  expect(user.emailVerified).toBe(true);
  return { ...account, user };
}

/** A new account whose address is verified, as one that has opened its link. */
export async function signupVerified(app: FastifyInstance, input: Partial<SignupInput> = {}): Promise<SignedIn> {
  return verifyEmail(app, await signup(app, input));
}

export async function signin(app: FastifyInstance, email: string, password: string): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    headers: apiHeaders(),
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return signedIn(res, email, password);
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: apiHeaders(),
    cookies: { [REFRESH_COOKIE]: refreshToken },
  });
}

export function getProfile(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/v1/users_profile', headers: apiHeaders(token) });
}
