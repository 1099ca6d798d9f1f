import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, API_HEADERS, createAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { townProfile } from '../support/town.ts';

/*
 * The landing page as a tourism site's: it opens on the town's own photograph, with the name
 * over it where white text can be read, and each list shown by a picture of its places. The
 * town hall changes the photograph and what it shows in its town form.
 */

const open = useBrowser({ consentChosen: true });
const db = useDatabase();
const en = localeTexts('en', 'translation');
const town = localeTexts('gl', 'adminTown');

/** The banner's photograph: the picture whose address is the town's photograph's. */
const heroPhoto = (page: Page) => page.locator('main img[src^="/api/town/photo/"]');

/** A wide photograph drawn for the test: a sky, a sea and a sand. */
function photoJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800">
    <rect width="1600" height="420" fill="#f2c28b"/><rect y="420" width="1600" height="240" fill="#1d5f8a"/>
    <rect y="660" width="1600" height="140" fill="#e9d3a0"/><circle cx="1200" cy="300" r="90" fill="#fff3c4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

let restore: (() => Promise<void>) | undefined;
afterAll(async () => {
  await restore?.();
});

describe('the landing page', () => {
  it('opens on the town’s photograph, its name readable over it, and shows each list by a picture of its places', async () => {
    const profile = await townProfile();
    expect(profile.photo, 'the demo town has a photograph').toBeDefined();
    for (const [width, scheme] of [
      [360, 'dark'],
      [1280, 'light'],
    ] as const) {
      const { page, errors } = await open({ viewport: { width, height: 800 }, colorScheme: scheme });
      await page.goto('/en');
      const photo = heroPhoto(page);
      await photo.waitFor();
      expect(await photo.getAttribute('alt')).toBe(profile.photoAlt?.en);
      expect(await photo.getAttribute('fetchpriority')).toBe('high');
      // The browser took a rendition that fits the screen, and it has loaded.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const chosen = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(chosen).toMatch(/-w\d+\.webp$/);

      // The name sits on the photograph, below the part left clear, where the shade is deep enough.
      const heading = page.getByRole('heading', { level: 1, name: en('landing.title', { name: profile.name }) });
      const [headingBox, photoBox] = [(await heading.boundingBox())!, (await photo.boundingBox())!];
      expect(headingBox.y).toBeGreaterThan(photoBox.y + 100);
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(photoBox.y + photoBox.height);

      // Each list's card has a picture and its number of places; two lists never share a picture.
      const lists = await (await fetch(`${baseUrl()}/api/v1/asset_lists?lang=en`, { headers: API_HEADERS })).json();
      const sources = new Set<string>();
      for (const list of ASSET_LISTS) {
        const item = (lists as { items: { key: string; total: number }[] }).items.find((i) => i.key === list.key)!;
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: en(`nav.${list.key}`), exact: true }) });
        await expect.poll(() => card.count(), { message: list.key }).toBe(1);
        expect(await card.textContent()).toContain(
          en(item.total === 1 ? 'landing.places_one' : 'landing.places_other', { count: item.total }),
        );
        const picture = card.locator('img');
        expect(await picture.getAttribute('alt'), list.key).toBe('');
        sources.add((await picture.getAttribute('src'))!);
      }
      expect(sources.size).toBe(ASSET_LISTS.length);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `landing ${width} ${scheme}`);
      expect(errors).toEqual([]);
    }
  });

  it('a Galician admin replaces the photograph and says what it shows; removed, the banner is the town’s colour', async () => {
    const before = await townProfile();
    const admin = await createAccount(db, 'Uxía Castro', 'gl', 'admin');
    // The demo town's photograph, put back as it was drawn (its largest rendition), and its words.
    const original = Buffer.from(
      await (await fetch(`${baseUrl()}${before.photo!.srcset.split(', ').at(-1)!.split(' ')[0]}`)).arrayBuffer(),
    );
    restore = async () => {
      const form = new FormData();
      form.append('file', new Blob([original], { type: 'image/webp' }), 'photo.webp');
      const res = await fetch(`${baseUrl()}/api/v1/admin/town/photo`, {
        method: 'POST',
        headers: { 'x-app-key': API_HEADERS['x-app-key'], authorization: `Bearer ${admin.token}` },
        body: form,
      });
      expect(res.status).toBe(200);
      expect((await api('PUT', '/admin/town', admin.token, { photoAlt: before.photoAlt ?? {} })).status).toBe(200);
    };

    const { page, errors } = await open({ locale: 'gl-ES', viewport: { width: 360, height: 780 } });
    await signInAt(page, '/gl/admin/town', admin);
    await page.getByRole('heading', { level: 2, name: town('sections.photo') }).waitFor();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'porto.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() });
    await page.getByText(town('photo.saved')).waitFor();
    await expect
      .poll(() => page.getByTestId('photo-preview').getAttribute('src'))
      .toMatch(/^\/api\/town\/photo\/photo-/);

    // What it shows, in Galician (the tab of the page's language is open).
    const form = page.getByRole('form', { name: town('form.label') });
    await form
      .getByRole('textbox', { name: town('identity.photoAlt', { language: 'galego' }) })
      .fill('O porto ao solpor, co ceo laranxa');
    await form.getByRole('button', { name: town('form.save') }).click();
    await page.getByText(town('form.saved')).waitFor();
    await expectAccessible(page, 'town form with a photograph');

    await expect
      .poll(async () => {
        await page.goto('/gl');
        return heroPhoto(page).getAttribute('alt');
      })
      .toBe('O porto ao solpor, co ceo laranxa');
    expect(await heroPhoto(page).getAttribute('src')).not.toBe(before.photo!.src);

    // Taken away: the landing page opens on the town's colour, with no picture in the banner.
    await page.goto('/gl/admin/town');
    await page.getByRole('button', { name: town('photo.remove'), exact: true }).click();
    await page.getByText(town('photo.removed')).waitFor();
    // The worker answers a page seen before with the copy it kept, and keeps the new one meanwhile.
    await expect
      .poll(async () => {
        await page.goto('/gl');
        await page.getByRole('heading', { level: 1 }).waitFor();
        return heroPhoto(page).count();
      })
      .toBe(0);
    await expectAccessible(page, 'landing without a photograph');
    expect(errors).toEqual([]);
  });
});
