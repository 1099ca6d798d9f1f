import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authSessionSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@town/shared/accounts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { getProfile, refreshCookieOf, signup, UNREACHED_RATE_LIMITS, type SignedIn } from './accounts.test-support.ts';
import { SoftwareAuthenticator, type CeremonyTweaks } from './software-authenticator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object });

async function registrationOptions(account: SignedIn): Promise<PasskeyRegistrationOptions> {
  const res = await post('/api/v1/auth/biometrics_token', { step: 'options' }, account.token);
  expect(res.statusCode, res.body).toBe(200);
  return passkeyRegistrationOptionsSchema.parse(res.json());
}

/** Signs up and registers a passkey on a new device, as the profile page would. */
async function accountWithPasskey(): Promise<{
  account: SignedIn;
  device: SoftwareAuthenticator;
  credentialId: string;
}> {
  const account = await signup(t.app);
  const device = new SoftwareAuthenticator(t.config.publicUrl);
  const response = device.register(await registrationOptions(account));
  const res = await post('/api/v1/auth/biometrics_token', { step: 'verify', response }, account.token);
  expect(res.statusCode, res.body).toBe(201);
  return { account, device, credentialId: passkeySchema.parse(res.json()).id };
}

async function signinOptions(email?: string): Promise<PasskeyAuthenticationOptions> {
  const res = await post('/api/v1/auth/signinBiometrics', email ? { step: 'options', email } : { step: 'options' });
  expect(res.statusCode, res.body).toBe(200);
  return passkeyAuthenticationOptionsSchema.parse(res.json());
}

async function passkeySignin(device: SoftwareAuthenticator, email?: string, tweaks?: CeremonyTweaks) {
  const response = device.authenticate(await signinOptions(email), tweaks);
  return post('/api/v1/auth/signinBiometrics', { step: 'verify', response });
}

describe('passkey registration', () => {
  it('gives options for this site and this person, then stores the verified passkey', async () => {
    const account = await signup(t.app);
    const options = await registrationOptions(account);
    expect(options.rp).toEqual({ name: 'Costa Guía', id: 'localhost' });
    expect(options.user.name).toBe(account.email);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(account.user.id);
    expect(options.authenticatorSelection?.userVerification).toBe('required');
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
    expect(options.excludeCredentials).toEqual([]);

    const device = new SoftwareAuthenticator(t.config.publicUrl);
    const res = await post(
      '/api/v1/auth/biometrics_token',
      { step: 'verify', response: device.register(options) },
      account.token,
    );
    expect(res.statusCode).toBe(201);
    const passkey = passkeySchema.parse(res.json());
    expect(passkey.id).toBe(device.credentials[0]!.id.toString('base64url'));
    expect(passkey.deviceType).toBe('singleDevice');

    expect((await getProfile(t.app, account.token)).json().passkeys).toBe(1);
    // A second registration is told not to create the same credential again.
    const again = await registrationOptions(account);
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([passkey.id]);
  });

  it('needs a signed-in user', async () => {
    const res = await post('/api/v1/auth/biometrics_token', { step: 'options' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("refuses an answer to another person's challenge, a replayed one, or one from another site", async () => {
    const alice = await signup(t.app);
    const bob = await signup(t.app);
    const device = new SoftwareAuthenticator(t.config.publicUrl);

    const forAlice = device.register(await registrationOptions(alice));
    const stolen = await post('/api/v1/auth/biometrics_token', { step: 'verify', response: forAlice }, bob.token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('PASSKEY_CHALLENGE_INVALID');
    // Bob's attempt did not use Alice's challenge up: she can still finish.
    expect(
      (await post('/api/v1/auth/biometrics_token', { step: 'verify', response: forAlice }, alice.token)).statusCode,
    ).toBe(201);

    const options = await registrationOptions(bob);
    const phished = await post(
      '/api/v1/auth/biometrics_token',
      { step: 'verify', response: device.register(options, { origin: 'https://costa-guia.example.net' }) },
      bob.token,
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json().error.code).toBe('PASSKEY_VERIFICATION_FAILED');
    // The challenge was used up by that attempt.
    const replay = await post(
      '/api/v1/auth/biometrics_token',
      { step: 'verify', response: device.register(options) },
      bob.token,
    );
    expect(replay.json().error.code).toBe('PASSKEY_CHALLENGE_INVALID');
    expect((await getProfile(t.app, bob.token)).json().passkeys).toBe(0);
  });

  it('refuses an authenticator that did not verify the person', async () => {
    const account = await signup(t.app);
    const device = new SoftwareAuthenticator(t.config.publicUrl);
    const response = device.register(await registrationOptions(account), { userVerified: false });
    const res = await post('/api/v1/auth/biometrics_token', { step: 'verify', response }, account.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSKEY_VERIFICATION_FAILED');
  });

  it('refuses an expired challenge', async () => {
    const account = await signup(t.app);
    const options = await registrationOptions(account);
    await t.app.pool.query(
      `update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = $1`,
      [options.challenge],
    );
    const device = new SoftwareAuthenticator(t.config.publicUrl);
    const res = await post(
      '/api/v1/auth/biometrics_token',
      { step: 'verify', response: device.register(options) },
      account.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSKEY_CHALLENGE_INVALID');
  });
});

describe('passkey sign-in', () => {
  it("signs in with the account's passkey: a session with its refresh cookie", async () => {
    const { account, device, credentialId } = await accountWithPasskey();
    const options = await signinOptions(account.email);
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([credentialId]);

    const res = await post('/api/v1/auth/signinBiometrics', { step: 'verify', response: device.authenticate(options) });
    expect(res.statusCode, res.body).toBe(200);
    const session = authSessionSchema.parse(res.json());
    expect(session.user.id).toBe(account.user.id);
    expect(refreshCookieOf(res)).toBeDefined();
    expect((await getProfile(t.app, session.token)).statusCode).toBe(200);

    const { rows } = await t.app.pool.query(
      `select s.method, p.counter, p.last_used_at is not null as used
       from sessions s join passkeys p on p.user_id = s.user_id where s.id = $1`,
      [decodeJwt(session.token).sid],
    );
    expect(rows[0]).toEqual({ method: 'passkey', counter: '1', used: true });
  });

  it('signs in without an e-mail, with a passkey the device holds', async () => {
    const { account, device } = await accountWithPasskey();
    const options = await signinOptions();
    expect(options.allowCredentials).toEqual([]);
    const res = await post('/api/v1/auth/signinBiometrics', { step: 'verify', response: device.authenticate(options) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.user.id);
  });

  it('answers an account without passkeys exactly like an unknown e-mail: a stable stand-in id', async () => {
    const plain = await signup(t.app);
    const { account } = await accountWithPasskey();
    const forPlain = (await signinOptions(plain.email)).allowCredentials ?? [];
    const forNobody = (await signinOptions('nobody-here@example.com')).allowCredentials ?? [];
    const real = (await signinOptions(account.email)).allowCredentials ?? [];
    expect(forPlain).toHaveLength(1);
    expect(forNobody).toHaveLength(1);
    expect(Object.keys(forNobody[0]!).sort()).toEqual(Object.keys(forPlain[0]!).sort());
    expect(forPlain[0]!.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(forNobody[0]!.id).not.toBe(forPlain[0]!.id);
    // The same e-mail always gets the same stand-in, so asking twice reveals nothing either.
    expect((await signinOptions('Nobody-Here@example.com')).allowCredentials).toEqual(forNobody);
    expect(real[0]!.id).not.toBe(forPlain[0]!.id);
  });

  it('refuses a replayed assertion', async () => {
    const { device } = await accountWithPasskey();
    const response = device.authenticate(await signinOptions());
    expect((await post('/api/v1/auth/signinBiometrics', { step: 'verify', response })).statusCode).toBe(200);
    const replay = await post('/api/v1/auth/signinBiometrics', { step: 'verify', response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses a wrong signature, another site, an unverified person or an expired challenge', async () => {
    const { account, device } = await accountWithPasskey();
    const attempts: Record<string, CeremonyTweaks> = {
      'a wrong signature': { wrongKey: true },
      'another site': { origin: 'https://costa-guia.example.net' },
      'an unverified person': { userVerified: false },
    };
    for (const [what, tweaks] of Object.entries(attempts)) {
      const res = await passkeySignin(device, account.email, tweaks);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().error.code, what).toBe('INVALID_CREDENTIALS');
      expect(refreshCookieOf(res), what).toBeUndefined();
    }

    const options = await signinOptions(account.email);
    await t.app.pool.query(
      `update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = $1`,
      [options.challenge],
    );
    const expired = await post('/api/v1/auth/signinBiometrics', {
      step: 'verify',
      response: device.authenticate(options),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it("refuses one account's passkey when the options were for another account", async () => {
    const alice = await accountWithPasskey();
    const bob = await accountWithPasskey();
    const options = await signinOptions(bob.account.email);
    const response = alice.device.authenticate({ ...options, allowCredentials: [] });
    const res = await post('/api/v1/auth/signinBiometrics', { step: 'verify', response });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an unregistered credential', async () => {
    const stranger = new SoftwareAuthenticator(t.config.publicUrl);
    // Registered nowhere: the options it answers are made up by the stranger.
    stranger.register({
      rp: { name: 'Costa Guía', id: 'localhost' },
      user: { id: Buffer.from('someone').toString('base64url'), name: 'x', displayName: 'x' },
      challenge: 'c2VsZi1tYWRl',
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });
    const res = await passkeySignin(stranger);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('passkey reset', () => {
  it("removes all the user's passkeys, and only theirs", async () => {
    const { account, device } = await accountWithPasskey();
    const secondDevice = new SoftwareAuthenticator(t.config.publicUrl);
    const response = secondDevice.register(await registrationOptions(account));
    expect((await post('/api/v1/auth/biometrics_token', { step: 'verify', response }, account.token)).statusCode).toBe(
      201,
    );
    const other = await accountWithPasskey();
    expect((await getProfile(t.app, account.token)).json().passkeys).toBe(2);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/biometrics_reset',
      headers: { ...apiHeaders(account.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    expect((await getProfile(t.app, account.token)).json().passkeys).toBe(0);
    const stillListed = (await signinOptions(account.email)).allowCredentials?.map((c) => c.id) ?? [];
    expect(stillListed).not.toContain(device.credentials[0]!.id.toString('base64url'));
    expect((await passkeySignin(device, undefined)).statusCode).toBe(401);

    expect((await getProfile(t.app, other.account.token)).json().passkeys).toBe(1);
    expect((await passkeySignin(other.device, other.account.email)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await post('/api/v1/auth/biometrics_reset', {});
    expect(res.statusCode).toBe(401);
  });
});
