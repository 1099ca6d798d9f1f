import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_API, planStart } from './start.mjs';
import { needsBuild, writeStamp } from './web-build.mjs';

describe('what npm start does', () => {
  let root;
  const write = (path, content) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  /** PostgreSQL's lock file, as a running instance leaves it: pid, data directory, start time, port. */
  const lockDataDirectory = (pid) => write('data/postgres/postmaster.pid', `${pid}\n${root}/data/postgres\n0\n45678\n`);
  /** An environment without the machine's own settings: a free port, the default data directory. */
  const env = (more = {}) => ({ PORT: '0', HOST: '127.0.0.1', ...more });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'town-start-'));
    write('apps/web/src/main.tsx', 'render(<App />);\n');
    write('package-lock.json', '{}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the web app when its sources changed, then runs the API from its sources', async () => {
    const plan = await planStart({ root, env: env() });
    expect(plan.refuse).toBeUndefined();
    expect(plan.buildWeb).toBe(true);
    expect(plan.command.at(-1)).toBe(join(root, 'apps/api/src/server.ts'));
  });

  it('does not rebuild the web app under an instance running on the same data directory', async () => {
    write('apps/web/dist/index.html', '<!doctype html>');
    write('apps/web/dist/islands.html', '<!doctype html>');
    write('apps/web/dist-server/entry-server.js', '');
    write('apps/web/src/main.tsx', 'render(<App />, root);\n');
    // This test's own process stands for the running PostgreSQL: its id is alive.
    lockDataDirectory(process.pid);
    const plan = await planStart({ root, env: env() });
    expect(plan.buildWeb).toBeUndefined();
    expect(plan.command).toBeUndefined();
    expect(plan.refuse).toContain(`The data directory data/postgres is in use by PostgreSQL process ${process.pid}`);
    expect(plan.refuse).toContain('set DATA_DIR to another directory');
    expect(plan.refuse).toContain('The web app was not rebuilt.');
  });

  it('starts on a data directory whose lock file a crashed PostgreSQL left behind', async () => {
    const exited = spawnSync(process.execPath, ['-e', '']);
    lockDataDirectory(exited.pid);
    const plan = await planStart({ root, env: env() });
    expect(plan.refuse).toBeUndefined();
    expect(plan.buildWeb).toBe(true);
  });

  it('does not look at the data directory on an external database, but does at the port', async () => {
    lockDataDirectory(process.pid);
    expect((await planStart({ root, env: env({ DATABASE_URL: 'postgres://db/town' }) })).refuse).toBeUndefined();

    const taken = createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = taken.address().port;
      const plan = await planStart({ root, env: env({ DATABASE_URL: 'postgres://db/town', PORT: String(port) }) });
      expect(plan.buildWeb).toBeUndefined();
      expect(plan.refuse).toContain(`Port ${port} on 127.0.0.1 is in use`);
    } finally {
      taken.close();
    }
  });

  it('does not build again what was built from the same sources', async () => {
    write('apps/web/dist/index.html', '<!doctype html>');
    write('apps/web/dist/islands.html', '<!doctype html>');
    write('apps/web/dist-server/entry-server.js', '');
    writeStamp(needsBuild({ root, env: env() }).inputsHash, root);
    expect((await planStart({ root, env: env() })).buildWeb).toBe(false);
  });

  it('in production runs the built API and never builds, nor starts without a build', async () => {
    const production = env({ NODE_ENV: 'production' });
    expect((await planStart({ root, env: production })).refuse).toMatch(/^No production build .* run npm run build/);

    write(BUILT_API, '');
    write('apps/web/dist/index.html', '<!doctype html>');
    write('apps/web/dist/islands.html', '<!doctype html>');
    write('apps/web/dist-server/entry-server.js', '');
    write('apps/web/src/main.tsx', 'changed since the build\n');
    const plan = await planStart({ root, env: production });
    expect(plan.buildWeb).toBe(false);
    expect(plan.command).toEqual(['--enable-source-maps', join(root, BUILT_API)]);
  });
});
