import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@town/shared/accounts';
import { baseUrl, expectAccessible, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { localeTexts } from '../support/texts.ts';
import { ownClientAddress } from '../support/clients.ts';
import { submitSignIn } from '../support/sign-in.ts';

// A visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();

// ---------------------------------------------------------------------------
// Texts: the page must show these, so the test reads them where the page does.
// ---------------------------------------------------------------------------

const es = localeTexts('es', 'accounts');
const esShell = localeTexts('es', 'translation');
const en = localeTexts('en', 'accounts');
const enMeta = localeTexts('en', 'metatags');
const de = localeTexts('de', 'accounts');

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const GOOD_PASSWORD = 'Sunny-Beach7';
let accounts = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${(accounts += 1)}@example.com`;

/** An account made through the API, as another device would have made it. */
async function createAccount(input: { name?: string; lang?: string; theme?: 'light' | 'dark' } = {}) {
  const email = uniqueEmail('guest');
  const res = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-key': 'town-web-dev', ...ownClientAddress() },
    body: JSON.stringify({
      email,
      password: GOOD_PASSWORD,
      name: input.name ?? 'Marta Ruiz',
      lang: input.lang ?? 'es',
      theme: input.theme,
    }),
  });
  expect(res.status).toBe(201);
  return { email, password: GOOD_PASSWORD, name: input.name ?? 'Marta Ruiz' };
}

/** The header's account button, once signed in (its label carries the user's name). */
const accountMenu = (page: Page) => page.getByTestId('account-menu');

async function signOutFromMenu(page: Page, shell: typeof esShell, t: typeof es) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: shell('account.signOut') }).click();
  await page.getByText(t('signout.done')).waitFor();
}

/** Chromium logs every 4xx answer as a failed resource; a test that provokes one on purpose names it. */
const failedResource = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);
function withoutExpected(errors: string[], ...expected: number[]) {
  const left = [...errors];
  for (const status of expected) {
    const index = left.findIndex((line) => failedResource(status).test(line));
    expect(index, `a ${status} answer was expected`).toBeGreaterThanOrEqual(0);
    left.splice(index, 1);
  }
  return left;
}

/** The link of the latest reset mail: written just after the answer (the answer must not tell whether the account exists). */
async function latestResetLink(email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const { rows } = await db.query<{ text: string }>(
        `select text from outbox where "to" = $1 and kind = 'password-reset' order by created_at desc limit 1`,
        [email],
      );
      const link = /https?:\/\/\S+\/auth\/change\?token=[A-Za-z0-9_%-]+/.exec(rows[0]?.text ?? '')?.[0];
      expect(link, 'the reset mail has a link').toBeDefined();
      return link!;
    },
    { timeout: 5_000, interval: 50 },
  );
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A platform authenticator (fingerprint, face) on the page's device; with `userVerified: false`
 * the person does not confirm on it.
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page, { userVerified = true } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: userVerified,
    },
  });
}

// ---------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------

describe('sign up, sign out, sign in', () => {
  it('explains each broken password rule, then creates the account; a wrong password gets a translated error', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    const signups: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/v1/auth/signup') && signups.push(request.url()));
    const email = uniqueEmail('lucia');

    await page.goto('/es/auth/signup');
    await page.locator('input[name=name]').fill('Lucía Martín');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('sol');
    await page.getByRole('button', { name: es('signup.submit'), exact: true }).click();

    // One message per broken rule, in Spanish, marked as broken; the kept rule is ticked.
    for (const rule of ['tooShort', 'noUppercase', 'noDigit', 'noSpecial']) {
      const item = page.locator(`li[data-rule="password.${rule}"]`);
      await expect(item.getAttribute('data-state')).resolves.toBe('broken');
      await expect(item.innerText()).resolves.toContain(
        es(`validation.password.${rule}`, { min: PASSWORD_MIN_LENGTH }),
      );
    }
    await expect(page.locator('li[data-rule="password.noLowercase"]').getAttribute('data-state')).resolves.toBe('met');
    await expect(page.locator('input[name=password]').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(signups).toEqual([]); // the form's own check (the shared schema) stopped it

    // The "show password" control.
    await page.getByRole('button', { name: es('password.show') }).click();
    await expect(page.locator('input[name=password]').getAttribute('type')).resolves.toBe('text');

    // A well-known password keeps every composition rule, and the server still refuses it, saying why.
    await page.locator('input[name=password]').fill('Password1!');
    await page.getByRole('button', { name: es('signup.submit'), exact: true }).click();
    const common = page.locator('li[data-rule="password.common"]');
    await expect(common.getAttribute('data-state')).resolves.toBe('broken');
    await expect(common.innerText()).resolves.toContain(es('validation.password.common'));

    await page.locator('input[name=password]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: es('signup.submit'), exact: true }).click();
    await page.waitForURL(/\/es\/$/);
    await expect(accountMenu(page).innerText()).resolves.toContain('Lucía Martín');

    await signOutFromMenu(page, esShell, es);
    await page.goto('/es/');
    await page.getByRole('link', { name: esShell('account.signIn') }).waitFor();

    await page.goto('/es/auth/signin');
    await submitSignIn(page, 'es', email, 'Wrong-Password1');
    await page.getByTestId('form-error').getByText(es('errors.INVALID_CREDENTIALS')).waitFor();
    await submitSignIn(page, 'es', email, GOOD_PASSWORD);
    await page.waitForURL(/\/es\/$/);
    await expect(accountMenu(page).innerText()).resolves.toContain('Lucía Martín');

    // A reload keeps the session (the refresh cookie), without a token in storage.
    await page.reload();
    await accountMenu(page).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/eyJ/); // no JWT kept where scripts could read it later

    expect(withoutExpected(errors, 400, 401)).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  it('says an e-mail is taken, with the ways in', async () => {
    const account = await createAccount();
    const { page, errors } = await open();
    await page.goto('/es/auth/signup');
    await page.locator('input[name=name]').fill('Otra Persona');
    await page.locator('input[name=email]').fill(account.email);
    await page.locator('input[name=password]').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: es('signup.submit'), exact: true }).click();
    await page.getByTestId('form-error').getByText(es('errors.EMAIL_IN_USE')).waitFor();
    await page
      .getByTestId('form-error')
      .getByRole('link', { name: es('signin.forgot') })
      .waitFor();
    expect(withoutExpected(errors, 409)).toEqual([]);
  });
});

describe('forgotten password', () => {
  it('resets the password through the mailed link, which then works no more', async () => {
    const account = await createAccount();
    const { page, errors } = await open();
    await page.goto('/es/auth/signin');
    await page.getByRole('link', { name: es('signin.forgot') }).click();
    await page.waitForURL(/\/es\/auth\/remember/);
    // The address changes as the navigation starts; the form is there once its module has loaded.
    const form = page.getByRole('form', { name: es('remember.formLabel') });
    await form.waitFor();
    await form.locator('input[name=email]').fill(account.email);
    await page.getByRole('button', { name: es('remember.submit') }).click();
    await page.getByText(es('remember.sent', { email: account.email })).waitFor();

    const link = new URL(await latestResetLink(account.email));
    expect(link.pathname).toBe('/es/auth/change');
    await page.goto(link.pathname + link.search);
    const newPassword = 'Marea-Alta42';
    await page.locator('input[name=newPassword]').fill(newPassword);
    await page.getByRole('button', { name: es('change.submit') }).click();
    await page.getByText(es('change.doneReset')).waitFor();

    await page.getByRole('link', { name: es('change.signIn') }).click();
    await page.waitForURL(/\/es\/auth\/signin/);
    await submitSignIn(page, 'es', account.email, newPassword);
    await page.waitForURL(/\/es\/$/);
    await accountMenu(page).waitFor();

    // The link was for one use only.
    await page.goto(link.pathname + link.search);
    await page.locator('input[name=newPassword]').fill('Otra-Marea43');
    await page.getByRole('button', { name: es('change.submit') }).click();
    await page.getByTestId('form-error').getByText(es('errors.RESET_TOKEN_INVALID')).waitFor();
    await page.getByRole('link', { name: es('change.askAgain') }).waitFor();

    expect(withoutExpected(errors, 400)).toEqual([]);
  });
});

describe('confirming the e-mail address', () => {
  it('asks for it on the profile, sends the link again, and the mailed link confirms it once', async () => {
    const account = await createAccount({ name: 'Xoán Rial', lang: 'es' });
    const { page, errors } = await open();
    await page.goto(`/es/auth/signin?redirect=${encodeURIComponent('/es/profile')}`);
    await submitSignIn(page, 'es', account.email, account.password);
    await page.waitForURL(/\/es\/profile$/);
    const notice = page.getByTestId('verification-notice');
    await notice.getByText(es('verify.notice', { email: account.email })).waitFor();
    await notice.getByRole('button', { name: es('verify.resend') }).click();
    await notice.getByText(es('verify.resent', { email: account.email, hours: 48 })).waitFor();

    const { rows } = await db.query<{ text: string }>(
      `select text from outbox where "to" = $1 and kind = 'email-verification' order by created_at desc limit 1`,
      [account.email],
    );
    const link = new URL(/https?:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(rows[0]!.text)![0]);
    expect(link.pathname).toBe('/es/auth/verify');
    await page.goto(link.pathname + link.search);
    await page.getByTestId('verify-done').getByText(es('verify.done')).waitFor();
    await page.getByRole('link', { name: es('verify.toProfile') }).click();
    await page.waitForURL(/\/es\/profile$/);
    // The profile form, by the field's accessible name: its label also shows the required field's
    // asterisk ("Nombre *"), which assistive technology does not read.
    const name = page.getByRole('textbox', { name: es('fields.name'), exact: true });
    await name.waitFor();
    await expect(name.inputValue()).resolves.toBe(account.name);
    await expect(page.getByTestId('verification-notice').count()).resolves.toBe(0);

    // Opened again from another browser, the link works no more.
    const other = await open();
    await other.page.goto(link.pathname + link.search);
    await other.page.getByTestId('form-error').getByText(es('errors.VERIFICATION_TOKEN_INVALID')).waitFor();
    await other.page.getByText(es('verify.signInToResend')).waitFor();
    expect(withoutExpected(other.errors, 400)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('profile', () => {
  it('saves the language and theme and the site follows them', async () => {
    const account = await createAccount({ name: 'Jon Etxeberria', lang: 'es', theme: 'light' });
    const { page, errors } = await open({ colorScheme: 'light' });
    await page.goto(`/es/auth/signin?redirect=${encodeURIComponent('/es/profile')}`);
    await submitSignIn(page, 'es', account.email, account.password);
    await page.waitForURL(/\/es\/profile$/);

    await page.getByLabel(es('fields.language'), { exact: true }).selectOption('en');
    await page.getByRole('radio', { name: es('profile.theme.dark') }).check();
    await page.getByLabel(es('fields.phone'), { exact: true }).fill('+34 600 123 456');
    await page.getByRole('button', { name: es('profile.save') }).click();

    await page.waitForURL(/\/en\/profile$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: enMeta('profile.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: en('profile.details') }).waitFor();
    await page.getByText(en('profile.saved')).waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');

    // Saved on the account: a reload (a new access token) shows the same.
    await page.reload();
    await expect(page.getByLabel(en('fields.phone'), { exact: true }).inputValue()).resolves.toBe('+34 600 123 456');
    await expect(page.getByLabel(en('fields.language'), { exact: true }).inputValue()).resolves.toBe('en');
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');

    // A device where the visitor chose light keeps it through the sign-in, and the account takes it.
    await page.goto('/en/auth/signout');
    await page.getByText(en('signout.done')).waitFor();
    await page.getByTestId('theme-toggle').click();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('light');
    await page.goto('/en/auth/signin');
    await submitSignIn(page, 'en', account.email, account.password);
    await page.waitForURL(/\/en\/$/);
    await accountMenu(page).waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('light');

    // A device where nothing was chosen takes the account's theme: light now. Switched there
    // while signed in, dark goes with the account to the first device's next sign-in.
    const other = await open({ colorScheme: 'dark' });
    await other.page.goto('/en/auth/signin');
    await submitSignIn(other.page, 'en', account.email, account.password);
    await other.page.waitForURL(/\/en\/$/);
    await accountMenu(other.page).waitFor();
    expect(await other.page.locator('body').getAttribute('data-theme')).toBe('light');
    const saved = other.page.waitForResponse((r) => r.url().endsWith('/api/v1/users_profile') && r.ok());
    await other.page.getByTestId('theme-toggle').click();
    await saved;
    await page.goto('/en/auth/signout');
    await page.getByText(en('signout.done')).waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/en/auth/signin');
    await submitSignIn(page, 'en', account.email, account.password);
    await page.waitForURL(/\/en\/$/);
    await accountMenu(page).waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');

    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('offers the saved language after sign-in instead of switching silently', async () => {
    const account = await createAccount({ lang: 'en' });
    const { page, errors } = await open();
    await page.goto('/de/auth/signin');
    await submitSignIn(page, 'de', account.email, account.password);
    await page.waitForURL(/\/de\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByText(de('languageOffer.text', { language: 'English' })).waitFor();
    await page.getByRole('button', { name: de('languageOffer.switch', { language: 'English' }) }).click();
    await page.waitForURL(/\/en\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
  });
});

describe('biometric sign-in (passkeys)', () => {
  const settings = (page: Page, state: string) =>
    page.locator(`[data-testid=biometric-settings][data-state="${state}"]`);
  const signinOption = (page: Page, state: string) =>
    page.locator(`[data-testid=biometric-signin][data-state="${state}"]`);

  /** Signs in with the password and sets up a passkey on this browser's (virtual) authenticator. */
  async function registerPasskey(page: Page, account: { email: string; password: string }) {
    await page.goto(`/es/auth/signin?redirect=${encodeURIComponent('/es/profile')}`);
    await submitSignIn(page, 'es', account.email, account.password);
    await page.waitForURL(/\/es\/profile$/);
    await settings(page, 'available').waitFor();
    await page.getByText(es('biometric.none')).waitFor();
    await page.getByRole('button', { name: es('biometric.register.button') }).click();
    await page.getByText(es('biometric.register.ok')).waitFor();
    await settings(page, 'ok').waitFor();
    await page.getByText(es('biometric.count_one', { count: 1 })).waitFor();
  }

  it('sets up a passkey from the profile and turns them all off', async () => {
    const account = await createAccount({ name: 'Iria Castro' });
    const { page, context, errors } = await open();
    await addVirtualAuthenticator(context, page);
    await registerPasskey(page, account);

    await page.getByRole('button', { name: es('biometric.removeAll') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: es('biometric.confirm.remove') })
      .click();
    await page.getByText(es('biometric.removed')).waitFor();
    await page.getByText(es('biometric.none')).waitFor();
    await page.reload();
    await page.getByText(es('biometric.none')).waitFor();
    expect(errors).toEqual([]);
  });

  it('signs in with the passkey this device holds', async () => {
    const account = await createAccount({ name: 'Uxue Arrieta' });
    const { page, context, errors } = await open();
    await addVirtualAuthenticator(context, page);
    await registerPasskey(page, account);
    await signOutFromMenu(page, esShell, es);

    await page.goto('/es/auth/signin');
    await signinOption(page, 'available').waitFor();
    await page.getByRole('button', { name: es('biometric.signin.button') }).click();
    // Signed in and back home, or an outcome the page shows: whichever comes first.
    await Promise.race([
      page.waitForURL(/\/es\/$/),
      signinOption(page, 'error').waitFor(),
      signinOption(page, 'failed').waitFor(),
      signinOption(page, 'cancelled').waitFor(),
    ]);
    if (!/\/es\/$/.test(page.url())) {
      const outcome = await page.getByTestId('biometric-signin').getAttribute('data-state');
      expect.fail(`the passkey sign-in ended on the sign-in page, in state "${outcome}"`);
    }
    await expect(accountMenu(page).innerText()).resolves.toContain('Uxue Arrieta');
    expect(errors).toEqual([]);
  });

  it('says so when the person does not confirm on the device', async () => {
    const { page, context, errors } = await open();
    await addVirtualAuthenticator(context, page, { userVerified: false });
    await page.goto('/es/auth/signin');
    await signinOption(page, 'available').waitFor();
    await page.getByRole('button', { name: es('biometric.signin.button') }).click();
    await signinOption(page, 'cancelled').waitFor();
    await page.getByText(es('biometric.signin.cancelled')).waitFor();
    // The password form is still there, and the button can be tried again.
    await expect(page.getByRole('button', { name: es('biometric.signin.button') }).isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('hides the option where the browser has no WebAuthn', async () => {
    const { page, context } = await open();
    await context.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto('/es/auth/signin');
    await page.locator('[data-testid=biometric-signin][data-state=unavailable]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: es('biometric.signin.button') }).count()).resolves.toBe(0);
  });
});

describe('guard and way back', () => {
  it('sends an anonymous visitor of /es/myBookings to sign-in and back', async () => {
    const account = await createAccount();
    const { page, errors } = await open();
    await page.goto('/es/myBookings');
    await page.waitForURL(/\/es\/auth\/signin\?redirect=%2Fes%2FmyBookings$/);
    await submitSignIn(page, 'es', account.email, account.password);
    await page.waitForURL(/\/es\/myBookings$/);
    expect(errors).toEqual([]);
  });

  it('never follows a redirect off the site', async () => {
    const account = await createAccount();
    const { page } = await open();
    await page.goto(`/es/auth/signin?redirect=${encodeURIComponent('//evil.example/es/profile')}`);
    await submitSignIn(page, 'es', account.email, account.password);
    await page.waitForURL(/\/es\/$/);
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host);
  });
});

describe('accessibility and small screens', () => {
  const AUTH_PAGES = [
    'auth/signin',
    'auth/signup',
    'auth/remember',
    'auth/change',
    'auth/change?token=abc_DEF-123',
    'auth/signout',
  ];

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every account page passes axe in ${colorScheme}, and at 320 px`, async () => {
      const { page, errors } = await open({ colorScheme, viewport: { width: 320, height: 720 } });
      for (const path of AUTH_PAGES) {
        await page.goto(`/es/${path}`);
        await page
          .locator('h1')
          .waitFor({ timeout: 10_000 })
          .catch(() => {
            throw new Error(`${path}: no heading`);
          });
        await page.locator('main form, main [role=status], main .MuiAlert-root').first().waitFor();
        expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
        await expectAccessible(page, `${path} ${colorScheme}`);
        await noHorizontalScroll(page);
      }
      // With every error showing.
      await page.goto('/es/auth/signup');
      await page.locator('input[name=password]').fill('a');
      await page.getByRole('button', { name: es('signup.submit'), exact: true }).click();
      await page.locator('li[data-state=broken]').first().waitFor();
      await expectAccessible(page, `signup errors ${colorScheme}`);

      const account = await createAccount();
      await page.goto(`/es/auth/signin?redirect=${encodeURIComponent('/es/profile')}`);
      await submitSignIn(page, 'es', account.email, account.password);
      await page.waitForURL(/\/es\/profile$/);
      await page.getByTestId('biometric-settings').waitFor();
      await expectAccessible(page, `profile ${colorScheme}`);
      await noHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }

  it('signs in by keyboard alone', async () => {
    const account = await createAccount();
    const { page } = await open();
    await page.goto('/es/auth/signin');
    await page.locator('input[name=email]').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/es\/$/);
    await accountMenu(page).waitFor();
  });
});
