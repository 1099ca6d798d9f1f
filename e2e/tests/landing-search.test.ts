import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { localeTexts } from '../support/texts.ts';

/*
 * The landing page's search (docs/product.md#search): what to look for is a segmented control
 * of real radio buttons, and switching it moves nothing: the form keeps its height and its
 * button its place, whatever the width.
 */

const open = useBrowser({ consentChosen: true, locale: 'en-GB' });
const en = localeTexts('en', 'translation');

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
type Kind = 'stay' | 'eat' | 'do';

function landingSearch(page: Page): Locator {
  return page.getByRole('search', { name: en('landing.search.heading') });
}

const radio = (search: Locator, kind: Kind) => search.getByRole('radio', { name: en(`landing.search.kind.${kind}`) });

/** The segment of `kind`: its radio's label (the radio itself is out of sight inside it). */
const segment = (search: Locator, kind: Kind) =>
  search
    .locator('label')
    .filter({ has: search.page().getByRole('radio', { name: en(`landing.search.kind.${kind}`) }) });

/** Where the form and its button are on the page (not the window, which a tap may scroll): a layout fact. */
function layout(search: Locator) {
  return search.evaluate((form) => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    };
    return { form: box(form), button: box(form.querySelector('button[type="submit"]')!) };
  });
}

/** The search shows what `kind` asks for: the stay's fields, or a line about the list. */
async function shows(search: Locator, kind: Kind) {
  expect(await radio(search, kind).isChecked()).toBe(true);
  const adults = search.getByRole('button', { name: en('landing.search.more', { what: en('landing.search.adults') }) });
  if (kind === 'stay') {
    await adults.waitFor();
    expect(await search.getByTestId('kind-note').count()).toBe(0);
  } else {
    await search
      .getByTestId('kind-note')
      .filter({ hasText: en(`landing.blurb.${kind === 'eat' ? 'eat' : 'activity'}`) })
      .waitFor();
    // Hidden, keeping its room: out of the keyboard's path and of screen readers.
    expect(await adults.count()).toBe(0);
  }
}

describe('the landing page’s search', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`keeps its height and its button in place whatever is chosen, at ${viewport.width} px`, async () => {
      const { page, errors } = await open({ viewport });
      await page.goto('/en/');
      const search = landingSearch(page);
      await shows(search, 'stay');
      const before = await layout(search);
      for (const kind of ['eat', 'do', 'stay', 'do', 'eat'] as const) {
        // The segment is the radio's label: a tap anywhere on it chooses.
        await segment(search, kind).click();
        await shows(search, kind);
        expect(await layout(search), kind).toEqual(before);
      }
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }

  for (const [viewport, months] of [
    [PHONE, 1],
    [DESKTOP, 2],
  ] as const) {
    it(`shows ${months} month(s) of dates at ${viewport.width} px, side by side where two fit`, async () => {
      const { page, errors } = await open({ viewport });
      await page.goto('/en/');
      await landingSearch(page).getByTestId('stay-dates').click();
      const calendar = page.getByRole('dialog', { name: en('stayDates.title') });
      const shown = calendar.locator('.rdp-month');
      await shown.first().waitFor();
      expect(await shown.count()).toBe(months);
      if (months === 2) {
        const [left, right] = [await shown.nth(0).boundingBox(), await shown.nth(1).boundingBox()];
        expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
        expect(right!.y).toBe(left!.y);
      }
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  }

  it('moves between the choices with the arrow keys, its focus in sight', async () => {
    const { page, errors } = await open({ viewport: DESKTOP });
    await page.goto('/en/');
    const search = landingSearch(page);
    await radio(search, 'stay').focus();
    for (const [key, kind] of [
      ['ArrowRight', 'eat'],
      ['ArrowRight', 'do'],
      ['ArrowLeft', 'eat'],
      ['ArrowLeft', 'stay'],
    ] as const) {
      await page.keyboard.press(key);
      await shows(search, kind);
      expect(await radio(search, kind).evaluate((el) => el === document.activeElement)).toBe(true);
      // The focus ring is drawn on the segment around the radio.
      const ring = await segment(search, kind).evaluate((label) => getComputedStyle(label).outlineStyle);
      expect(ring, kind).toBe('solid');
    }
    // One stop in the tab order: Tab leaves the choice for the next field.
    await page.keyboard.press('Tab');
    expect(await search.getByTestId('stay-dates').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('follows the arrow keys pressed before it was hydrated, and opens the list chosen', async () => {
    const { page, errors } = await open({ viewport: PHONE, hydrateIslands: false });
    await page.goto('/en/');
    const search = landingSearch(page);
    // The server's radios: the focus wakes the island, the key moves the choice meanwhile.
    await radio(search, 'stay').focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('town-island[data-island="landingSearch"][data-hydrated]').waitFor({ state: 'attached' });
    await shows(search, 'eat');
    await search.getByRole('button', { name: en('landing.search.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/en/assets/eatList');
    expect(errors).toEqual([]);
  });

  it('is a plain rentals search without script', async () => {
    const { page } = await open({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/en/');
    const search = landingSearch(page);
    await search.getByRole('button', { name: en('landing.search.submit') }).waitFor();
    expect(await search.getByRole('group', { name: en('landing.search.what') }).isVisible()).toBe(false);
    expect(await search.getAttribute('action')).toBe('/en/assets/propertyListRent');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe at 320 px and wide, ${colorScheme}, each choice shown`, async () => {
      for (const viewport of [{ width: 320, height: 640 }, DESKTOP]) {
        const { page, context, errors } = await open({ viewport, colorScheme });
        await page.goto('/en/');
        expect(await page.locator('body').getAttribute('data-theme')).toBe(colorScheme);
        const search = landingSearch(page);
        await shows(search, 'stay');
        await expectNoHorizontalScroll(page);
        await expectAccessible(page, `landing search ${viewport.width} px ${colorScheme}`);
        await segment(search, 'eat').click();
        await shows(search, 'eat');
        await expectNoHorizontalScroll(page);
        await expectAccessible(page, `landing search, eat, ${viewport.width} px ${colorScheme}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
