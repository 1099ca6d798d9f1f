import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FeedFailure } from '@town/shared/calendars';
import { isPublicAddress, literalAddressOf, publicLookup, type Resolver } from '../../lib/public-address.ts';

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

export type { Resolver };
/** Re-exported from lib/public-address.ts, where the check lives for every fetch of an address someone else chose. */
export { isPublicAddress };

export interface FeedFetchOptions {
  /** ICAL_ALLOW_PRIVATE_HOSTS: loopback and private addresses allowed (tests, local set-ups). */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  resolve?: Resolver;
}

/** The lookup the connection uses: the host's public addresses only (lib/public-address.ts). */
const checkedLookup = (resolve: Resolver | undefined, allowPrivateHosts: boolean): LookupFunction =>
  publicLookup({ resolve, allowPrivateHosts, refuse: (reason, message) => new FeedFetchError(reason, message) });

/** An http(s) address of a host a feed may be on, or the reason it is refused. */
function checkedUrl(address: string | URL, allowPrivateHosts: boolean): URL {
  const url = URL.parse(String(address));
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new FeedFetchError('scheme', 'only http and https addresses can be fetched');
  }
  // An IP address written in the URL is never looked up: it is checked here.
  const literal = literalAddressOf(url);
  if (literal && !allowPrivateHosts && !isPublicAddress(literal)) {
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
  const lookup = checkedLookup(options.resolve, allowPrivateHosts);
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
