import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The CSP's directives by name: "script-src 'self' x" → { 'script-src': ["'self'", 'x'] }. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

let plain: TestApp;
let withAnalytics: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  withAnalytics = await createTestApp({
    analytics: { gaId: 'G-TEST1234', scriptUrl: 'http://127.0.0.1:4567/stand-in/path' },
  });
});
afterAll(async () => {
  await plain?.close();
  await withAnalytics?.close();
});

describe('Content-Security-Policy', () => {
  it('allows only our own origin for scripts, requests and images when analytics is not configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('adds exactly the configured analytics origin to script-src, connect-src and img-src', async () => {
    const res = await withAnalytics.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(res.headers['content-security-policy']);
    const origin = 'http://127.0.0.1:4567';
    expect(csp['script-src']).toEqual(["'self'", origin]);
    expect(csp['connect-src']).toEqual(["'self'", origin]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', origin]);
    // Nowhere else, and never the path, a wildcard or inline scripts.
    for (const name of ['default-src', 'style-src', 'font-src', 'frame-src', 'worker-src', 'object-src']) {
      expect(csp[name], name).not.toContain(origin);
    }
    expect(String(res.headers['content-security-policy'])).not.toContain('/stand-in');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('sends the same policy on the web app pages as on the API', async () => {
    const page = await withAnalytics.app.inject({ method: 'GET', url: '/es/' });
    const api = await withAnalytics.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
  });
});
