import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild, removeStamp, ROOT, WEB_BUILD_INPUTS, writeStamp } from './web-build.mjs';

describe('whether npm start must build the web app', () => {
  let root;
  const write = (path, content) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  /** A finished build of the current files: what a successful `npm run build` leaves. */
  const build = (env = {}) => {
    write('apps/web/dist/index.html', '<!doctype html>');
    write('apps/web/dist/islands.html', '<!doctype html>');
    write('apps/web/dist-server/entry-server.js', '');
    writeStamp(needsBuild({ root, env }).inputsHash, root);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'town-web-build-'));
    write('apps/web/src/main.tsx', 'render(<App />);\n');
    write('apps/web/public/locales/en/translation.json', '{"hello":"Hello"}\n');
    write('apps/web/public/logo/logo.svg', '<svg/>\n');
    write('packages/shared/src/constants.ts', 'export const MAX_STAY_DAYS = 100;\n');
    write('package-lock.json', '{}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no finished build', () => {
    expect(needsBuild({ root, env: {} }).needed).toBe(true);
  });

  it('does not build again when nothing changed', () => {
    build();
    expect(needsBuild({ root, env: {} }).needed).toBe(false);
  });

  it.each([
    ['a source changed', () => write('apps/web/src/main.tsx', 'render(<App />, root);\n')],
    ['a source was added', () => write('apps/web/src/pages/new-page.tsx', 'export {};\n')],
    ['a locale changed', () => write('apps/web/public/locales/en/translation.json', '{"hello":"Hi"}\n')],
    ['the shared package changed', () => write('packages/shared/src/constants.ts', 'export const MAX = 99;\n')],
    ['a dependency changed', () => write('package-lock.json', '{"v":2}\n')],
    ['a Vite env file appeared', () => write('apps/web/.env.production', 'VITE_DEFAULT_THEME=dark\n')],
  ])('builds when %s', (_case, change) => {
    build();
    change();
    expect(needsBuild({ root, env: {} }).needed).toBe(true);
  });

  it('builds when the built app was deleted, or a build was started and did not finish', () => {
    build();
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(needsBuild({ root, env: {} }).needed).toBe(true);
    build();
    rmSync(join(root, 'apps/web/dist-server'), { recursive: true });
    expect(needsBuild({ root, env: {} }).needed).toBe(true);
    build();
    removeStamp(root);
    expect(needsBuild({ root, env: {} }).needed).toBe(true);
  });

  it('builds when a VITE_ variable changed, and not for other variables', () => {
    build({ VITE_APP_KEY: 'town-web' });
    expect(needsBuild({ root, env: { VITE_APP_KEY: 'town-web', PORT: '4000' } }).needed).toBe(false);
    expect(needsBuild({ root, env: { VITE_APP_KEY: 'kiosk' } }).needed).toBe(true);
  });

  it('ignores tests and the logo PNGs the build makes itself', () => {
    build();
    write('apps/web/src/main.test.tsx', 'it("works", () => {});\n');
    write('apps/web/public/logo/logo-32.png', 'png');
    write('apps/web/node_modules/.vite/deps.json', '{}');
    expect(needsBuild({ root, env: {} }).needed).toBe(false);
  });

  it('lists inputs that exist in this repository', () => {
    const optional = (path) => path.startsWith('apps/web/.env');
    const missing = WEB_BUILD_INPUTS.filter((path) => !optional(path) && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });
});
