import { isIPv6 } from 'node:net';

/**
 * Where a request without an address counts: once its client has reset the connection,
 * Node can no longer read the socket's address, and Fastify's `request.ip` (typed a
 * string) is undefined.
 */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The key a client's address counts under in rate limits. An IPv6 client usually holds a
 * whole /64 and could rotate through it, so IPv6 addresses count per /64 network.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return UNKNOWN_CLIENT_ADDRESS;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
