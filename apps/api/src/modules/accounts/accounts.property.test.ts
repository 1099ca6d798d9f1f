import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, signup, UNREACHED_RATE_LIMITS, type SignedIn } from './accounts.test-support.ts';
import { REFRESH_COOKIE } from './accounts.tokens.ts';

let t: TestApp;
let account: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  account = await signup(t.app);
});
afterAll(async () => {
  await t.close();
});

const ENDPOINTS = {
  'POST /api/v1/auth/signup': ['email', 'password', 'name', 'lang', 'theme'],
  'POST /api/v1/auth/signin': ['email', 'password'],
  'POST /api/v1/auth/signout': [],
  'POST /api/v1/auth/refresh': [],
  'POST /api/v1/auth/remember_password': ['email'],
  'POST /api/v1/auth/change_password': ['currentPassword', 'resetToken', 'newPassword'],
  'POST /api/v1/auth/verify_email': ['token'],
  'POST /api/v1/auth/resend_verification': [],
  'POST /api/v1/auth/biometrics_token': ['step', 'response'],
  'POST /api/v1/auth/signinBiometrics': ['step', 'email', 'response'],
  'POST /api/v1/auth/biometrics_reset': [],
  'GET /api/v1/users_profile': [],
  'PUT /api/v1/users_profile': ['name', 'phone', 'lang', 'theme', 'id', 'email', 'role'],
} as const;

const base64url = fc
  .base64String({ maxLength: 200 })
  .map((s) => s.replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', ''));

/** Values that come close to valid ones as well as anything at all. */
const fieldValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.emailAddress(),
  fc.constantFrom(GOOD_PASSWORD, 'es', 'xx', 'dark', 'options', 'verify', '', ' ', '\u0000', 'admin'),
  base64url,
  fc.jsonValue({ maxDepth: 3 }),
);

/** A WebAuthn answer with every field present and plausible, and the contents random. */
const credentialResponse = fc.record({
  id: base64url,
  rawId: base64url,
  type: fc.constantFrom('public-key', 'other'),
  clientExtensionResults: fc.constant({}),
  response: fc.record({
    clientDataJSON: fc.oneof(
      base64url,
      fc
        .record({ type: fc.string(), challenge: fc.oneof(base64url, fc.jsonValue()), origin: fc.string() })
        .map((c) => Buffer.from(JSON.stringify(c)).toString('base64url')),
    ),
    attestationObject: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url,
  }),
});

function bodyFor(fields: readonly string[]) {
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(fieldValue, credentialResponse), { maxKeys: fields.length })
    : fc.constant({});
  return fc.oneof(
    known,
    fc.record({ step: fc.constantFrom('options', 'verify'), response: credentialResponse, email: fc.emailAddress() }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
  );
}

/** Header values a client could send: printable ASCII. */
const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,120}$/);

async function assertClientErrorAtWorst(
  method: string,
  url: string,
  body: unknown,
  token: string | undefined,
  cookie: string | undefined,
) {
  const raw =
    typeof body === 'object' && body !== null && 'raw' in body ? String((body as { raw: string }).raw) : undefined;
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...apiHeaders(token), 'content-type': 'application/json' },
    cookies: cookie === undefined ? undefined : { [REFRESH_COOKIE]: cookie },
    payload: method === 'GET' ? undefined : (raw ?? JSON.stringify(body ?? null)),
  });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(apiErrorSchema.safeParse(res.json()).success, res.body).toBe(true);
}

describe('random input never gets a 5xx', () => {
  for (const [endpoint, fields] of Object.entries(ENDPOINTS)) {
    const [method, url] = endpoint.split(' ') as [string, string];
    it(`${endpoint}: 4xx at worst`, async () => {
      // A session of its own: signing out or changing the password in one property leaves the next intact.
      account = await signup(t.app);
      await fc.assert(
        fc.asyncProperty(
          bodyFor(fields),
          fc.option(fc.oneof(fc.constant('signed-in'), headerValue), { nil: undefined }),
          fc.option(headerValue, { nil: undefined }),
          async (body, who, cookie) => {
            const token = who === 'signed-in' ? account.token : who;
            await assertClientErrorAtWorst(method, url, body, token, cookie);
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('passkeys: a pending challenge with a random answer gets a 4xx', async () => {
    account = await signup(t.app);
    await fc.assert(
      fc.asyncProperty(credentialResponse, fc.boolean(), async (response, signIn) => {
        const url = signIn ? '/api/v1/auth/signinBiometrics' : '/api/v1/auth/biometrics_token';
        const options = await t.app.inject({
          method: 'POST',
          url,
          headers: apiHeaders(account.token),
          payload: { step: 'options' },
        });
        const { challenge } = options.json() as { challenge: string };
        const clientData = { type: signIn ? 'webauthn.get' : 'webauthn.create', challenge, origin: t.config.publicUrl };
        response.response.clientDataJSON = Buffer.from(JSON.stringify(clientData)).toString('base64url');
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: apiHeaders(account.token),
          payload: { step: 'verify', response },
        });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
