import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from '../support/browser.ts';
import { contrastRatio, relativeLuminance } from '@town/shared/town-display';

const open = useBrowser();

/** Every route of the table in docs/product.md#pages that needs no data of its own. */
const ROUTES = [
  '',
  'defaultsite',
  'auth/signin',
  'auth/signup',
  'auth/remember',
  'auth/change',
  'assets',
  'assets/propertyListRent',
  'assets/propertyListLong',
  'assets/propertyListSale',
  'assets/hotelList',
  'assets/realStateList',
  'assets/eatList',
  'assets/shopList',
  'assets/activityList',
  'assets/servicesList',
  'map',
  'weather',
  'contact',
  'info',
  'webcams',
];

describe('language on arrival', () => {
  it('sends a German browser from / to /de/', async () => {
    const { page } = await open({ locale: 'de-DE' });
    await page.goto('/');
    await page.waitForURL('**/de/');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('sends an unsupported browser language to /es/', async () => {
    const { page } = await open({ locale: 'ja-JP' });
    await page.goto('/');
    await page.waitForURL('**/es/');
  });

  it('prefers the stored language over the browser', async () => {
    const { page, context } = await open({ locale: 'de-DE' });
    // Stored as the language detector stores it: in local storage and in the `lang` cookie,
    // which the server reads when it redirects `/`.
    await context.addInitScript(() => localStorage.setItem('lang', 'eu'));
    await context.addCookies([{ name: 'lang', value: 'eu', url: baseUrl() }]);
    await page.goto('/');
    await page.waitForURL('**/eu/');
    expect(await page.locator('html').getAttribute('lang')).toBe('eu');
  });

  it('sends an unsupported prefix to the same path in Spanish', async () => {
    const { page } = await open();
    await page.goto('/zz/map');
    await page.waitForURL('**/es/map');
  });
});

describe('every route', () => {
  for (const lang of ['es', 'eu']) {
    it(`renders in ${lang} in the shared layout with no console error`, async () => {
      const { page, errors } = await open();
      for (const route of ROUTES) {
        await page.goto(`/${lang}/${route}`);
        await page.locator('h1').first().waitFor();
        expect(await page.locator('html').getAttribute('lang'), route).toBe(lang);
        const h1 = (await page.locator('h1').first().innerText()).trim();
        expect(h1, route).not.toMatch(/^[a-z]+(\.[a-zA-Z-]+)+$/); // a bare key means a missing text
        if (!route.startsWith('auth/')) await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }

  it('shows the blank page and the system info page without a language prefix', async () => {
    const { page, errors } = await open();
    await page.goto('/systeminfo');
    await page.getByText('0.1.6').waitFor();
    await page.goto('/blank');
    await page.locator('main').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
  });

  it('shows a translated error page for an unknown path', async () => {
    const { page } = await open();
    await page.goto('/en/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('theme', () => {
  it('toggles, sets data-theme on body, and persists across a reload', async () => {
    const { page } = await open({ colorScheme: 'light' });
    await page.goto('/es/');
    await page.locator('h1').waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('light');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('themeStorage'))).toContain('dark');
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
  });

  it("falls back to the default when the stored theme is 'undefined'", async () => {
    const { page, context } = await open({ colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('theme', 'undefined'));
    await page.goto('/es/');
    await page.locator('h1').waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
  });
});

describe('guard', () => {
  it('sends an anonymous visitor from /es/profile to sign-in, with the way back', async () => {
    const { page } = await open();
    await page.goto('/es/profile');
    await page.waitForURL(/\/es\/auth\/signin\?redirect=%2Fes%2Fprofile/);
  });
});

describe('accessibility and small screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the landing page passes axe in ${colorScheme}`, async () => {
      const { page } = await open({ colorScheme });
      await page.goto('/es/');
      await page.locator('h1').waitFor();
      await expectAccessible(page, `landing ${colorScheme}`);
    });
  }

  it('fits a 320 px wide screen and the menu opens by keyboard', async () => {
    const { page } = await open({ viewport: { width: 320, height: 640 } });
    await page.goto('/es/');
    await page.locator('h1').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // menu button
    await page.keyboard.press('Enter');
    await page.getByRole('navigation').getByRole('link').first().waitFor();
  });
});

describe('the header and the landing banner', () => {
  /** `rgb(r, g, b)` as `#rrggbb`. */
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`are in the town's colour with white text and logo at AA in ${colorScheme}, never a pale glare, and show where the keyboard is`, async () => {
      const { page, errors } = await open({ colorScheme, consentChosen: true, viewport: { width: 360, height: 740 } });
      await page.goto('/es/');
      await page.locator('h1').waitFor();
      const header = page.locator('header').first();
      const banner = page.locator('main h1').locator('..');
      const colours = async (element: typeof header) =>
        element.evaluate((el) => {
          const style = getComputedStyle(el);
          const gradient = style.backgroundImage.match(/rgb\([^)]*\)/g) ?? [];
          return { text: style.color, backgrounds: gradient.length ? gradient : [style.backgroundColor] };
        });
      for (const [name, part] of [
        ['header', header],
        ['banner', banner],
      ] as const) {
        const { text, backgrounds } = await colours(part);
        expect(hex(text), name).toBe('#ffffff');
        for (const background of backgrounds) {
          expect(contrastRatio('#ffffff', hex(background)), `${name} ${background}`).toBeGreaterThanOrEqual(4.5);
          // Dark in the dark scheme: a surface, not the pale tint links use there.
          if (colorScheme === 'dark') expect(relativeLuminance(hex(background)), name).toBeLessThan(0.1);
        }
      }
      // The keyboard's place: a ring of 3 px, white on the header.
      await page.keyboard.press('Tab'); // skip link
      await page.keyboard.press('Tab'); // the menu button
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
      });
      expect(ring).toEqual({ style: 'solid', width: '3px', colour: 'rgb(255, 255, 255)' });
      expect(errors).toEqual([]);
    });
  }
});
