import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { freePort } from '../db/embedded.ts';

/** The proxy rules production uses (deploy/nginx.conf includes them too). */
export const NGINX_PROXY_RULES = join(REPO_ROOT, 'deploy/nginx-proxy.conf');

export interface Nginx {
  url: string;
  /** Every request nginx answered: `METHOD path status "upstream addresses" "upstream statuses"`. */
  accessLog(): string[];
  errorLog(): string;
  stop(): Promise<void>;
}

/** Debian's nginx (`apt-get install nginx`), also found where /usr/sbin is not on the PATH. */
export function nginxBinary(): string {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(
    "nginx is not installed: these tests need Debian's package (apt-get install nginx); .ci/run installs it",
  );
}

/**
 * nginx in a directory of its own, in front of API processes on 127.0.0.1, with production's
 * proxy rules (deploy/nginx-proxy.conf). It runs in the foreground as our child, its logs and
 * temporary files in that directory, until `stop()`.
 */
export async function startNginx({
  upstreamPorts,
  workers = 1,
}: {
  upstreamPorts: number[];
  workers?: number;
}): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), 'town-nginx-'));
  // Run as root, nginx's workers are another user, who must reach their temporary files here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstreams '$request_method $uri $status "$upstream_addr" "$upstream_status"';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${NGINX_PROXY_RULES};
  upstream town_api {
    zone town_api 64k;
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://town_api; }
  }
}
`,
  );
  const check = spawnSync(binary, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refuses its configuration: ${check.stderr}`);

  const child = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${errorLog()}`);
    if (Date.now() > deadline) throw new Error(`nginx is not listening: ${stderr}${errorLog()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
