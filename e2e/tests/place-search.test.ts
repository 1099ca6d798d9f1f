import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { localeTexts } from '../support/texts.ts';

// The header's search box (docs/product.md#search-box), in the built product.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();

const de = localeTexts('de', 'translation');
const eu = localeTexts('eu', 'translation');
const en = localeTexts('en', 'translation');

// Wide enough for the box beside the three menus (header.tsx: SEARCH_BOX_BESIDE_MENUS_FROM).
const DESKTOP = { width: 1600, height: 900 };
const PHONE = { width: 320, height: 640 };

interface Suggestion {
  id: string;
  name: string;
  href: string;
  matchedDish?: string;
}

/** What the search API answers, to compare the page with (the same server the page talks to). */
async function searchApi(q: string, lang: string): Promise<Suggestion[]> {
  const res = await fetch(`${baseUrl()}/api/v1/search?${new URLSearchParams({ q, lang })}`, {
    headers: { 'x-app-key': 'town-web-dev' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Suggestion[] }).items;
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
/** Matches text that starts with `name`, taken literally. */
const startingWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * A published place whose name in `lang` has an accent (a letter with a mark, which the visitor
 * may leave out); of those, the first by name, so a run of the same town always takes the same one.
 */
async function accentedPlace(lang: string): Promise<{ id: string; name: string }> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `select a.id, t.name from assets a join asset_texts t on t.asset_id = a.id and t.lang = $1
      where a.status = 'published' and t.name <> unaccent(t.name)
      order by t.name, a.id`,
    [lang],
  );
  // unaccent() also straightens a typographic apostrophe; the visitor leaves out only the marks.
  const place = rows.find((row) => withoutAccents(row.name) !== row.name && row.name.length <= 100);
  expect(place, `the demo town has a place with an accent in its ${lang} name`).toBeDefined();
  return place!;
}

/** The text of the suggestion the combobox points at (aria-activedescendant). */
function activeSuggestion(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/** Waits until the suggestions for what was typed are shown (the header's status says how many). */
async function suggestionsShown(page: Page, count: string) {
  await expect.poll(() => page.locator('header').getByRole('status').textContent()).toBe(count);
  return page.getByRole('listbox').getByRole('option');
}

describe('the header’s search box', () => {
  it('finds a place on a wide screen in German without its accents, chosen with the arrow keys', async () => {
    const { page, errors } = await open({ viewport: DESKTOP, locale: 'de-DE' });
    await page.goto('/de/');
    // In the toolbar itself: no button to open it.
    expect(await page.getByRole('button', { name: de('search.open') }).count()).toBe(0);
    const typed = 'cafe';
    const expected = await searchApi(typed, 'de');
    // The second suggestion or later, so the arrow keys have to choose it; one with an accent.
    const index = expected.findIndex((item, n) => n > 0 && item.name !== withoutAccents(item.name));
    expect(index, 'a later suggestion for "cafe" has an accent').toBeGreaterThan(0);
    const target = expected[index]!;

    await page.getByRole('textbox', { name: de('search.label') }).focus();
    await page.keyboard.type(typed);
    const options = await suggestionsShown(page, de('search.count_other', { count: expected.length }));
    expect(await options.count()).toBe(expected.length);
    const combobox = page.getByRole('combobox', { name: de('search.label') });
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    for (let n = 0; n < index; n++) await page.keyboard.press('ArrowDown');
    expect(await activeSuggestion(page)).toMatch(startingWith(target.name));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(target.href);
    // The place's page is loaded whole: its box is empty, ready for the next search.
    expect(
      await page
        .getByRole('search', { name: de('search.label') })
        .locator('input')
        .inputValue(),
    ).toBe('');
    expect(errors).toEqual([]);
  });

  it('opens from a button on a 320 px screen, in Basque, and Enter goes to the first suggestion', async () => {
    const { page, errors } = await open({ viewport: PHONE, locale: 'eu-ES' });
    const place = await accentedPlace('eu');
    await page.goto('/eu/');
    await expectNoHorizontalScroll(page);

    const button = page.getByRole('button', { name: eu('search.open') });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    // The focus is in the box at once; what is typed while its code loads is kept.
    const typed = withoutAccents(place.name);
    await page.keyboard.type(typed);
    const combobox = page.getByRole('combobox', { name: eu('search.label') });
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);

    // The first suggestion is whatever the search answers first for what was typed: a place whose
    // name starts with it, accents aside (names starting with the words come first, and the place
    // typed is one). Another place may share the name but for its accents, so the test follows the answer.
    const expected = await searchApi(typed, 'eu');
    const first = expected[0]!;
    expect(first, `a suggestion for "${typed}"`).toBeDefined();
    expect(expected.map((item) => item.id)).toContain(place.id);
    expect(withoutAccents(first.name).toLowerCase().startsWith(typed.toLowerCase())).toBe(true);
    await suggestionsShown(
      page,
      expected.length === 1
        ? eu('search.count_one', { count: 1 })
        : eu('search.count_other', { count: expected.length }),
    );
    await page
      .getByRole('option', { name: startingWith(first.name) })
      .first()
      .waitFor();
    // Highlighted without the arrow keys: Enter takes it.
    expect(await activeSuggestion(page)).toMatch(startingWith(first.name));
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(first.href);
    expect(first.href).toMatch(new RegExp(`^/eu/assets/asset/${first.id}/`));
    // The bar closed behind the visitor.
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('button', { name: eu('search.open') }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('finds restaurants by a dish of their menus on a 360 px screen in English, saying which dish', async () => {
    const { page, errors } = await open({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
    await page.goto('/en/');
    const expected = await searchApi('paella', 'en');
    // The demo town's rice restaurants have paella on their menus, in every language.
    const byDish = expected.find((item) => item.matchedDish);
    expect(byDish, 'a place found by a dish of its menu').toBeDefined();
    expect(byDish!.matchedDish).toMatch(/paella/i);

    await page.getByRole('button', { name: en('search.open') }).click();
    await page.getByRole('combobox', { name: en('search.label') }).waitFor();
    await page.keyboard.type('paella');
    await suggestionsShown(
      page,
      expected.length === 1
        ? en('search.count_one', { count: 1 })
        : en('search.count_other', { count: expected.length }),
    );
    const option = page.getByRole('option', { name: startingWith(byDish!.name) }).first();
    // The line says why: the dish, in English, whole.
    await option
      .getByTestId('matched-dish')
      .filter({ hasText: en('search.onTheMenu', { dish: byDish!.matchedDish! }) })
      .waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'search by a dish, 360 px');
    await option.click();
    await page.getByRole('heading', { level: 1, name: byDish!.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(byDish!.href);
    expect(errors).toEqual([]);
  });

  it('closes the narrow bar with Escape and gives the focus back to its button', async () => {
    const { page, errors } = await open({ viewport: PHONE, locale: 'eu-ES' });
    await page.goto('/eu/');
    await page.getByRole('button', { name: eu('search.open') }).click();
    const combobox = page.getByRole('combobox', { name: eu('search.label') });
    await combobox.waitFor();
    await page.keyboard.type('zzqx');
    await suggestionsShown(page, eu('search.none'));
    await page.locator('.MuiAutocomplete-noOptions', { hasText: eu('search.none') }).waitFor();
    await page.keyboard.press('Escape'); // the list
    await page.keyboard.press('Escape'); // the bar
    await combobox.waitFor({ state: 'detached' });
    const button = page.getByRole('button', { name: eu('search.open') });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe with its suggestions open, wide and at 320 px, ${colorScheme}`, async () => {
      for (const [viewport, lang, t] of [
        [DESKTOP, 'de', de],
        [PHONE, 'eu', eu],
      ] as const) {
        const { page, context, errors } = await open({ viewport, colorScheme });
        await page.goto(`/${lang}/`);
        expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
        if (viewport === PHONE) await page.getByRole('button', { name: t('search.open') }).click();
        else await page.getByRole('textbox', { name: t('search.label') }).focus();
        await page.getByRole('combobox', { name: t('search.label') }).waitFor();
        await page.keyboard.type('cafe');
        const expected = await searchApi('cafe', lang);
        await suggestionsShown(page, t('search.count_other', { count: expected.length }));
        await expectAccessible(page, `search ${viewport.width} px ${colorScheme}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
