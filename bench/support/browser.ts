/// <reference lib="dom" />
// What the page benchmarks share: Debian's Chromium, the phone they emulate, its throttling,
// a stored consent choice, and "the page has settled" (docs/benchmarks.md).
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A mid-range phone, as Lighthouse's mobile preset has it (412 × 823 CSS px at 2.6×, touch). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.6,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
} as const;

/** "Slow 4G" as Lighthouse names it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
/** The phone's CPU against this machine's. */
export const CPU_SLOWDOWN = 4;

/** Throttles a page's network and CPU; both last across its navigations. */
export async function throttlePage(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Throttles the network of every running service worker too: a page's throttling does not
 * reach the requests its worker makes. Playwright cannot open a session on a worker, so the
 * browser's session relays the commands (the protocol's non-flat attachment).
 */
export async function throttleServiceWorkers(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  let throttled = 0;
  let id = 0;
  for (const target of targetInfos.filter((t) => t.type === 'service_worker')) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', NETWORK],
    ] as const) {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    }
    throttled += 1;
  }
  return throttled;
}

/** Consent already chosen (only what is necessary), as the consent layer stores it. */
export async function storeConsentChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const consents = { necessary: true, functionality: false, experience: false, measurement: false, marketing: false };
    localStorage.setItem('c15t', JSON.stringify({ consents, consentInfo: { time: Date.now(), type: 'necessary' } }));
  });
}

/**
 * Resolves once the page has made no request for `quietMs` after its load event (the page
 * has "settled"); gives up after `maxMs`, for a page that polls.
 */
export async function waitForQuiet(page: Page, quietMs = 2_000, maxMs = 60_000): Promise<void> {
  let inFlight = 0;
  let last: number;
  const started = () => {
    inFlight += 1;
    last = performance.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    last = performance.now();
    const deadline = performance.now() + maxMs;
    while (performance.now() < deadline && (inFlight > 0 || performance.now() - last < quietMs)) {
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export interface LcpEntry {
  /** Milliseconds from the navigation's start. */
  time: number;
  size: number;
  /** The element, as `tag#id.class "text…"`, or the image's address. */
  element: string;
}

/** Records every largest-contentful-paint candidate of the documents the context opens. */
export async function recordLcp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const entries: { time: number; size: number; element: string }[] = [];
    (window as unknown as { __lcp: typeof entries }).__lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        size: number;
        url: string;
        element: Element | null;
      })[]) {
        const el = entry.element;
        const name = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
              typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''
            }`
          : '?';
        const what = entry.url ? new URL(entry.url).pathname : `"${(el?.textContent ?? '').trim().slice(0, 30)}"`;
        entries.push({ time: entry.startTime, size: entry.size, element: `${name} ${what}` });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Records the long tasks (50 ms or more on the main thread) of the documents the context
 * opens, for their total blocking time.
 */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: { start: number; end: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * The page's total blocking time so far, counted as Lighthouse counts it: of each long task,
 * the part after its first 50 ms that falls after first contentful paint. Read once the page
 * is quiet; NaN if nothing was painted.
 */
export async function readTotalBlockingTime(page: Page): Promise<number> {
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    tasks: (window as unknown as { __longTasks?: { start: number; end: number }[] }).__longTasks ?? [],
  }));
  if (Number.isNaN(fcp)) return Number.NaN;
  return tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start + 50, fcp)), 0);
}

/** The page's largest contentful paint so far (the last candidate). */
export async function readLcp(page: Page): Promise<LcpEntry | undefined> {
  const entries = await page.evaluate(() => (window as unknown as { __lcp?: LcpEntry[] }).__lcp ?? []);
  return entries.at(-1);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The address of the first card of a list that leads to an asset page. */
export async function firstAssetPath(browser: Browser, listUrl: string): Promise<string> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    await page.goto(listUrl);
    const link = page.locator('a[href*="/assets/asset/"]').first();
    await link.waitFor({ timeout: 60_000 });
    return (await link.getAttribute('href'))!;
  } finally {
    await context.close();
  }
}
