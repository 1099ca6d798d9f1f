import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSET_LISTS, DEFAULT_FILTERS, PAGE_SECTIONS, SUPPORTED_LANGUAGES } from '@town/shared';
import { ASSET_CATEGORIES, CUISINE_TYPES } from '@town/shared/catalogue';
import { listingContentSchema, NRUA_PATTERN } from '@town/shared/listings';
import type { Language } from '@town/shared/languages';
import { pageRevisionsSchema, pageSchema, townProfileSchema } from '@town/shared/town';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { signin, UNREACHED_RATE_LIMITS } from '../modules/accounts/accounts.test-support.ts';
import { imageFileName, thumbnailFileName } from '../lib/image-files.ts';
import { DEMO_TOWN } from './demo-profile.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_OWNERS, DEMO_PASSWORD, DEMO_USER, seedDemoTown } from './demo-town.ts';
import { DEMO_WIDTHS, imagePool, THUMBNAIL_SIZES } from './images.ts';
import { DEMO_ABOUT_PAGE } from './text/about/index.ts';
import { inYear } from './text/eu.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { generateTown, seedTown } from './seed-town.ts';

const dataDir = join(tmpdir(), 'town-test-catalogue-data');
const town = generateTown();

/** A starter page's template as the pages module reads it (modules/pages/templates): `# title`, then the body. */
function starterTemplate(lang: Language, slug: string): { title: string; body: string } {
  const source = readFileSync(new URL(`../modules/pages/templates/${lang}/${slug}.md`, import.meta.url), 'utf8');
  const [first = '', ...rest] = source.split('\n');
  return { title: first.replace(/^#\s+/u, '').trim(), body: `${rest.join('\n').trim()}\n` };
}

describe('the generated town', () => {
  it('is the same town for the same seed, and another for another seed', () => {
    expect(JSON.stringify(generateTown())).toBe(JSON.stringify(town));
    const other = generateTown({ seed: 'another-town' });
    expect(other.map((a) => a.asset.id)).not.toEqual(town.map((a) => a.asset.id));
    // A bigger town starts with the smaller one.
    expect(JSON.stringify(generateTown({ assets: 400 }).slice(0, 50))).toBe(JSON.stringify(town.slice(0, 50)));
  });

  it('has at least 300 assets in every type and list', () => {
    expect(town.length).toBeGreaterThanOrEqual(300);
    for (const entry of ASSET_LISTS) {
      const flag = 'flag' in entry ? entry.flag : undefined;
      const members = town.filter((a) => a.asset.type === entry.type && (!flag || a.asset[flag]));
      expect(members.length, entry.key).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(town.map((a) => a.asset.id)).size).toBe(town.length);
  });

  it('writes every text in all nine languages, each its own', () => {
    for (const { asset, texts } of town) {
      expect(texts.map((t) => t.lang).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
      for (const text of texts) {
        expect(text.name.trim()).not.toBe('');
        expect(text.summary.trim()).not.toBe('');
        for (const key of PAGE_SECTIONS[asset.type]) {
          expect(
            text.sections[key as keyof typeof text.sections]?.length,
            `${asset.type} ${key} ${text.lang}`,
          ).toBeGreaterThan(20);
        }
        expect(text.name + text.summary + Object.values(text.sections).join('')).not.toMatch(/undefined|null|NaN|\$\{/);
      }
      // Nine languages, nine different texts: nothing is left untranslated.
      expect(new Set(texts.map((t) => t.sections.main)).size).toBe(SUPPORTED_LANGUAGES.length);
    }
  });

  it('prices within the ranges of docs/rules.md#filters, in the right places', () => {
    for (const { asset } of town) {
      if (asset.rent) expect(asset.priceNight).toBeGreaterThanOrEqual(DEFAULT_FILTERS.rent.min);
      if (asset.rent) expect(asset.priceNight).toBeLessThanOrEqual(DEFAULT_FILTERS.rent.max);
      if (asset.long) expect(asset.priceMonth).toBeGreaterThanOrEqual(DEFAULT_FILTERS.long.min);
      if (asset.long) expect(asset.priceMonth).toBeLessThanOrEqual(DEFAULT_FILTERS.long.max);
      if (asset.sale) expect(asset.priceSale).toBeGreaterThanOrEqual(DEFAULT_FILTERS.sale.min);
      if (asset.sale) expect(asset.priceSale).toBeLessThanOrEqual(DEFAULT_FILTERS.sale.max);
      if (asset.rent) expect(asset.licence).toMatch(/^VT-\d{6}-V$/);
      if (asset.rent) expect(asset.nrua).toMatch(NRUA_PATTERN);
      if (asset.rent) expect(asset.nrua).toContain(asset.licence);
      if (!asset.rent) expect(asset.nrua ?? null).toBeNull();
      expect(ASSET_CATEGORIES[asset.type] as readonly string[]).toContain(asset.category);
    }
  });

  it('places everything on the land side of the coast, within the town', () => {
    for (const { asset } of town) {
      expect(Math.abs(asset.lat - DEMO_TOWN.centre.lat)).toBeLessThan(0.05);
      expect(Math.abs(asset.lng - DEMO_TOWN.centre.lng)).toBeLessThan(0.05);
      // The shoreline runs north-west to south-east with the sea to the east: land is west of it.
      const [north, south] = [DEMO_TOWN.shoreline[0]!, DEMO_TOWN.shoreline.at(-1)!];
      const f = (asset.lat - north[0]) / (south[0] - north[0]);
      expect(asset.lng).toBeLessThan(north[1] + f * (south[1] - north[1]));
    }
  });

  it('gives restaurants a menu whose dishes are named in every language, and all 29 cuisines', () => {
    const restaurants = town.filter((a) => a.asset.type === 'eat');
    expect(new Set(restaurants.map((r) => r.asset.productId)).size).toBe(restaurants.length);
    // Owners' restaurants take menu keys from 100000 on (assets_product_id_seq).
    for (const { asset } of restaurants) expect(asset.productId).toBeLessThan(100_000);
    for (const { menu } of restaurants) {
      expect(menu.length).toBeGreaterThan(1);
      for (const section of menu) {
        expect(section.items.length).toBeGreaterThan(0);
        for (const item of [section, ...section.items]) {
          for (const lang of SUPPORTED_LANGUAGES) expect(item.name[lang].trim()).not.toBe('');
        }
        for (const item of section.items) expect(item.priceCents % 50).toBe(0);
      }
    }
    expect(new Set(restaurants.flatMap((r) => r.asset.cuisines ?? []))).toEqual(new Set(CUISINE_TYPES));
  });

  it('gives listings pictures of their own kind, never the main picture of their neighbour in a list', () => {
    const pool = new Set(imagePool().map((image) => image.id));
    for (const { images } of town) {
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(4);
      // Several photos are several different pictures.
      expect(new Set(images).size).toBe(images.length);
      for (const id of images) expect(pool).toContain(id);
    }
    // The first listings of each type, in the order they were made, each have a main picture of their own.
    for (const [type, count] of Object.entries({
      property: 20,
      hotel: 5,
      'real-estate': 5,
      eat: 5,
      store: 5,
      activity: 5,
      service: 5,
    })) {
      const main = town
        .filter((a) => a.asset.type === type)
        .slice(0, count)
        .map((a) => a.images[0]);
      expect(new Set(main).size, type).toBe(count);
    }
    // In each list's default order (the newest first), no card shows the same picture as the one before it.
    for (const entry of ASSET_LISTS) {
      const flag = 'flag' in entry ? entry.flag : undefined;
      const list = town
        .filter((a) => a.asset.type === entry.type && (!flag || a.asset[flag]))
        .sort((a, b) => b.asset.createdAt.getTime() - a.asset.createdAt.getTime());
      for (let i = 1; i < list.length; i++) expect(list[i]!.images[0], entry.key).not.toBe(list[i - 1]!.images[0]);
    }
  });

  it('writes Basque years with the ending their last word takes', () => {
    expect([1998, 2005, 2011, 2000, 1990, 1984, 1960].map(inYear)).toEqual([
      '1998an',
      '2005ean',
      '2011n',
      '2000n',
      '1990ean',
      '1984an',
      '1960an',
    ]);
  });
});

describe('seeding a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dataDir, authRateLimits: UNREACHED_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const snapshot = async () =>
    (
      await t.app.db.execute<{ id: string; name: string }>(
        sql`select a.id, t.name from assets a join asset_texts t on t.asset_id = a.id and t.lang = 'es' order by a.id`,
      )
    ).rows;

  it('seeds an empty catalogue once, draws its pictures, and resets to the same town', async () => {
    const first = await seedTown(t.app.db, dataDir);
    expect(first).toMatchObject({ seeded: true, assets: town.length });
    const counts = await t.app.db.execute<{ assets: number; texts: number; items: number }>(sql`select
      (select count(*)::int from assets) as assets,
      (select count(*)::int from asset_texts) as texts,
      (select count(*)::int from menu_items) as items`);
    expect(counts.rows[0]).toEqual({
      assets: town.length,
      texts: town.length * SUPPORTED_LANGUAGES.length,
      items: town.reduce((n, a) => n + a.menu.reduce((m, s) => m + s.items.length, 0), 0),
    });
    const before = await snapshot();

    expect(await seedTown(t.app.db, dataDir)).toMatchObject({ seeded: false, assets: 0 });

    await t.app.db.execute(sql`update asset_texts set name = 'Changed' where lang = 'es'`);
    expect(await seedTown(t.app.db, dataDir, { reset: true })).toMatchObject({ seeded: true });
    expect(await snapshot()).toEqual(before);

    for (const image of imagePool()) {
      for (const width of DEMO_WIDTHS) await access(join(dataDir, 'uploads', imageFileName(image.id, width)));
      for (const size of THUMBNAIL_SIZES) await access(join(dataDir, 'uploads', thumbnailFileName(image.id, size)));
    }
  });

  const count = async (query: ReturnType<typeof sql>) => (await t.app.db.execute<{ n: number }>(query)).rows[0]!.n;

  it('gives every listing its first revision, published, with what was seeded as valid owner content', async () => {
    await seedDemoTown(t.app.db, dataDir, { reset: true, demoAccounts: false });
    const { rows } = await t.app.db.execute<{ id: string; number: number; state: string; content: unknown }>(
      sql`select a.id, r.number, r.state, r.content from assets a left join listing_revisions r on r.asset_id = a.id`,
    );
    expect(rows).toHaveLength(town.length);
    const byId = new Map(town.map((a) => [a.asset.id, a]));
    for (const row of rows) {
      expect(row).toMatchObject({ number: 1, state: 'published' });
      const content = listingContentSchema.parse(row.content);
      const seeded = byId.get(row.id)!;
      expect(content.texts.es?.name).toBe(seeded.texts.find((text) => text.lang === 'es')!.name);
      expect(content.images.map((image) => image.id)).toEqual(seeded.images);
      expect(content.menu?.sections.length ?? 0).toBe(seeded.menu.length);
    }
    // Without demo accounts, nobody owns them and nobody is made.
    expect(await count(sql`select count(*)::int as n from assets where owner_id is not null`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from users`)).toBe(0);
  });

  it('keeps the menu keys owners’ new restaurants take clear of the seeded ones', async () => {
    const [row] = (
      await t.app.db.execute<{ next: number; max: number }>(
        sql`select nextval('assets_product_id_seq')::int as next, max(product_id) as max from assets`,
      )
    ).rows;
    expect(row!.next).toBeGreaterThan(row!.max);
    expect(row!.next).toBeGreaterThanOrEqual(100_000);
  });

  it('makes the demo accounts on request: each kind’s listings run by its owner, an admin and a visitor', async () => {
    const result = await seedDemoTown(t.app.db, dataDir, { reset: true, demoAccounts: true });
    expect(result).toMatchObject({ seeded: true, demoAccounts: true });
    for (const account of DEMO_ACCOUNTS) expect(account.email).toMatch(/@demo\.costaguia\.example$/);
    expect(DEMO_ADMIN.email).toBe('admin@demo.costaguia.example');
    const users = await t.app.db.execute<{ id: string; email: string; role: string; password_hash: string }>(
      sql`select id, email, role, password_hash from users order by email`,
    );
    expect(users.rows.map((u) => [u.email, u.role])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.role]).sort(([a], [b]) => a!.localeCompare(b!)),
    );
    for (const user of users.rows) expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const ownerOf = new Map(users.rows.map((u) => [u.email, u.id]));
    const owners = await t.app.db.execute<{ type: string; owner_id: string; author_id: string; n: number }>(
      sql`select a.type, a.owner_id, r.author_id, count(*)::int as n from assets a
        join listing_revisions r on r.asset_id = a.id group by 1, 2, 3`,
    );
    expect(owners.rows).toHaveLength(Object.keys(DEMO_OWNERS).length);
    for (const row of owners.rows) {
      const owner = ownerOf.get(DEMO_OWNERS[row.type as keyof typeof DEMO_OWNERS].email);
      expect(row.owner_id).toBe(owner);
      expect(row.author_id).toBe(owner);
    }

    // Each signs in with the documented password, in their role.
    for (const account of [DEMO_ADMIN, DEMO_OWNERS.eat, DEMO_USER]) {
      const session = await signin(t.app, account.email, DEMO_PASSWORD);
      expect(session.user).toMatchObject({
        role: account.role,
        name: account.name,
        lang: account.language,
        emailVerified: true,
      });
    }

    // A reset puts them back as they were (an admin had locked one, changed a role) and keeps their ids.
    await t.app.db.execute(
      sql`update users set role = 'user', locked_at = now(), email_verified_at = null where email = ${DEMO_OWNERS.eat.email}`,
    );
    await seedDemoTown(t.app.db, dataDir, { reset: true, demoAccounts: true });
    const again = await signin(t.app, DEMO_OWNERS.eat.email, DEMO_PASSWORD);
    expect(again.user).toMatchObject({ id: ownerOf.get(DEMO_OWNERS.eat.email), role: 'owner', emailVerified: true });
    expect(await count(sql`select count(*)::int as n from users`)).toBe(DEMO_ACCOUNTS.length);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: apiHeaders(),
      payload: { email: DEMO_ADMIN.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('never makes demo accounts nor logs a password on a production start; logs the sign-ins elsewhere', async () => {
    const started = async (env: 'production' | 'development') => {
      await t.app.db.execute(sql`truncate table users, assets cascade`);
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      await seedIfEmpty({ db: t.app.db, config: { ...t.app.config, env }, log: pino(sink) });
      return lines.join('');
    };
    const production = await started('production');
    expect(production).toContain('seeded the demo town');
    expect(production).not.toContain(DEMO_PASSWORD);
    expect(production).not.toContain('demo.costaguia.example');
    expect(await count(sql`select count(*)::int as n from users`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from assets where owner_id is not null`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from listing_revisions`)).toBe(town.length);

    // The demo town's profile came with it, written through the town module.
    const profile = async () =>
      townProfileSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/town', headers: apiHeaders() })).json(),
      );
    expect(production).toContain('wrote the demo town’s profile');
    // Heard by the app as every change is, by the catalogue's revision: within moments.
    await vi.waitFor(async () =>
      expect(await profile()).toMatchObject({
        configured: true,
        name: DEMO_TOWN.name,
        centre: DEMO_TOWN.centre,
        legal: DEMO_TOWN.legal,
        tagline: DEMO_TOWN.tagline,
      }),
    );

    const development = await started('development');
    expect(development).toContain(DEMO_PASSWORD);
    expect(development).toContain(DEMO_ADMIN.email);
    expect(await count(sql`select count(*)::int as n from users`)).toBe(DEMO_ACCOUNTS.length);
  });

  it('gives the demo town its own About page over the template, in every language, and leaves an admin’s alone', async () => {
    // A site whose pages are not written yet (the users' truncation above took the revisions with it).
    await t.app.db.execute(sql`delete from town_pages`);
    const start = () => seedIfEmpty({ db: t.app.db, config: t.app.config, log: pino({ level: 'silent' }) });
    await start();

    for (const lang of SUPPORTED_LANGUAGES) {
      const heading = /^## (.+)$/mu.exec(DEMO_ABOUT_PAGE[lang].body)![1]!;
      // Heard by the app as every change is, by the catalogue's revision: within moments.
      await vi.waitFor(async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/pages/about?lang=${lang}`,
          headers: apiHeaders(),
        });
        expect(res.statusCode, res.body).toBe(200);
        const page = pageSchema.parse(res.json());
        expect(page.lang).toBe(lang);
        expect(page.title).toContain(DEMO_TOWN.name);
        expect(page.body).toContain(`<h2>${heading}</h2>`);
        // The placeholders filled in from the demo town's profile.
        expect(page.body).toContain(DEMO_TOWN.phone);
        expect(page.body).toContain(`href="mailto:${DEMO_TOWN.email}"`);
        expect(page.body).not.toContain('{{');
      });
    }

    // A new revision over the template, so that an admin can compare the two and restore the template.
    const admin = await signin(t.app, DEMO_ADMIN.email, DEMO_PASSWORD);
    const revisions = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/pages/about/revisions',
        headers: apiHeaders(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return pageRevisionsSchema.parse(res.json()).items;
    };
    const [demo, template, ...older] = await revisions();
    expect(older).toEqual([]);
    expect(demo!.texts).toEqual(DEMO_ABOUT_PAGE);
    expect(template!.texts).toEqual(
      Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, starterTemplate(lang, 'about')])),
    );
    expect([demo!.author, template!.author]).toEqual([null, null]);

    // Once an admin has saved the page, it is theirs: a later start leaves it as it is.
    const mine = { es: { title: 'El pueblo', body: 'El texto del ayuntamiento.\n' } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/pages/about',
      headers: apiHeaders(admin.token),
      payload: { texts: mine },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await start();
    const after = await revisions();
    expect(after).toHaveLength(3);
    expect(after[0]!.texts).toEqual(mine);
  });

  it('keeps a profile of the site’s own: the demo town’s is written only where there is none', async () => {
    await t.app.db.execute(sql`update town_profile set profile = jsonb_set(profile, '{name}', '"Vilamar"')`);
    await seedIfEmpty({ db: t.app.db, config: t.app.config, log: pino({ level: 'silent' }) });
    const { rows } = await t.app.db.execute<{ name: string }>(sql`select profile->>'name' as name from town_profile`);
    expect(rows).toEqual([{ name: 'Vilamar' }]);
  });
});
