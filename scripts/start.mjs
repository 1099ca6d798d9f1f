// npm start. In development it builds the web app when its sources changed (web-build.mjs)
// and runs the API from its TypeScript sources; it first makes sure no instance runs on this
// DATA_DIR or PORT, so that a running instance's apps/web/dist is never rebuilt under it.
// With NODE_ENV=production it runs the built API (`npm run build` first) and builds nothing.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebApp, needsBuild, ROOT } from './web-build.mjs';

export const BUILT_API = 'apps/api/dist/server.js';
const BUILT_WEB = 'apps/web/dist/index.html';
const BUILT_RENDERER = 'apps/web/dist-server/entry-server.js';
const API_SOURCE = 'apps/api/src/server.ts';

/**
 * The process holding `<dataDir>/postgres`, from PostgreSQL's lock file (its first line is the
 * process id), when that process is alive. The server reads the same file when its own
 * PostgreSQL cannot start (apps/api/src/db/embedded.ts).
 */
export function dataDirectoryHolder(pgDir) {
  let pid;
  try {
    pid = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as its own user when we are root).
    if (error.code !== 'EPERM') return undefined;
  }
  return pid;
}

/** Whether something already listens on `port` of `host`: the server could not listen there. */
function portInUse(port, host) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', (error) => resolvePort(error.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolvePort(false)));
  });
}

/** Why this start would collide with an instance already running, or undefined when none runs. */
export async function runningInstance({ root = ROOT, env = process.env } = {}) {
  if (!env.DATABASE_URL) {
    const dataDir = env.DATA_DIR || 'data';
    const pgDir = join(isAbsolute(dataDir) ? dataDir : resolve(root, dataDir), 'postgres');
    const pid = dataDirectoryHolder(pgDir);
    if (pid) {
      return (
        `The data directory ${join(dataDir, 'postgres')} is in use by PostgreSQL process ${pid} ` +
        '(another Costa Guía running?). Stop it, or set DATA_DIR to another directory.'
      );
    }
  }
  const port = Number(env.PORT || 3000);
  const host = env.HOST || 'localhost';
  if (port > 0 && (await portInUse(port, host))) {
    return `Port ${port} on ${host} is in use (another Costa Guía running?). Stop it, or set PORT to another port.`;
  }
  return undefined;
}

/**
 * What `npm start` does: `refuse` with a message, or build the web app when `buildWeb` (from
 * the hash of its inputs) and then run node with the arguments of `command`.
 */
export async function planStart({ root = ROOT, env = process.env } = {}) {
  if (env.NODE_ENV === 'production') {
    const missing = [BUILT_API, BUILT_WEB, BUILT_RENDERER].filter((file) => !existsSync(join(root, file)));
    if (missing.length > 0) {
      return { refuse: `No production build (${missing.join(', ')} missing): run npm run build first.` };
    }
    return { buildWeb: false, command: ['--enable-source-maps', join(root, BUILT_API)] };
  }
  const running = await runningInstance({ root, env });
  if (running) return { refuse: `${running}\nThe web app was not rebuilt.` };
  const { needed, inputsHash } = needsBuild({ root, env });
  return {
    buildWeb: needed,
    inputsHash,
    command: ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', join(root, API_SOURCE)],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const plan = await planStart();
  if (plan.refuse) {
    console.error(plan.refuse);
    process.exit(1);
  }
  if (plan.buildWeb) {
    const status = buildWebApp(plan.inputsHash);
    if (status !== 0) process.exit(status);
  } else if (process.env.NODE_ENV !== 'production') {
    console.info('web app: built from these sources already, not rebuilt');
  }
  // The server takes this process's place: signals (Ctrl-C, systemd, docker stop) reach it directly.
  process.execve(process.execPath, [process.execPath, ...plan.command], process.env);
}
