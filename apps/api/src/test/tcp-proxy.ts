import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and a real server (PostgreSQL, Redis), for tests
 * of how the app lives through that server's failures. It forwards; it hangs (connections
 * are accepted and nothing more passes either way, as with a stalled server or a lost route);
 * or it refuses (it stops listening, as a server that is down). Forwarding again resumes the
 * hung connections where they stopped.
 */
export interface TcpProxy {
  /** `url` (the real server's) with the proxy's host and port instead. */
  url(url: string): string;
  forward(): Promise<void>;
  hang(): void;
  refuse(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream?: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'hang' | 'refuse' = 'forward';
  const links = new Set<Link>();

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };
  const wire = (link: Link) => {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    link.client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => link.client.write(chunk));
    upstream.on('close', () => drop(link));
    upstream.on('error', () => drop(link));
    link.client.resume();
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    const link: Link = { client };
    links.add(link);
    client.on('close', () => drop(link));
    client.on('error', () => drop(link));
    // A connection made while hanging is accepted and left waiting.
    if (mode === 'forward') wire(link);
  });
  const listen = async (port = 0) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  await listen();
  const { port } = server.address() as AddressInfo;
  const refuse = async () => {
    mode = 'refuse';
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const link of links) drop(link);
    await closed;
  };

  return {
    url(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async forward() {
      if (mode === 'refuse') await listen(port);
      mode = 'forward';
      for (const link of links) {
        if (!link.upstream) wire(link);
        link.client.resume();
        link.upstream?.resume();
      }
    },
    hang() {
      mode = 'hang';
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    refuse,
    async close() {
      if (mode !== 'refuse') await refuse();
    },
  };
}

/** Where a server URL points, for startTcpProxy. */
export function targetOf(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || (u.protocol === 'redis:' ? 6379 : 5432)) };
}
