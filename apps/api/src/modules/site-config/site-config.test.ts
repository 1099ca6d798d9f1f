import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { GTM_CONTAINER_ID_MESSAGE } from '@town/shared/consent';
import { DEFAULT_ANALYTICS_SCRIPT_URL, siteConfigSchema } from '@town/shared/site-config';
import { loadConfig } from '../../config.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

const BASE_ENV = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) } as const;

let plain: TestApp;
let withAnalytics: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  withAnalytics = await createTestApp({
    analytics: { gaId: 'G-TEST1234', gtmId: 'GTM-TEST12', scriptUrl: 'http://127.0.0.1:4567/stand-in' },
  });
});
afterAll(async () => {
  await plain?.close();
  await withAnalytics?.close();
});

describe('GET /api/v1/site-config', () => {
  it('answers an empty analytics object when none is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/site-config', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ analytics: {} });
  });

  it("gives the deployment's analytics ids and script base URL", async () => {
    const res = await withAnalytics.app.inject({ method: 'GET', url: '/api/v1/site-config', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(siteConfigSchema.parse(res.json())).toEqual({
      analytics: { gaId: 'G-TEST1234', gtmId: 'GTM-TEST12', scriptUrl: 'http://127.0.0.1:4567/stand-in' },
    });
  });

  it('is cacheable: an ETag, and 304 when it matches', async () => {
    const first = await plain.app.inject({ method: 'GET', url: '/api/v1/site-config', headers: apiHeaders() });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age=');
    const again = await plain.app.inject({
      method: 'GET',
      url: '/api/v1/site-config',
      headers: { ...apiHeaders(), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('needs the app key, like every /api/v1 call', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/site-config' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('APP_KEY_INVALID');
  });

  it('is in the OpenAPI document', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/v1/site-config']?.get).toBeDefined();
  });

  it('never answers a 5xx, whatever the query, method and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
        async (method, query, body) => {
          const res = await withAnalytics.app.inject({
            method: method as 'GET',
            url: '/api/v1/site-config',
            query,
            headers: { ...apiHeaders(), 'content-type': 'application/json' },
            payload: method === 'GET' || method === 'HEAD' ? undefined : body,
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('analytics configuration', () => {
  it('is empty by default, so no script origin is allowed', () => {
    expect(loadConfig(BASE_ENV).analytics).toEqual({});
  });

  it("defaults the script origin to Google's when an id is set", () => {
    expect(loadConfig({ ...BASE_ENV, ANALYTICS_GA_ID: 'G-ABCD1234' }).analytics).toEqual({
      gaId: 'G-ABCD1234',
      scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL,
    });
  });

  it('takes a deployment script URL, without its trailing slash', () => {
    const config = loadConfig({
      ...BASE_ENV,
      ANALYTICS_GTM_ID: 'GTM-ABC123',
      ANALYTICS_SCRIPT_URL: 'https://tags.example.org/g/',
    });
    expect(config.analytics).toEqual({ gtmId: 'GTM-ABC123', scriptUrl: 'https://tags.example.org/g' });
  });

  it('refuses a blank Tag Manager container id with the message of docs/rules.md#consent; an empty variable is unset', () => {
    expect(() => loadConfig({ ...BASE_ENV, ANALYTICS_GTM_ID: '   ' })).toThrow(GTM_CONTAINER_ID_MESSAGE);
    expect(loadConfig({ ...BASE_ENV, ANALYTICS_GTM_ID: '' }).analytics).toEqual({});
  });

  it('refuses ids and URLs that could not be written into a script URL or a CSP safely', () => {
    for (const env of [
      { ANALYTICS_GA_ID: 'G-1"><script>' },
      { ANALYTICS_GA_ID: 'G-12 34' },
      { ANALYTICS_GTM_ID: 'GTM-AB;script-src *' },
      { ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' },
      { ANALYTICS_SCRIPT_URL: 'ftp://tags.example.org' },
      { ANALYTICS_SCRIPT_URL: 'https://a;b.example.org' },
      { ANALYTICS_SCRIPT_URL: 'not a url' },
    ]) {
      expect(() => loadConfig({ ...BASE_ENV, ANALYTICS_GA_ID: 'G-ABCD1234', ...env }), JSON.stringify(env)).toThrow(
        /Invalid configuration/,
      );
    }
  });

  it('for any script URL, either refuses it or yields one plain origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (url) => {
        let scriptUrl: string | undefined;
        try {
          scriptUrl = loadConfig({ ...BASE_ENV, ANALYTICS_GA_ID: 'G-ABCD1234', ANALYTICS_SCRIPT_URL: url }).analytics
            .scriptUrl;
        } catch (error) {
          expect((error as Error).message).toMatch(/^Invalid configuration/);
          return;
        }
        expect(new URL(scriptUrl!).origin).toMatch(/^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i);
      }),
      { numRuns: 300 },
    );
  });
});
