import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ERROR_CODES } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { startTcpProxy, targetOf, type TcpProxy } from '../test/tcp-proxy.ts';

/*
 * The app reaches its PostgreSQL through a proxy that can hang or refuse, with the
 * configuration's default timeouts. No assertion is on timing: the tests' own time limits
 * bound how long a 503 may take.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
let proxy: TcpProxy;
let t: TestApp;
beforeAll(async () => {
  proxy = await startTcpProxy(targetOf(inject('pgServerUrl')));
  t = await createTestApp((databaseUrl) => ({ databaseUrl: proxy.url(databaseUrl), metricsToken: TOKEN }));
});
afterAll(async () => {
  await proxy?.forward();
  await t?.close();
  await proxy?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders() });

function expectUnavailable(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json().error.code).toBe(ERROR_CODES.serviceUnavailable);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a database that hangs', () => {
  it('costs a request a 503 with Retry-After, serves cached answers, and recovers by itself', async () => {
    const cached = '/api/v1/asset?lang=es&type=eat';
    expect((await get(cached)).statusCode).toBe(200);

    proxy.hang();
    try {
      expect((await get(cached)).statusCode).toBe(200);
      expectUnavailable(await get('/api/v1/asset?lang=en&type=eat'));
    } finally {
      await proxy.forward();
    }

    expect((await get('/api/v1/asset?lang=en&type=eat')).statusCode).toBe(200);
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', db: 'up' });
  }, 60_000);
});

describe('a database that is down', () => {
  it('is not ready, serves cached answers, answers 503 otherwise, and recovers by itself', async () => {
    const cached = '/api/v1/map_markers?lang=es';
    expect((await get(cached)).statusCode).toBe(200);

    await proxy.refuse();
    try {
      const ready = await get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'down' } });
      expect((await get('/api/health')).statusCode).toBe(503);
      expect((await get(cached)).statusCode).toBe(200);
      expectUnavailable(await get('/api/v1/map_markers?lang=fr'));
      // Served as it was, though the catalogue's revision could not be read.
      const metrics = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metrics.body).toContain('town_catalogue_cache_answers_total{outcome="stale"} 1');
    } finally {
      await proxy.forward();
    }

    expect((await get('/api/v1/map_markers?lang=fr')).statusCode).toBe(200);
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', migrations: 'done', jobs: 'off' } });
  }, 60_000);
});
