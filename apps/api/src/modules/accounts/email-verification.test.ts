import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, SUPPORTED_LANGUAGES } from '@town/shared';
import { EMAIL_VERIFICATION_LINK_LIFETIME_HOURS, userSchema } from '@town/shared/accounts';
import { buildApp } from '../../app.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  getProfile,
  GOOD_PASSWORD,
  signin,
  signup,
  uniqueEmail,
  UNREACHED_RATE_LIMITS,
  verificationTokenOf,
  verifyEmail,
} from './accounts.test-support.ts';
import { hashToken } from './accounts.tokens.ts';

/** The town hall's address in ADMIN_EMAILS, which someone else may try to sign up with first. */
const TOWN_HALL = uniqueEmail('turismo');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    adminEmails: [TOWN_HALL],
    authRateLimits: {
      ...UNREACHED_RATE_LIMITS,
      verification: { perIp: 100, perAccountPerClient: 3, perAccount: 3, windowMs: 3_600_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object });
const verify = (token: string) => post('/api/v1/auth/verify_email', { token });
const resend = (token?: string) => post('/api/v1/auth/resend_verification', undefined, token);
const profileOf = async (token: string) => userSchema.parse((await getProfile(t.app, token)).json());
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;

async function verificationMails(email: string) {
  const { rows } = await t.app.pool.query<{ subject: string; text: string; html: string }>(
    `select subject, text, html from outbox where "to" = $1 and kind = 'email-verification' order by created_at`,
    [email],
  );
  return rows;
}

describe('verifying the address', () => {
  it('mails a link at sign-up in the account’s language; opening it verifies the account, once', async () => {
    const account = await signup(t.app, { lang: 'gl', name: 'Uxía Castro' });
    expect(account.user.emailVerified).toBe(false);
    const [mail] = await verificationMails(account.email);
    expect(mail!.subject).toBe('Confirma o teu enderezo de correo en Costa Guía');
    expect(mail!.text).toContain('Ola, Uxía Castro:');
    expect(mail!.text).toContain(`${EMAIL_VERIFICATION_LINK_LIFETIME_HOURS} horas`);
    expect(mail!.html).toContain('lang="gl"');
    const token = await verificationTokenOf(t.app, account.email);
    expect(mail!.text).toContain(`${t.config.publicUrl}/gl/auth/verify?token=${token}`);

    // Only a hash of the token is stored.
    const { rows } = await t.app.pool.query('select token_hash from email_verifications where user_id = $1', [
      account.user.id,
    ]);
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);

    // No session is needed: the link may be opened on another device.
    expect((await verify(token)).statusCode).toBe(204);
    expect((await profileOf(account.token)).emailVerified).toBe(true);
    expect((await signin(t.app, account.email, GOOD_PASSWORD)).user.emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('VERIFICATION_TOKEN_INVALID');
  });

  it('writes the mail in each of the nine languages', async () => {
    const subjects = new Set<string>();
    for (const lang of SUPPORTED_LANGUAGES) {
      const account = await signup(t.app, { lang, name: 'Alex' });
      const [mail] = await verificationMails(account.email);
      expect(mail!.text).toContain(`/${lang}/auth/verify?token=`);
      expect(mail!.text).not.toMatch(/{{|}}|\bmail:|\bverify\.\w/);
      subjects.add(mail!.subject);
    }
    expect(subjects.size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it('refuses an unknown, malformed or expired link with 400, and verifies nothing', async () => {
    const account = await signup(t.app);
    const token = await verificationTokenOf(t.app, account.email);
    await t.app.pool.query(
      `update email_verifications set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    for (const res of [await verify(token), await verify('x'.repeat(43))]) {
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('VERIFICATION_TOKEN_INVALID');
    }
    expect((await verify('not a token!')).statusCode).toBe(400);
    expect((await post('/api/v1/auth/verify_email', {})).statusCode).toBe(400);
    expect((await profileOf(account.token)).emailVerified).toBe(false);
  });

  it(`gives a link ${EMAIL_VERIFICATION_LINK_LIFETIME_HOURS} hours of life`, async () => {
    const account = await signup(t.app);
    const { rows } = await t.app.pool.query<{ hours: number }>(
      `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours
         from email_verifications where user_id = $1`,
      [account.user.id],
    );
    expect(rows).toEqual([{ hours: EMAIL_VERIFICATION_LINK_LIFETIME_HOURS }]);
  });

  it('counts a password reset by mailed link as proof of the mailbox', async () => {
    const account = await signup(t.app);
    expect((await post('/api/v1/auth/remember_password', { email: account.email })).statusCode).toBe(202);
    const resetToken = await vi.waitFor(
      async () => {
        const { rows } = await t.app.pool.query<{ text: string }>(
          `select text from outbox where "to" = $1 and kind = 'password-reset'`,
          [account.email],
        );
        expect(rows).toHaveLength(1);
        return new URL(/https?:\/\/\S+/.exec(rows[0]!.text)![0]).searchParams.get('token')!;
      },
      { timeout: 10_000, interval: 20 },
    );
    const res = await post('/api/v1/auth/change_password', { resetToken, newPassword: 'Harbour#Light42' });
    expect(res.statusCode).toBe(204);
    expect((await signin(t.app, account.email, 'Harbour#Light42')).user.emailVerified).toBe(true);
  });
});

describe('asking for a new link', () => {
  it('mails a new working link to the signed-in account, a few times an hour at most', async () => {
    const account = await signup(t.app, { lang: 'fr' });
    const first = await verificationTokenOf(t.app, account.email);
    const res = await resend(account.token);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    expect(await verificationMails(account.email)).toHaveLength(2);
    const second = await verificationTokenOf(t.app, account.email);
    expect(second).not.toBe(first);

    expect((await resend(account.token)).statusCode).toBe(202);
    expect((await resend(account.token)).statusCode).toBe(202);
    const limited = await resend(account.token);
    expect(limited.statusCode).toBe(429);
    expect(codeOf(limited)).toBe('RATE_LIMITED');
    expect(await verificationMails(account.email)).toHaveLength(4);

    // Any of the links still works; once verified, the others are void.
    expect((await verify(second)).statusCode).toBe(204);
    expect((await verify(first)).statusCode).toBe(400);
  });

  it('needs a session, and mails nothing to an account already verified', async () => {
    expect((await resend()).statusCode).toBe(401);
    const account = await verifyEmail(t.app, await signup(t.app));
    expect((await resend(account.token)).statusCode).toBe(202);
    expect(await verificationMails(account.email)).toHaveLength(1);
  });
});

describe('the town hall’s address (ADMIN_EMAILS)', () => {
  it('gives no admin powers to whoever signs up with it until the mailbox is proven', async () => {
    // Someone who does not hold the town hall's mailbox signs up with its address first.
    const squatter = await signup(t.app, { email: TOWN_HALL.toUpperCase() });
    expect(squatter.user.role).toBe('user');
    const adminList = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: apiHeaders(squatter.token) });
    expect((await adminList()).statusCode).toBe(403);

    // Nor does a restart promote an unverified account.
    const restarted = await buildApp(t.config);
    await restarted.close();
    expect((await profileOf(squatter.token)).role).toBe('user');
    expect((await adminList()).statusCode).toBe(403);

    // Opening the link mailed to the town hall's mailbox does.
    await verifyEmail(t.app, squatter);
    expect((await profileOf(squatter.token)).role).toBe('admin');
    expect((await adminList()).statusCode).toBe(200);
  });
});
