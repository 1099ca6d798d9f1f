import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { ERROR_CODES } from '@town/shared/error-codes';
import {
  adminPageSchema,
  pageListSchema,
  pageRevisionsSchema,
  pageSchema,
  REQUIRED_PAGES,
  STARTER_PAGES,
  type PageWrite,
} from '@town/shared/town';
import { z } from 'zod';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, type SignedIn } from '../accounts/accounts.test-support.ts';
import { refusedByAdminOnly, signupFirstAdmin, WITH_FIRST_ADMIN } from '../accounts/admin-users.test-support.ts';
import { createAuditService } from '../audit/index.ts';
import { starterTexts } from './pages.templates.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(WITH_FIRST_ADMIN);
  admin = await signupFirstAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...apiHeaders(token), ...headers }, ...(payload ? { payload } : {}) });

const list = async (lang?: string) => {
  const res = await call('GET', `/api/v1/pages${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return pageListSchema.parse(res.json()).items;
};
const page = async (slug: string, lang?: string) => {
  const res = await call('GET', `/api/v1/pages/${slug}${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return pageSchema.parse(res.json());
};
const save = (slug: string, texts: PageWrite['texts'], token = admin.token) =>
  call('PUT', `/api/v1/admin/pages/${slug}`, token, { texts });
const revisions = async (slug: string) => {
  const res = await call('GET', `/api/v1/admin/pages/${slug}/revisions`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return pageRevisionsSchema.parse(res.json()).items;
};
const auditOf = (slug: string) => createAuditService({ db: t.app.db }).list({ limit: 20, targetId: slug });

/** The profile of a second town, as its admin sends it (the contract's minimum body). */
const VILASERENA = {
  name: 'Vilaserena',
  region: 'Illes Balears',
  province: 'Illes Balears',
  centre: { lat: 39.77, lng: 2.71 },
  address: {
    street: 'Plaça de la Vila, 1',
    postalCode: '07100',
    locality: 'Vilaserena',
    province: 'Illes Balears',
    country: 'España',
  },
  phone: '+34 971 630 200',
  email: 'turisme@vilaserena.example',
  languages: ['ca', 'es', 'en', 'de'],
  defaultLanguage: 'ca',
  legal: {
    entity: 'Ajuntament de Vilaserena',
    taxId: 'P0706100I',
    address: 'Plaça de la Vila, 1, 07100 Vilaserena',
    dpoEmail: 'dpd@vilaserena.example',
  },
};
const changeTown = async (change: Record<string, unknown>) => {
  const res = await call('PUT', '/api/v1/admin/town', admin.token, change);
  expect(res.statusCode, res.body).toBe(200);
};

describe('a new site’s pages', () => {
  it('are the starter pages, from the templates, in the footer’s order', async () => {
    const items = await list('en');
    expect(items.map((p) => p.slug)).toEqual([...STARTER_PAGES]);
    expect(items.find((p) => p.slug === 'legal-notice')).toEqual({
      slug: 'legal-notice',
      title: starterTexts('legal-notice').en!.title,
      href: '/en/info/legal-notice',
    });
    const admins = z
      .object({ items: z.array(adminPageSchema) })
      .parse((await call('GET', '/api/v1/admin/pages', admin.token)).json());
    expect(admins.items.filter((p) => p.required).map((p) => p.slug)).toEqual([...REQUIRED_PAGES]);
    expect(admins.items.find((p) => p.slug === 'terms')!.texts).toEqual(starterTexts('terms'));
  });

  it('each start with the template as their first revision, by no one', async () => {
    const [first, ...more] = await revisions('privacy');
    expect(more).toEqual([]);
    expect(first).toMatchObject({ author: null, texts: starterTexts('privacy') });
  });
});

describe('a page as visitors read it', () => {
  it('is sanitised HTML in the asked language, its placeholders and the product’s rules filled in', async () => {
    const privacy = await page('privacy', 'de');
    expect(privacy).toMatchObject({ slug: 'privacy', lang: 'de', title: 'Datenschutzerklärung' });
    expect(privacy.body).toContain('<h2>');
    expect(privacy.body).toContain('30 Tage');
    expect(privacy.body).not.toContain('{{');
  });

  it('is answered with an ETag, and 304 while nothing changed', async () => {
    const first = await call('GET', '/api/v1/pages/terms?lang=es');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(
      (await call('GET', '/api/v1/pages/terms?lang=es', undefined, undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    expect((await call('GET', '/api/v1/pages?lang=es')).headers.etag).toBeTruthy();
  });

  it('is 404 for a slug no page has', async () => {
    for (const slug of ['no-such-page', 'Not_A_Slug', 'a'.repeat(90)]) {
      const res = await call('GET', `/api/v1/pages/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe(ERROR_CODES.notFound);
    }
  });

  it('carries no script, event handler, style or unsafe link, whatever an admin wrote', async () => {
    const markdown =
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](data:text/html,x) ' +
      '<p style="color:red">x</p> [ok](https://example.org)';
    expect((await save('unsafe-test', { en: { title: 'Unsafe <b>title</b>', body: markdown } })).statusCode).toBe(201);
    const shown = await page('unsafe-test', 'en');
    expect(shown.body).not.toMatch(/<(script|img|p style|iframe)/i);
    expect(shown.body).not.toMatch(/href="(javascript|data):/i);
    expect(shown.body).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    // The title is text: the web escapes it like any other.
    expect(shown.title).toBe('Unsafe <b>title</b>');
    expect((await call('DELETE', '/api/v1/admin/pages/unsafe-test', admin.token)).statusCode).toBe(204);
  });
});

describe('the town’s profile in its pages', () => {
  it('follows at once: the legal entity, its tax id and the town’s name and contacts, in every page and list', async () => {
    const etag = (await call('GET', '/api/v1/pages/legal-notice?lang=ca')).headers.etag as string;
    await changeTown(VILASERENA);
    const stale = await call('GET', '/api/v1/pages/legal-notice?lang=ca', undefined, undefined, {
      'if-none-match': etag,
    });
    expect(stale.statusCode).toBe(200);
    const notice = pageSchema.parse(stale.json());
    expect(notice.lang).toBe('ca');
    for (const detail of ['Ajuntament de Vilaserena', 'P0706100I', 'Plaça de la Vila, 1, 07100 Vilaserena']) {
      expect(notice.body).toContain(detail);
    }
    expect(notice.body).toContain('<a href="mailto:turisme@vilaserena.example">turisme@vilaserena.example</a>');
    expect((await page('about', 'ca')).title).toBe('Coneix Vilaserena');
    expect((await list('ca')).find((p) => p.slug === 'about')?.title).toBe('Coneix Vilaserena');

    await changeTown({ legal: { ...VILASERENA.legal, entity: 'Consorci Turístic de Vilaserena' } });
    const after = await page('privacy', 'es');
    expect(after.body).toContain('Consorci Turístic de Vilaserena');
    expect(after.body).not.toContain('Ajuntament de Vilaserena');
  });

  it('answers a language the town does not offer, or a page has no text in, in the town’s default language', async () => {
    // The town offers ca, es, en and de; its default is ca.
    const french = await page('terms', 'fr');
    expect(french.lang).toBe('ca');
    expect(french.title).toBe(starterTexts('terms').ca!.title);
    expect((await list('fr')).every((p) => p.href.startsWith('/ca/info/'))).toBe(true);
    expect((await page('terms')).lang).toBe('ca');

    // A page written in English only: the Catalan visitor reads the English, and is told so.
    expect(
      (await save('how-to-get-here', { en: { title: 'How to get here', body: 'By train to **{{town.name}}**.' } }))
        .statusCode,
    ).toBe(201);
    const shown = await page('how-to-get-here', 'ca');
    expect(shown).toMatchObject({ lang: 'en', title: 'How to get here' });
    expect(shown.body).toContain('<strong>Vilaserena</strong>');
    // Once it has a Catalan text, that is the one.
    await save('how-to-get-here', {
      en: { title: 'How to get here', body: 'By train.' },
      ca: { title: 'Com arribar-hi', body: 'En tren.' },
    });
    expect(await page('how-to-get-here', 'ca')).toMatchObject({ lang: 'ca', title: 'Com arribar-hi' });
    expect(await page('how-to-get-here', 'de')).toMatchObject({ lang: 'ca' });
  });
});

describe('saving a page', () => {
  it('makes a new page with a new slug, last in the list, and audits it', async () => {
    const res = await save('beaches', { es: { title: 'Playas', body: 'Arena fina.' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(adminPageSchema.parse(res.json())).toMatchObject({ slug: 'beaches', required: false });
    const items = await list('es');
    expect(items.at(-1)).toEqual({ slug: 'beaches', title: 'Playas', href: '/es/info/beaches' });
    expect(await auditOf('beaches')).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'page.create', targetType: 'page' }),
    ]);
  });

  it('keeps every save as a revision, newest first, and restores an old one as a new revision', async () => {
    const first = { es: { title: 'Playas', body: 'Arena fina.' } };
    const second = {
      es: { title: 'Playas y calas', body: 'Arena fina y calas.' },
      en: { title: 'Beaches', body: 'Sand.' },
    };
    const saved = await save('beaches', second);
    expect(saved.statusCode).toBe(200);
    expect(adminPageSchema.parse(saved.json()).texts).toEqual(second);
    // The same texts again change nothing.
    expect((await save('beaches', second)).statusCode).toBe(200);

    const [newest, oldest, ...none] = await revisions('beaches');
    expect(none).toEqual([]);
    expect(newest).toMatchObject({ texts: second, author: { id: admin.user.id, name: 'Amparo Ferrer' } });
    expect(oldest).toMatchObject({ texts: first, author: { id: admin.user.id } });

    const restored = await call('POST', `/api/v1/admin/pages/beaches/revisions/${oldest!.id}/restore`, admin.token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminPageSchema.parse(restored.json()).texts).toEqual(first);
    const after = await revisions('beaches');
    expect(after.map((r) => r.texts)).toEqual([first, second, first]);
    // Only Spanish now: the English visitor reads it (the town's default, Catalan, has none either).
    expect(await page('beaches', 'en')).toMatchObject({ lang: 'es', title: 'Playas' });

    // Restoring is also the PUT of an old revision's texts.
    expect((await save('beaches', second)).statusCode).toBe(200);
    expect((await revisions('beaches')).map((r) => r.texts)).toEqual([second, first, second, first]);

    const actions = (await auditOf('beaches')).map((e) => e.action);
    expect(actions).toEqual(['page.save', 'page.restore', 'page.save', 'page.create']);
    expect((await auditOf('beaches'))[1]).toMatchObject({ after: { restoredFrom: oldest!.id } });

    // A revision that is not this page's is none.
    const [terms] = await revisions('terms');
    for (const id of ['00000000-0000-4000-8000-000000000000', terms!.id]) {
      expect((await call('POST', `/api/v1/admin/pages/beaches/revisions/${id}/restore`, admin.token)).statusCode).toBe(
        404,
      );
    }
  });

  it('refuses texts that break the schema', async () => {
    for (const [slug, body] of [
      ['beaches', { texts: {} }],
      ['beaches', { texts: { xx: { title: 'x', body: 'x' } } }],
      ['beaches', { texts: { es: { title: '', body: 'x' } } }],
      ['beaches', { texts: { es: { title: 'x'.repeat(121), body: 'x' } } }],
      ['Not_A_Slug', { texts: { es: { title: 'x', body: 'x' } } }],
      ['beaches', {}],
    ] as const) {
      const res = await call('PUT', `/api/v1/admin/pages/${slug}`, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe(ERROR_CODES.validationError);
    }
  });

  it('previews Markdown as the page would show it, saving nothing', async () => {
    const res = await call('POST', '/api/v1/admin/pages/preview', admin.token, {
      lang: 'en',
      title: 'About {{town.name}}',
      body: '**Hello** <script>x</script> {{rules.sessionDays}}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'About Vilaserena',
      body: '<p><strong>Hello</strong> &lt;script&gt;x&lt;/script&gt; 30 days</p>\n',
    });
    expect((await call('GET', '/api/v1/admin/pages/preview', admin.token)).statusCode).toBe(404);
  });
});

describe('deleting a page', () => {
  it('refuses the pages the law requires (409), and they stay', async () => {
    for (const slug of REQUIRED_PAGES) {
      const res = await call('DELETE', `/api/v1/admin/pages/${slug}`, admin.token);
      expect(res.statusCode, slug).toBe(409);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('PAGE_REQUIRED');
    }
    expect((await list('es')).map((p) => p.slug)).toEqual(expect.arrayContaining([...REQUIRED_PAGES]));
  });

  it('takes any other away with its revisions, audited with its last texts', async () => {
    const texts = (await call('GET', '/api/v1/admin/pages/advertise', admin.token)).json().texts;
    const res = await call('DELETE', '/api/v1/admin/pages/advertise', admin.token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list('es')).map((p) => p.slug)).not.toContain('advertise');
    expect((await call('GET', '/api/v1/pages/advertise')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/admin/pages/advertise', admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/admin/pages/advertise/revisions', admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/admin/pages/advertise', admin.token)).statusCode).toBe(404);
    expect(await auditOf('advertise')).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'page.delete', before: { texts } }),
    ]);
  });
});

describe('who may do what', () => {
  it('lets anyone read the pages', async () => {
    const visitor = await signup(t.app);
    for (const token of [undefined, visitor.token]) {
      expect((await call('GET', '/api/v1/pages?lang=es', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/v1/pages/privacy?lang=es', token)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages' })).statusCode).toBe(401);
  });

  it('keeps editing to admins: anonymous 401, user and owner 403, a locked admin 401, a demoted admin 403', async () => {
    const [first] = await revisions('privacy');
    const refused = await refusedByAdminOnly(t.app, admin.token);
    for (const [token, status] of refused) {
      const answers = {
        list: await call('GET', '/api/v1/admin/pages', token),
        page: await call('GET', '/api/v1/admin/pages/privacy', token),
        save: await save('privacy', { es: { title: 'Hackeada', body: 'x' } }, token),
        invalid: await save('Not_A_Slug', {}, token),
        delete: await call('DELETE', '/api/v1/admin/pages/about', token),
        revisions: await call('GET', '/api/v1/admin/pages/privacy/revisions', token),
        restore: await call('POST', `/api/v1/admin/pages/privacy/revisions/${first!.id}/restore`, token),
        preview: await call('POST', '/api/v1/admin/pages/preview', token, { lang: 'es', title: 'x', body: 'x' }),
      };
      for (const [what, res] of Object.entries(answers)) {
        expect(res.statusCode, what).toBe(status);
        expect(res.headers['cache-control'], what).toBe('no-store');
      }
    }
    expect((await page('privacy', 'es')).title).toBe(starterTexts('privacy').es!.title);
    expect((await list('es')).map((p) => p.slug)).toContain('about');
  });
});
