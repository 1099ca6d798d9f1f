import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@town/shared/listings';
import { formatEuros } from '@town/shared/locale-format';
import type { RentalCalendar } from '@town/shared/rentals';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, createAccount, type TestAccount } from '../support/clients.ts';
import { giveListing, useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * The listing editors at a real business's scale (docs/listings.md#the-owners-workspace): the
 * demo town's longest menus, folded to a line a dish, saved from the one save bar that says
 * beforehand what goes live and what waits; and a holiday rental's editor, priced by its
 * seasons and without opening hours.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();

/** The menu editor of the longest demo menu stays well under this (it was 29,474 px at 360 px wide, unfolded). */
const COMPACT_MENU_HEIGHT = 4000;

/** The published places to eat with the longest menus, nobody's yet, longest first. */
async function longestMenus(): Promise<{ id: string; dishes: number }[]> {
  const { rows } = await db.query<{ id: string; dishes: string }>(
    `select a.id, count(*) as dishes from assets a
       join menu_sections s on s.asset_id = a.id join menu_items i on i.section_id = s.id
      where a.type = 'eat' and a.status = 'published' and a.owner_id is null
      group by a.id order by count(*) desc, a.id limit 2`,
  );
  return rows.map((row) => ({ id: row.id, dishes: Number(row.dishes) }));
}

/** A text as a regular expression that matches it from its start. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The height of the menu's section of the editor, in CSS pixels: a layout fact, not a timing. */
const menuHeight = (page: Page) =>
  page.evaluate(() => document.getElementById('listing-menu')!.closest('section')!.getBoundingClientRect().height);

/** Whether the element is wholly inside the window as it is scrolled. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

/** The first dish of the owner's menu, as the editor reads it. */
async function firstDish(owner: TestAccount, id: string) {
  const detail = (await api('GET', `/owner/assets/${id}`, owner.token)).body as unknown as ListingDetail;
  return detail.content.menu!.sections[0]!.items[0]!;
}

/** Saves from the save bar, waits for it to say the one change went live, and finds the dish's new price stored. */
async function saveLive(
  bar: Locator,
  texts: ReturnType<typeof localeTexts>,
  owner: TestAccount,
  id: string,
  price: number,
) {
  await bar.getByRole('button', { name: texts('editor.save'), exact: true }).click();
  await bar
    .getByRole('status')
    .getByText(texts('menu.outcome.live_one', { count: 1 }))
    .waitFor();
  expect((await firstDish(owner, id)).price).toBe(price);
}

/** A visitor's page of the public menu, once it shows the dish at `price` as the page's language writes it. */
async function publicMenuShowing(locale: string, id: string, dish: string, price: number) {
  const lang = locale.slice(0, 2);
  const visitor = await open({ locale });
  await visitor.page.goto(`/${lang}/eat/${id}/menu`);
  await visitor.page
    .getByTestId('menu-text')
    .getByRole('listitem')
    .filter({ hasText: dish })
    .first()
    .getByText(formatEuros(price, lang), { exact: true })
    .waitFor();
  return visitor;
}

describe('the listing editors at a business’s scale', () => {
  it('a restaurant owner on a phone in Spanish: a compact menu, a dish opened, and a save bar that says what goes live', async () => {
    const es = localeTexts('es', 'owner');
    const esList = localeTexts('es', 'listofval');
    const [restaurant] = await longestMenus();
    expect(restaurant!.dishes).toBeGreaterThan(20);
    const owner = await createAccount(db, 'Carmen Soler', 'es', 'owner');
    await giveListing(db, owner, restaurant!.id);
    const dish = await firstDish(owner, restaurant!.id);
    const name = dish.name.es!;
    const { page, errors } = await open({ locale: 'es-ES', viewport: { width: 360, height: 740 } });
    await signInAt(page, `/es/owner/${restaurant!.id}`, owner);

    // Every dish a line, folded until opened: the whole menu fits in a few screens.
    const menu = page.getByRole('form', { name: es('menu.form') });
    await menu.getByTestId('menu-item').first().waitFor();
    expect(await menu.getByTestId('menu-item').count()).toBe(restaurant!.dishes);
    expect(await menu.getByRole('textbox', { name: startingWith(es('menu.price')) }).count()).toBe(0);
    expect(await menuHeight(page)).toBeLessThan(COMPACT_MENU_HEIGHT);

    // A dish opens; an allergen is a chip pressed or not; a price is typed as Spain writes it.
    const row = menu.getByRole('button', { name: startingWith(name) }).first();
    await row.click();
    await expect(row.getAttribute('aria-expanded')).resolves.toBe('true');
    const opened = menu.getByRole('group', { name, exact: true }).first();
    const allergen = (['milk', 'mustard', 'lupin'] as const).find((a) => !dish.allergens.includes(a))!;
    const chip = opened
      .getByRole('group', { name: es('menu.allergens') })
      .getByRole('button', { name: esList(`allergen.${allergen}`), exact: true });
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('false');
    await chip.click();
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
    const price = opened.getByRole('textbox', { name: es('menu.price') });
    await price.fill('12,50');
    await price.blur();
    await expect(price.inputValue()).resolves.toBe('12,50');
    // And a change for the town hall: a new summary.
    await page
      .getByRole('textbox', { name: startingWith(es('texts.summary', { language: es('languages.es') })) })
      .fill('Arroces, pescado de la lonja y una terraza sobre el puerto.');

    // Scrolled to the top, the save bar is still in sight, and says what each change does.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('region', { name: es('saveBar.label') });
    await expect.poll(() => inView(bar)).toBe(true);
    await bar
      .getByText(
        `${es('saveBar.live', { items: es('saveBar.topics.dishes') })} ${es('saveBar.review', { items: es('saveBar.topics.texts') })}`,
        { exact: true },
      )
      .waitFor();
    await expectAccessible(page, 'restaurant editor, a dish open, changes unsaved');

    // At 320 px too, nothing runs off the side.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page);

    await saveLive(bar, es, owner, restaurant!.id, 12.5);

    // The public menu shows the new price at once, as Spain writes it.
    const visitor = await publicMenuShowing('es-ES', restaurant!.id, name, 12.5);
    expect(formatEuros(12.5, 'es')).toBe('12,50\u00a0€');
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it('a restaurant owner on a wide screen in German: the menu compact, the price typed either way', async () => {
    const de = localeTexts('de', 'owner');
    const deList = localeTexts('de', 'listofval');
    const [restaurant] = await longestMenus();
    const owner = await createAccount(db, 'Lena Hoffmann', 'de', 'owner');
    await giveListing(db, owner, restaurant!.id);
    const dish = await firstDish(owner, restaurant!.id);
    const name = dish.name.de ?? dish.name.es!;
    const { page, errors } = await open({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    await signInAt(page, `/de/owner/${restaurant!.id}`, owner);

    const menu = page.getByRole('form', { name: de('menu.form') });
    await menu.getByTestId('menu-item').first().waitFor();
    expect(await menu.getByTestId('menu-item').count()).toBe(restaurant!.dishes);
    expect(await menuHeight(page)).toBeLessThan(COMPACT_MENU_HEIGHT);
    // A folded dish says its price as German writes it.
    const row = menu.getByRole('button', { name: startingWith(name) }).first();
    await expect(row.innerText()).resolves.toContain(formatEuros(dish.price, 'de'));

    // By keyboard: Enter opens the dish, Space presses a chip.
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(row.getAttribute('aria-expanded')).resolves.toBe('true');
    const opened = menu.getByRole('group', { name, exact: true }).first();
    const allergen = (['milk', 'mustard', 'lupin'] as const).find((a) => !dish.allergens.includes(a))!;
    const chip = opened.getByRole('button', { name: deList(`allergen.${allergen}`), exact: true });
    await chip.focus();
    await page.keyboard.press('Space');
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
    // Typed with a decimal point, written back with German's comma.
    const price = opened.getByRole('textbox', { name: de('menu.price') });
    await price.fill('8.5');
    await price.blur();
    await expect(price.inputValue()).resolves.toBe('8,50');

    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('region', { name: de('saveBar.label') });
    await expect.poll(() => inView(bar)).toBe(true);
    await bar.getByText(de('saveBar.live', { items: de('saveBar.topics.dishes') }), { exact: true }).waitFor();
    await expectAccessible(page, 'restaurant editor, wide, in German');
    await saveLive(bar, de, owner, restaurant!.id, 8.5);

    const visitor = await publicMenuShowing('de-DE', restaurant!.id, name, 8.5);
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it('a host in French at 320 px: a rental has no opening hours, and its price per night is its seasons’ starting price', async () => {
    const fr = localeTexts('fr', 'owner');
    const { rows } = await db.query<{ id: string }>(
      `select a.id from assets a where a.type = 'property' and a.rent and a.status = 'published'
          and a.owner_id is null and exists (select 1 from availability s where s.asset_id = a.id and s.end >= current_date)
        order by a.id limit 1`,
    );
    const rental = rows[0]!;
    const host = await createAccount(db, 'Camille Girard', 'fr', 'owner');
    await giveListing(db, host, rental.id);
    const calendar = (await api('GET', `/owner/assets/${rental.id}/availability`, host.token))
      .body as unknown as RentalCalendar;
    const prices = calendar.seasons.flatMap((season) => [season.price, season.weekendPrice ?? season.price]);
    expect(prices.length).toBeGreaterThan(0);
    const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
    const { page, errors } = await open({ locale: 'fr-FR', viewport: { width: 320, height: 640 } });
    await signInAt(page, `/fr/owner/${rental.id}`, host);

    const details = page.getByRole('region', { name: fr('editor.sections.details') });
    const night = details.getByRole('textbox', { name: fr('details.listPrice.rent') });
    await night.waitFor();
    // Beside it: what it is for, the seasons' own prices, and the way to them.
    const range =
      lowest === highest
        ? formatEuros(lowest, 'fr')
        : fr('details.nightHint.range', { lowest: formatEuros(lowest, 'fr'), highest: formatEuros(highest, 'fr') });
    const hint = await night.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby')!)!.textContent,
    );
    expect(hint).toBe(fr('details.nightHint.seasons', { range }));
    await details.getByRole('link', { name: fr('details.seasonsLink') }).waitFor();
    await expect(details.getByRole('link', { name: fr('details.seasonsLink') }).getAttribute('href')).resolves.toBe(
      `/fr/owner/${rental.id}/calendar`,
    );
    // A home has no opening hours.
    await page.getByRole('heading', { level: 2, name: fr('editor.sections.details') }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: fr('editor.sections.hours') }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: fr('hours.open') }).count()).toBe(0);

    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'rental editor at 320 px');
    expect(errors).toEqual([]);
  });
});
