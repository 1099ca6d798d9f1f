import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES } from '@town/shared';
import { buildApp } from '../app.ts';
import { APP_KEY, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
/** The app on t's database and configuration, listening, with what it went through recorded. */
let app: FastifyInstance;
let port: number;
/** Every error a request raised, with its path and the status it called for. */
const raised: { path: string; status: number; message: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(t.config);
  app.addHook('onError', async (request, _reply, error) => {
    raised.push({ path: request.url.split('?')[0]!, status: error.statusCode ?? 500, message: error.message });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
beforeEach(() => {
  raised.length = 0;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` as raw bytes on a new connection and reads one HTTP/1.1 answer: what
 * inject() cannot send (bad encodings, broken request lines, oversized headers) reaches
 * the real server this way.
 */
function exchange(request: string, toPort = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: toPort, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    const answer = (): RawAnswer | undefined => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return undefined;
      return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
    };
    const finish = () => {
      const result = answer();
      socket.destroy();
      if (result) resolve(result);
      else reject(new Error(`no complete answer: ${JSON.stringify(received.toString('latin1'))}`));
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (answer()) finish();
    });
    socket.on('end', finish);
    // The server may close a broken connection before it has read all of it.
    socket.on('error', finish);
    socket.write(request);
  });
}

const request = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Key: ${APP_KEY}\r\nConnection: close\r\n${headers}\r\n`;

function expectError(answer: RawAnswer, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(JSON.parse(answer.body));
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toBe('');
  expect(raised.filter((error) => error.status >= 500)).toEqual([]);
}

describe('errors raised before a route is found keep the error shape', () => {
  it('answers a path that is not valid percent-encoded UTF-8 with 400 BAD_REQUEST', async () => {
    expectError(await exchange(request('/api/v1/asset/%ED%A0%80')), 400, ERROR_CODES.badRequest);
  });

  it('answers an over-long path parameter with 414 URI_TOO_LONG', async () => {
    expectError(await exchange(request(`/api/v1/asset/${'a'.repeat(500)}`)), 414, ERROR_CODES.uriTooLong);
  });

  it('answers a 20,000-character query with 431 HEADERS_TOO_LARGE', async () => {
    expectError(await exchange(request(`/api/v1/asset?q=${'a'.repeat(20_000)}`)), 431, ERROR_CODES.headersTooLarge);
  });

  it('answers headers too large with 431 HEADERS_TOO_LARGE', async () => {
    expectError(
      await exchange(request('/api/v1/asset', `X-Padding: ${'a'.repeat(20_000)}\r\n`)),
      431,
      ERROR_CODES.headersTooLarge,
    );
  });

  it('answers a request line of garbage, and a broken header, with 400 BAD_REQUEST', async () => {
    expectError(await exchange('HELLO \u0001 WORLD\r\n\r\n'), 400, ERROR_CODES.badRequest);
    expectError(await exchange(request('/api/v1/asset', 'Content-Length: many\r\n')), 400, ERROR_CODES.badRequest);
  });

  it('answers an unknown /api path with 404 NOT_FOUND', async () => {
    expectError(await exchange(request('/api/v1/nowhere')), 404, ERROR_CODES.notFound);
  });
});

describe('a client that hangs up before its answer', () => {
  it('raises no fault: the request runs to its end without an address', async () => {
    const body = JSON.stringify({ email: 'gone@example.com', password: 'Sunny-Beach7' });
    const signin =
      `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Key: ${APP_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    for (let i = 0; i < 10; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect({ port, host: '127.0.0.1' }, () => {
          // Sent and reset in one go: the server reads the request after its client is gone,
          // when Node can no longer tell the socket's address.
          socket.write(signin);
          socket.resetAndDestroy();
        });
        socket.on('close', () => resolve());
      });
    }
    // Nobody is left to read it, but each sign-in still ends as it would have: unknown account.
    const signins = () => raised.filter(({ path }) => path === '/api/v1/auth/signin');
    await expect.poll(() => signins().length, { timeout: 20_000 }).toBe(10);
    expect(signins().filter(({ status }) => status !== 401)).toEqual([]);
  });
});

/** The headers that guard a page in the browser (plugins/security.ts), as every answer must carry them. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
const securityHeaders = (answer: RawAnswer) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]));

describe('every answer carries the security headers', () => {
  let ordinary: Record<string, string | undefined>;
  beforeAll(async () => {
    ordinary = securityHeaders(await exchange(request('/api/health')));
    expect(ordinary['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(ordinary['x-content-type-options']).toBe('nosniff');
    expect(Object.values(ordinary)).not.toContain(undefined);
  });

  it.each([
    ['an encoded NUL in the path (400)', request('/%00'), 400],
    ['an encoded NUL in the query (400)', request('/api/v1/asset?q=%00'), 400],
    ['a raw NUL in the path (400)', request('/\u0000'), 400],
    ['a path that is not UTF-8 (400)', request('/api/v1/asset/%ED%A0%80'), 400],
    ['an over-long path parameter (414)', request(`/api/v1/asset/${'a'.repeat(500)}`), 414],
    ['headers too large (431)', request('/api/v1/asset', `X-Padding: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a request line of garbage (400)', 'HELLO \u0001 WORLD\r\n\r\n', 400],
    ['an unknown /api path (404)', request('/api/v1/nowhere'), 404],
  ])('on %s', async (_name, raw, status) => {
    const answer = await exchange(raw);
    expect(answer.status, answer.body).toBe(status);
    expect(securityHeaders(answer)).toEqual(ordinary);
  });
});

describe('a request whose body never finishes arriving', () => {
  let slow: FastifyInstance;
  let slowPort: number;
  beforeAll(async () => {
    // The same limit as in production, made short so that the test ends soon.
    slow = await buildApp({ ...t.config, requestTimeoutMs: 500 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slow.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('is answered 408 REQUEST_TIMEOUT, with the security headers, and its connection closed', async () => {
    const partial =
      `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Key: ${APP_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"slow@example.com",`;
    const answer = await exchange(partial, slowPort);
    expectError(answer, 408, ERROR_CODES.requestTimeout);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }, 20_000);

  it('is answered 408 too when even its headers never finish', async () => {
    const answer = await exchange(`POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\n`, slowPort);
    expectError(answer, 408, ERROR_CODES.requestTimeout);
  }, 20_000);
});
