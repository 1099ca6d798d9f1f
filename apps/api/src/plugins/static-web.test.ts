import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'town-static-web-'));
const SCRIPT = `console.log(${JSON.stringify('a built script '.repeat(200))});`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(webDist, 'assets', 'entry-abc123.js'), SCRIPT);
  // What apps/web/scripts/precompress.mjs writes beside each built script.
  writeFileSync(join(webDist, 'assets', 'entry-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'entry-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ webDist, webServerEntry: join(webDist, 'no-renderer.js') });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('built files', () => {
  it('sends a script compressed at build time, in the best encoding the browser takes, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends it plain to a client that takes no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('answers 404 in the error shape for a file that is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
