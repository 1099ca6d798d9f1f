/// <reference lib="dom" />
// Lighthouse-style PWA checks in Debian's Chromium: the manifest is valid and installable,
// a service worker controls the page, and the landing page, an info page and the start URL
// load with the network cut. Writes bench/results/pwa.md.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './support/server.ts';

interface Row {
  check: string;
  pass: boolean;
  detail: string;
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const rows: Row[] = [];
const record = (check: string, pass: boolean, detail: string) => {
  rows.push({ check, pass, detail });
  console.log(`${pass ? 'pass' : 'FAIL'}  ${check}: ${detail}`);
};

const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-pwa-'));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as another user
const server = await startServer({ DATA_DIR: dataDir });
// A profile of its own rather than an incognito context: Chromium never offers to install from incognito.
const profileDir = mkdtempSync(join(tmpdir(), 'town-bench-pwa-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  locale: 'es-ES',
});
try {
  // A visitor who already answered the consent banner.
  await context.addInitScript(() => {
    const consents = { necessary: true, functionality: false, experience: false, measurement: false, marketing: false };
    localStorage.setItem('c15t', JSON.stringify({ consents, consentInfo: { time: Date.now(), type: 'necessary' } }));
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const started = performance.now();
  await page.goto(`${server.url}/es/`);
  await page.locator('h1').waitFor();

  // The manifest, as the page links it.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href ?? '/manifest.webmanifest', server.url).toString();
  const manifestResponse = await fetch(manifestUrl);
  const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons?: ManifestIcon[] };
  record(
    'manifest is linked and served for revalidation',
    manifestResponse.ok && manifestResponse.headers.get('cache-control') === 'no-cache',
    `${href} (${manifestResponse.headers.get('content-type')}, Cache-Control: ${manifestResponse.headers.get('cache-control')})`,
  );
  record(
    'manifest has a name and a short name',
    !!manifest.name && !!manifest.short_name,
    `"${manifest.name}" / "${manifest.short_name}"`,
  );
  record(
    'manifest start_url is in scope and answers 200',
    typeof manifest.start_url === 'string' && (await fetch(new URL(manifest.start_url, server.url))).ok,
    `start_url ${manifest.start_url}, scope ${manifest.scope}`,
  );
  record('manifest display is standalone', manifest.display === 'standalone', `display: ${manifest.display}`);
  record(
    'manifest has a theme colour',
    typeof manifest.theme_color === 'string',
    `theme_color ${manifest.theme_color}, background_color ${manifest.background_color}`,
  );

  const icons: { size: number; ok: boolean; src: string }[] = [];
  for (const icon of manifest.icons ?? []) {
    const res = await fetch(new URL(icon.src, server.url));
    const size = pngSize(Buffer.from(await res.arrayBuffer()));
    const declared = icon.sizes?.split(' ')[0] ?? '';
    icons.push({
      src: icon.src,
      size: size?.width ?? 0,
      ok: res.ok && !!size && `${size.width}x${size.height}` === declared,
    });
  }
  const sizes = icons.map((i) => i.size);
  record(
    'icons: at least 192 px and 512 px, PNG, sizes as declared',
    icons.every((i) => i.ok) && sizes.some((s) => s >= 192) && sizes.includes(512),
    icons.map((i) => `${i.size}px${i.ok ? '' : ' (wrong)'}`).join(', '),
  );
  const themeMetas = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((m) => `${m.getAttribute('content')} ${m.getAttribute('media') ?? ''}`.trim()));
  record('theme-color for light and dark', themeMetas.length >= 2, themeMetas.join('; '));

  // The worker.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });
  const controlledMs = performance.now() - started;
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const keys = await caches.keys();
    let entries = 0;
    let bytes = 0;
    for (const key of keys.filter((k) => k.includes('precache'))) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) {
        entries += 1;
        bytes += (await (await cache.match(request))!.blob()).size;
      }
    }
    return { scriptURL: registration?.active?.scriptURL ?? '', scope: registration?.scope ?? '', entries, bytes };
  });
  const swResponse = await fetch(`${server.url}/sw.js`);
  record(
    'a service worker controls the page',
    worker.scriptURL.endsWith('/sw.js'),
    `${new URL(worker.scriptURL).pathname}, scope ${new URL(worker.scope).pathname}, in control ${controlledMs.toFixed(0)} ms after the first request`,
  );
  record(
    '/sw.js is served for revalidation',
    swResponse.ok && swResponse.headers.get('cache-control') === 'no-cache',
    `Cache-Control: ${swResponse.headers.get('cache-control')}`,
  );
  record(
    'the app shell is precached',
    worker.entries > 0,
    `${worker.entries} files, ${(worker.bytes / 1024).toFixed(0)} KB`,
  );

  // Chromium's own verdict, as the install prompt uses it.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Detached at once: while a session of our own is attached, Playwright's offline emulation does not reach the page.
  await cdp.detach();
  record(
    'Chromium finds the app installable',
    installabilityErrors.length === 0,
    installabilityErrors.length === 0
      ? 'no installability errors'
      : installabilityErrors.map((e) => e.errorId).join(', '),
  );

  // Let the worker keep the town's pages (it fetches them once it controls the page).
  await page.waitForFunction(async () => Boolean(await caches.match('/api/v1/pages/about?lang=es')), undefined, {
    timeout: 30_000,
  });

  // With the network cut.
  await context.setOffline(true);
  for (const [name, path, selector] of [
    ['the landing page loads offline', '/es/', 'h1'],
    ['an info page loads offline', '/es/info/about', 'main article h1'],
    ['the start URL loads offline', String(manifest.start_url ?? '/'), 'h1'],
  ] as const) {
    const t0 = performance.now();
    let ok = true;
    try {
      await page.goto(`${server.url}${path}`);
      await page.locator(selector).first().waitFor({ timeout: 15_000 });
    } catch {
      ok = false;
    }
    const dcl = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav?.domContentLoadedEventEnd ?? 0;
    });
    record(
      name,
      ok,
      `${path}: shown in ${(performance.now() - t0).toFixed(0)} ms (DOMContentLoaded ${dcl.toFixed(0)} ms)`,
    );
  }
  const notice = await page
    .getByRole('status')
    .filter({ hasText: 'No tienes conexión' })
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  record('the offline notice shows', notice, notice ? 'shown while offline' : 'not shown');
} finally {
  await context.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

const passed = rows.filter((r) => r.pass).length;
const table = [
  `PWA checks: ${passed} of ${rows.length} pass.`,
  '',
  '| check | result | detail |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.check} | ${r.pass ? 'pass' : 'FAIL'} | ${r.detail.replaceAll('|', '\\|')} |`),
].join('\n');
console.log(`\n${table}`);
writeFileSync(join(import.meta.dirname, 'results/pwa.md'), `${table}\n`);
if (passed !== rows.length) process.exitCode = 1;
