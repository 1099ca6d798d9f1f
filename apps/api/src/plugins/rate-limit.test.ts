import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const message = (n: number) => ({
  name: 'Ana Pérez',
  email: `ana${n}@example.com`,
  subject: 'Aparcamiento',
  message: '¿Hay aparcamiento cerca de la playa?',
  lang: 'es',
});

describe('rate limits', () => {
  it('are kept in memory per process without REDIS_URL', async () => {
    const a = await createTestApp({ messageRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      const first = await a.app.inject({
        method: 'POST',
        url: '/api/v1/message',
        headers: apiHeaders(),
        payload: message(1),
      });
      expect(first.statusCode).toBe(201);
      const second = await a.app.inject({
        method: 'POST',
        url: '/api/v1/message',
        headers: apiHeaders(),
        payload: message(2),
      });
      expect(second.statusCode).toBe(429);
      expect(second.json().error.code).toBe('RATE_LIMITED');
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
    }
  });
});

// Redis runs on the project's machines (and CI's); elsewhere this block says why it did not run.
const haveRedis = await redisAnswers();
describe.runIf(haveRedis)('rate limits with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = {
      redisUrl: REDIS_URL,
      rateLimitNamespace: `town-rl-test-${randomBytes(4).toString('hex')}:`,
      messageRateLimit: { max: 2, timeWindowMs: 60_000 },
    };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('are shared between API processes', async () => {
    const send = (t: TestApp, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/message', headers: apiHeaders(), payload: message(n) });
    expect((await send(a, 1)).statusCode).toBe(201);
    expect((await send(b, 2)).statusCode).toBe(201);
    // The third request, on the first process, counts the second process's request too.
    const third = await send(a, 3);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
  });
});
