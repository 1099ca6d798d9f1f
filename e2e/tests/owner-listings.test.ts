import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { api, createAccount, type TestAccount } from '../support/clients.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * "My listings" of a business at its real size (docs/listings.md#the-owners-workspace): an
 * owner given every home of the demo town, searching, filtering and paging on a phone in German
 * and on a wide screen in Spanish, the search kept in the address.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();

const de = localeTexts('de', 'owner');
const deHost = localeTexts('de', 'host');
const es = localeTexts('es', 'owner');

/** A page of rows is a screenful or so, however many listings the owner has: a layout fact. */
const MAX_PAGE_HEIGHT = 4000;

let owner: TestAccount;
/** The homes given to `owner`, to be given back to nobody at the end. */
let given: string[] = [];

interface Row {
  id: string;
  name: string;
  kinds: string[];
}

/** The owner's listings as the API finds them: the number and the first page. */
async function found(query: string): Promise<{ total: number; items: Row[] }> {
  const res = await api('GET', `/owner/assets?${query}`, owner.token);
  expect(res.status).toBe(200);
  return res.body as unknown as { total: number; items: Row[] };
}

beforeAll(async () => {
  owner = await createAccount(db, 'Jürgen Weber', 'de', 'owner');
  // Every home of the demo town, as the town hall would give a business its listings.
  const { rows } = await db.query<{ id: string }>(
    `update assets set owner_id = $1 where type = 'property' and owner_id is null returning id`,
    [owner.id],
  );
  given = rows.map((row) => row.id);
  expect(given.length).toBeGreaterThan(75);
});
afterAll(async () => {
  await db.query('update assets set owner_id = null where id = any($1) and owner_id = $2', [given, owner.id]);
});

/** The announced count: "162 Einträge · Seite 1 von 7". */
function counted(texts: ReturnType<typeof localeTexts>, total: number, page = 1) {
  const pages = Math.ceil(total / 25);
  const count = texts(total === 1 ? 'list.results_one' : 'list.results_other', { count: total });
  return pages > 1 ? `${count} · ${texts('list.pageOf', { page, pages })}` : count;
}

const rows = (page: Page) => page.getByTestId('owner-listing');
/** The count announced to screen readers (the list's own live region). */
const status = (page: Page) => page.locator('[role="status"][aria-live="polite"]');
/** `text` matched as it is, in a RegExp. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Waits until the count announced reads `text` (the list has followed the search). */
const announced = (page: Page, text: string) =>
  status(page)
    .filter({ hasText: new RegExp(`^${escaped(text)}$`) })
    .waitFor();
/** A page's h1 that starts as `title` does before the listing's name (named there in the page's language). */
function titled(page: Page, title: (values: Record<string, string>) => string) {
  const start = title({ name: '\u0000' }).split('\u0000')[0]!;
  return page.getByRole('heading', { level: 1, name: new RegExp(`^${escaped(start)}`) });
}

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe('"My listings" with a business\'s many homes', () => {
  it('on a phone in German: a page of compact rows, searched, filtered and paged, kept in the address', async () => {
    const { page, errors } = await open({ locale: 'de-DE', viewport: { width: 360, height: 740 } });
    await signInAt(page, '/de/owner', owner);
    const all = await found('');
    await rows(page).nth(24).waitFor();
    expect(await rows(page).count()).toBe(25);
    expect(await status(page).textContent()).toBe(counted(de, all.total));
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await height(page)).toBeLessThan(MAX_PAGE_HEIGHT);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'my listings, 360 px');

    // A name typed narrows the list as soon as typing pauses; the address keeps it.
    const wanted = all.items[3]!;
    const byName = await found(`q=${encodeURIComponent(wanted.name)}`);
    expect(byName.total).toBeLessThan(all.total);
    await page.getByRole('searchbox', { name: de('list.search') }).fill(wanted.name);
    await announced(page, counted(de, byName.total));
    expect(new URL(page.url()).searchParams.get('q')).toBe(wanted.name);
    expect(await rows(page).first().getByRole('link', { name: wanted.name, exact: true }).count()).toBe(1);

    // A kind chosen: the homes for sale, each said so.
    await page.getByRole('button', { name: de('list.clear') }).click();
    await announced(page, counted(de, all.total));
    const forSale = await found('type=sale');
    await page.getByLabel(de('list.type'), { exact: true }).selectOption('sale');
    await announced(page, counted(de, forSale.total));
    for (const text of await rows(page).allTextContents()) expect(text).toContain(de('details.list.sale'));

    // The second page, which a reload keeps.
    await page.getByRole('button', { name: de('list.pagination.page', { page: 2 }) }).click();
    await announced(page, counted(de, forSale.total, 2));
    const second = await found('type=sale&page=2');
    const firstOfSecond = rows(page).first().getByRole('link', { name: second.items[0]!.name, exact: true });
    await firstOfSecond.waitFor();
    expect(new URL(page.url()).search).toBe('?type=sale&page=2');
    await page.reload();
    await firstOfSecond.waitFor();
    expect(await status(page).textContent()).toBe(counted(de, forSale.total, 2));
    await expectNoHorizontalScroll(page);

    // A holiday rental's row leads to its calendar, its bookings and its editor; Back returns to the same page.
    const rentals = await found('type=rent');
    await page.goto('/de/owner?type=rent&page=2');
    const rental = (await found('type=rent&page=2')).items[0]!;
    expect(rental.kinds).toContain('rent');
    await page.getByRole('link', { name: de('list.calendarNamed', { name: rental.name }) }).click();
    await page.waitForURL(`**/de/owner/${rental.id}/calendar`);
    await titled(page, (values) => deHost('page.calendarTitle', values)).waitFor();
    await page.goBack();
    await announced(page, counted(de, rentals.total, 2));
    await page.getByRole('link', { name: de('list.bookingsNamed', { name: rental.name }) }).click();
    await page.waitForURL(`**/de/owner/bookings?assetId=${rental.id}`);
    await page.getByRole('heading', { level: 1, name: deHost('page.bookingsTitle') }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: de('list.editNamed', { name: rental.name }) }).click();
    await page.waitForURL(`**/de/owner/${rental.id}`);
    await titled(page, (values) => de('page.editTitle', values)).waitFor();
    expect(errors).toEqual([]);
  });

  it('on a wide screen in Spanish: a table, a search that finds nothing, and the filters cleared', async () => {
    const { page, errors } = await open({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
    await signInAt(page, '/es/owner?page=3', owner);
    const all = await found('');
    const table = page.getByRole('table', { name: es('list.label') });
    await table.waitFor();
    await rows(page).nth(24).waitFor();
    expect(await rows(page).count()).toBe(25);
    expect(await status(page).textContent()).toBe(counted(es, all.total, 3));
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      es('list.columns.name'),
      es('list.type'),
      es('list.status'),
      es('list.columns.changed'),
      es('list.columns.actions'),
    ]);
    expect(await height(page)).toBeLessThan(MAX_PAGE_HEIGHT);
    await expectAccessible(page, 'my listings, 1280 px');

    // Every demo home is published: none is a draft. The page says so and offers to clear the filters.
    await page.getByLabel(es('list.status'), { exact: true }).selectOption('draft');
    await announced(page, es('list.noMatch'));
    expect(new URL(page.url()).search).toBe('?status=draft');
    await page.getByText(es('list.noMatchHint')).waitFor();
    await expectAccessible(page, 'my listings, nothing found');
    await page
      .getByRole('button', { name: es('list.clear') })
      .last()
      .click();
    await announced(page, counted(es, all.total));
    expect(new URL(page.url()).search).toBe('');

    // An area of the town (the demo homes name theirs) narrows the list, and the rows link to the editor.
    const area = await found('q=platja%20nord');
    expect(area.total).toBeGreaterThan(0);
    expect(area.total).toBeLessThan(all.total);
    await page.getByRole('searchbox', { name: es('list.search') }).fill('platja nord');
    await announced(page, counted(es, area.total));
    const first = area.items[0]!;
    await table.getByRole('link', { name: es('list.editNamed', { name: first.name }) }).click();
    await page.waitForURL(`**/es/owner/${first.id}`);
    await page.goBack();
    await announced(page, counted(es, area.total));
    expect(await page.getByRole('searchbox', { name: es('list.search') }).inputValue()).toBe('platja nord');
    expect(errors).toEqual([]);
  });
});
