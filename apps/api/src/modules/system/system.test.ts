import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorSchema, PRODUCT_VERSION } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTcpProxy, targetOf, type TcpProxy } from '../../test/tcp-proxy.ts';
import { PROBE_TIMEOUT_MS } from './system.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('operations', () => {
  it('answers health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers readiness: database up, migrations done, no jobs in this process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up', migrations: 'done', jobs: 'off' } });
  });

  it('is not ready where jobs should run and have stopped', async () => {
    const withJobs = await createTestApp({ jobs: true });
    try {
      const ready = await withJobs.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks.jobs).toBe('running');
      await withJobs.app.jobs!.stop();
      const stopped = await withJobs.app.inject({ method: 'GET', url: '/api/ready' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'up', migrations: 'done', jobs: 'stopped' },
      });
    } finally {
      await withJobs.close();
    }
  });

  it('is not ready while migrations of this release are not applied', async () => {
    const behind = await createTestApp();
    try {
      // As if the database were restored from an older backup: its newest migration undone.
      await behind.app.pool.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      const res = await behind.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'up', migrations: 'pending', jobs: 'off' });
    } finally {
      await behind.close();
    }
  });

  it('gives system info with version 0.1.6 and the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/systeminfo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(PRODUCT_VERSION);
    expect(body.version).toBe('0.1.6');
    expect(body.database).toBe('external');
    expect(body.node).toBe(process.version);
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.app.pool.end();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
    // The pool is already ended; close the rest.
    broken.app.pool.end = async () => {};
    await broken.close();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('probes while the database hangs', () => {
  let proxy: TcpProxy;
  let hanging: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(targetOf(inject('pgServerUrl')));
    hanging = await createTestApp((databaseUrl) => ({ databaseUrl: proxy.url(databaseUrl) }));
    expect((await hanging.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await proxy?.forward();
    await hanging?.close();
    await proxy?.close();
  });

  // A balancer's probe gives up after 1–2 s: health and readiness answer 503 within their own
  // limit, not the requests' query limit. This test's own limit (3 s) is what bounds them.
  it('answer 503 within the probe limit, though queries may wait 5 s', { timeout: 3_000 }, async () => {
    expect(PROBE_TIMEOUT_MS).toBe(2_000);
    expect(hanging.config.databaseTimeouts.queryMs).toBe(5_000);
    proxy.hang();
    const [health, ready] = await Promise.all([
      hanging.app.inject({ method: 'GET', url: '/api/health' }),
      hanging.app.inject({ method: 'GET', url: '/api/ready' }),
    ]);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'down' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('down');
  });
});

describe('app key', () => {
  it('refuses /api/v1 without a key, or with an unknown one', async () => {
    for (const headers of [{}, { 'x-app-key': 'nope' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/anything', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('APP_KEY_INVALID');
    }
  });

  it('lets a known key through to the route (here: a missing one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route', headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'none'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
  });
});

describe('errors', () => {
  it('answers unknown API paths in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it('refuses NUL characters (PostgreSQL cannot store them) with a 400 naming the field', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/message',
      headers: apiHeaders(),
      payload: { name: 'Ana\u0000', email: 'a@example.com', subject: 'Hola', message: 'Un mensaje largo', lang: 'es' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.details).toEqual([{ field: 'body.name', message: 'NUL is not allowed' }]);
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/weather?lang=%00', headers: apiHeaders() });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('never answers a 5xx to random paths, methods and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.webPath(),
        fc.option(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), { nil: undefined }),
        async (method, path, body) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: `/api/v1${path.startsWith('/') ? path : `/${path}`}`,
            headers: { ...apiHeaders(), 'content-type': 'application/json' },
            payload: body,
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(apiErrorSchema.safeParse(res.json()).success || res.statusCode < 400).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('prototype poisoning', () => {
  it('refuses a body naming __proto__ with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/c15t/consent/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"requiredConsent":{"or":{"not":{"__proto__":null}}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'The body is not valid JSON' });
  });
});
