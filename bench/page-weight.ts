// Lighthouse-style page metrics in Debian's Chromium: compressed JavaScript each page loads,
// first contentful paint, largest contentful paint and DOMContentLoaded, on a cold cache.
import { chmodSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, startServer } from './support/server.ts';

const PAGES = [
  { name: 'landing', path: '/es/' },
  { name: 'rental list', path: '/es/assets/propertyListRent' },
  { name: 'map', path: '/es/map' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-web-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: string[] = [];
try {
  for (const target of PAGES) {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(server.url + target.path, { waitUntil: 'networkidle' });
    const metrics = await page.evaluate(
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
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const path of scripts) {
      const file = readFileSync(join(ROOT, 'apps/web/dist', path));
      raw += file.length;
      gzip += gzipSync(file, { level: 9 }).length;
      brotli += brotliCompressSync(file).length;
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    rows.push(
      `| ${target.name} | ${scripts.size} | ${kb(raw)} | ${kb(gzip)} | ${kb(brotli)} | ${metrics.fcp.toFixed(0)} ms | ${metrics.lcp.toFixed(0)} ms | ${metrics.dcl.toFixed(0)} ms |`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const table = [
  '| page | JS files | JS raw | JS gzip | JS brotli | FCP | LCP | DOMContentLoaded |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(table);
writeFileSync(join(import.meta.dirname, 'results/page-weight.md'), `${table}\n`);
