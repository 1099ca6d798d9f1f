import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { startTcpProxy, targetOf, type TcpProxy } from '../test/tcp-proxy.ts';

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

// Redis runs on the project's machines (and CI's); elsewhere these blocks say why they did not run.
const haveRedis = await redisAnswers();
if (!haveRedis) console.warn(`No Redis answers at ${REDIS_URL}: the shared rate-limit tests are skipped`);
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

describe.runIf(haveRedis)('rate limits while Redis is down', () => {
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(targetOf(REDIS_URL));
    const shared = {
      rateLimitNamespace: `town-rl-test-${randomBytes(4).toString('hex')}:`,
      messageRateLimit: { max: 2, timeWindowMs: 60_000 },
    };
    // A reaches Redis through the proxy, B directly.
    a = await createTestApp({ ...shared, redisUrl: proxy.url(REDIS_URL) });
    b = await createTestApp({ ...shared, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
  });

  // Each phase comes from a client address of its own, so that its counts start at zero.
  const send = (t: TestApp, client: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/message',
      headers: apiHeaders(),
      payload: message(n),
      remoteAddress: client,
    });

  it('fall back to memory with a warning, and are shared again when it is back', async () => {
    const warn = vi.spyOn(a.app.log, 'warn');
    const info = vi.spyOn(a.app.log, 'info');

    await proxy.refuse();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/^Redis does not answer/)),
    );
    // Still limited, from A's memory: B (counting in Redis) has not seen these.
    expect((await send(a, '198.51.100.1', 1)).statusCode).toBe(201);
    expect((await send(a, '198.51.100.1', 2)).statusCode).toBe(201);
    expect((await send(a, '198.51.100.1', 3)).statusCode).toBe(429);
    expect((await send(b, '198.51.100.1', 4)).statusCode).toBe(201);

    await proxy.forward();
    await vi.waitFor(
      () => expect(info).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/^Redis answers again/)),
      {
        timeout: 10_000,
      },
    );
    // Shared again: A counts B's requests, which its memory never saw.
    expect((await send(b, '198.51.100.2', 5)).statusCode).toBe(201);
    expect((await send(b, '198.51.100.2', 6)).statusCode).toBe(201);
    expect((await send(a, '198.51.100.2', 7)).statusCode).toBe(429);
  }, 30_000);
});
