import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { createAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { submitSignIn } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * Public pages are the server's HTML with islands (docs/decisions/021-islands.md): no island's
 * code loads until a visitor acts on it, what they did meanwhile is not lost, a visitor the
 * server's HTML cannot show gets their header and hearts at once, and a page works without script.
 */

const open = useBrowser({ consentChosen: true, viewport: { width: 360, height: 740 }, hydrateIslands: false });
const db = useDatabase();
const es = localeTexts('es', 'translation');

/** Whether the islands' runtime (React, and what every island shares) has been asked for. */
function watchRuntime(page: Page): () => boolean {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return () => requests.some((request) => /\/assets\/runtime-[^/]+\.js$/.test(new URL(request.url()).pathname));
}

describe('islands on public pages', () => {
  it('load nothing until used; a tap before hydration is replayed', async () => {
    const { page, errors } = await open();
    const runtimeLoaded = watchRuntime(page);
    await page.goto('/es/assets/eatList');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(runtimeLoaded()).toBe(false);

    // The menu button is the server's HTML until this tap, which opens the menu once React has it.
    await page.getByRole('button', { name: es('nav.openMenu') }).click();
    await page
      .getByRole('navigation', { name: es('nav.main') })
      .getByRole('link')
      .first()
      .waitFor();
    expect(runtimeLoaded()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a heart tapped before hydration saves the place, and is shown saved at once on the next page', async () => {
    const { page, errors } = await open();
    await page.goto('/es/assets/eatList');
    const heart = page.getByTestId('favourite-button').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    // The tap is replayed once React and the island's code have come, which on a busy machine
    // takes more than the poll's default second.
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    // A visitor with saved places: the hearts are hydrated as the page loads (`personal`).
    const runtimeLoaded = watchRuntime(page);
    await page.reload();
    expect(runtimeLoaded()).toBe(true);
    await expect.poll(() => page.getByTestId('favourite-button').first().getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('keeps what was typed in the header search before its island was hydrated', async () => {
    // Wide enough for the box in the toolbar beside the menus (header.tsx).
    const { page, errors } = await open({ viewport: { width: 1600, height: 900 } });
    await page.goto('/es/assets/eatList');
    // The server's field (a plain one, until the combobox's code is there), typed into at once.
    const box = page.getByRole('search', { name: es('search.label') }).locator('input');
    await box.pressSequentially('playa', { delay: 0 });
    await page.locator('town-island[data-island="header"][data-hydrated]').waitFor({ state: 'attached' });
    // Hydrated, then the combobox in the field's place: what was typed is there, as typed.
    await page.getByRole('combobox', { name: es('search.label') }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('playa');
    expect(errors).toEqual([]);
  });

  it('a signed-in visitor sees their account in the header of a public page at once', async () => {
    const account = await createAccount(db, 'Irene Sanz', 'es', 'user');
    const { page, errors } = await open();
    await page.goto('/es/auth/signin');
    await submitSignIn(page, 'es', account.email);
    await page.waitForURL((url) => !url.pathname.includes('/auth/'));

    await page.goto('/es/assets/eatList');
    await page.getByRole('button', { name: es('account.menu', { name: account.name }) }).waitFor();
    expect(await page.getByRole('link', { name: es('account.signIn') }).count()).toBe(0);
    // On a wider screen, with the heart that leads to the saved places, as for a visitor.
    const storageState = await page.context().storageState();
    const wide = await open({ viewport: { width: 1280, height: 800 }, hydrateIslands: true, storageState });
    await wide.page.goto('/es/assets/eatList');
    const banner = wide.page.getByRole('banner');
    await banner.getByRole('button', { name: es('account.menu', { name: account.name }) }).waitFor();
    await banner.getByRole('link', { name: es('account.saved') }).waitFor();

    // Before the header's island is there, the server's "Sign in" does not show either.
    const early = await open({ storageState });
    await early.page.route('**/assets/runtime-*.js', (route) => route.abort()); // the islands' runtime never arrives
    await early.page.goto('/es/assets/eatList');
    // Hidden, it is out of the accessibility tree: found by its address.
    const signIn = early.page.locator('header a[href*="/auth/signin"]');
    await signIn.waitFor({ state: 'attached' });
    await expect(signIn.textContent()).resolves.toBe(es('account.signIn'));
    expect(await signIn.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the page is whole, its links lead on', async () => {
    const { page } = await open({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto('/es/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/es/assets/eatList');
    const firstCard = page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link');
    const href = await firstCard.getAttribute('href');
    expect(href).toMatch(/^\/es\/assets\/asset\//);
    await firstCard.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  });
});
