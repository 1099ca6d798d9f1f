import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TownProfileUpdate } from '@town/shared/town';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, createAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { localeTexts } from '../support/texts.ts';
import { townProfile } from '../support/town.ts';

/*
 * The town's profile decides which languages have pages and what every page says of the town
 * (docs/product.md#languages): a visitor lands in a language the town offers, and sees its name.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();

/** Switches the theme and waits for its colour transitions to end, so axe sees the final colours. */
async function toggleTheme(page: Page) {
  const before = await page.locator('body').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').click();
  await expect.poll(() => page.locator('body').getAttribute('data-theme')).not.toBe(before);
  await page.evaluate(async () => {
    for (let running = document.getAnimations(); running.length > 0; running = document.getAnimations()) {
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

describe('a visitor whose browser speaks a language the town does not offer', () => {
  for (const viewport of [undefined, { width: 320, height: 700 }]) {
    it(`lands on the town’s default language and sees its name${viewport ? ' (320 px)' : ''}, light and dark`, async () => {
      const town = await townProfile();
      const lang = town.defaultLanguage;
      const { page, errors, thirdPartyRequests } = await open({ locale: 'ja-JP', colorScheme: 'light', viewport });
      const response = await page.goto('/');
      expect(response?.request().headers()['accept-language']).toMatch(/^ja/);
      await page.waitForURL(`${baseUrl()}/${lang}/`);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(localeTexts(lang, 'translation')('landing.title', { name: town.name }));
      expect(await page.title()).toMatch(new RegExp(` · ${town.name}$`));
      // The header's link home names the town; the footer gives its address.
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`^${town.name}`) })
        .waitFor();
      await page.getByRole('contentinfo').getByText(town.address.street).waitFor();
      // The landing page's structured data is the town's.
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>));
      const destination = blocks.flat().find((block) => block['@type'] === 'TouristDestination');
      expect(destination).toMatchObject({
        name: town.name,
        geo: { latitude: town.centre.lat, longitude: town.centre.lng },
        address: { addressLocality: town.address.locality },
      });
      if (viewport) await expectNoHorizontalScroll(page);
      await expectAccessible(page, `landing from ja, light${viewport ? ', 320 px' : ''}`);
      await toggleTheme(page);
      await expectAccessible(page, `landing from ja, dark${viewport ? ', 320 px' : ''}`);
      expect(errors).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
    });
  }
});

describe('the languages the town offers', () => {
  it('are the only ones with pages, alternates and a place in the language menu', async () => {
    const town = await townProfile();
    const admin = await createAccount(db, 'Amaia Languages', 'es', 'admin');
    const offered = ['en', 'de', 'es'] as const;
    const change = (update: TownProfileUpdate) => api('PUT', '/admin/town', admin.token, update);
    const { status } = await change({ languages: [...offered], defaultLanguage: 'en' });
    expect(status).toBe(200);
    try {
      // A language not offered: the same page in the default language, its query kept.
      const res = await fetch(`${baseUrl()}/fr/assets/hotelList?page=2`, { redirect: 'manual' });
      expect([302, 307]).toContain(res.status);
      expect(res.headers.get('location')).toBe('/en/assets/hotelList?page=2');
      // `/` with a browser language the town does not offer: its default.
      const root = await fetch(`${baseUrl()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(root.headers.get('location')).toBe('/en/');
      // One it offers: that one.
      const german = await fetch(`${baseUrl()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': 'ja,de;q=0.8' },
      });
      expect(german.headers.get('location')).toBe('/de/');

      const { page, errors } = await open({ locale: 'fr-FR' });
      await page.goto('/fr/map?type=eat');
      await page.waitForURL(`${baseUrl()}/en/map?type=eat`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(alternates).toEqual(['es', 'en', 'de', 'x-default']);
      expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toBe(
        `${baseUrl()}/en/map`,
      );
      await page.getByRole('button', { name: /^EN/ }).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await items.first().waitFor();
      expect(await items.allTextContents()).toEqual(['Español', 'English', 'Deutsch']);
      // The pseudo-locale stays for developers.
      await page.goto('/xx/map');
      expect(new URL(page.url()).pathname).toBe('/xx/map');
      expect(errors).toEqual([]);
    } finally {
      expect((await change({ languages: town.languages, defaultLanguage: town.defaultLanguage })).status).toBe(200);
    }
  });
});
