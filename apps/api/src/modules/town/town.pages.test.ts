import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureWebBuilt, WEB_BUILD } from '../../test/web-build.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';

/*
 * The pages rendered on the server follow the profile at once (docs/town.md): a page kept in
 * the cache (by the catalogue's revision) is rendered again with the town's new name, in this
 * process at once, without waiting for the cache's time.
 */

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  ensureWebBuilt();
  t = await createTestApp({ publicUrl: 'https://costaguia.example', ...WEB_BUILD });
  admin = await accountWith(t.app, 'admin', { name: 'Margalida Riera' });
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const changeName = async (name: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/town',
    headers: apiHeaders(admin.token),
    payload: {
      name,
      region: 'Illes Balears',
      province: 'Illes Balears',
      centre: { lat: 39.57, lng: 2.65 },
      address: {
        street: 'Plaça de Cort, 1',
        postalCode: '07001',
        locality: name,
        province: 'Illes Balears',
        country: 'España',
      },
      phone: '+34 971 225 900',
      email: 'turisme@vilanova.example',
      languages: ['ca', 'es', 'en', 'de'],
      defaultLanguage: 'ca',
      legal: {
        entity: `Ajuntament de ${name}`,
        taxId: 'P0700000A',
        address: `Plaça de Cort, 1, 07001 ${name}`,
        dpoEmail: 'dpd@vilanova.example',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a cached page after a change of the profile', () => {
  it('is rendered again at once with the town’s new name in its <title>', async () => {
    await changeName('Vilanova de Mar');
    const first = await page('/ca/map');
    expect(first.statusCode).toBe(200);
    expect(titleOf(first.body)).toContain('Vilanova de Mar');
    // Kept: the same page again is the cache's (its ETag holds).
    const etag = String(first.headers.etag);
    expect((await page('/ca/map', { 'if-none-match': etag })).statusCode).toBe(304);

    await changeName('Cala Blava');
    const after = await page('/ca/map', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(titleOf(after.body)).toContain('Cala Blava');
    expect(after.body).not.toContain('Vilanova de Mar');
    expect(after.body).not.toMatch(/Portalba/);
  });
});
