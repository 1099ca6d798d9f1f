import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, API_HEADERS, createAccount, unique } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

// An admin working in Catalan, who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true, locale: 'ca-ES' });
const db = useDatabase();

const town = localeTexts('ca', 'adminTown');
const pages = localeTexts('ca', 'adminPages');
const admin = localeTexts('ca', 'admin');

type Profile = Record<string, unknown> & { name: string; centre: { lat: number; lng: number }; logo?: unknown };

/** A DELETE as `token`'s account (no body, so no content type): its status. */
async function remove(path: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'DELETE',
    headers: { 'x-app-key': API_HEADERS['x-app-key'], authorization: `Bearer ${token}` },
  });
  return res.status;
}

async function currentProfile(): Promise<Profile> {
  const res = await fetch(`${baseUrl()}/api/v1/town`, { headers: API_HEADERS });
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
}

// The other files meet the demo town as the seed wrote it: its profile, no logo, no page of ours.
let restore: (() => Promise<void>) | undefined;
afterAll(async () => {
  await restore?.();
});

/** A logo drawn for the test: a wide PNG with a transparent background and a coloured band. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96">
    <rect x="8" y="16" width="304" height="64" rx="12" fill="#0b5c8a"/>
    <circle cx="56" cy="48" r="20" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The set-up checklist's item, and whether it says it is done. */
const checklistItem = (page: Page, item: string) =>
  page
    .getByTestId('setup-checklist')
    .locator('li')
    .filter({ hasText: town(`setup.items.${item}`) });

describe('the town hall sets up its town', () => {
  it('a Catalan admin renames the town, places its centre, uploads a logo, chooses the languages and writes a page; a visitor sees them', async () => {
    const before = await currentProfile();
    const account = await createAccount(db, 'Marta Puig', 'ca', 'admin');
    const slug = `com-arribar-${unique()}`;
    restore = async () => {
      const { configured: _c, updatedAt: _u, logo: _l, photo: _p, ...fields } = before;
      expect((await api('PUT', '/admin/town', account.token, fields)).status).toBe(200);
      if (!before.logo) expect(await remove('/admin/town/logo', account.token)).toBe(200);
      expect([204, 404]).toContain(await remove(`/admin/pages/${slug}`, account.token));
    };
    const name = `Vilanova de la Costa ${unique()}`;

    const { page, errors } = await open();
    await signInAt(page, '/ca/admin', account);
    await page.getByRole('heading', { level: 1, name: admin('pages.review.title') }).waitFor();
    // The demo town has no logo yet: the set-up checklist says so, and leads to where it is done.
    await expect.poll(() => checklistItem(page, 'logo').getAttribute('data-done')).toBe('false');
    await expectAccessible(page, 'admin home with the set-up checklist');

    await page
      .getByRole('navigation', { name: admin('nav.label') })
      .getByRole('link', { name: town('nav.town') })
      .click();
    await page.getByRole('heading', { level: 1, name: town('pages.town.title') }).waitFor();
    const form = page.getByRole('form', { name: town('form.label') });

    // The name.
    const nameField = form.getByRole('textbox', { name: town('identity.name') });
    await nameField.fill(name);

    // The centre, placed with a click on the map: the coordinates follow.
    const map = page.getByRole('region', { name: town('map.label') });
    await map.locator('.town-centre-pin').waitFor();
    const lat = form.getByRole('textbox', { name: town('map.lat') });
    const lng = form.getByRole('textbox', { name: town('map.lng') });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 70, y: box.height / 2 - 50 } });
    await expect.poll(async () => Number(await lat.inputValue())).toBeGreaterThan(before.centre.lat);
    expect(Number(await lng.inputValue())).toBeGreaterThan(before.centre.lng);
    const placed = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };

    // The logo, saved as soon as it is chosen, and shown at once.
    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByText(town('logo.saved')).waitFor();
    await expect.poll(() => page.getByTestId('logo-preview').getAttribute('src')).toMatch(/^\/api\/town\/logo\/logo-/);

    // Catalan first as the default, then only Catalan, Spanish and English offered.
    await form.getByRole('combobox', { name: town('languages.default') }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Català' }).click();
    const offered = form.getByRole('group', { name: town('languages.offered') });
    for (const language of ['Euskara', 'Galego', 'Français', 'Deutsch', 'Italiano', 'Português']) {
      await offered.getByRole('checkbox', { name: language }).uncheck();
    }
    expect(await offered.getByRole('checkbox', { name: 'Català' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'town form');

    await form.getByRole('button', { name: town('form.save') }).click();
    await page.getByText(town('form.saved')).waitFor();
    const saved = await currentProfile();
    expect(saved).toMatchObject({
      name,
      centre: placed,
      languages: ['es', 'ca', 'en'],
      defaultLanguage: 'ca',
      configured: true,
    });
    expect(saved.logo).toMatchObject({ height: 48 });

    // Back home, the checklist has ticked the logo by itself.
    await page
      .getByRole('navigation', { name: admin('nav.label') })
      .getByRole('link', { name: admin('nav.review') })
      .click();
    await expect.poll(() => checklistItem(page, 'logo').getAttribute('data-done')).toBe('true');

    // A new page, written in Catalan with the town's name as a placeholder, previewed as visitors will read it.
    await page
      .getByRole('navigation', { name: admin('nav.label') })
      .getByRole('link', { name: pages('nav.pages') })
      .click();
    await page.getByRole('heading', { level: 1, name: pages('pages.pages.title') }).waitFor();
    // The pages the law requires are marked, and have no way to be deleted.
    const privacy = page.getByTestId('admin-page').filter({ hasText: '/ca/info/privacy' });
    await privacy.getByText(pages('list.required'), { exact: true }).waitFor();
    expect(await privacy.getByRole('button', { name: pages('list.delete') }).count()).toBe(0);
    await expectAccessible(page, 'pages list');

    await page.getByRole('link', { name: pages('list.new') }).click();
    await page.getByRole('heading', { level: 1, name: pages('pages.pageNew.title') }).waitFor();
    await page.getByRole('textbox', { name: pages('editor.slug') }).fill(slug);
    const language = localeTexts('ca', 'admin')('languages.ca');
    await page.getByRole('textbox', { name: pages('editor.title', { language }) }).fill('Com arribar');
    const body = page.getByRole('textbox', { name: pages('editor.body', { language }) });
    await body.fill('Arribeu en tren fins a l’estació de ');
    await page.getByRole('combobox', { name: pages('editor.insert') }).click();
    await page.getByRole('option', { name: pages('placeholders.town_name') }).click();
    await expect.poll(() => body.inputValue()).toBe('Arribeu en tren fins a l’estació de {{town.name}}');
    await body.press('End');
    await body.pressSequentially('.\n\n## En cotxe\n\nPer l’autovia de la costa.');
    const preview = page.getByTestId('page-preview');
    await preview.getByText(`Arribeu en tren fins a l’estació de ${name}.`).waitFor();
    await preview.getByRole('heading', { name: 'En cotxe' }).waitFor();
    await expectAccessible(page, 'page editor');

    await page.getByRole('button', { name: pages('editor.save') }).click();
    await page.waitForURL(`**/ca/admin/pages/${slug}`);
    await page.getByText(pages('editor.saved')).waitFor();
    await page.getByTestId('published-page').getByText(`Arribeu en tren fins a l’estació de ${name}.`).waitFor();
    await page
      .getByTestId('page-revision')
      .first()
      .getByText(pages('revisions.by', { name: 'Marta Puig' }))
      .waitFor();

    // A second save; the first version, compared line by line with it, then restored.
    await body.fill('Arribeu en autobús.');
    await page.getByRole('button', { name: pages('editor.save') }).click();
    await page.getByTestId('published-page').getByText('Arribeu en autobús.').waitFor();
    const first = page.getByTestId('page-revision').nth(1);
    await first.getByRole('button', { name: pages('revisions.compare') }).click();
    const comparison = first.getByTestId('revision-comparison');
    await comparison
      .locator('li[data-kind=revision]')
      .filter({ hasText: 'Arribeu en tren fins a l’estació de {{town.name}}.' })
      .waitFor();
    await comparison.locator('li[data-kind=current]').filter({ hasText: 'Arribeu en autobús.' }).waitFor();
    await expectAccessible(page, 'revision comparison');
    await first.getByRole('button', { name: pages('revisions.restore') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: pages('revisions.restore') })
      .click();
    await expect.poll(() => body.inputValue()).toMatch(/^Arribeu en tren fins a l’estació de \{\{town\.name\}\}\./);
    await expect.poll(() => page.getByTestId('page-revision').count()).toBe(3);
    expect(errors).toEqual([]);

    // A visitor: the new name in the header and the title, the new page in Catalan.
    const visitor = await open({ consentChosen: true, locale: 'ca-ES' });
    await visitor.page.goto('/ca');
    await visitor.page.getByRole('banner').getByText(name).first().waitFor();
    expect(await visitor.page.title()).toContain(name);
    await visitor.page.goto(`/ca/info/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Com arribar' }).waitFor();
    await visitor.page.getByText(`Arribeu en tren fins a l’estació de ${name}.`).waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it('fits a 320 px screen, in the dark theme too, and stays accessible', async () => {
    const account = await createAccount(db, 'Pau Roig', 'ca', 'admin', 'dark');
    const { page, errors } = await open({ viewport: { width: 320, height: 700 }, colorScheme: 'dark' });
    await signInAt(page, '/ca/admin/town', account);
    await page.getByRole('heading', { level: 1, name: town('pages.town.title') }).waitFor();
    await page
      .getByRole('region', { name: town('map.label') })
      .locator('.town-centre-pin')
      .waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'town form, 320 px, dark');

    await page.goto('/ca/admin/pages/privacy');
    await page.getByTestId('page-preview').waitFor();
    await page.getByTestId('page-revision').first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'page editor, 320 px, dark');
    expect(errors).toEqual([]);
  });
});
