import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { createAccount } from '../support/clients.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { listedAsset } from '../support/town.ts';

/*
 * The listing editor as owners met it: what tripped them up, each at the width and in the
 * language where it was seen.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const pt = localeTexts('pt', 'owner');

describe('the listing editor', () => {
  it('offers to send a published listing for review only once something is changed, on a phone in Portuguese', async () => {
    const owner = await createAccount(db, 'Joana Ferreira', 'pt', 'owner');
    const shop = await listedAsset('type=store&lang=pt', 2);
    await giveListing(db, owner, shop.id);
    const { page, errors } = await open({ locale: 'pt-PT', viewport: { width: 360, height: 740 } });
    await signInAt(page, `/pt/owner/${shop.id}`, owner);

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
