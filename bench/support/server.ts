import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/**
 * Starts the product's API server (serving the web app as last built), with the given
 * environment; `via: 'npm start'` runs the whole command instead, web build check included.
 * `production` runs it as deployed (NODE_ENV=production, with the secret and address it
 * then requires), for benchmarks of what visitors get.
 */
export async function startServer(
  env: Record<string, string>,
  { via = 'server', production = false }: { via?: 'server' | 'npm start'; production?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (production) {
    env = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), PUBLIC_URL: url, ...env };
  }
  const started = performance.now();
  const [command, args] =
    via === 'npm start'
      ? ['npm', ['start', '--silent']]
      : [
          process.execPath,
          [
            '--experimental-transform-types',
            '--disable-warning=ExperimentalWarning',
            join(ROOT, 'apps/api/src/server.ts'),
          ],
        ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm start is a tree of processes (npm, node, the server): stopped as one group.
    detached: via === 'npm start',
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
    async stop() {
      if (via === 'server') {
        await new Promise<void>((r) => {
          child.once('exit', () => r());
          child.kill('SIGTERM');
        });
        return;
      }
      // npm may exit before the server it started has stopped its PostgreSQL: wait for the whole group.
      process.kill(-child.pid!, 'SIGTERM');
      while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    // EPERM: only processes of another user are left (PostgreSQL runs as its own user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
