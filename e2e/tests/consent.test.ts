import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CONFIG } from '@town/shared/consent';
import type { ConsentTexts } from '@town/shared/consent-api';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { baseUrl, expectAccessible, useBrowser, fetchFromPage } from '../support/browser.ts';
import { useDatabase } from '../support/database.ts';
import { ANALYTICS_TEST_ID } from '../support/third-parties.ts';

// Every test starts as a first visit: no choice stored, so the banner asks.
const open = useBrowser();
const db = useDatabase();

/** A language's consent namespace (the banner's texts), as the web and the API read it. */
const consentLocale = (lang: Language): { widget: ConsentTexts; bannerFailure: string } =>
  JSON.parse(readFileSync(new URL(`../../apps/web/public/locales/${lang}/consent.json`, import.meta.url), 'utf8'));
const CONSENT_TRANSLATIONS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [lang, consentLocale(lang).widget]),
) as Record<Language, ConsentTexts>;
const CONSENT_BANNER_FAILURE_TEXT = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [lang, consentLocale(lang).bannerFailure]),
) as Record<Language, string>;
const es = CONSENT_TRANSLATIONS.es;
const esAccounts = JSON.parse(
  readFileSync(new URL('../../apps/web/public/locales/es/accounts.json', import.meta.url), 'utf8'),
) as { signup: { submit: string } };

/** Pages a first visitor may open; none may send anything to another host before consent. */
const PAGES = [
  '',
  'assets',
  'assets/propertyListRent',
  'assets/hotelList',
  'assets/eatList',
  'map',
  'weather',
  'webcams',
  'contact',
  'info',
  'auth/signin',
];

interface StoredConsent {
  consents: Record<string, boolean>;
  consentInfo: { time: number; subjectId: string } | null;
}

/** c15t's stored choice (local storage key `c15t`), or null. */
async function storedConsent(page: Page): Promise<StoredConsent | null> {
  const raw = await page.evaluate(() => localStorage.getItem('c15t'));
  return raw ? (JSON.parse(raw) as StoredConsent) : null;
}

/** Waits until c15t has stored a choice (the click handlers save asynchronously). */
async function waitForStoredConsent(page: Page): Promise<StoredConsent> {
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('c15t') ?? 'null')?.consentInfo != null);
  return (await storedConsent(page))!;
}

/** The gtag calls the analytics stand-in recorded, as arrays. */
async function analyticsCalls(page: Page): Promise<unknown[][] | undefined> {
  return page.evaluate(() => (window as unknown as { __analyticsCalls?: unknown[][] }).__analyticsCalls);
}

/** What our API has on record for a subject (POST /api/c15t/consent/verify). */
async function serverVerifies(subjectId: string, requiredConsent: unknown): Promise<{ valid: boolean }> {
  const res = await fetch(`${baseUrl()}/api/c15t/consent/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-subject-id': subjectId },
    body: JSON.stringify({ requiredConsent }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { valid: boolean };
}

/** The server's latest consent record for a subject (the town's proof), once it has arrived. */
async function latestRecord(subjectId: string): Promise<{ action: string; preferences: Record<string, boolean> }> {
  let row: { action: string; preferences: Record<string, boolean> } | undefined;
  await expect
    .poll(async () => {
      const result = await db.query<{ action: string; preferences: Record<string, boolean> }>(
        'select action, preferences from consent_records where subject_id = $1 order by recorded_at desc limit 1',
        [subjectId],
      );
      row = result.rows[0];
      return row !== undefined;
    })
    .toBe(true);
  return row!;
}

const banner = (page: Page) => page.getByRole('region', { name: es.cookieBanner.title });

describe('first visit', () => {
  it('shows the banner, and no page sends a request to another host before consent', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    await page.goto('/es/');
    await banner(page).waitFor();
    await expect(banner(page).getByRole('button', { name: es.common.rejectAll }).isVisible()).resolves.toBe(true);
    await expect(banner(page).getByRole('button', { name: es.common.acceptAll }).isVisible()).resolves.toBe(true);
    await expect(banner(page).getByRole('button', { name: es.common.customize }).isVisible()).resolves.toBe(true);
    for (const route of PAGES) {
      await page.goto(`/es/${route}`);
      await page.locator('h1').first().waitFor();
      await banner(page).waitFor();
      // Let the page settle (its data, images and tiles) before looking at what left it.
      await page.waitForLoadState('networkidle');
    }
    // Analytics is configured for this server, yet nothing of it was asked for.
    expect(thirdPartyRequests).toEqual([]);
    expect(await analyticsCalls(page)).toBeUndefined();
    expect(await storedConsent(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('sits at the left as a card at most 32rem wide, and fits a 320 px screen', async () => {
    const { page } = await open({ viewport: { width: 320, height: 640 } });
    await page.goto('/es/');
    await banner(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The dialog's buttons wrap rather than run off a narrow screen (Galician's are long).
    await page.goto('/gl/');
    await page.getByRole('button', { name: CONSENT_TRANSLATIONS.gl.common.customize }).click();
    for (const name of [CONSENT_TRANSLATIONS.gl.common.rejectAll, CONSENT_TRANSLATIONS.gl.common.save]) {
      const button = (await page.getByRole('dialog').getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width, name).toBeLessThanOrEqual(320);
    }
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = (await page.getByRole('region', { name: CONSENT_TRANSLATIONS.gl.cookieBanner.title }).boundingBox())!;
    expect(box.x).toBeLessThan(640 - box.width / 2);
    expect(box.width).toBeLessThanOrEqual(32 * 16);
  });
});

describe('while the banner waits for a choice', () => {
  it('only its card takes clicks: the sign-up button beside it still works', async () => {
    const { page, errors } = await open({ viewport: { width: 1280, height: 720 } });
    await page.goto('/es/auth/signup');
    await banner(page).waitFor();
    const submit = page.getByRole('button', { name: esAccounts.signup.submit, exact: true });
    await submit.scrollIntoViewIfNeeded();
    // Put the button in the band at the bottom of the window that the banner spans.
    const card = (await banner(page).boundingBox())!;
    const button = (await submit.boundingBox())!;
    await page.mouse.wheel(0, button.y + button.height - (card.y + card.height) + 4);
    const moved = (await submit.boundingBox())!;
    expect(moved.y + moved.height).toBeGreaterThan(card.y);
    expect(moved.x).toBeGreaterThan(card.x + card.width);
    // Playwright's click waits until nothing else would receive it: an overlay fails here.
    await submit.click({ timeout: 5_000 });
    // The empty form's own check answers: the click reached the form.
    await expect(page.locator('input[name=email]').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(banner(page).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("the privacy link keeps the page's language", async () => {
    const { page, errors } = await open({ locale: 'gl-ES' });
    await page.goto('/gl/weather');
    const glBanner = page.getByRole('region', { name: CONSENT_TRANSLATIONS.gl.cookieBanner.title });
    await glBanner.waitFor();
    const link = glBanner.getByRole('link').first();
    await expect(link.getAttribute('href')).resolves.toBe('/gl/info/privacy');
    await link.click();
    await page.waitForURL(/\/gl\/info\/privacy$/);
    expect(errors).toEqual([]);
  });
});

describe('choices', () => {
  it('reject all: necessary only, stored with its time, no banner after a reload, recorded by the server', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    await page.goto('/es/');
    const before = Date.now();
    await banner(page).getByRole('button', { name: es.common.rejectAll }).click();
    const stored = await waitForStoredConsent(page);
    expect(stored.consents).toMatchObject({ necessary: true, measurement: false, marketing: false });
    expect(Object.entries(stored.consents).filter(([, granted]) => granted)).toEqual([['necessary', true]]);
    expect(stored.consentInfo?.time).toBeGreaterThanOrEqual(before - 60_000);
    expect(await latestRecord(stored.consentInfo!.subjectId)).toMatchObject({ action: 'necessary' });

    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect(banner(page).count()).resolves.toBe(0);
    expect((await storedConsent(page))?.consents.measurement).toBe(false);

    expect((await serverVerifies(stored.consentInfo!.subjectId, 'necessary')).valid).toBe(true);
    expect((await serverVerifies(stored.consentInfo!.subjectId, 'measurement')).valid).toBe(false);
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('customize, switch measurement on, save: analytics loads with consent granted, no page view, IP anonymized', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    await page.goto('/es/');
    await banner(page).getByRole('button', { name: es.common.customize }).click();
    const dialog = page.getByRole('dialog', { name: es.consentManagerDialog.title });
    await dialog.waitFor();
    const necessary = dialog.getByRole('switch', { name: es.consentTypes.necessary.title });
    await expect(necessary.isDisabled()).resolves.toBe(true);
    await expect(necessary.getAttribute('aria-checked')).resolves.toBe('true');
    expect(thirdPartyRequests).toEqual([]);

    await dialog.getByRole('switch', { name: es.consentTypes.measurement.title }).click();
    await dialog.getByRole('button', { name: es.common.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await waitForStoredConsent(page);
    expect(stored.consents).toMatchObject({ necessary: true, measurement: true, marketing: false });
    expect(await latestRecord(stored.consentInfo!.subjectId)).toMatchObject({
      action: 'custom',
      preferences: { necessary: true, measurement: true, marketing: false },
    });

    await page.waitForFunction(() => (window as unknown as { __analyticsCalls?: unknown[] }).__analyticsCalls?.length);
    const calls = (await analyticsCalls(page))!;
    expect(calls).toContainEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }]);
    expect(calls).toContainEqual(['config', ANALYTICS_TEST_ID, { ...ANALYTICS_CONFIG }]);
    expect(ANALYTICS_CONFIG).toEqual({ send_page_view: false, anonymize_ip: true });
    // The one request to another host is the configured analytics script, after consent.
    expect(thirdPartyRequests).toHaveLength(1);
    expect(thirdPartyRequests[0]).toContain(`/gtag/js?id=${ANALYTICS_TEST_ID}`);
    expect((await serverVerifies(stored.consentInfo!.subjectId, 'measurement')).valid).toBe(true);
    expect(errors).toEqual([]);
  });

  it('accept all grants every category shown; reset restores the defaults and removes the stored choice', async () => {
    const { page, errors } = await open();
    await page.goto('/es/');
    await banner(page).getByRole('button', { name: es.common.acceptAll }).click();
    const stored = await waitForStoredConsent(page);
    expect(await latestRecord(stored.consentInfo!.subjectId)).toMatchObject({ action: 'all' });
    // The product shows necessary and measurement (docs/rules.md#consent); nobody was asked about the others.
    expect(stored.consents).toEqual({
      necessary: true,
      measurement: true,
      functionality: false,
      experience: false,
      marketing: false,
    });

    await page.evaluate(() =>
      (window as unknown as { c15tStore: { getState(): { resetConsents(): void } } }).c15tStore
        .getState()
        .resetConsents(),
    );
    expect(await storedConsent(page)).toBeNull();
    const state = await page.evaluate(() => {
      const s = (
        window as unknown as { c15tStore: { getState(): { consents: Record<string, boolean>; consentInfo: unknown } } }
      ).c15tStore.getState();
      return { consents: s.consents, consentInfo: s.consentInfo };
    });
    expect(state.consentInfo).toBeNull();
    expect(Object.entries(state.consents).filter(([, granted]) => granted)).toEqual([['necessary', true]]);
    expect(errors).toEqual([]);
  });

  it('with Do Not Track on, only necessary counts: analytics never loads, even after accept all', async () => {
    const { page, context, errors, thirdPartyRequests } = await open();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await page.goto('/es/');
    await banner(page).getByRole('button', { name: es.common.acceptAll }).click();
    const stored = await waitForStoredConsent(page);
    // The stored choice still says what the visitor chose.
    expect(stored.consents.measurement).toBe(true);
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await analyticsCalls(page)).toBeUndefined();
    const blocked = await fetchFromPage(page, 'https://www.google-analytics.com/g/collect');
    expect(blocked).toBe('Request to https://www.google-analytics.com/g/collect blocked due to missing consent');
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('network blocker', () => {
  it('blocks a known third-party domain without consent: the error, and a ConsentBlockedRequest event', async () => {
    const { page, errors, thirdPartyRequests } = await open();
    await page.goto('/es/');
    await banner(page).waitFor();
    const outcome = await page.evaluate(async () => {
      const events: unknown[] = [];
      window.addEventListener('ConsentBlockedRequest', (event) => events.push((event as CustomEvent).detail));
      const attempt = async (url: string) => {
        try {
          const res = await fetch(url);
          return `sent ${res.status}`;
        } catch (error) {
          return (error as Error).message;
        }
      };
      return {
        analytics: await attempt('https://www.google-analytics.com/g/collect?v=2'),
        ads: await attempt('https://googleads.g.doubleclick.net/pagead/id'),
        events,
      };
    });
    expect(outcome.analytics).toBe(
      'Request to https://www.google-analytics.com/g/collect?v=2 blocked due to missing consent',
    );
    expect(outcome.ads).toBe('Request to https://googleads.g.doubleclick.net/pagead/id blocked due to missing consent');
    expect(outcome.events).toEqual([
      expect.objectContaining({ url: 'https://www.google-analytics.com/g/collect?v=2', category: 'measurement' }),
      expect.objectContaining({ url: 'https://googleads.g.doubleclick.net/pagead/id', category: 'marketing' }),
    ]);
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('unreachable consent API', () => {
  it('keeps the choice locally, queues it, and re-sends it on the next visit', async () => {
    const { page, errors } = await open();
    await page.goto('/es/');
    await banner(page).waitFor();
    await page.route('**/api/c15t/subjects', (route) => route.abort('connectionrefused'));
    await banner(page).getByRole('button', { name: es.common.acceptAll }).click();
    const stored = await waitForStoredConsent(page);
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('c15t-pending-consent-submissions') ?? '[]').length > 0,
    );
    expect((await serverVerifies(stored.consentInfo!.subjectId, 'measurement')).valid).toBe(false);

    await page.unroute('**/api/c15t/subjects');
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(() => localStorage.getItem('c15t-pending-consent-submissions') === null, undefined, {
      timeout: 30_000,
    });
    expect(await latestRecord(stored.consentInfo!.subjectId)).toMatchObject({ action: 'all' });
    await expect(banner(page).count()).resolves.toBe(0);
    // Only the refused requests themselves are reported by the browser.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource: net::ERR_CONNECTION_REFUSED'))).toEqual([]);
  });
});

describe('settings dialog', () => {
  it("follows the site's theme when the visitor switches it", async () => {
    const { page, errors } = await open({ colorScheme: 'light' });
    await page.goto('/es/');
    const card = banner(page);
    await card.waitFor();
    const background = () => card.evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await background();
    // The banner is the page's own (MUI's theme); the dialog is c15t's, which loads when opened.
    await card.getByRole('button', { name: es.common.customize }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('c15t-dark'))).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('c15t-dark'))).toBe(true);
    await expect.poll(background).not.toBe(light);
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`opens from the footer by keyboard, works by keyboard, returns focus, passes axe (${colorScheme})`, async () => {
      const { page, errors } = await open({ colorScheme });
      await page.goto('/es/');
      await banner(page).getByRole('button', { name: es.common.rejectAll }).click();
      await waitForStoredConsent(page);
      await banner(page).waitFor({ state: 'detached' });

      const footerLink = page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de cookies' });
      await footerLink.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: es.consentManagerDialog.title });
      await dialog.waitFor();
      await expectAccessible(page, `consent dialog ${colorScheme}`);

      const measurement = dialog.getByRole('switch', { name: es.consentTypes.measurement.title });
      const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      for (let i = 0; i < 12 && (await focusedTestId()) !== 'consent-widget-switch-measurement'; i++) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedTestId()).toBe('consent-widget-switch-measurement');
      await page.keyboard.press('Space');
      await expect(measurement.getAttribute('aria-checked')).resolves.toBe('true');
      for (let i = 0; i < 6 && (await focusedTestId()) !== 'consent-widget-footer-save-button'; i++) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedTestId()).toBe('consent-widget-footer-save-button');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => JSON.parse(localStorage.getItem('c15t') ?? 'null')?.consents?.measurement === true,
      );
      await expect.poll(() => footerLink.evaluate((el) => el === document.activeElement)).toBe(true);

      // Escape closes it too, and focus comes back again.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => footerLink.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });

    it(`the banner passes axe (${colorScheme})`, async () => {
      const { page } = await open({ colorScheme });
      await page.goto('/es/');
      await banner(page).waitFor();
      await expectAccessible(page, `consent banner ${colorScheme}`);
    });
  }
});

describe('language', () => {
  it('is Basque on /eu/ and follows the site when the visitor switches language', async () => {
    const { page, errors } = await open();
    await page.goto('/eu/');
    const basque = page.getByRole('region', { name: CONSENT_TRANSLATIONS.eu.cookieBanner.title });
    await basque.waitFor();
    await expect(
      basque.getByRole('button', { name: CONSENT_TRANSLATIONS.eu.common.acceptAll }).isVisible(),
    ).resolves.toBe(true);

    await page
      .locator('header')
      .getByRole('button', { name: /Euskara/ })
      .click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.waitForURL('**/de/');
    const german = page.getByRole('region', { name: CONSENT_TRANSLATIONS.de.cookieBanner.title });
    await german.waitFor();
    await expect(german.getByText(CONSENT_TRANSLATIONS.de.cookieBanner.description).isVisible()).resolves.toBe(true);
    await expect(
      german.getByRole('button', { name: CONSENT_TRANSLATIONS.de.common.rejectAll }).isVisible(),
    ).resolves.toBe(true);
    // The privacy link leads to the privacy page in the visitor's language.
    await german.getByRole('link', { name: CONSENT_TRANSLATIONS.de.legalLinks.privacyPolicy }).click();
    await page.waitForURL('**/de/info/privacy');
    expect(errors).toEqual([]);
  });
});

describe('failure', () => {
  it('shows the translated failure text when the consent dialog cannot load, and the page goes on', async () => {
    const { page, errors } = await open();
    await page.route('**/assets/consent-manager-*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/eu/');
    // c15t loads at the first choice (docs/decisions/021-islands.md): customising asks for it.
    await page.getByRole('button', { name: CONSENT_TRANSLATIONS.eu.common.customize }).click();
    await page.getByText(CONSENT_BANNER_FAILURE_TEXT.eu).waitFor();
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    const expected = (e: string) =>
      e.startsWith('Failed to load resource: the server responded with a status of 503') ||
      /consent-manager-.*\.(js|css)/.test(e);
    expect(errors.filter((e) => !expected(e))).toEqual([]);
  });
});
