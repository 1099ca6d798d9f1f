import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every request the page made to a host other than ours. */
  thirdPartyRequests: string[];
}

/**
 * A fresh context (its own storage) whose console errors and third-party requests
 * are recorded, so a test can assert there were none.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const thirdPartyRequests: string[] = [];
  const ours = new URL(baseUrl()).host;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ours)
      thirdPartyRequests.push(request.url());
  });
  return { page, context, errors, thirdPartyRequests };
}

/** Axe finds no serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  // Colours are judged at rest: a dialog fading in has half-transparent text.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Switches a third-party stand-in (weather provider, tile upstream) down or up. */
export async function setThirdParty(service: 'weather' | 'tiles', mode: 'up' | 'down') {
  const res = await fetch(`${inject('thirdPartyControlUrl')}?service=${service}&mode=${mode}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`Could not switch ${service} ${mode}`);
}
