import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** Variables Vitest sets for its tests (NODE_ENV=test among them): a build seeing them is a development build. */
const TEST_RUNNER_VARIABLES = /^(VITEST.*|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|TEST)$/;

/** The built web app and its server renderer, as tests that render pages give them to createTestApp. */
export const WEB_BUILD = {
  webDist: join(REPO_ROOT, 'apps/web/dist'),
  webServerEntry: join(REPO_ROOT, 'apps/web/dist-server/entry-server.js'),
};

/** The tests read the built web app; like `npm start`, they build it when its sources changed. */
export function ensureWebBuilt(): void {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUNNER_VARIABLES.test(name)));
  const build = spawnSync(process.execPath, ['scripts/web-build.mjs', '--if-changed'], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  if (build.status !== 0 || !existsSync(WEB_BUILD.webServerEntry)) {
    throw new Error(`The web app could not be built:\n${build.stdout}\n${build.stderr}`);
  }
}
