import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { API_HEADERS, createAccount, type TestAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInLeadingTo, submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

// Favourites and sharing (docs/product.md#favourites): a visitor who answered the
// consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();

const it_ = localeTexts('it', 'translation');
const itSaved = localeTexts('it', 'favourites');
const itMeta = localeTexts('it', 'metatags');
const en = localeTexts('en', 'translation');
const enSaved = localeTexts('en', 'favourites');
const enMeta = localeTexts('en', 'metatags');

interface Summary {
  id: string;
  name: string;
}

/** The ids the account keeps, as GET /api/v1/favourites says. */
async function accountFavourites(account: TestAccount): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/v1/favourites`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${account.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { assetId: string }[] }).items.map((item) => item.assetId);
}

/** The first places of a list, named in `lang`, as its page shows them first. */
async function firstOf(type: string, lang = 'it'): Promise<Summary[]> {
  const res = await fetch(`${baseUrl()}/api/v1/asset?type=${type}&lang=${lang}&limit=3`, { headers: API_HEADERS });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Summary[] }).items;
}

/** The card of a place in a list: the list item holding its heading. */
const card = (page: Page, name: string): Locator =>
  page.locator('main li').filter({ has: page.getByRole('heading', { name, exact: true }) });

const heart = (scope: Page | Locator, name: string, t = it_) =>
  scope.getByRole('button', { name: t('favourites.save', { name }), exact: true });

describe('favourites', () => {
  it('saves a place while signed out, signs in, and finds it in Saved', async () => {
    const giulia = await createAccount(db, 'Giulia Rossi', 'it', 'user');
    const marco = await createAccount(db, 'Marco Bianchi', 'it', 'user');
    const { page, context, errors } = await open({ locale: 'it-IT' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    // A place to eat, from its card in the list.
    const [eat] = await firstOf('eat');
    await page.goto('/it/assets/eatList');
    await heart(card(page, eat!.name), eat!.name).click();
    await expect.poll(() => heart(card(page, eat!.name), eat!.name).getAttribute('aria-pressed')).toBe('true');

    // A hotel, from its page: the heart and the share button beside its heading.
    const [hotel] = await firstOf('hotel');
    await page.goto('/it/assets/hotelList');
    await card(page, hotel!.name).getByRole('link', { name: hotel!.name }).click();
    await page.getByRole('heading', { level: 1, name: hotel!.name }).waitFor();
    await heart(page, hotel!.name).click();
    await expect.poll(() => heart(page, hotel!.name).getAttribute('aria-pressed')).toBe('true');
    // Headless Chromium on Linux has no Web Share API: the link is copied, and the page says so.
    await page.getByRole('button', { name: it_('share.button', { name: hotel!.name }), exact: true }).click();
    await page.getByText(it_('share.copied')).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/it/assets/asset/${hotel!.id}/hotel`);

    // Saved, from the header's heart: both places, kept in this browser only.
    await page
      .getByRole('banner')
      .getByRole('link', { name: it_('account.saved'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: itMeta('saved.title') }).waitFor();
    // The page is rendered in the browser: its title comes with React's first commit, just after.
    await expect.poll(() => page.title()).toContain(itMeta('saved.title'));
    await expect(page.locator('meta[name=robots]').first().getAttribute('content')).resolves.toContain('noindex');
    await page.getByText(itSaved('browserOnly')).waitFor();
    for (const name of [eat!.name, hotel!.name]) await card(page, name).waitFor();
    await expect(page.getByRole('heading', { level: 2, name: it_('nav.eat') }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 2, name: it_('nav.hotel') }).count()).resolves.toBe(1);
    expect(await accountFavourites(giulia)).toEqual([]);

    // Signing in from there merges them into the account, and comes back to Saved.
    await page
      .getByRole('main')
      .getByRole('link', { name: itSaved('signIn'), exact: true })
      .click();
    await submitSignIn(page, 'it', giulia.email);
    await page.waitForURL(/\/it\/saved$/);
    await expect.poll(async () => (await accountFavourites(giulia)).sort()).toEqual([eat!.id, hotel!.id].sort());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();
    await page.reload();
    for (const name of [eat!.name, hotel!.name]) await card(page, name).waitFor();
    await expect(page.getByText(itSaved('browserOnly')).count()).resolves.toBe(0);

    // Removing one from Saved: its heart empties at once, the account forgets it.
    await heart(card(page, eat!.name), eat!.name).click();
    await expect.poll(() => heart(card(page, eat!.name), eat!.name).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => accountFavourites(giulia)).toEqual([hotel!.id]);
    await page.reload();
    await card(page, hotel!.name).waitFor();
    await expect(card(page, eat!.name).count()).resolves.toBe(0);

    // Another account sees none of them.
    expect(await accountFavourites(marco)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('signed in, keeps a place in the account; another account’s Saved stays empty', async () => {
    const ana = await createAccount(db, 'Ana Ruiz', 'en', 'user');
    const ben = await createAccount(db, 'Ben Carter', 'en', 'user');
    const [shop] = await firstOf('store', 'en');
    const { page, errors } = await open({ locale: 'en-GB' });
    await signInLeadingTo(page, '/en/assets/shopList', ana);
    // By keyboard: the heart takes the focus and Space presses it.
    await heart(card(page, shop!.name), shop!.name, en).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => heart(card(page, shop!.name), shop!.name, en).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => accountFavourites(ana)).toEqual([shop!.id]);
    // Never through the browser's list while signed in.
    expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();

    // Saved is in the account menu.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: en('account.saved') }).click();
    await card(page, shop!.name).waitFor();

    const other = await open({ locale: 'en-GB' });
    await signInLeadingTo(other.page, '/en/saved', ben);
    await other.page.getByRole('heading', { level: 2, name: enSaved('empty.title') }).waitFor();
    await expect(other.page.getByRole('link', { name: en('nav.eat'), exact: true }).count()).resolves.toBeGreaterThan(
      0,
    );
    expect(await accountFavourites(ben)).toEqual([]);
    expect([...errors, ...other.errors]).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`Saved and a list's hearts pass axe in ${colorScheme}, and fit 320 px`, async () => {
      const places = [...(await firstOf('property', 'en')), ...(await firstOf('activity', 'en'))];
      const { page, context, errors } = await open({ colorScheme, viewport: { width: 320, height: 720 } });
      await context.addInitScript(
        (ids) => {
          if (!localStorage.getItem('favourites')) localStorage.setItem('favourites', JSON.stringify(ids));
        },
        places.map((place) => place.id),
      );
      await page.goto('/en/saved');
      await page.getByRole('heading', { level: 1, name: enMeta('saved.title') }).waitFor();
      for (const place of places) await card(page, place.name).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `saved ${colorScheme} 320 px`);

      // The hearts on a list's cards; on a phone, Saved is in the menu's drawer.
      await page.goto('/en/assets/activityList');
      await expect.poll(() => heart(page, places.at(-1)!.name, en).getAttribute('aria-pressed')).toBe('true');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `activity list ${colorScheme} 320 px`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: en('nav.openMenu') })
        .click();
      await page
        .getByRole('navigation', { name: en('nav.main') })
        .getByRole('link', { name: en('account.saved') })
        .waitFor();
      await page.keyboard.press('Escape');

      // Nothing saved: the way to the lists.
      await page.evaluate(() => localStorage.setItem('favourites', '[]'));
      await page.goto('/en/saved');
      await page.getByRole('heading', { level: 2, name: enSaved('empty.title') }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `empty saved ${colorScheme} 320 px`);
      expect(errors).toEqual([]);
    });
  }
});
