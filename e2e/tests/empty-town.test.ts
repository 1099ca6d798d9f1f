import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../apps/api/src/db/embedded.ts';
import { expectAccessible, expectNoHorizontalScroll, useBrowser } from '../support/browser.ts';
import { API_HEADERS, TEST_PASSWORD } from '../support/clients.ts';
import { signInAt } from '../support/sign-in.ts';
import { localeTexts } from '../support/texts.ts';
import { weatherFixture } from '../support/weather-fixture.ts';

/*
 * A real town starting from nothing (docs/town.md): the product started with SEED_ON_EMPTY=false
 * on a database of its own names no town; its first admin, working in Catalan, sets up a second
 * town in the browser; then every place a town's name, position and legal entity reach (pages,
 * structured data, the web app manifest, the sitemap, robots, the weather provider, a mail) names
 * that town, and the demo town is nowhere.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The demo town of the seed: never met on a site that was not seeded. */
const DEMO_TOWN = /Portalba/i;

const SECOND = {
  name: 'Cala Serena',
  region: 'Illes Balears',
  province: 'Illes Balears',
  street: 'Plaça de la Vila, 3',
  postalCode: '07590',
  phone: '+34 971 000 123',
  email: 'turisme@calaserena.example',
  entity: 'Ajuntament de Cala Serena',
  taxId: 'P0799900J',
  legalAddress: 'Plaça de la Vila, 3, 07590 Cala Serena',
  dpoEmail: 'dpd@calaserena.example',
};
/** A 1×1 PNG: the map's tiles only need to be images. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const ADMIN = { name: 'Aina Ferrer', email: 'alcaldia@calaserena.example' };

const town = localeTexts('ca', 'adminTown');
const pages = localeTexts('ca', 'adminPages');
const accounts = localeTexts('ca', 'accounts');
const admin = localeTexts('ca', 'admin');

let baseUrl = '';
let server: ChildProcess | undefined;
let weather: Server | undefined;
const weatherAsked: URL[] = [];
let db: pg.Client | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let dataDir = '';

beforeAll(async () => {
  // A database of its own on the e2e server's PostgreSQL.
  const e2eUrl = new URL(inject('e2eDatabaseUrl'));
  const name = `town_empty_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(e2eUrl);
  serverUrl.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: serverUrl.toString() });
  await maintenance.connect();
  await maintenance.query(`create database "${name}"`);
  const dbUrl = new URL(e2eUrl);
  dbUrl.pathname = `/${name}`;
  dropDatabase = async () => {
    await maintenance.query(`drop database if exists "${name}" with (force)`);
    await maintenance.end();
  };

  // The weather provider's stand-in, recording where it is asked about.
  weather = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/tiles/')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    weatherAsked.push(url);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(weatherFixture(url)));
  });
  await new Promise<void>((r) => weather!.listen(0, '127.0.0.1', r));
  const weatherPort = (weather.address() as { port: number }).port;

  dataDir = mkdtempSync(join(tmpdir(), 'town-empty-'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      HOST: 'localhost',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      ADMIN_EMAILS: ADMIN.email,
      WEATHER_URL: `http://127.0.0.1:${weatherPort}/v1/forecast`,
      TILES_URL: `http://127.0.0.1:${weatherPort}/tiles/{z}/{x}/{y}.png`,
      BUILD: 'e2e-empty',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The empty site's server exited with code ${server.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The empty site did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await new Promise<void>((r) => (weather ? weather.close(() => r()) : r()));
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const open = useBrowser({ consentChosen: true });

async function getJson(path: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: API_HEADERS });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function getText(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** The JSON-LD blocks of a page, flattened out of any `@graph`. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b]));
}

function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90">
    <rect x="6" y="12" width="288" height="66" rx="10" fill="#7a2e0e"/>
    <circle cx="48" cy="45" r="18" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('a site started empty', () => {
  it('names no town, and answers every language until a town is set up', async () => {
    const profile = await getJson('/api/v1/town');
    expect(profile.configured).toBe(false);
    expect(JSON.stringify(profile)).not.toMatch(DEMO_TOWN);
    expect(await getJson('/api/v1/asset?type=eat').then((a) => (a.items as unknown[]).length)).toBe(0);
    const landing = await getText('/es/');
    expect(landing.status).toBe(200);
    expect(landing.text).not.toMatch(DEMO_TOWN);
  });

  it('its first admin, working in Catalan, sets up a second town in the browser: profile on the map, languages, logo, a page', async () => {
    // Sign-up with the town hall's address, and the mailed link opened: only then an admin.
    const signup = await fetch(`${baseUrl}/api/v1/auth/signup`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ email: ADMIN.email, password: TEST_PASSWORD, name: ADMIN.name, lang: 'ca' }),
    });
    expect(signup.status).toBe(201);
    const { rows } = await db!.query<{ text: string }>(
      `select text from outbox where "to" = $1 and kind = 'email-verification'`,
      [ADMIN.email],
    );
    const link = /https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(rows[0]!.text)![0];

    const { page, errors } = await open({ locale: 'ca-ES', baseURL: baseUrl });
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText(accounts('verify.done')).waitFor();
    await signInAt(page, '/ca/admin/town', ADMIN);
    await page.getByRole('heading', { level: 1, name: town('pages.town.title') }).waitFor();
    await expectAccessible(page, 'town form of an empty site');

    const form = page.getByRole('form', { name: town('form.label') });
    const field = (key: string) => form.getByRole('textbox', { name: town(key), exact: true });
    const addressField = (key: string) =>
      form.getByRole('group', { name: town('place.address') }).getByRole('textbox', { name: town(key), exact: true });
    await field('identity.name').fill(SECOND.name);
    await field('place.region').fill(SECOND.region);
    await field('place.province').first().fill(SECOND.province);
    await addressField('place.street').fill(SECOND.street);
    await addressField('place.postalCode').fill(SECOND.postalCode);
    await addressField('place.locality').fill(SECOND.name);
    await addressField('place.addressProvince').fill(SECOND.province);
    await addressField('place.addressCountry').fill('Espanya');
    // The centre: typed, then moved with a click on the map.
    await field('map.lat').fill('39.7');
    await field('map.lng').fill('3.45');
    const map = page.getByRole('region', { name: town('map.label') });
    await map.locator('.town-centre-pin').waitFor();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 30 } });
    await expect.poll(async () => Number(await field('map.lat').inputValue())).toBeLessThan(39.7);
    const centre = {
      lat: Number(await field('map.lat').inputValue()),
      lng: Number(await field('map.lng').inputValue()),
    };
    expect(centre.lng).toBeGreaterThan(3.45);
    await field('contact.phone').fill(SECOND.phone);
    await field('contact.email').fill(SECOND.email);
    await field('legal.entity').fill(SECOND.entity);
    await field('legal.taxId').fill(SECOND.taxId);
    await field('legal.address').fill(SECOND.legalAddress);
    await field('legal.dpoEmail').fill(SECOND.dpoEmail);
    // Catalan the default; Catalan, Spanish and English the only languages.
    await form.getByRole('combobox', { name: town('languages.default') }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Català' }).click();
    const offered = form.getByRole('group', { name: town('languages.offered') });
    for (const language of ['Euskara', 'Galego', 'Français', 'Deutsch', 'Italiano', 'Português']) {
      await offered.getByRole('checkbox', { name: language }).uncheck();
    }
    await form.getByRole('button', { name: town('form.save') }).click();
    await page.getByText(town('form.saved')).waitFor();

    // The logo, once the town exists.
    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'escut.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByText(town('logo.saved')).waitFor();

    const profile = await getJson('/api/v1/town');
    expect(profile).toMatchObject({
      configured: true,
      name: SECOND.name,
      centre,
      languages: ['es', 'ca', 'en'],
      defaultLanguage: 'ca',
      legal: { entity: SECOND.entity, taxId: SECOND.taxId, dpoEmail: SECOND.dpoEmail },
    });
    expect(profile.logo).toBeTruthy();

    // A page of its own.
    await page.goto('/ca/admin/pages/new');
    await page.getByRole('heading', { level: 1, name: pages('pages.pageNew.title') }).waitFor();
    await page.getByRole('textbox', { name: pages('editor.slug') }).fill('com-arribar');
    const language = admin('languages.ca');
    await page.getByRole('textbox', { name: pages('editor.title', { language }) }).fill('Com arribar');
    await page
      .getByRole('textbox', { name: pages('editor.body', { language }) })
      .fill('Des del port de {{town.name}}, a peu en deu minuts.');
    await page.getByRole('button', { name: pages('editor.save') }).click();
    await page.waitForURL('**/ca/admin/pages/com-arribar');
    await page.getByText(pages('editor.saved')).waitFor();

    // The checklist of the workspace's home knows the profile, the logo and the languages are done.
    await page.goto('/ca/admin');
    const checklist = page.getByTestId('setup-checklist');
    for (const item of ['profile', 'logo', 'languages']) {
      await expect
        .poll(() =>
          checklist
            .locator('li')
            .filter({ hasText: town(`setup.items.${item}`) })
            .getAttribute('data-done'),
        )
        .toBe('true');
    }
    await expectAccessible(page, 'admin home of a town being set up');
    expect(errors).toEqual([]);
  });

  it('then names that town everywhere: pages, structured data, manifest, sitemap, robots, the weather and mails', async () => {
    const landing = await getText('/ca/');
    expect(landing.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(landing.text)![1]).toContain(SECOND.name);
    const data = structuredData(landing.text);
    const place = data.find((d) => d['@type'] === 'TouristDestination' || d['@type'] === 'City')!;
    expect(place).toMatchObject({ name: SECOND.name });
    // The centre as the page writes it: to 5 decimals (about a metre), whatever the map’s click gave: the same to 4.
    const { centre } = (await getJson('/api/v1/town')) as { centre: { lat: number; lng: number } };
    const geo = place.geo as { latitude: number; longitude: number };
    expect(geo.latitude).toBeCloseTo(centre.lat, 4);
    expect(geo.longitude).toBeCloseTo(centre.lng, 4);
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({ name: SECOND.name });

    // The legal entity in the legal texts, from the templates.
    const legalNotice = await getText('/ca/info/legal-notice');
    expect(legalNotice.text).toContain(SECOND.entity);
    expect(legalNotice.text).toContain(SECOND.taxId);
    const privacy = await getText('/ca/info/privacy');
    expect(privacy.text).toContain(SECOND.dpoEmail);
    const ownPage = await getText('/ca/info/com-arribar');
    expect(ownPage.text).toContain(`Des del port de ${SECOND.name}, a peu en deu minuts.`);

    const manifest = await getJson('/manifest.webmanifest');
    expect(manifest.name).toContain(SECOND.name);
    expect(manifest.lang).toBe('ca');

    // Only the offered languages have sitemaps; the town's own page is in them.
    const index = await getText('/sitemap.xml');
    expect(index.text).toContain(`${baseUrl}/sitemaps/ca.xml`);
    expect(index.text).not.toContain(`${baseUrl}/sitemaps/de.xml`);
    expect((await getText('/sitemaps/de.xml')).status).toBe(404);
    const sitemap = await getText('/sitemaps/ca.xml');
    expect(sitemap.text).toContain(`${baseUrl}/ca/info/com-arribar`);
    expect(sitemap.text).not.toContain(`${baseUrl}/de/`);
    const robots = await getText('/robots.txt');
    expect(robots.status).toBe(200);

    // A language the town does not offer has no pages: to the same page in the default language.
    const german = await getText('/de/info/com-arribar');
    expect([301, 302, 307, 308]).toContain(german.status);
    expect(german.location).toMatch(/\/ca\/info\/com-arribar$/);

    // The weather is asked about the town's centre.
    weatherAsked.length = 0;
    expect((await fetch(`${baseUrl}/api/v1/weather?lang=ca`, { headers: API_HEADERS })).status).toBe(200);
    const asked = weatherAsked.find((u) => u.searchParams.has('latitude'))!;
    expect(Number(asked.searchParams.get('latitude'))).toBeCloseTo(centre.lat, 3);
    expect(Number(asked.searchParams.get('longitude'))).toBeCloseTo(centre.lng, 3);

    // A mail names the town.
    const remember = await fetch(`${baseUrl}/api/v1/auth/remember_password`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(remember.status).toBeLessThan(300);
    // Answered before the mail is written (the answer's time tells nothing): wait for it.
    const mails = () =>
      db!.query<{ subject: string; text: string }>(
        `select subject, text from outbox where "to" = $1 and kind = 'password-reset'`,
        [ADMIN.email],
      );
    await expect.poll(async () => (await mails()).rowCount).toBe(1);
    const { rows } = await mails();
    expect(`${rows[0]!.subject}\n${rows[0]!.text}`).toContain(SECOND.name);

    for (const [what, body] of [
      ['landing', landing.text],
      ['legal notice', legalNotice.text],
      ['privacy', privacy.text],
      ['manifest', JSON.stringify(manifest)],
      ['sitemap', sitemap.text],
      ['sitemap index', index.text],
      ['robots', robots.text],
      ['mail', rows[0]!.text],
    ] as const) {
      expect(body, what).not.toMatch(DEMO_TOWN);
    }
  });

  it('a visitor whose browser speaks Japanese lands on the town’s default language and sees its name, at 320 px, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors } = await open({
        locale: 'ja-JP',
        baseURL: baseUrl,
        colorScheme,
        viewport: { width: 320, height: 700 },
      });
      await page.goto('/');
      await page.waitForURL(/\/ca\/?$/);
      expect(await page.title()).toContain(SECOND.name);
      // At 320 px the header shows the logo; its link is named after the town.
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(SECOND.name) })
        .first()
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ca');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page, `landing of the second town, ${colorScheme}`);
      expect(await page.content()).not.toMatch(DEMO_TOWN);
      expect(errors).toEqual([]);
    }
  });
});
