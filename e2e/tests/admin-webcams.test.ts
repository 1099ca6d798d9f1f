import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { api, createAccount, unique, type TestAccount } from '../support/clients.ts';
import { useDatabase } from '../support/database.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * The town's cameras as its admins keep them (/{lang}/admin/webcams, docs/rules.md#webcams):
 * an admin working in Catalan adds a camera, which visitors see at once on the webcams page.
 * The seeded cameras are put back after each test, for the other files' pages.
 */

const open = useBrowser({ consentChosen: true, locale: 'ca-ES' });
const db = useDatabase();
const ca = localeTexts('ca', 'adminWebcams');
const caAdmin = localeTexts('ca', 'admin');
const caWebcams = localeTexts('ca', 'webcams');

let keeper: TestAccount;
let seeded: unknown[];
beforeAll(async () => {
  keeper = await createAccount(db, 'Arnau Bosch', 'ca', 'admin');
  const stored = await api('GET', '/admin/webcams', keeper.token);
  expect(stored.status).toBe(200);
  seeded = stored.body.items as unknown[];
  expect(seeded.length).toBeGreaterThanOrEqual(3);
});
const restore = async () => {
  expect((await api('PUT', '/admin/webcams', keeper.token, { items: seeded })).status).toBe(200);
};
afterAll(restore);

describe('the cameras page of the town hall', () => {
  it('an admin adds a camera on the map, puts it first, and visitors see it at once', async () => {
    const admin = await createAccount(db, 'Núria Puig', 'ca', 'admin');
    const { page, errors, thirdPartyRequests } = await open();
    await signInAt(page, '/ca/admin', admin);
    // Reached from the admin pages' navigation.
    await page
      .getByRole('navigation', { name: caAdmin('nav.label') })
      .getByRole('link', { name: ca('nav.webcams') })
      .click();
    await page.getByRole('heading', { level: 1, name: ca('pages.webcams.title') }).waitFor();
    const cameras = page.getByTestId('admin-webcam');
    await cameras.first().waitFor();
    expect(await cameras.count()).toBe(seeded.length);
    await expectAccessible(page, 'admin webcams');

    // A new camera opens with its name focused; its id follows the name.
    await page.getByRole('button', { name: ca('add') }).click();
    const name = `Mirador del Castell ${unique()}`;
    const nameField = cameras.last().getByRole('textbox', { name: ca('fields.name') });
    await expect.poll(() => nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(name);
    const added = cameras.filter({ has: page.getByRole('heading', { name }) });
    const id = name.toLowerCase().replace(/\s+/g, '-');
    await expect.poll(() => added.getByRole('textbox', { name: ca('fields.id') }).inputValue()).toBe(id);

    // Saved too early: the missing fields say so, and nothing is sent.
    await page.getByRole('button', { name: ca('save') }).click();
    await added.getByText(ca('errors.kind')).waitFor();
    await page.getByText(ca('errors.check')).waitFor();
    await expectAccessible(page, 'admin webcams with problems');

    await added.getByRole('combobox', { name: ca('fields.kind') }).click();
    await page.getByRole('option', { name: caWebcams('kinds.promenade') }).click();
    // The pin goes where the map is clicked.
    await added.getByRole('region', { name: ca('map.label', { name }) }).click({ position: { x: 120, y: 90 } });
    await expect
      .poll(() => added.getByRole('textbox', { name: ca('fields.lat') }).inputValue())
      .toMatch(/^-?\d+\.\d+$/);
    await added
      .getByRole('textbox', { name: ca('fields.stillUrl') })
      .fill(`https://cameres.ajuntament.example/${id}/latest.jpg`);
    await added.getByRole('textbox', { name: ca('fields.pageUrl') }).fill(`https://cameres.ajuntament.example/${id}`);
    await added.getByRole('textbox', { name: ca('fields.refreshSeconds') }).fill('90');
    await expectAccessible(page, 'admin webcams, a camera open');

    // To the top, with the keyboard; the focus stays on the camera moved.
    const up = added.getByRole('button', { name: ca('moveUp', { name }) });
    const down = added.getByRole('button', { name: ca('moveDown', { name }) });
    await up.focus();
    for (let moves = seeded.length; moves > 0; moves--) {
      await page.keyboard.press('Enter');
      // At the top "up" is disabled: the focus goes to "down", still on this camera.
      const focused = moves > 1 ? up : down;
      await expect.poll(() => focused.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await expect.poll(() => cameras.first().getByRole('heading').innerText()).toBe(name);
    await page.getByRole('button', { name: ca('save') }).click();
    await page.getByText(ca('saved')).waitFor();

    // Visitors see it first, at once, and its still comes from our own server (drawn: a .example address).
    await page.goto('/ca/webcams');
    const cards = page.getByRole('main').getByRole('listitem');
    await cards.first().getByRole('heading', { name }).waitFor();
    expect(await cards.count()).toBe(seeded.length + 1);
    // The button works once the browser's script has taken the page over.
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await cards
      .first()
      .getByRole('button', { name: caWebcams('show') })
      .click();
    const still = cards.first().getByRole('img', { name: new RegExp(name) });
    await still.waitFor();
    // Loaded, from our own server (a service worker may answer it, so the picture itself is checked).
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      `/api/webcams/${id}/still`,
    );
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
    await restore();
  });

  it('a town with no cameras tells its visitors so, kindly', async () => {
    expect((await api('PUT', '/admin/webcams', keeper.token, { items: [] })).status).toBe(200);
    const { page, errors } = await open();
    await page.goto('/ca/webcams');
    await page.getByText(caWebcams('empty')).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(0);
    await expectAccessible(page, 'webcams, none');
    expect(errors).toEqual([]);
    await restore();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe in ${colorScheme} at 320 px, a camera open`, async () => {
      const admin = await createAccount(db, 'Pau Sala', 'ca', 'admin', colorScheme);
      const { page, errors } = await open({ colorScheme, viewport: { width: 320, height: 720 } });
      await signInAt(page, '/ca/admin/webcams', admin);
      const first = page.getByTestId('admin-webcam').first();
      await first.waitFor();
      await first.getByRole('button', { name: ca('edit') }).click();
      await first.getByRole('textbox', { name: ca('fields.stillUrl') }).waitFor();
      expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
      await expectAccessible(page, `admin webcams ${colorScheme}`);
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }
});
