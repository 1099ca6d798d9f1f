import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsentTexts } from '@town/shared/consent-api';
import { useBrowser, fetchFromPage } from '../support/browser.ts';
import { ANALYTICS_TEST_ID } from '../support/third-parties.ts';

// The consent layer (c15t) loads only when it has something to do (docs/product.md#consent,
// docs/benchmarks.md#page-weight): these are return visits, with a decision stored.
const open = useBrowser();

const es = JSON.parse(
  readFileSync(new URL('../../apps/web/public/locales/es/consent.json', import.meta.url), 'utf8'),
) as { widget: ConsentTexts; cookieSettings: string };

/** A decision taken on an earlier visit, stored as c15t stores it. */
async function decided(context: BrowserContext, measurement: boolean) {
  await context.addInitScript((granted) => {
    if (localStorage.getItem('c15t')) return;
    const consents = {
      necessary: true,
      functionality: false,
      experience: false,
      measurement: granted,
      marketing: false,
    };
    localStorage.setItem(
      'c15t',
      JSON.stringify({ consents, consentInfo: { time: Date.now(), type: granted ? 'all' : 'necessary' } }),
    );
  }, measurement);
}

/** The consent layer's own chunk, whenever the page asks for it. */
function consentChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/consent-manager-[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describe('a return visit', () => {
  it('that refused measurement loads no consent code, still blocks trackers, and opens the settings from the footer', async () => {
    const { page, context, errors, thirdPartyRequests } = await open();
    await decided(context, false);
    const chunk = consentChunkRequests(page);
    await page.goto('/es/');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunk).toEqual([]);
    await expect(page.getByRole('region', { name: es.widget.cookieBanner.title }).count()).resolves.toBe(0);

    const blocked = await fetchFromPage(page, 'https://www.google-analytics.com/g/collect');
    expect(blocked).toBe('Request to https://www.google-analytics.com/g/collect blocked due to missing consent');

    const footerLink = page.getByRole('contentinfo').getByRole('button', { name: es.cookieSettings });
    await footerLink.click();
    const dialog = page.getByRole('dialog', { name: es.widget.consentManagerDialog.title });
    await dialog.waitFor();
    expect(chunk).toHaveLength(1);
    // The stored decision is the one shown.
    const measurement = dialog.getByRole('switch', { name: es.widget.consentTypes.measurement.title });
    await expect(measurement.getAttribute('aria-checked')).resolves.toBe('false');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('region', { name: es.widget.cookieBanner.title }).count()).resolves.toBe(0);
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('that granted measurement loads the consent layer and analytics, as this deployment configures it', async () => {
    const { page, context, errors, thirdPartyRequests } = await open();
    await decided(context, true);
    const chunk = consentChunkRequests(page);
    await page.goto('/es/');
    await page.waitForFunction(() => (window as unknown as { __analyticsCalls?: unknown[] }).__analyticsCalls?.length);
    expect(chunk).toHaveLength(1);
    expect(thirdPartyRequests).toHaveLength(1);
    expect(thirdPartyRequests[0]).toContain(`/gtag/js?id=${ANALYTICS_TEST_ID}`);
    await expect(page.getByRole('region', { name: es.widget.cookieBanner.title }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('with Do Not Track on loads no consent code even after granting measurement', async () => {
    const { page, context, errors, thirdPartyRequests } = await open();
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await decided(context, true);
    const chunk = consentChunkRequests(page);
    await page.goto('/es/');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunk).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
