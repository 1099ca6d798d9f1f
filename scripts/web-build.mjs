// Builds the web app into apps/web/dist and records a hash of what it was built from. With
// --if-changed (npm start, through scripts/start.mjs) it builds only when that hash differs
// from the record: a source, a locale, the shared package, a dependency or a VITE_ variable
// changed, or there is no finished build (a fresh clone, a deleted dist/, or a build that
// stopped half-way).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The record of the last finished build: removed when a build starts, written when it succeeds. */
export const STAMP_FILE = 'node_modules/.cache/town-web-build.json';
const BUILT_INDEX = 'apps/web/dist/index.html';
/** A public page's template (docs/decisions/021-islands.md). */
const BUILT_ISLANDS = 'apps/web/dist/islands.html';
/** The server renderer, built beside the browser's app (docs/decisions/013-server-rendering.md). */
const BUILT_RENDERER = 'apps/web/dist-server/entry-server.js';

/** Everything the web build reads, relative to the root (files, or folders read whole). */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/islands.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  // Vite's env files, when there are any.
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  // Every dependency's exact version.
  'package-lock.json',
];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'dev-dist', '.vite']);

/** Files the build does not read (tests) or writes itself (the logos' PNGs, made from their SVGs). */
const isSkippedFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /^apps\/web\/public\/logo\/.*\.png$/.test(path);

/** The input files under `root`, as sorted '/'-separated relative paths; missing inputs are left out. */
export function listInputFiles(root = ROOT, inputs = WEB_BUILD_INPUTS) {
  const files = [];
  const visit = (absolute) => {
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute, { withFileTypes: true })) {
        if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
        visit(join(absolute, entry.name));
      }
      return;
    }
    const path = relative(root, absolute).split(sep).join('/');
    if (!isSkippedFile(path)) files.push(path);
  };
  for (const input of inputs) visit(join(root, input));
  return [...new Set(files)].sort();
}

/** A hash of every input file's path and content, and of the VITE_ variables the build reads. */
export function webBuildHash({ root = ROOT, inputs = WEB_BUILD_INPUTS, env = process.env } = {}) {
  const hash = createHash('sha256');
  for (const path of listInputFiles(root, inputs)) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((n) => n.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** The hash the last successful build recorded, if there is one. */
export function readStamp(root = ROOT) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')).inputsHash;
  } catch {
    return undefined;
  }
}

export function writeStamp(inputsHash, root = ROOT) {
  mkdirSync(dirname(join(root, STAMP_FILE)), { recursive: true });
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ inputsHash, builtAt: new Date().toISOString() })}\n`);
}

export function removeStamp(root = ROOT) {
  rmSync(join(root, STAMP_FILE), { force: true });
}

/** Whether the web app must be built: no finished build, or its inputs changed since. */
export function needsBuild(options = {}) {
  const inputsHash = webBuildHash(options);
  const built =
    existsSync(join(options.root ?? ROOT, BUILT_INDEX)) &&
    existsSync(join(options.root ?? ROOT, BUILT_ISLANDS)) &&
    existsSync(join(options.root ?? ROOT, BUILT_RENDERER)) &&
    readStamp(options.root) === inputsHash;
  return { needed: !built, inputsHash };
}

/**
 * Builds the web app and records `inputsHash`, the hash of its inputs taken before building:
 * a file changed during the build makes the next start build again. Returns the exit status.
 */
export function buildWebApp(inputsHash) {
  removeStamp();
  // Always a production build, whatever NODE_ENV the caller runs under (a test runner sets
  // `test`): the server renderer's JSX must match the React it runs with.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) return build.status ?? 1;
  writeStamp(inputsHash);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { needed, inputsHash } = needsBuild();
  if (!needed && process.argv.includes('--if-changed')) {
    console.info('web app: built from these sources already, not rebuilt');
  } else {
    process.exitCode = buildWebApp(inputsHash);
  }
}
