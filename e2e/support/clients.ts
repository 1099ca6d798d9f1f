import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import type { Database } from './database.ts';

/**
 * Accounts the tests make through the API come each from a client address of its own (the e2e
 * server trusts one proxy hop), as real guests and owners do: the sign-up limit per address
 * (apps/api/src/modules/accounts/accounts.rate-limits.ts) then guards the browser's own sign-ups
 * in these tests, not the number of accounts a whole run sets up.
 */
let next = 0;

export function ownClientAddress(): Record<string, string> {
  next += 1;
  return { 'x-forwarded-for': `10.77.${Math.floor(next / 250) % 250}.${(next % 250) + 1}` };
}

export const API_HEADERS = { 'content-type': 'application/json', 'x-app-key': 'town-web-dev' };
export const TEST_PASSWORD = 'Sunny-Beach7';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  token: string;
}

/** A call of the API as `token`'s account: its status, and its JSON body when it has one. */
export async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> };
}

let made = 0;
/** Unique in this run, so that a search finds a test's own things. */
export const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

/**
 * An account made through the API (from its own client address), then given `role` in the
 * database as the town hall's decision would, its address verified as opening the mailed link
 * would (docs/rules.md#accounts).
 */
export async function createAccount(
  db: Database,
  name: string,
  lang: string,
  role: 'user' | 'owner' | 'admin',
  theme: 'light' | 'dark' = 'light',
): Promise<TestAccount> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.com`;
  const res = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { ...API_HEADERS, ...ownClientAddress() },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name, lang, theme }),
  });
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await db.query('update users set role = $1, email_verified_at = now() where id = $2', [role, user.id]);
  return { id: user.id, name, email, token };
}
