import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@town/shared';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

describe('a process draining before it stops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/asset?lang=es', headers: apiHeaders() })).statusCode,
    ).toBe(200);
    // Once drained, the process stays so until it has stopped.
    await t.app.drain(10);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers GET and HEAD 503 with Retry-After, in the error shape, so that a balancer goes elsewhere', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/api/v1/asset?lang=es', '/api/ready', '/api/health']) {
        const res = await t.app.inject({ method, url, headers: apiHeaders() });
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.headers.connection).toBe('close');
        if (method === 'GET') expect(res.json().error.code).toBe(ERROR_CODES.serviceUnavailable);
      }
    }
  });

  it('still serves what a balancer would not resend elsewhere: a POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: apiHeaders(),
      payload: { email: 'nobody@drain.example', password: 'Not-the-password1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
