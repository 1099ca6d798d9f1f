import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@town/shared';
import { signup, UNREACHED_RATE_LIMITS } from '../accounts/accounts.test-support.ts';
import { book, createRental, inDays } from '../bookings/bookings.test-support.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('is not served', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer x' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(ERROR_CODES.notFound);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With the job queue running, so that its queues are counted too.
    t = await createTestApp({ metricsToken: TOKEN, jobs: true, authRateLimits: UNREACHED_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('asks for the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe(ERROR_CODES.unauthenticated);
    }
  });

  it('gives requests, bookings, the catalogue cache, the jobs, the database pool and the process', async () => {
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/asset?lang=gl', headers: apiHeaders() });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);

    const guest = await signup(t.app, { lang: 'es' });
    const rental = await createRental(t.app, [{ start: inDays(5), end: inDays(30), price: 80 }]);
    const stay = { asset_id: rental.id, checkIn: inDays(6), checkOut: inDays(9), adults: 2 };
    expect((await book(t.app, guest.token, stay)).statusCode).toBe(201);
    expect((await book(t.app, guest.token, stay)).statusCode).toBe(409);
    expect((await book(t.app, guest.token, { ...stay, adults: 0 })).statusCode).toBe(400);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/v1\/asset",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/booking",status_code="409"\} 1$/m,
    );
    for (const outcome of ['created', 'refused', 'invalid']) {
      expect(text).toContain(`town_booking_requests_total{outcome="${outcome}"} 1`);
    }
    expect(text).toContain('town_catalogue_cache_answers_total{outcome="miss"} 1');
    expect(text).toContain('town_catalogue_cache_answers_total{outcome="hit"} 1');
    expect(text).toMatch(/^town_jobs\{queue="[\w.-]+",state="queued"\} \d+$/m);
    expect(text).toMatch(/^town_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^town_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^town_db_pool_waiting_requests \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total [\d.e+-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e+-]+$/m);
  });
});
