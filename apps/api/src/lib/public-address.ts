import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where our server may go when someone else chose the address (docs/security.md: fetching
 * arbitrary hosts): a host's calendar feed, a town's camera still. Public unicast addresses
 * only, checked on the address each connection is made to, so that no second DNS answer
 * can slip a private one in between the check and the connection.
 */

/** Resolves a host name to every address it has (node:dns by default; tests give their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The IPv4 address in the last 32 bits of an IPv6 address. */
const lastIpv4 = (address: ipaddr.IPv6) => new ipaddr.IPv4(address.toByteArray().slice(12));
/** 6to4 (2002::/16) carries its IPv4 address in bits 16 to 47. */
const sixToFourIpv4 = (address: ipaddr.IPv6) => new ipaddr.IPv4(address.toByteArray().slice(2, 6));
/** Global unicast IPv6 (2000::/3): what the Internet routes. */
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
/** The old IPv4-compatible addresses (::a.b.c.d), :: and ::1 among them. */
const ipv4Compatible = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Whether our server may connect to this IP address: public unicast only, as ipaddr.js
 * classifies it; never loopback, private, shared (CGNAT), link-local, unique-local, multicast,
 * unspecified, reserved, documentation or benchmarking ranges. An IPv6 address that carries an
 * IPv4 address (mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d,
 * 6to4 2002:aabb:ccdd::) is judged by that IPv4 address, which is the one reached; forms that
 * carry one no check can trust (IPv4-compatible ::a.b.c.d, local-use NAT64 64:ff9b:1::/48,
 * Teredo 2001::/32) are refused whole.
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

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The IP address a URL names literally (`https://[::1]/` → `::1`), or undefined for a host name. */
export function literalAddressOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

/** Why a connection was not made: the host has only private addresses, or none. */
export type RefusedHost = 'private-host' | 'unreachable';

export interface PublicLookupOptions {
  resolve?: Resolver;
  /** Loopback and private addresses allowed too (tests, local set-ups): the lookup only resolves. */
  allowPrivateHosts?: boolean;
  /** The error a refused connection fails with, so that each caller reports it in its own terms. */
  refuse: (reason: RefusedHost, message: string) => Error;
}

/**
 * The lookup a connection uses (node:http's `lookup`): the host's addresses, less those our
 * server may not reach. The socket connects to what this answers, so the address checked is
 * the address reached. An IP address written in the URL is never looked up: check it with
 * `literalAddressOf` and `isPublicAddress`.
 */
export function publicLookup({
  resolve = systemResolver,
  allowPrivateHosts = false,
  refuse,
}: PublicLookupOptions): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const allowed = all.filter(({ address }) => allowPrivateHosts || isPublicAddress(address));
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = allowed.filter(({ family }) => wanted === undefined || family === wanted);
        if (!usable.length) {
          const error = all.length
            ? refuse('private-host', `${hostname} is on a private or local address`)
            : refuse('unreachable', `${hostname} has no address`);
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

/**
 * Whether an address someone gives us (to be fetched later) is on a private or local host,
 * checked as it is saved so that they hear of it at once: an IP address written in it is
 * judged as it is; a host name by what it resolves to now, refused when none of its addresses
 * is public. A name that does not resolve (yet) passes: every connection is checked again.
 */
export async function isPrivateHost(
  url: URL,
  { resolve = systemResolver, timeoutMs = 3_000 }: { resolve?: Resolver; timeoutMs?: number } = {},
): Promise<boolean> {
  const literal = literalAddressOf(url);
  if (literal) return !isPublicAddress(literal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<LookupAddress[]>((done) => {
    timer = setTimeout(() => done([]), timeoutMs);
  });
  try {
    const addresses = await Promise.race([resolve(url.hostname), late]);
    return addresses.length > 0 && !addresses.some(({ address }) => isPublicAddress(address));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
