import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/db/embedded.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the product as `npm start` does (built web + API), with the given environment. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}
