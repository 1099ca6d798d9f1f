import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../db/embedded.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The server from its TypeScript sources, as `npm start` runs it in development. */
export const SERVER_SOURCE = join(REPO_ROOT, 'apps/api/src/server.ts');

export interface ServerProcess {
  url: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Resolves when /api/health answers 200; rejects if the process exits first. */
  healthy(): Promise<void>;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server as a process of its own on a free port of 127.0.0.1, with `env` over a
 * quiet development environment; `nodeArgs` are node's arguments (default: the sources).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', SERVER_SOURCE],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;

  const healthy = async () => {
    let exitCode: number | null | undefined;
    void exited.then((code) => (exitCode = code));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`server exited early (${exitCode}): ${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not healthy in time: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { url, output: () => output, exited, healthy, stop };
}
