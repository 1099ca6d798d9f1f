import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('an overloaded process', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heap limit of one byte: overloaded from the first sample on, whatever the machine's load.
    t = await createTestApp({ overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 }, metricsToken: TOKEN });
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers requests 503 with Retry-After, in the error shape', async () => {
    for (const url of ['/api/v1/asset?lang=es', '/api/ready', '/api/systeminfo']) {
      const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders() });
      expect(res.statusCode, url).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().error.code).toBe(ERROR_CODES.serviceUnavailable);
    }
  });

  it('still answers liveness and metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
  });
});

describe('a process under normal load', () => {
  it('is not overloaded with the default limits', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.overload.maxEventLoopDelayMs).toBeGreaterThan(0);
      expect(t.config.overload.maxHeapUsedBytes).toBeGreaterThan(0);
      expect(t.app.isUnderPressure()).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
