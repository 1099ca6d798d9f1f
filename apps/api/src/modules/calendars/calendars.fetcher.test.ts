import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MAX_BYTES, fetchFeed, FeedFetchError, isPublicAddress, type Resolver } from './calendars.fetcher.ts';

/*
 * The feed fetcher against a real HTTP server on 127.0.0.1: what a host's calendar provider
 * may do to us (docs/rules.md#calendar-sync). Loopback is allowed only where a test says so.
 */

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;
const requests: string[] = [];
const pending: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const port = (server.address() as AddressInfo).port;
    switch (req.url) {
      case '/feed.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
        return;
      case '/gone.ics':
        res.writeHead(404).end('not here');
        return;
      case '/silent.ics':
        pending.push(res);
        return;
      case '/huge-declared.ics':
        res.writeHead(200, { 'content-length': String(FEED_MAX_BYTES + 1) });
        res.write('BEGIN:VCALENDAR\r\n');
        pending.push(res);
        return;
      case '/huge.ics': {
        // Chunked, no length said: the cap holds while it arrives.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        let sent = 0;
        const write = () => {
          while (sent <= FEED_MAX_BYTES + chunk.length) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        res.on('error', () => undefined);
        write();
        return;
      }
      case '/to-localhost':
        res.writeHead(302, { location: `http://localhost:${port}/feed.ics` }).end();
        return;
      case '/loop':
        res.writeHead(301, { location: '/loop' }).end();
        return;
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' }).end();
        return;
      default:
        res.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of pending) res.destroy();
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  return error as FeedFetchError;
}

const allowed = { allowPrivateHosts: true };

describe('fetching a feed', () => {
  it('returns the body of a 2xx answer', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, allowed)).toBe(ICS);
  });

  it('fails on a 404, naming the status', async () => {
    const error = await failure(fetchFeed(`${base}/gone.ics`, allowed));
    expect([error.reason, error.message]).toEqual(['status', 'answered 404']);
  });

  it('gives up on a server that does not answer in time', async () => {
    const error = await failure(fetchFeed(`${base}/silent.ics`, { ...allowed, timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
  });

  it('refuses a body over 5 MB, whether it says so or not', async () => {
    expect((await failure(fetchFeed(`${base}/huge-declared.ics`, allowed))).reason).toBe('too-large');
    expect((await failure(fetchFeed(`${base}/huge.ics`, allowed))).reason).toBe('too-large');
  });

  it('follows a redirect to another host, checked again; not a loop, nor another scheme', async () => {
    expect(await fetchFeed(`${base}/to-localhost`, allowed)).toBe(ICS);
    expect((await failure(fetchFeed(`${base}/loop`, allowed))).reason).toBe('redirect');
    expect((await failure(fetchFeed(`${base}/to-file`, allowed))).reason).toBe('scheme');
  });

  it('connects to the address it checked: a name is resolved once, by its own lookup', async () => {
    const port = new URL(base).port;
    const asked: string[] = [];
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // calendar.example has no address in any DNS: only the given lookup can have been used.
    expect(await fetchFeed(`http://calendar.example:${port}/feed.ics`, { ...allowed, resolve })).toBe(ICS);
    expect(asked).toEqual(['calendar.example']);
    const refused = await failure(
      fetchFeed(`http://calendar.example:${port}/feed.ics`, { allowPrivateHosts: false, resolve }),
    );
    expect(refused.reason).toBe('private-host');
  });

  it('fetches only http and https', async () => {
    for (const url of ['ftp://example.com/feed.ics', 'file:///etc/passwd', 'gopher://example.com/', 'not a url']) {
      expect((await failure(fetchFeed(url, allowed))).reason).toBe('scheme');
    }
  });

  it('refuses loopback, private, link-local and unique-local hosts without ICAL_ALLOW_PRIVATE_HOSTS', async () => {
    const before = requests.length;
    const port = new URL(base).port;
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '[::ffff:0:7f00:1]',
      '[64:ff9b::7f00:1]',
      '[64:ff9b:1::7f00:1]',
      '[::127.0.0.1]',
      '[2002:7f00:0001::]',
      '[2001:0::1]',
      'localhost',
    ]) {
      const error = await failure(fetchFeed(`http://${host}:${port}/feed.ics`, { allowPrivateHosts: false }));
      expect([host, error.reason]).toEqual([host, 'private-host']);
    }
    expect(requests.length).toBe(before);
  });
});

describe('which addresses a feed may be on', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2a00:1450:4003:80e::200e', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::808:808', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fd00::1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['2002:0808:0808::', true],
    // IPv6 forms that carry an IPv4 address: judged by it, or refused whole.
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:a00:1', false],
    ['::ffff:0:808:808', true],
    ['64:ff9b:1::7f00:1', false],
    ['64:ff9b:1::808:808', false],
    ['::127.0.0.1', false],
    ['::8.8.8.8', false],
    ['2002:7f00:0001::', false],
    ['2002:a9fe:a9fe::1', false],
    ['2001:0::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['fe80::1%eth0', false],
    ['1::1', false],
    ['127.1', false],
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
