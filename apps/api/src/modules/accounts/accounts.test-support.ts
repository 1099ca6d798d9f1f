import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import { authSessionSchema, type AuthSession, type SignupInput } from '@town/shared/accounts';
import type { AppConfig } from '../../config.ts';
import { apiHeaders } from '../../test/test-app.ts';
import { REFRESH_COOKIE } from './accounts.tokens.ts';

/** Limits no test reaches, for the files that do not test rate limiting. */
export const UNREACHED_RATE_LIMITS: AppConfig['authRateLimits'] = Object.fromEntries(
  (['signin', 'signup', 'reminder', 'passwordChange'] as const).map((action) => [
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
