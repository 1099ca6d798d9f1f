import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { freePort } from '../db/embedded.ts';

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  /** What the process has written to stdout and stderr (its log). */
  output(): string;
  /** SIGTERM, as a service manager stops it; resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * The settings every process of one installation shares: one database, one data directory
 * (uploads and pictures, as a shared volume), one signing secret and app key, behind a
 * proxy on loopback. Used by the two-process test and the benchmarks.
 */
export function sharedProcessEnv(options: {
  databaseUrl: string;
  dataDir: string;
  appKey: string;
  authSecret: string;
  redisUrl?: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: options.authSecret,
    APP_KEYS: options.appKey,
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: join(options.dataDir, 'no-web-build'),
    SEED_ON_EMPTY: 'true',
    // nginx, and the caller acting as each client's own proxy, are on loopback.
    TRUST_PROXY: '127.0.0.1',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
}

/** How long a start may take on a busy machine (migrations, and the demo town's seed on an empty database). */
const START_TIMEOUT_MS = 90_000;

/**
 * Starts the API server as its own process (`apps/api/src/server.ts`, as `npm start` does)
 * on 127.0.0.1 and `port` (a free one by default), with `env` over this process's environment,
 * and resolves once GET /api/ready answers 200.
 */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000));
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exited = once(child, 'exit').then(([code, signal]) => {
    record(Buffer.from(`[the process exited: code ${code}, signal ${signal}]\n`));
    return code as number | null;
  });

  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}) on start:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port: listenPort,
    pid: child.pid!,
    output: () => output,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
