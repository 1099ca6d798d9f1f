import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, createAccount, unique, type TestAccount } from '../support/clients.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { listedAsset } from '../support/town.ts';

/*
 * The town hall reviews an owner's change to a published listing (docs/listings.md#town-hall):
 * only what changed shows, its words marked, on a phone in Galician and on a wide screen in
 * German (dark); then the audit log says what was done, in words.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const gl = localeTexts('gl', 'admin');
const de = localeTexts('de', 'admin');

/** The owner changes one word of the Spanish summary and sends it for review, as the editor would. */
async function changeOneWord(owner: TestAccount, id: string) {
  const detail = await api('GET', `/owner/assets/${id}`, owner.token);
  expect(detail.status).toBe(200);
  const content = detail.body.content as { texts: Record<string, { summary: string }> };
  const summary = content.texts.es!.summary;
  const words = summary.split(' ');
  expect(words.length).toBeGreaterThanOrEqual(3);
  const added = `Remozado${unique().replace(/\d/g, '')}`;
  const removed = words[0]!;
  words[0] = added;
  const changed = { ...content, texts: { ...content.texts, es: { ...content.texts.es, summary: words.join(' ') } } };
  expect((await api('PUT', `/owner/assets/${id}`, owner.token, changed)).status).toBe(200);
  expect((await api('POST', `/owner/assets/${id}/submit`, owner.token)).status).toBe(200);
  return { added, removed };
}

const rows = (page: Page) => page.locator('[data-testid^="diff-row-"]');

describe('the review of a change', () => {
  it('shows only the changed field, its words marked, on a phone and a wide screen; the audit log says it in words', async () => {
    const owner = await createAccount(db, 'Carme Bou', 'es', 'owner');
    // A published activity of the demo town (all nine languages written).
    const listing = await listedAsset('type=activity&lang=es', 7);
    await giveListing(db, owner, listing.id);
    const { added, removed } = await changeOneWord(owner, listing.id);
    const path = (lang: string) => `/${lang}/admin/review/${listing.id}`;

    // A Galician admin on a phone.
    const phoneAdmin = await createAccount(db, 'Uxía Castro', 'gl', 'admin');
    const phone = await open({ locale: 'gl-ES', viewport: { width: 360, height: 740 } });
    await signInAt(phone.page, path('gl'), phoneAdmin);
    const summary = phone.page.getByTestId('diff-summary');
    await summary.waitFor();
    await expect(summary.innerText()).resolves.toBe(gl('diff.changedCount_one', { count: 1 }));
    // The one field changed, and nothing else, until asked.
    await expect(rows(phone.page).count()).resolves.toBe(1);
    const changedRow = phone.page.getByTestId('diff-row-texts.es.summary');
    await expect(changedRow.getAttribute('data-changed')).resolves.toBe('true');
    await expect(changedRow.locator('ins').innerText()).resolves.toContain(added);
    await expect(changedRow.locator('del').innerText()).resolves.toContain(removed);
    // Said, not only shown: in the page's language.
    await expect(changedRow.locator('ins span').first().textContent()).resolves.toBe(`${gl('diff.marks.added')} `);
    await expect(changedRow.locator('del span').first().textContent()).resolves.toBe(`${gl('diff.marks.removed')} `);
    await expectAccessible(phone.page, 'review 360 px gl');
    await expectNoHorizontalScroll(phone.page);
    // Every field, on asking: the nine languages' texts, the contact, the photos…
    await phone.page.getByRole('switch', { name: gl('diff.showAll') }).click();
    await expect.poll(() => rows(phone.page).count()).toBeGreaterThan(10);
    await expect(phone.page.locator('[data-testid^="diff-row-"][data-changed="true"]').count()).resolves.toBe(1);
    await expectNoHorizontalScroll(phone.page);
    await phone.page.getByRole('switch', { name: gl('diff.showAll') }).click();
    await expect.poll(() => rows(phone.page).count()).toBe(1);

    // A German admin on a wide screen, dark: the same single field, and a page of modest height.
    const deskAdmin = await createAccount(db, 'Jana Keller', 'de', 'admin', 'dark');
    const desk = await open({ locale: 'de-DE', colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    await signInAt(desk.page, path('de'), deskAdmin);
    await desk.page.getByTestId('diff-summary').waitFor();
    await expect(desk.page.getByTestId('diff-summary').innerText()).resolves.toBe(
      de('diff.changedCount_one', { count: 1 }),
    );
    await expect(rows(desk.page).count()).resolves.toBe(1);
    expect(await desk.page.locator('body').getAttribute('data-theme')).toBe('dark');
    await expect(desk.page.getByTestId('diff-row-texts.es.summary').locator('ins').innerText()).resolves.toContain(
      added,
    );
    // Side by side on a wide screen: the published text with its word struck, the proposal with its new one.
    const [struck, inserted] = await desk.page
      .getByTestId('diff-row-texts.es.summary')
      .locator('del, ins')
      .evaluateAll((marks) => marks.map((mark) => mark.getBoundingClientRect().left));
    expect(inserted! - struck!).toBeGreaterThan(300);
    const height = await desk.page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3000);
    await expectAccessible(desk.page, 'review 1280 px de dark');

    // Published from the wide screen; the audit log, on the phone, says so in Galician.
    await desk.page.getByRole('button', { name: de('review.publish'), exact: true }).click();
    await desk.page.waitForURL(/\/de\/admin$/);
    await phone.page.goto('/gl/admin/audit');
    await phone.page.getByRole('heading', { level: 1, name: gl('pages.audit.title') }).waitFor();
    const entry = phone.page
      .getByTestId('audit-entry')
      .filter({ hasText: gl('audit.actions.listing.publish') })
      .filter({ hasText: listing.name })
      .first();
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain(`${gl('audit.targets.listing')}: ${listing.name}`);
    expect(text).toContain(gl('status.published'));
    expect(text).toContain(gl('audit.by', { name: deskAdmin.name }));
    expect(text).not.toContain(listing.id);
    await expectAccessible(phone.page, 'audit 360 px gl');
    await expectNoHorizontalScroll(phone.page);
    expect(phone.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  }, 120_000);
});
