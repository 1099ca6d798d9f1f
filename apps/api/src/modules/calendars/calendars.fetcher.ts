import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
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

/** The IPv4 address in the last 32 bits of an IPv6 address. */
const lastIpv4 = (address: ipaddr.IPv6) => new ipaddr.IPv4(address.toByteArray().slice(12));
/** 6to4 (2002::/16) carries its IPv4 address in bits 16 to 47. */
const sixToFourIpv4 = (address: ipaddr.IPv6) => new ipaddr.IPv4(address.toByteArray().slice(2, 6));
/** Global unicast IPv6 (2000::/3): what the Internet routes. */
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
/** The old IPv4-compatible addresses (::a.b.c.d), :: and ::1 among them. */
const ipv4Compatible = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Whether a feed may be fetched from this IP address (docs/rules.md#calendar-sync): public
 * unicast only, as ipaddr.js classifies it; never loopback, private, shared (CGNAT),
 * link-local, unique-local, multicast, unspecified, reserved, documentation or benchmarking
 * ranges. An IPv6 address that carries an IPv4 address (mapped ::ffff:a.b.c.d, translated
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) is judged by that IPv4
 * address, which is the one reached; forms that carry one no check can trust (IPv4-compatible
 * ::a.b.c.d, local-use NAT64 64:ff9b:1::/48, Teredo 2001::/32) are refused whole.
 */
export function isPublicAddress(address: string): boolean {
  // Only what Node reads as an IP is one (ipaddr.js also reads shorthands such as "127.1"); a
  // zone (fe80::1%eth0) is link-local.
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (family !== 6 || address.includes('%')) return false;
  // Written as the URL parser writes it (::127.0.0.1 is ::7f00:1): ipaddr.js reads the dotted
  // tail of "::a.b.c.d" as an IPv4-mapped address, which it is not.
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  if (v6.match(ipv4Compatible)) return false;
  switch (v6.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return isPublicAddress(lastIpv4(v6).toString());
    case 'rfc6052':
      // The well-known NAT64 prefix (/96) only; the local-use one (64:ff9b:1::/48) leads anywhere.
      return v6.parts[2] === 0 && isPublicAddress(lastIpv4(v6).toString());
    case '6to4':
      return isPublicAddress(sixToFourIpv4(v6).toString());
    case 'unicast':
      return v6.match(globalUnicast);
    default:
      return false;
  }
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
