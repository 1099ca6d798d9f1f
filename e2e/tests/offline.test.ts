import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from '../support/browser.ts';
import { townPage, townProfile } from '../support/town.ts';

const SW_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/sw.js');

// A visitor who answered the consent banner before, so it stays closed.
const open = useBrowser({ consentChosen: true });

/** Resolves once a service worker controls the page (it claims it on its first visit). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * What cutting the connection provokes: requests that fail (from the page, or answered by the
 * worker with a network error when it has nothing cached), and the fetches that report them.
 */
const offlineFailures = /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|NetworkError/;

describe('the service worker and the manifest', () => {
  it('are served for revalidation, never from a stale HTTP cache', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    const manifest = await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json();
    // The town's own app, by its name (a long one shortened under the icon).
    expect(manifest).toMatchObject({ name: (await townProfile()).name, display: 'standalone', start_url: '/' });
  });
});

describe('a repeat visit', () => {
  it("gets the server's page from the worker, kept from the last visit, not the whole app to render", async () => {
    const { page, errors } = await open();
    await page.goto('/es/assets/eatList');
    await controlled(page);
    await page.reload();
    await page.locator('main a[href*="/assets/asset/"]').first().waitFor();
    const served = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        byWorker: navigation.workerStart > 0,
        islands: document.querySelectorAll('town-island').length,
        wholeApp: document.querySelectorAll('script[src*="/assets/index-"]').length,
      };
    });
    expect(served.byWorker).toBe(true);
    expect(served.islands).toBeGreaterThan(0);
    expect(served.wholeApp).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('offline', () => {
  it('after a first visit, the landing page, an info page and a visited list open with the network cut', async () => {
    const about = await townPage('about', 'es');
    const { page, context, errors, thirdPartyRequests } = await open();
    await page.goto('/es/');
    await page.locator('h1').waitFor();
    await controlled(page);
    // Visit a list, so its answer is the last one seen.
    await page.goto('/es/assets/propertyListRent');
    await page.locator('main a[href*="/assets/asset/"]').first().waitFor();
    const listed = await page.locator('main a[href*="/assets/asset/"]').count();
    // The town's pages (and its profile, which any page shows) are kept for offline use without visiting them.
    await page.waitForFunction(async () =>
      (await Promise.all(['/api/v1/town', '/api/v1/pages/about?lang=es'].map((url) => caches.match(url)))).every(
        Boolean,
      ),
    );

    expect(errors).toEqual([]); // while online, nothing failed
    const onlineErrors = errors.length;
    await context.setOffline(true);
    // The worker's own requests are cut too: an answer it never saw cannot come from anywhere.
    const unseen = await page.evaluate(() =>
      fetch('/api/v1/map_markers?never=seen', { headers: { 'X-App-Key': 'town-web-dev' } }).then(
        (r) => r.status,
        () => 'failed',
      ),
    );
    expect(unseen).toBe('failed');

    await page.goto('/es/');
    await page.locator('h1').waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'No tienes conexión' });
    await notice.waitFor();

    await page.goto('/es/info/about');
    await page.getByRole('heading', { level: 1, name: about.title }).waitFor();
    expect(await page.locator('main article h2').count()).toBeGreaterThanOrEqual(1);
    await notice.waitFor();

    await page.goto('/es/assets/propertyListRent');
    await page.locator('main a[href*="/assets/asset/"]').first().waitFor();
    expect(await page.locator('main a[href*="/assets/asset/"]').count()).toBe(listed);

    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    expect(errors.slice(onlineErrors).filter((e) => !offlineFailures.test(e))).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });
});

describe('updates', () => {
  it('checks hourly only when online, and reloads the page exactly once when a new worker takes over', async () => {
    const { page, context, errors } = await open();
    await page.clock.install();
    await page.goto('/es/');
    await page.locator('h1').waitFor();
    await controlled(page);
    const firstWorker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL;
    });
    expect(firstWorker).toBe(`${baseUrl()}/sw.js`);

    const workerChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') workerChecks.push(request.url());
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    // Offline, the hourly check does not even ask.
    await context.setOffline(true);
    await page.clock.fastForward('01:00:00');
    await context.setOffline(false);
    expect(workerChecks).toEqual([]);
    expect(loads).toBe(0);

    // A new version of the worker: the next hourly check finds it, and it takes over.
    const built = readFileSync(SW_FILE, 'utf8');
    const released = `${built}\n// a new release\n`;
    writeFileSync(SW_FILE, released);
    try {
      const reloaded = page.waitForEvent('load');
      await page.clock.fastForward('01:00:00');
      await reloaded;
      await page.locator('h1').waitFor();
      await controlled(page);
      expect(workerChecks.length).toBeGreaterThan(0);
      const settled = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: !!registration?.waiting, installing: !!registration?.installing };
      });
      expect(settled).toEqual({ waiting: false, installing: false });

      // Nothing changed since: another hourly check finds the same worker, and nothing reloads.
      const checksBefore = workerChecks.length;
      await page.clock.fastForward('01:00:00');
      await expect.poll(() => workerChecks.length).toBeGreaterThan(checksBefore);
      const after = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        await registration.update(); // settles once the browser has compared the worker
        return { waiting: !!registration.waiting, installing: !!registration.installing };
      });
      expect(after).toEqual({ waiting: false, installing: false });
      expect(loads).toBe(1);
    } finally {
      // Put the built worker back, unless a new build has replaced the file meanwhile.
      if (readFileSync(SW_FILE, 'utf8') === released) writeFileSync(SW_FILE, built);
    }
    expect(errors.filter((e) => !offlineFailures.test(e))).toEqual([]);
  });
});
