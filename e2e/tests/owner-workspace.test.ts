import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { unpublishCreatedListings, useDatabase } from '../support/database.ts';
import { signInAt, signInLeadingTo } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { api, createAccount, type TestAccount, unique } from '../support/clients.ts';

// Every visitor here answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });
const db = useDatabase();
afterAll(() => unpublishCreatedListings(db));

const gl = localeTexts('gl', 'owner');
const glShell = localeTexts('gl', 'translation');
const glList = localeTexts('gl', 'listofval');
const glCatalogue = localeTexts('gl', 'catalogue');
const ca = localeTexts('ca', 'admin');
const en = localeTexts('en', 'catalogue');
const enMap = localeTexts('en', 'map');

/** A small JPEG of one colour with a stripe, as a phone would send (a few kilobytes). */
function photo(red: number, green: number, blue: number): Promise<Buffer> {
  const stripe = Buffer.from(`<svg width="640" height="480"><rect y="200" width="640" height="80" fill="#fff"/></svg>`);
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: green, b: blue } } })
    .composite([{ input: stripe }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A field by its label, also when the label marks it required ("Nome (Castelán) *"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** Picks an option of a MUI select by the names a person reads. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The restaurant made in the first test, published in the second, its menu changed in the third. */
const restaurant: { id: string; name: string; owner?: TestAccount } = { id: '', name: `Casa Uxía ${unique()}` };

describe('the owner’s workspace', () => {
  it('an owner working in Galician creates a restaurant with two photos and a menu, and sends it for review', async () => {
    const owner = await createAccount(db, 'Uxía Pereira', 'gl', 'owner');
    restaurant.owner = owner;
    const { page, errors } = await open({ locale: 'gl-ES' });

    // The account menu leads to the listings.
    await signInLeadingTo(page, '/gl/', owner);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: glShell('account.myListings') }).click();
    await page.waitForURL('**/gl/owner');
    await page.getByRole('heading', { level: 1, name: gl('page.listingsTitle') }).waitFor();
    await page.getByText(gl('list.empty')).waitFor();
    await expectAccessible(page, 'my listings, empty');

    // A new place to eat.
    await page.getByRole('button', { name: gl('list.new') }).click();
    const kinds = page.getByRole('dialog', { name: gl('newListing.title') });
    await kinds.waitFor();
    await expectAccessible(page, 'new listing choice');
    await kinds.getByRole('link', { name: new RegExp(`^${gl('newListing.kinds.eat.title')}`) }).click();
    await page.waitForURL('**/gl/owner/new?type=eat');
    await page.getByRole('heading', { level: 1, name: gl('newListing.kinds.eat.heading') }).waitFor();
    await expectAccessible(page, 'new listing editor');

    // Sent empty: every problem is told on its field, in Galician, and nothing is stored.
    await page.getByRole('button', { name: gl('editor.saveDraft') }).click();
    await page.getByText(gl('errors.spanishName')).waitFor();
    await page.getByText(gl('errors.category')).waitFor();
    expect(page.url()).toContain('/gl/owner/new');

    // Texts: Spanish (required) and Galician.
    const language = (code: string) => gl(`languages.${code}`);
    await field(page, gl('texts.name', { language: language('es') })).fill(restaurant.name);
    await field(page, gl('texts.summary', { language: language('es') })).fill(
      'Arroces y pescado de la lonja, junto al puerto.',
    );
    await page.getByRole('tab', { name: new RegExp('^GL') }).click();
    await field(page, gl('texts.name', { language: language('gl') })).fill(restaurant.name);
    await field(page, gl('texts.summary', { language: language('gl') })).fill(
      'Arroces e peixe da lonxa, xunto ao porto.',
    );
    await field(page, gl('texts.sections.main', { language: language('gl') })).fill(
      'Unha casa de comidas de toda a vida, con terraza sobre o peirao.',
    );

    // Category, address, the pin (typed: the keyboard's way), contact, hours, price and cuisine.
    await choose(page, gl('place.category'), glList('category.restaurant'));
    await field(page, gl('place.address')).fill('Carrer del Port, 3');
    await field(page, gl('place.lat')).fill('38,9612');
    await field(page, gl('place.lng')).fill('-0.1189');
    await page.locator('.pin-map-pin').waitFor();
    await field(page, gl('contact.phone')).fill('+34 962 000 444');
    const tuesday = page.getByRole('group', { name: 'martes' });
    await tuesday.getByRole('switch', { name: gl('hours.open') }).check();
    await tuesday.getByRole('button', { name: gl('hours.addShift') }).click();
    await field(tuesday, gl('hours.closesShift', { number: 2 })).fill('23:30');
    await field(page, gl('details.price')).fill('25');
    await page.getByRole('combobox', { name: gl('details.cuisines') }).fill(glList('cuisine.rice'));
    await page.getByRole('option', { name: glList('cuisine.rice'), exact: true }).click();

    await page.getByRole('button', { name: gl('editor.saveDraft') }).click();
    await page.waitForURL(/\/gl\/owner\/[0-9a-f-]{36}$/);
    restaurant.id = /owner\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const status = page.getByRole('region', { name: gl('state.heading') });
    await status.getByText(gl('status.draft'), { exact: true }).waitFor();
    const { rows: stored } = await db.query<{ status: string; owner_id: string }>(
      'select status, owner_id from assets where id = $1',
      [restaurant.id],
    );
    expect(stored[0]).toEqual({ status: 'draft', owner_id: owner.id });

    // Two photos at once, each with its own progress; the first is the cover; the second moved first.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: gl('photos.add') }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'terraza.jpg', mimeType: 'image/jpeg', buffer: await photo(20, 90, 140) },
      { name: 'arroz.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 120, 30) },
    ]);
    const cards = page.getByTestId('photo-card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('photo-upload').count()).toBe(0);
    await cards.first().getByText(gl('photos.cover'), { exact: true }).waitFor();
    const sources = () => cards.locator('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
    const [terrace, rice] = await sources();
    await page.getByRole('button', { name: gl('reorder.up', { item: gl('photos.name', { number: 2 }) }) }).click();
    await expect.poll(sources).toEqual([rice, terrace]);
    // A file that is no photo is refused by its content, on its own row, in Galician.
    const another = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: gl('photos.add') }).click();
    await (
      await another
    ).setFiles([{ name: 'carta.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 not a photo') }]);
    await page.getByTestId('photo-upload').getByText(gl('photos.errors.unsupported')).waitFor();
    await page.getByRole('button', { name: gl('photos.dismiss', { file: 'carta.jpg' }) }).click();
    expect(await cards.count()).toBe(2);

    // The menu: one section and one dish (opened as it is added), in Galician and Spanish, with two allergens.
    const menu = page.getByRole('form', { name: gl('menu.form') });
    await menu.getByRole('button', { name: gl('menu.addSection') }).click();
    await field(menu, gl('menu.sectionName', { language: language('gl') })).fill('Arroces');
    const dish = menu.getByTestId('menu-item');
    await field(dish, gl('menu.itemName', { language: language('gl') })).fill('Arroz a banda');
    await field(dish, gl('menu.price')).fill('16,50');
    const allergens = dish.getByRole('group', { name: gl('menu.allergens') });
    await allergens.getByRole('button', { name: glList('allergen.fish') }).click();
    await allergens.getByRole('button', { name: glList('allergen.crustaceans') }).click();
    await menu
      .getByRole('tablist', { name: gl('menu.tabs') })
      .getByRole('tab', { name: /^ES/ })
      .click();
    await field(menu, gl('menu.sectionName', { language: language('es') })).fill('Arroces');
    await field(dish, gl('menu.itemName', { language: language('es') })).fill('Arroz a banda');
    // Not published yet: the menu shows once the town hall publishes the listing, and says so.
    await page.getByText(gl('menu.live.notShown')).waitFor();
    const bar = page.getByRole('region', { name: gl('saveBar.label') });
    await bar.getByText(gl('saveBar.notShown')).waitFor();
    await bar.getByRole('button', { name: gl('editor.save'), exact: true }).click();
    await bar.getByRole('status').getByText(gl('menu.outcome.notShown')).waitFor();
    const complete = menu.getByRole('list', { name: gl('menu.completeIn') });
    await complete.getByText(gl('languageChip.complete', { language: language('gl') })).waitFor();
    await complete.getByText(gl('languageChip.complete', { language: language('es') })).waitFor();
    await expectAccessible(page, 'listing editor with photos and a menu');

    // Sent for review.
    await page.getByRole('button', { name: gl('editor.submit'), exact: true }).click();
    await status.getByText(gl('status.review'), { exact: true }).waitFor();
    await status.getByRole('button', { name: gl('actions.withdraw') }).waitFor();
    const { rows: sent } = await db.query<{ status: string }>('select status from assets where id = $1', [
      restaurant.id,
    ]);
    expect(sent[0]!.status).toBe('review');
    // Stored in the order the owner gave, the rice first (pictures are named by their content).
    const detail = await api('GET', `/owner/assets/${restaurant.id}`, owner.token);
    const photos = detail.body.photos as { id: string }[];
    expect(photos).toHaveLength(2);
    expect(rice).toContain(photos[0]!.id);
    expect(terrace).toContain(photos[1]!.id);

    // "My listings" says where it stands.
    await page.goto('/gl/owner');
    const card = page.getByTestId('owner-listing').filter({ hasText: restaurant.name });
    await card.getByText(gl('status.review'), { exact: true }).waitFor();
    await card.getByRole('link', { name: gl('list.editNamed', { name: restaurant.name }) }).waitFor();
    await expectAccessible(page, 'my listings');

    expect(errors.filter((error) => !/status of 415/.test(error))).toEqual([]);
  });

  it('the town hall publishes it, working in Catalan, and an English visitor finds it in the list and on the map', async () => {
    expect(restaurant.id).not.toBe('');
    const admin = await createAccount(db, 'Montse Vidal', 'ca', 'admin');
    const { page, errors } = await open({ locale: 'ca-ES' });
    await signInAt(page, '/ca/admin', admin);
    await page.getByRole('heading', { level: 1, name: ca('pages.review.title') }).waitFor();
    const queued = page.getByTestId('review-item').filter({ hasText: restaurant.name });
    await queued.getByRole('link', { name: ca('queue.open') }).click();
    await page.waitForURL(`**/ca/admin/review/${restaurant.id}`);
    await page
      .getByRole('heading', { level: 1, name: ca('pages.reviewDetail.title', { name: restaurant.name }) })
      .waitFor();
    // The proposal, photos and menu included, is what the town hall reads before deciding.
    await page.getByText('Arroz a banda').first().waitFor();
    await page.getByRole('button', { name: ca('review.publish'), exact: true }).click();
    await page.waitForURL(/\/ca\/admin$/);
    await page.getByText(ca('review.published', { name: restaurant.name })).waitFor();
    expect(errors).toEqual([]);

    const visitor = await open({ locale: 'en-GB' });
    await visitor.page.goto(`/en/assets/eatList?q=${encodeURIComponent(restaurant.name)}`);
    await visitor.page
      .getByRole('region', { name: en('results.heading') })
      .getByRole('link', { name: restaurant.name, exact: true })
      .first()
      .waitFor();
    await visitor.page.goto('/en/map?type=eat');
    const places = visitor.page.getByRole('region', { name: enMap('list.heading') });
    await places.getByRole('link', { name: restaurant.name, exact: true }).waitFor();
    await places.getByRole('button', { name: enMap('list.showNamed', { name: restaurant.name }), exact: true }).click();
    await visitor.page.locator(`.leaflet-marker-icon[title="${restaurant.name}"]`).waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it('the owner ticks an allergen on the published menu, and the public menu shows it at once', async () => {
    expect(restaurant.owner).toBeDefined();
    const { page, errors } = await open({ locale: 'gl-ES' });
    await signInAt(page, `/gl/owner/${restaurant.id}`, restaurant.owner!);
    const menu = page.getByRole('form', { name: gl('menu.form') });
    // Above the menu, the page says what goes live at once and what waits.
    await page.getByText(gl('menu.live.note')).waitFor();
    await menu.getByRole('button', { name: /^Arroz a banda/ }).click();
    const allergens = menu.getByTestId('menu-item').getByRole('group', { name: gl('menu.allergens') });
    await allergens.getByRole('button', { name: glList('allergen.gluten') }).click();
    // The save bar says so of this change before it is saved, and what it did once it is.
    const bar = page.getByRole('region', { name: gl('saveBar.label') });
    await bar.getByText(gl('saveBar.live', { items: gl('saveBar.topics.dishes') }), { exact: true }).waitFor();
    await bar.getByRole('button', { name: gl('editor.save'), exact: true }).click();
    await bar
      .getByRole('status')
      .getByText(gl('menu.outcome.live_one', { count: 1 }))
      .waitFor();
    // Nothing waits for the town hall: the change is kept as a live revision.
    const { rows: kept } = await db.query<{ state: string }>(
      'select state from listing_revisions where asset_id = $1 order by number desc limit 1',
      [restaurant.id],
    );
    expect(kept[0]!.state).toBe('live');

    // A visitor reading the menu sees the allergen now, without any review.
    const visitor = await open({ locale: 'gl-ES' });
    await visitor.page.goto(`/gl/eat/${restaurant.id}/menu`);
    const dish = visitor.page.getByTestId('menu-text').getByRole('listitem').filter({ hasText: 'Arroz a banda' });
    const contains = dish.getByRole('list', { name: glCatalogue('menu.contains') });
    await contains.getByText(glList('allergen.gluten'), { exact: true }).waitFor();
    await contains.getByText(glList('allergen.fish'), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every owner page passes axe in ${colorScheme} at 320 px`, async () => {
      const applicant = await createAccount(db, 'Brais Otero', 'gl', 'user', colorScheme);
      const owner = await createAccount(db, 'Sabela Rial', 'gl', 'owner', colorScheme);
      const { page, errors } = await open({ locale: 'gl-ES', colorScheme, viewport: { width: 320, height: 720 } });

      // Not an owner yet: the application form.
      await signInAt(page, '/gl/owner', applicant);
      await page.getByRole('heading', { level: 1, name: gl('page.applyTitle') }).waitFor();
      await page.getByRole('button', { name: gl('application.send') }).click();
      await page.getByText(gl('application.errors.taxId')).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `application form ${colorScheme}`);
      await page.getByRole('button', { name: glShell('account.menu', { name: 'Brais Otero' }) }).click();
      await page.getByRole('menuitem', { name: glShell('account.signOut') }).click();
      await page.waitForURL(/\/auth\/signout/);

      const created = await api('POST', '/owner/assets', owner.token, {
        type: 'eat',
        category: 'cafe',
        texts: { es: { name: `Café Rial ${unique()}`, summary: 'Cafés e bolos.', sections: {} } },
        address: 'Rúa do Mar, 8',
        location: { lat: 38.958, lng: -0.127 },
      });
      expect(created.status).toBe(201);
      const menu = await api('PUT', `/owner/assets/${created.body.id as string}/menu`, owner.token, {
        sections: [
          {
            name: { gl: 'Bolos', es: 'Pasteles' },
            items: [{ name: { gl: 'Torta', es: 'Tarta' }, price: 4.5, allergens: ['eggs', 'milk'] }],
          },
        ],
      });
      expect(menu.status).toBe(200);

      await signInAt(page, '/gl/owner/new?type=rent', owner);
      await page.getByRole('heading', { level: 1, name: gl('newListing.kinds.rent.heading') }).waitFor();
      await page.locator('.pin-map-pin').waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `rental editor ${colorScheme}`);
      for (const path of ['/gl/owner', `/gl/owner/${created.body.id as string}`]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoHorizontalScroll(page);
        await expectAccessible(page, `${path} ${colorScheme}`);
      }
      // Another owner's listing is not there for this one: a 404, as for none at all.
      await page.goto(`/gl/owner/${restaurant.id}`);
      await page.getByRole('heading', { level: 1, name: glShell('error.notFoundTitle') }).waitFor();
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});
