import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  getProfile,
  GOOD_PASSWORD,
  refresh,
  signin,
  signup,
  uniqueEmail,
  UNREACHED_RATE_LIMITS,
} from './accounts.test-support.ts';
import { hashToken } from './accounts.tokens.ts';
import { siteName } from '../../lib/site-name.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Harbour#Light42';

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: payload as object });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const { rows } = await t.app.pool.query<OutboxMail>(
    'select "to", subject, text, html, kind from outbox where "to" = $1 order by created_at',
    [email],
  );
  return rows;
}

/** Asks for a reset link and reads it from the outbox, as the person would from their mail. */
async function requestResetLink(email: string): Promise<{ link: URL; token: string; mail: OutboxMail }> {
  const before = (await mailsTo(email)).length;
  const res = await post('/api/v1/auth/remember_password', { email });
  expect(res.statusCode).toBe(202);
  // The mail is prepared after the answer (so its timing says nothing): wait for it.
  const mails = await vi.waitFor(
    async () => {
      const found = await mailsTo(email);
      expect(found).toHaveLength(before + 1);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  const mail = mails.at(-1)!;
  const href = /https?:\/\/\S+/.exec(mail.text)![0];
  const link = new URL(href);
  return { link, token: link.searchParams.get('token')!, mail };
}

describe('password reminder', () => {
  it('mails a working reset link in the account language, and answers 202', async () => {
    const account = await signup(t.app, { lang: 'ca', name: 'Jordi Puig' });
    const { link, token, mail } = await requestResetLink(account.email);

    expect(mail.kind).toBe('password-reset');
    // The site's name is the town's (docs/town.md), the product's on a site not yet set up.
    expect(mail.subject).toBe(`Restableix la contrasenya del teu compte a ${siteName()}`);
    expect(mail.text).toContain('Hola, Jordi Puig:');
    expect(mail.text).toContain('L’enllaç caduca d’aquí a una hora');
    expect(mail.html).toContain('lang="ca"');
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/ca/auth/change`);

    // Only a hash of the token is stored.
    const { rows } = await t.app.pool.query('select token_hash from password_resets where user_id = $1', [
      account.user.id,
    ]);
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);

    const change = await post('/api/v1/auth/change_password', { resetToken: token, newPassword: NEW_PASSWORD });
    expect(change.statusCode).toBe(204);
    await signin(t.app, account.email, NEW_PASSWORD);
    expect((await post('/api/v1/auth/signin', { email: account.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  it('writes the mail in each of the nine languages', async () => {
    const subjects = new Set<string>();
    for (const lang of SUPPORTED_LANGUAGES) {
      const account = await signup(t.app, { lang, name: 'Alex' });
      const { link, mail } = await requestResetLink(account.email);
      expect(link.pathname).toBe(`/${lang}/auth/change`);
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain('Alex');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it('escapes the name in the HTML mail', async () => {
    const account = await signup(t.app, { name: '<b>Eve</b> & "co"', lang: 'en' });
    const { mail } = await requestResetLink(account.email);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const known = await signup(t.app);
    const email = uniqueEmail('nobody');
    const forKnown = await post('/api/v1/auth/remember_password', { email: known.email });
    const forUnknown = await post('/api/v1/auth/remember_password', { email });
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.json()).toEqual({ accepted: true });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('lets a reset link be used once only', async () => {
    const account = await signup(t.app);
    const { token } = await requestResetLink(account.email);
    expect(
      (await post('/api/v1/auth/change_password', { resetToken: token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const again = await post('/api/v1/auth/change_password', { resetToken: token, newPassword: 'Another#Pass1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_TOKEN_INVALID');
    await signin(t.app, account.email, NEW_PASSWORD);
  });

  it('refuses a link older than an hour', async () => {
    const account = await signup(t.app);
    const { token } = await requestResetLink(account.email);
    // The clock moves on: the link was issued an hour and a second ago.
    await t.app.pool.query(
      `update password_resets set created_at = now() - interval '3601 seconds',
              expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    const res = await post('/api/v1/auth/change_password', { resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
    await signin(t.app, account.email, GOOD_PASSWORD);
  });

  it('gives a link an hour of life', async () => {
    const account = await signup(t.app);
    await requestResetLink(account.email);
    const { rows } = await t.app.pool.query(
      'select extract(epoch from expires_at - created_at)::int as seconds from password_resets where user_id = $1',
      [account.user.id],
    );
    expect(rows[0].seconds).toBe(3600);
  });

  it('refuses an unknown token, and older links once the password has changed', async () => {
    const account = await signup(t.app);
    const older = await requestResetLink(account.email);
    const newer = await requestResetLink(account.email);
    const unknown = await post('/api/v1/auth/change_password', {
      resetToken: 'A'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(unknown.json().error.code).toBe('RESET_TOKEN_INVALID');
    expect(
      (await post('/api/v1/auth/change_password', { resetToken: newer.token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const res = await post('/api/v1/auth/change_password', { resetToken: older.token, newPassword: 'Another#Pass1' });
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('ends every session of the account when the password is reset', async () => {
    const account = await signup(t.app);
    const other = await signin(t.app, account.email, GOOD_PASSWORD);
    const { token } = await requestResetLink(account.email);
    await post('/api/v1/auth/change_password', { resetToken: token, newPassword: NEW_PASSWORD });
    for (const session of [account, other]) {
      expect((await getProfile(t.app, session.token)).statusCode).toBe(401);
      expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    }
  });

  it('checks the new password against every rule', async () => {
    const account = await signup(t.app);
    const { token } = await requestResetLink(account.email);
    const res = await post('/api/v1/auth/change_password', { resetToken: token, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().error.details as { field: string; message: string }[])
      .filter((d) => d.field === 'body.newPassword')
      .map((d) => d.message);
    expect(messages).toEqual(['password.tooShort', 'password.noUppercase', 'password.noDigit', 'password.noSpecial']);
    // The refused attempt did not use the link up.
    expect(
      (await post('/api/v1/auth/change_password', { resetToken: token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(204);
  });
});

describe('change password while signed in', () => {
  it('changes it, keeps this session and ends every other', async () => {
    const here = await signup(t.app);
    const phone = await signin(t.app, here.email, GOOD_PASSWORD);
    const laptop = await signin(t.app, here.email, GOOD_PASSWORD);

    const res = await post(
      '/api/v1/auth/change_password',
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      here.token,
    );
    expect(res.statusCode).toBe(204);

    expect((await getProfile(t.app, here.token)).statusCode).toBe(200);
    expect((await refresh(t.app, here.refreshToken)).statusCode).toBe(200);
    for (const other of [phone, laptop]) {
      expect((await getProfile(t.app, other.token)).statusCode).toBe(401);
      expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(401);
    }
    await signin(t.app, here.email, NEW_PASSWORD);
    expect((await post('/api/v1/auth/signin', { email: here.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const account = await signup(t.app);
    const res = await post(
      '/api/v1/auth/change_password',
      { currentPassword: 'Not-The-One1', newPassword: NEW_PASSWORD },
      account.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    await signin(t.app, account.email, GOOD_PASSWORD);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
  });

  it('needs a signed-in user for the current-password form', async () => {
    const res = await post('/api/v1/auth/change_password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('takes exactly one of currentPassword and resetToken', async () => {
    const account = await signup(t.app);
    for (const body of [
      { newPassword: NEW_PASSWORD },
      { currentPassword: GOOD_PASSWORD, resetToken: 'A'.repeat(43), newPassword: NEW_PASSWORD },
    ]) {
      const res = await post('/api/v1/auth/change_password', body, account.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
