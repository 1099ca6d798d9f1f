import type { Page } from 'playwright-core';
import { TEST_PASSWORD, type TestAccount } from './clients.ts';
import { localeTexts } from './texts.ts';

/** The language of an address of the site: its first segment (`/gl/owner` is in Galician). */
const languageOf = (path: string) => path.split('/')[1]!;

/**
 * Fills in the sign-in form the page shows and sends it with its button, named in `lang`
 * (the page's language), as a person would.
 */
export async function submitSignIn(page: Page, lang: string, email: string, password = TEST_PASSWORD) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: localeTexts(lang, 'accounts')('signin.submit'), exact: true }).click();
}

/** Opens a guarded page, signs in on the sign-in page it sends to, and waits to be back on it. */
export async function signInAt(page: Page, path: string, account: Pick<TestAccount, 'email'>) {
  const lang = languageOf(path);
  await page.goto(path);
  await page.waitForURL(new RegExp(`/${lang}/auth/signin\\?redirect=`));
  await submitSignIn(page, lang, account.email);
  await page.waitForURL(`**${path}`);
}

/** Opens the sign-in page asked to lead to `path`, as a link to sign in does, signs in, and waits to be there. */
export async function signInLeadingTo(page: Page, path: string, account: Pick<TestAccount, 'email'>) {
  const lang = languageOf(path);
  await page.goto(`/${lang}/auth/signin?redirect=${encodeURIComponent(path)}`);
  await submitSignIn(page, lang, account.email);
  await page.waitForURL(`**${path}`);
}
