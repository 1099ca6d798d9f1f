import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCRIPT_BUDGET_KB } from '@town/shared/script-budget';
import { baseUrl, useBrowser } from '../support/browser.ts';
import { API_HEADERS } from '../support/clients.ts';

/*
 * The script budget (docs/decisions/021-islands.md): the compressed JavaScript a public page
 * loads before it settles, as the server sends it, on a first visit (the consent banner
 * showing) and on a visit whose choice is stored. A size, not a timing. The service worker is
 * blocked so that each script comes over the network, and counts, once.
 */

const open = useBrowser({ serviceWorkers: 'block', hydrateIslands: false });

/** Bytes of script bodies as sent (compressed), until no request has started for a second after load. */
async function scriptBytes(page: Page, path: string): Promise<{ bytes: number; scripts: string[] }> {
  const sizes: Promise<number>[] = [];
  const scripts: string[] = [];
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect.poll(() => Date.now() - lastRequest, { timeout: 20_000, interval: 200 }).toBeGreaterThan(1_000);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return { bytes, scripts };
}

/** The pages the budget is checked on: the landing page, the longest list, a rental's page, the map, the weather. */
async function publicPages(): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/v1/asset?type=property&rent=true&lang=es&limit=1`, {
    headers: API_HEADERS,
  });
  const rental = ((await res.json()) as { items: { id: string }[] }).items[0];
  expect(rental).toBeDefined();
  return ['/es/', '/es/assets/eatList', `/es/assets/asset/${rental!.id}/rent`, '/es/map', '/es/weather'];
}

describe('the script budget of public pages', () => {
  it(`a first visit loads at most ${SCRIPT_BUDGET_KB.firstVisit} KB of compressed script, the banner showing`, async () => {
    for (const path of await publicPages()) {
      const { page, errors } = await open();
      const { bytes, scripts } = await scriptBytes(page, path);
      expect(await page.getByRole('region', { name: /privacidad/i }).isVisible(), path).toBe(true);
      expect(bytes / 1024, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.firstVisit);
      expect(errors).toEqual([]);
    }
  });

  it(`with the consent choice stored, at most ${SCRIPT_BUDGET_KB.consentStored} KB`, async () => {
    for (const path of await publicPages()) {
      const { page, errors } = await open({ consentChosen: true });
      const { bytes, scripts } = await scriptBytes(page, path);
      expect(bytes / 1024, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB.consentStored);
      expect(errors).toEqual([]);
    }
  });
});
