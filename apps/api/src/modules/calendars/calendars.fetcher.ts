import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { FeedFailure } from '@town/shared/calendars';

/*
 * Fetching a host's calendar feed (docs/rules.md#calendar-sync). The address is the owner's
 * to choose, so the server is careful where it goes: http(s) only, never an address inside
 * our own networks (unless ICAL_ALLOW_PRIVATE_HOSTS), connecting to the very address it
 * checked (no second DNS answer in between), every redirect checked again, the body capped
 * while it arrives, the whole exchange timed.
 */

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/** Resolves a host name to every address it has (node:dns by default; tests give their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface FeedFetchOptions {
  /** ICAL_ALLOW_PRIVATE_HOSTS: loopback and private addresses allowed (tests, local set-ups). */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  resolve?: Resolver;
}

/**
 * Addresses no feed may be on: loopback, private, shared (CGNAT), link-local, unique-local,
 * multicast, unspecified, reserved and documentation ranges. An IPv4-mapped IPv6 address
 * (::ffff:10.0.0.1) is checked as the IPv4 address it is.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified (::), loopback (::1) and the old IPv4-compatible addresses.
  ['::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');
const sixToFour = new BlockList();
sixToFour.addSubnet('2002::', 16, 'ipv6');

/** The eight 16-bit groups of an IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((group) => parseInt(group, 16));
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** Whether a feed may be fetched from this IP address (docs/rules.md#calendar-sync). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  if (refused.check(address, 'ipv6')) return false;
  // NAT64 and 6to4 carry an IPv4 address inside: it is that one that is reached.
  const groups = ipv6Groups(address);
  if (nat64.check(address, 'ipv6')) return isPublicAddress(ipv4Of(groups[6]!, groups[7]!));
  if (sixToFour.check(address, 'ipv6')) return isPublicAddress(ipv4Of(groups[1]!, groups[2]!));
  return true;
}

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The lookup the connection uses: the host's addresses, less those a feed may not be on.
 * The socket connects to what this answers, so the address checked is the address reached.
 */
function checkedLookup(resolve: Resolver, allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const allowed = all.filter(({ address }) => allowPrivateHosts || isPublicAddress(address));
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = allowed.filter(({ family }) => wanted === undefined || family === wanted);
        if (!usable.length) {
          const error = new FeedFetchError(
            all.length ? 'private-host' : 'unreachable',
            all.length ? `${hostname} is on a private or local address` : `${hostname} has no address`,
          );
          callback(error as NodeJS.ErrnoException, '', 0);
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** An http(s) address of a host a feed may be on, or the reason it is refused. */
function checkedUrl(address: string | URL, allowPrivateHosts: boolean): URL {
  const url = URL.parse(String(address));
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new FeedFetchError('scheme', 'only http and https addresses can be fetched');
  }
  // An IP address written in the URL is never looked up: it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivateHosts && !isPublicAddress(literal)) {
    throw new FeedFetchError('private-host', `${literal} is a private or local address`);
  }
  return url;
}

/** One GET, its answer's headers in hand; the body is read by the caller. */
function request(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      lookup,
      signal,
      // A new connection each time: a pooled one might have been made to another address.
      agent: false,
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'CostaGuia-CalendarSync/1' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FeedFetchError) return cause;
  if (signal.aborted) return new FeedFetchError('timeout', 'did not answer in time');
  return new FeedFetchError('unreachable', 'cannot be reached');
}

async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new FeedFetchError('too-large', `is larger than ${maxBytes / 1_048_576} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new FeedFetchError('too-large', `is larger than ${maxBytes / 1_048_576} MB`);
      chunks.push(chunk);
    }
  } catch (error) {
    response.destroy();
    if (error instanceof FeedFetchError) throw error;
    throw signal.aborted
      ? new FeedFetchError('timeout', 'did not finish sending in time')
      : new FeedFetchError('broken', 'broke off while sending');
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a feed and returns its body as text (UTF-8), following at most FEED_MAX_REDIRECTS
 * redirects, each one checked as the first address was. Throws a FeedFetchError saying why
 * nothing usable came.
 */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<string> {
  const { allowPrivateHosts, timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES } = options;
  const lookup = checkedLookup(options.resolve ?? systemResolver, allowPrivateHosts);
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkedUrl(address, allowPrivateHosts);
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      response = await request(url, lookup, signal);
    } catch (error) {
      throw failureOf(error, signal);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (redirects >= FEED_MAX_REDIRECTS) throw new FeedFetchError('redirect', 'redirected too many times');
      const next = location === undefined ? null : URL.parse(location, url.href);
      if (!next) throw new FeedFetchError('redirect', 'redirected nowhere');
      url = checkedUrl(next, allowPrivateHosts);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FeedFetchError('status', `answered ${status}`);
    }
    return (await readCapped(response, maxBytes, signal)).toString('utf8');
  }
}
