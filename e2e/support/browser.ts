import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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

export interface PageOptions extends BrowserContextOptions {
  /**
   * The visitor answered the consent banner on an earlier visit (necessary cookies only,
   * c15t's stored choice), so it stays closed; a first visit sees it.
   */
  consentChosen?: boolean;
  /**
   * A public page's islands are hydrated when a visitor first acts on them
   * (docs/decisions/021-islands.md). By default each page is let settle as a person who waits
   * for it would have it: every island hydrated. False leaves them as the page arrived, for the
   * tests of what comes before.
   */
  hydrateIslands?: boolean;
}

/**
 * A fresh context (its own storage), Spanish unless told otherwise, whose console errors
 * and third-party requests are recorded, so a test can assert there were none.
 */
async function openPage(
  browser: Browser,
  { consentChosen = false, hydrateIslands = true, ...options }: PageOptions,
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', ...options });
  if (consentChosen) {
    await context.addInitScript(() => {
      const consents = {
        necessary: true,
        functionality: false,
        experience: false,
        measurement: false,
        marketing: false,
      };
      localStorage.setItem('c15t', JSON.stringify({ consents, consentInfo: { time: Date.now(), type: 'necessary' } }));
    });
  }
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForReadyAfterLoads(page, hydrateIslands);
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

/**
 * Pages arrive rendered by the server and become interactive when the browser's script has
 * taken them over (`<html data-ready>`, apps/web/src/main.tsx). A person waits for a page to
 * respond; so do the tests: `goto` and `reload` return once the page is ready.
 */
function waitForReadyAfterLoads(page: Page, hydrateIslands: boolean) {
  const ready = async () => {
    await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 });
    if (hydrateIslands) await hydrateEveryIsland(page);
  };
  // A page reached by a link (a whole page load on public pages) settles too.
  if (hydrateIslands) page.on('load', () => void ready().catch(() => undefined));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready().catch(() => undefined);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready().catch(() => undefined);
    return response;
  };
  // A page reached by a link or a form: the test waits for its address, then for the page to settle.
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (options?.waitUntil !== 'commit') await ready().catch(() => undefined);
  };
}

/** Every island of the page hydrated, as a visitor's first focus in each would do it. */
export async function hydrateEveryIsland(page: Page) {
  const outermost = 'town-island:not(town-island town-island)';
  await page.evaluate((selector) => {
    for (const island of Array.from(document.querySelectorAll(selector))) {
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  }, outermost);
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector}:not([data-hydrated])`).length === 0,
    outermost,
    { timeout: 20_000 },
  );
}

/**
 * The browser of a test file: call it once at the top of the file. Chromium starts before
 * the file's tests and quits after them; each test opens the pages it needs with the
 * function returned (`defaults` first, then the test's own options), and every page a
 * test opened is closed when it ends, passed or failed.
 */
export function useBrowser(defaults: PageOptions = {}): (options?: PageOptions) => Promise<TrackedPage> {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('useBrowser() opens pages only inside tests');
    const tracked = await openPage(browser, { ...defaults, ...options });
    opened.push(tracked.context);
    return tracked;
  };
}

/**
 * The whole WCAG 2.2 A and AA rule set, experimental rules included (they catch, for
 * example, a visible label missing from the accessible name, and targets under 24 px).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'experimental'];

/** Axe finds no serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  // Colours are judged at rest: a dialog fading in has half-transparent text.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary?.replace(/\s+/g, ' ')}]`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Switches a third-party stand-in (weather provider, tile upstream) down or up. */
export async function setThirdParty(service: 'weather' | 'tiles', mode: 'up' | 'down') {
  const res = await fetch(`${inject('thirdPartyControlUrl')}?service=${service}&mode=${mode}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`Could not switch ${service} ${mode}`);
}

/**
 * Empties the server's tile cache (DATA_DIR/tiles, apps/api/src/modules/tiles/tile-cache.ts),
 * as its operator may: the next tiles are asked of the tile upstream, whatever other files'
 * maps fetched before. The server finds the directory again when it next keeps a tile.
 */
export async function emptyTileCache() {
  await rm(inject('tileCacheDir'), { recursive: true, force: true });
}

/** What a script on the page meets when it fetches `url`: `sent`, or the error's message (a blocked request). */
export function fetchFromPage(page: Page, url: string): Promise<string> {
  return page.evaluate(async (target) => {
    try {
      await fetch(target);
      return 'sent';
    } catch (error) {
      return (error as Error).message;
    }
  }, url);
}

/** The page fits the window: nothing wider once the layout has followed a resize. */
export async function expectNoHorizontalScroll(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, page.url()).toBeLessThanOrEqual(inner);
}
