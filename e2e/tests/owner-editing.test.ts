import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from '../support/browser.ts';
import { API_HEADERS, createAccount, TEST_PASSWORD, type TestAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * The listing editor as owners met it: what tripped them up, each at the width and in the
 * language where it was seen.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const pt = localeTexts('pt', 'owner');
const ptAccounts = localeTexts('pt', 'accounts');

/** A published place of the demo town of the given type, given to `owner` as the town hall would. */
async function giveListing(owner: TestAccount, type: string, index: number) {
  const res = await fetch(`${baseUrl()}/api/v1/asset?type=${type}&limit=10&lang=pt`, { headers: API_HEADERS });
  const listing = ((await res.json()) as { items: { id: string; name: string }[] }).items[index];
  expect(listing).toBeDefined();
  await db.query('update assets set owner_id = $1 where id = $2', [owner.id, listing!.id]);
  return listing!;
}

async function signIn(page: Page, path: string, account: TestAccount) {
  await page.goto(path);
  await page.waitForURL(/\/auth\/signin\?redirect=/);
  await page.locator('input[name=email]').fill(account.email);
  await page.locator('input[name=password]').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: ptAccounts('signin.submit'), exact: true }).click();
  await page.waitForURL(`**${path}`);
}

describe('the listing editor', () => {
  it('offers to send a published listing for review only once something is changed, on a phone in Portuguese', async () => {
    const owner = await createAccount(db, 'Joana Ferreira', 'pt', 'owner');
    const shop = await giveListing(owner, 'store', 2);
    const { page, errors } = await open({ locale: 'pt-PT', viewport: { width: 360, height: 740 } });
    await signIn(page, `/pt/owner/${shop.id}`, owner);

    // Published as it is: nothing to send, and the page says why.
    await page.getByText(pt('editor.nothingToSubmit')).waitFor();
    const send = page.getByRole('button', { name: pt('editor.submit'), exact: true });
    const saveAndSend = page.getByRole('button', { name: pt('editor.saveAndSubmit'), exact: true });
    expect(await send.count()).toBe(0);
    expect(await saveAndSend.count()).toBe(0);

    // A change that waits for review: now it can go.
    await page.getByLabel(pt('contact.web'), { exact: true }).fill('https://example.org/loja');
    await saveAndSend.click();
    await page.getByText(pt('editor.submitted')).first().waitFor();
    const { rows } = await db.query<{ state: string }>(
      'select state from listing_revisions where asset_id = $1 order by number desc limit 1',
      [shop.id],
    );
    expect(rows[0]!.state).toBe('submitted');
    expect(errors).toEqual([]);
  });
});
