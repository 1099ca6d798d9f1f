/// <reference lib="dom" />
// Largest contentful paint and total blocking time on a throttled phone: the landing page, the
// longest list (places to eat), a rental's page and a repeat visit of the landing page, each
// the median of BENCH_RUNS cold loads, against the same three pages served as static HTML
// (their CSS and pictures, no JavaScript) by a bare node:http server in the same run. Writes
// bench/results/page-speed.md (docs/benchmarks.md#page-speed-on-a-phone).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { startBareServer, type BareEntry } from './support/bare-server.ts';
import {
  CPU_SLOWDOWN,
  firstAssetPath,
  NETWORK,
  PHONE,
  launchChromium,
  median,
  readLcp,
  readTotalBlockingTime,
  recordLcp,
  recordLongTasks,
  storeConsentChoice,
  throttlePage,
  throttleServiceWorkers,
  waitForQuiet,
  type LcpEntry,
} from './support/browser.ts';
import { ROOT, startServer } from './support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LANDING = '/es/';
const LIST = '/es/assets/eatList';
/** The list whose first card gives the rental's page. */
const RENTALS = '/es/assets/propertyListRent';
/** How much slower than its static copy a page may paint. */
const REFERENCE_FACTOR = 1.3;
/** The most total blocking time a page may have. */
const TBT_LIMIT_MS = 200;

interface Sample {
  lcp: LcpEntry;
  /** Total blocking time, milliseconds. */
  tbt: number;
}

interface Target {
  name: string;
  path: string;
  /** The LCP limit in words; none for a reference. */
  limit?: string;
  /** The LCP limit in milliseconds, once the references are known. */
  limitMs: () => number;
  load: (browser: Browser) => Promise<Sample>;
}

const newPhone = (browser: Browser) => browser.newContext({ ...PHONE });

/** The page's LCP and TBT, once it is quiet. */
async function measure(page: Page): Promise<Sample> {
  return {
    lcp: (await readLcp(page)) ?? { time: Number.NaN, size: 0, element: 'none' },
    tbt: await readTotalBlockingTime(page),
  };
}

/** A first visit: a new context (empty cache and storage), throttled from the first request. */
async function coldLoad(browser: Browser, url: string): Promise<Sample> {
  const context = await newPhone(browser);
  try {
    await recordLcp(context);
    await recordLongTasks(context);
    const page = await context.newPage();
    await throttlePage(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await waitForQuiet(page, 1_000);
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * A second visit in the same browser: the first (not throttled, consent chosen) installs
 * the service worker; the second is measured once the worker controls the page.
 */
async function repeatLoad(browser: Browser, url: string): Promise<Sample> {
  const context = await newPhone(browser);
  try {
    await storeConsentChoice(context);
    await recordLcp(context);
    await recordLongTasks(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 120_000,
    });
    await waitForQuiet(page, 1_000);
    await throttlePage(context, page);
    await throttleServiceWorkers(browser);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await waitForQuiet(page, 1_000);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the repeat visit was not controlled by the service worker');
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * The static copy of a page: the server's HTML once the server renders pages, else (a page
 * rendered in the browser) the DOM as rendered, its emotion styles written out from the
 * CSSOM; without scripts either way. Every stylesheet, picture and font the page loaded on
 * the phone is saved with it, in `dir` under names starting with `prefix`. Returns the
 * bare server's entries for it.
 */
async function saveReference(browser: Browser, url: string, dir: string, prefix: string) {
  const context = await newPhone(browser);
  const entries: Record<string, BareEntry> = {};
  let saved = 0;
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const keep = (response: Response) => {
      const type = response.request().resourceType();
      const address = new URL(response.url());
      if (!['stylesheet', 'image', 'font'].includes(type) || address.origin !== new URL(url).origin) return;
      if (response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => {
            const file = join(dir, `${prefix}-r${saved++}`);
            writeFileSync(file, body);
            const contentType = response.headers()['content-type'] ?? 'application/octet-stream';
            entries[address.pathname + address.search] = {
              file,
              headers: { 'content-type': contentType, 'cache-control': 'no-cache' },
              gzip: /text|svg|json|javascript/.test(contentType),
            };
          },
          () => undefined,
        ), // a body the page dropped (a cancelled picture) is not needed
      );
    };
    page.on('response', keep);
    await page.goto(url, { waitUntil: 'load' });
    await waitForQuiet(page, 1_000);
    page.off('response', keep);
    await Promise.all(pending);

    const serverHtml = await (await fetch(url)).text();
    const rendered = await page.evaluate((html) => {
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const unwanted = 'script, link[rel="modulepreload"], link[rel="manifest"]';
      const fromServer = new DOMParser().parseFromString(html, 'text/html');
      if (fromServer.querySelector('h1')) {
        fromServer.querySelectorAll(unwanted).forEach((node) => node.remove());
        return { source: 'server HTML', html: `<!doctype html>\n${fromServer.documentElement.outerHTML}` };
      }
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      // emotion inserts its rules through the CSSOM in production: its <style> elements look empty.
      const live = Array.from(document.querySelectorAll('style'));
      copy.querySelectorAll('style').forEach((style, i) => {
        const sheet = live[i]?.sheet;
        if (sheet) style.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      });
      copy.querySelectorAll(unwanted).forEach((node) => node.remove());
      return { source: 'DOM as rendered in the browser', html: `<!doctype html>\n${copy.outerHTML}` };
    }, serverHtml);
    const htmlFile = join(dir, `${prefix}.html`);
    writeFileSync(htmlFile, rendered.html);
    const resources = Object.keys(entries).length;
    entries[new URL(url).pathname] = {
      file: htmlFile,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      gzip: true,
    };
    return { entries, source: rendered.source, resources, htmlBytes: rendered.html.length };
  } finally {
    await context.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'town-bench-speed-'));
chmodSync(work, 0o755); // the embedded PostgreSQL runs as another user
const dataDir = join(work, 'data');
mkdirSync(dataDir, { mode: 0o755 });
const referenceDir = join(work, 'reference');
mkdirSync(referenceDir);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { production: true });
const browser = await launchChromium();
const results = new Map<string, Sample[]>();
let report: string;
try {
  const rentalPath = await firstAssetPath(browser, server.url + RENTALS);
  const pages = [
    { name: 'landing', path: LANDING, limitMs: Number.POSITIVE_INFINITY },
    { name: 'eat list', path: LIST, limitMs: 1_500 },
    { name: 'rental', path: rentalPath, limitMs: 1_800 },
  ];
  // One bare server sends every reference; pages share their stylesheets and fonts.
  const manifest: Record<string, BareEntry> = {};
  const references: string[] = [];
  for (const [i, page] of pages.entries()) {
    const reference = await saveReference(browser, server.url + page.path, referenceDir, `p${i}`);
    Object.assign(manifest, reference.entries);
    references.push(
      `- ${page.name}: ${reference.source} of \`${page.path}\` without scripts, ${reference.htmlBytes.toLocaleString(
        'en',
      )} bytes, with its ${reference.resources} stylesheets, pictures and fonts`,
    );
  }
  const manifestFile = join(referenceDir, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const bare = await startBareServer(manifestFile, await freePort());

  const lcpMs = (name: string) => median((results.get(name) ?? []).map((s) => s.lcp.time));
  const tbtMs = (name: string) => median((results.get(name) ?? []).map((s) => s.tbt));
  const targets: Target[] = pages.flatMap((page) => {
    const reference = `reference: static ${page.name}`;
    const absolute = Number.isFinite(page.limitMs) ? ` and ≤ ${(page.limitMs / 1000).toFixed(1)} s` : '';
    return [
      {
        name: reference,
        path: `${page.path} (bare node:http)`,
        limitMs: () => Number.NaN,
        load: (b: Browser) => coldLoad(b, bare.url + page.path),
      },
      {
        name: page.name,
        path: page.path,
        limit: `≤ ${REFERENCE_FACTOR} × reference${absolute}`,
        limitMs: () => Math.min(REFERENCE_FACTOR * lcpMs(reference), page.limitMs),
        load: (b: Browser) => coldLoad(b, server.url + page.path),
      },
    ];
  });
  targets.push({
    name: 'landing, repeat visit',
    path: `${LANDING} (service worker in control)`,
    limit: '≤ 0.8 s',
    limitMs: () => 800,
    load: (b) => repeatLoad(b, server.url + LANDING),
  });
  try {
    // Round by round, so that a change in the machine's load falls on every page alike.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of targets) {
        const sample = await target.load(browser);
        results.set(target.name, [...(results.get(target.name) ?? []), sample]);
        console.info(
          `run ${run} ${target.name}: LCP ${sample.lcp.time.toFixed(0)} ms (${sample.lcp.element}), TBT ${sample.tbt.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    bare.stop();
  }

  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rows = targets.map((target) => {
    const samples = results.get(target.name)!;
    const lcp = lcpMs(target.name);
    const tbt = tbtMs(target.name);
    const limit = target.limitMs();
    const middle = [...samples].sort((a, b) => a.lcp.time - b.lcp.time)[Math.floor(samples.length / 2)]!;
    const over = [...(lcp <= limit ? [] : ['LCP']), ...(tbt <= TBT_LIMIT_MS ? [] : ['TBT'])];
    const verdict = target.limit === undefined ? '' : over.length === 0 ? 'within' : `**over**: ${over.join(', ')}`;
    return `| ${target.name} | \`${target.path}\` | ${seconds(lcp)} s | ${samples
      .map((s) => seconds(s.lcp.time))
      .join(', ')} | ${target.limit === undefined ? '' : `${target.limit} (${seconds(limit)} s)`} | ${tbt.toFixed(
      0,
    )} ms | ${samples.map((s) => s.tbt.toFixed(0)).join(', ')} | ${verdict} | ${middle.lcp.element.replaceAll(
      '|',
      '\\|',
    )} |`;
  });
  const date = new Date().toISOString().slice(0, 10);
  report = `# Largest contentful paint and total blocking time on a throttled phone

${date}. Debian's Chromium, headless; a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone at ${PHONE.deviceScaleFactor}× with touch;
${NETWORK.latency} ms round trip, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbps up, CPU slowed ${CPU_SLOWDOWN}×.
Median of ${RUNS} loads each, each in a new browser context (cold cache, no consent stored), but the repeat visit.
The product ran with NODE_ENV=production on the embedded PostgreSQL with the demo town.

Total blocking time (TBT): of each long task (a PerformanceObserver for \`longtask\`, installed before the page's
scripts) after first contentful paint, the part beyond its first 50 ms, summed until the page has made no
request for 1 s after its load event. Limit: ≤ ${TBT_LIMIT_MS} ms on every page; a row is within when both its
LCP and its TBT are.

References, sent by a bare node:http server (gzip for text):

${references.join('\n')}

| page | address | LCP, median | LCP runs | LCP limit | TBT, median | TBT runs | verdict | LCP element (median run) |
|---|---|---:|---|---|---:|---|---|---|
${rows.join('\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine).
Run: \`npm run bench -w bench -- page-speed\` (BENCH_RUNS, CHROMIUM_PATH), after \`npm run build\`.
`;
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.info(`\n${report}`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/page-speed.md'), report);
