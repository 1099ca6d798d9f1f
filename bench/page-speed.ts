/// <reference lib="dom" />
// Largest contentful paint on a throttled phone: the landing page, a list, an asset page and
// a repeat visit of the landing page, each the median of BENCH_RUNS cold loads, against the
// same landing page served as static HTML (its CSS and pictures, no JavaScript) by a bare
// node:http server in the same run. Writes bench/results/page-speed.md (docs/benchmarks.md#page-speed-on-a-phone).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
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
  recordLcp,
  storeConsentChoice,
  throttlePage,
  throttleServiceWorkers,
  waitForQuiet,
  type LcpEntry,
} from './support/browser.ts';
import { ROOT, startServer } from './support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LANDING = '/es/';
const LIST = '/es/assets/propertyListRent';
/** How much slower than the static page the landing page may paint. */
const LANDING_FACTOR = 1.3;

interface Target {
  name: string;
  path: string;
  limit: string;
  /** Milliseconds, once the reference is known. */
  limitMs: () => number;
  load: (browser: Browser) => Promise<LcpEntry>;
}

const newPhone = (browser: Browser) => browser.newContext({ ...PHONE });

/** A first visit: a new context (empty cache and storage), throttled from the first request. */
async function coldLoad(browser: Browser, url: string): Promise<LcpEntry> {
  const context = await newPhone(browser);
  try {
    await recordLcp(context);
    const page = await context.newPage();
    await throttlePage(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await waitForQuiet(page, 1_000);
    return (await readLcp(page)) ?? { time: Number.NaN, size: 0, element: 'none' };
  } finally {
    await context.close();
  }
}

/**
 * A second visit in the same browser: the first (not throttled, consent chosen) installs
 * the service worker; the second is measured once the worker controls the page.
 */
async function repeatLoad(browser: Browser, url: string): Promise<LcpEntry> {
  const context = await newPhone(browser);
  try {
    await storeConsentChoice(context);
    await recordLcp(context);
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
    return (await readLcp(page)) ?? { time: Number.NaN, size: 0, element: 'none' };
  } finally {
    await context.close();
  }
}

/**
 * The static copy of the landing page: the server's HTML once the server renders pages, else
 * (a page rendered in the browser) the DOM as rendered, its emotion styles written out from
 * the CSSOM; without scripts either way. Every stylesheet, picture and font the page loaded
 * on the phone is saved with it.
 */
async function saveReference(browser: Browser, url: string, dir: string) {
  const context = await newPhone(browser);
  const manifest: Record<string, BareEntry> = {};
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
            const file = join(dir, `r${saved++}`);
            writeFileSync(file, body);
            const contentType = response.headers()['content-type'] ?? 'application/octet-stream';
            manifest[address.pathname + address.search] = {
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
    const htmlFile = join(dir, 'index.html');
    writeFileSync(htmlFile, rendered.html);
    const entry = { file: htmlFile, headers: { 'content-type': 'text/html; charset=utf-8' }, gzip: true };
    manifest[new URL(url).pathname] = entry;
    const manifestFile = join(dir, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    return {
      manifestFile,
      source: rendered.source,
      files: Object.keys(manifest).length,
      htmlBytes: rendered.html.length,
    };
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
const results = new Map<string, LcpEntry[]>();
let report: string;
try {
  const reference = await saveReference(browser, server.url + LANDING, referenceDir);
  const bare = await startBareServer(reference.manifestFile, await freePort());
  const assetPath = await firstAssetPath(browser, server.url + LIST);
  const ms = (name: string) => median((results.get(name) ?? []).map((e) => e.time));
  const targets: Target[] = [
    {
      name: 'reference: static landing page',
      path: `${LANDING} (bare node:http)`,
      limit: '',
      limitMs: () => Number.NaN,
      load: (b) => coldLoad(b, bare.url + LANDING),
    },
    {
      name: 'landing',
      path: LANDING,
      limit: `≤ ${LANDING_FACTOR} × reference`,
      limitMs: () => LANDING_FACTOR * ms('reference: static landing page'),
      load: (b) => coldLoad(b, server.url + LANDING),
    },
    { name: 'list', path: LIST, limit: '≤ 1.5 s', limitMs: () => 1_500, load: (b) => coldLoad(b, server.url + LIST) },
    {
      name: 'asset',
      path: assetPath,
      limit: '≤ 1.8 s',
      limitMs: () => 1_800,
      load: (b) => coldLoad(b, server.url + assetPath),
    },
    {
      name: 'landing, repeat visit',
      path: `${LANDING} (service worker in control)`,
      limit: '≤ 0.8 s',
      limitMs: () => 800,
      load: (b) => repeatLoad(b, server.url + LANDING),
    },
  ];
  try {
    // Round by round, so that a change in the machine's load falls on every page alike.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const target of targets) {
        const entry = await target.load(browser);
        results.set(target.name, [...(results.get(target.name) ?? []), entry]);
        console.info(`run ${run} ${target.name}: ${entry.time.toFixed(0)} ms (${entry.element})`);
      }
    }
  } finally {
    bare.stop();
  }

  const rows = targets.map((target) => {
    const entries = results.get(target.name)!;
    const value = ms(target.name);
    const limit = target.limitMs();
    const middle = [...entries].sort((a, b) => a.time - b.time)[Math.floor(entries.length / 2)]!;
    const verdict = Number.isNaN(limit) ? '' : value <= limit ? 'within' : '**over**';
    return `| ${target.name} | \`${target.path}\` | ${(value / 1000).toFixed(2)} s | ${entries
      .map((e) => (e.time / 1000).toFixed(2))
      .join(
        ', ',
      )} | ${target.limit}${Number.isNaN(limit) ? '' : ` (${(limit / 1000).toFixed(2)} s)`} | ${verdict} | ${middle.element.replaceAll('|', '\\|')} |`;
  });
  const date = new Date().toISOString().slice(0, 10);
  report = `# Largest contentful paint on a throttled phone

${date}. Debian's Chromium, headless; a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone at ${PHONE.deviceScaleFactor}× with touch;
${NETWORK.latency} ms round trip, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbps up, CPU slowed ${CPU_SLOWDOWN}×.
Median of ${RUNS} loads each, each in a new browser context (cold cache, no consent stored), but the repeat visit.
The product ran with NODE_ENV=production on the embedded PostgreSQL with the demo town.

Reference: ${reference.source} of \`${LANDING}\` without scripts, ${reference.htmlBytes.toLocaleString('en')} bytes, with its ${
    reference.files - 1
  } stylesheets, pictures and fonts, sent by a bare node:http server (gzip for text).

| page | address | LCP, median | runs | limit | verdict | LCP element (median run) |
|---|---|---:|---|---|---|---|
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
