/// <reference lib="dom" />
// Page weight in Debian's Chromium: the JavaScript each page loads (as sent, and its size
// raw, gzip and brotli), first contentful paint, largest contentful paint and
// DOMContentLoaded, on a cold cache; then the script budget (SCRIPT_BUDGET_KB) of the landing
// page, the longest list and a rental's page, on a first visit and on a visit whose consent
// was already chosen (docs/benchmarks.md#page-weight). Writes bench/results/page-weight.md.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SCRIPT_BUDGET_KB } from '@town/shared/script-budget';
import type { Browser, Page } from 'playwright-core';
import { firstAssetPath, launchChromium, storeConsentChoice, waitForQuiet } from './support/browser.ts';
import { ROOT, startServer } from './support/server.ts';

/** The list whose first card gives the rental's page. */
const RENTALS = '/es/assets/propertyListRent';

interface Script {
  path: string;
  /** Body bytes as they came over the network (compressed when the server compressed them). */
  transfer: number;
  encoding: string;
  body: Buffer;
}

/**
 * Loads a page in a new context (cold cache; the service worker blocked, so every script
 * comes over the network and counts once) and waits until it settles: 2 s without a
 * request after its load event. Returns the scripts it loaded.
 */
async function loadScripts(
  browser: Browser,
  url: string,
  { consentChosen }: { consentChosen: boolean },
  measure?: (page: Page) => Promise<void>,
): Promise<Script[]> {
  const context = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
  try {
    if (consentChosen) await storeConsentChoice(context);
    const page = await context.newPage();
    const pending: Promise<Script | undefined>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
          return {
            path: new URL(request.url()).pathname,
            transfer: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'none',
            body,
          };
        })().catch(() => undefined),
      );
    });
    await page.goto(url);
    await waitForQuiet(page, 2_000);
    await measure?.(page);
    return (await Promise.all(pending)).filter((s): s is Script => s !== undefined);
  } finally {
    await context.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-web-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, { production: true });
const browser = await launchChromium();
const rows: string[] = [];
const verdicts: string[] = [];
const budget: string[] = [];
try {
  const pages = [
    { name: 'landing', path: '/es/', budgeted: true },
    { name: 'eat list', path: '/es/assets/eatList', budgeted: true },
    { name: 'rental', path: await firstAssetPath(browser, server.url + RENTALS), budgeted: true },
    { name: 'map', path: '/es/map', budgeted: false },
  ];
  const checkBudget = (page: (typeof pages)[number], consentChosen: boolean, scripts: Script[]) => {
    const limit = consentChosen ? SCRIPT_BUDGET_KB.consentStored : SCRIPT_BUDGET_KB.firstVisit;
    const total = scripts.reduce((sum, s) => sum + s.transfer, 0);
    const visit = consentChosen ? 'consent already chosen' : 'first visit (no consent chosen)';
    const verdict = total <= limit * 1024 ? 'within' : `**over** by ${((total - limit * 1024) / 1024).toFixed(1)} KB`;
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    verdicts.push(`| ${page.name} | ${visit} | ${scripts.length} | ${kb(total)} | ${limit} KB | ${verdict} |`);
    budget.push(
      `### ${page.name} \`${page.path}\`, ${visit}`,
      '',
      `${scripts.length} scripts, **${kb(total)}** as sent (${encodings}).`,
      '',
      '| script | as sent | raw |',
      '|---|---:|---:|',
      ...[...scripts]
        .sort((a, b) => b.transfer - a.transfer)
        .map((s) => `| \`${s.path}\` | ${kb(s.transfer)} | ${kb(s.body.length)} |`),
      '',
    );
  };

  for (const target of pages) {
    let metrics = { fcp: 0, lcp: 0, dcl: 0 };
    const scripts = await loadScripts(browser, server.url + target.path, { consentChosen: false }, async (page) => {
      metrics = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number; dcl: number }>((resolve) => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1);
              resolve({ fcp, lcp: last?.startTime ?? 0, dcl: nav.domContentLoadedEventEnd });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve({ fcp, lcp: 0, dcl: nav.domContentLoadedEventEnd }), 2000);
          }),
      );
    });
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let transfer = 0;
    for (const script of scripts) {
      raw += script.body.length;
      gzip += gzipSync(script.body, { level: 9 }).length;
      brotli += brotliCompressSync(script.body).length;
      transfer += script.transfer;
    }
    rows.push(
      `| ${target.name} | \`${target.path}\` | ${scripts.length} | ${kb(raw)} | ${kb(transfer)} | ${kb(gzip)} | ${kb(brotli)} | ${metrics.fcp.toFixed(0)} ms | ${metrics.lcp.toFixed(0)} ms | ${metrics.dcl.toFixed(0)} ms |`,
    );
    if (!target.budgeted) continue;
    // The first visit is the load just measured; the second stores a consent choice first.
    checkBudget(target, false, scripts);
    checkBudget(target, true, await loadScripts(browser, server.url + target.path, { consentChosen: true }));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const report = [
  `# Page weight (${new Date().toISOString().slice(0, 10)})`,
  '',
  'Unthrottled, cold cache, first visit (no consent chosen), Spanish, service worker blocked; until 2 s without a request after load.',
  '"As sent" is the bytes on the wire (the server compresses them); gzip -9 and brotli are computed here for comparison.',
  '',
  '| page | address | JS files | JS raw | JS as sent | JS gzip -9 | JS brotli | FCP | LCP | DOMContentLoaded |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  `## Script budget: ${SCRIPT_BUDGET_KB.firstVisit} KB compressed on a first visit, ${SCRIPT_BUDGET_KB.consentStored} KB once consent is stored`,
  '',
  'The JavaScript each page loads before it settles, as sent (`SCRIPT_BUDGET_KB`, packages/shared/src/script-budget.ts).',
  '',
  '| page | visit | scripts | as sent | budget | verdict |',
  '|---|---|---:|---:|---:|---|',
  ...verdicts,
  '',
  ...budget,
  'Run: `npm run bench -w bench -- page-weight` (CHROMIUM_PATH), after `npm run build`.',
  '',
].join('\n');
console.log(report);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/page-weight.md'), report);
