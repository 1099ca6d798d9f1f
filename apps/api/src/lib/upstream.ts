import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/*
 * Fetching from a third party whose bytes we serve from our own origin (map tiles, camera
 * stills): it is trusted only as far as it needs to be (docs/rules.md#map, #webcams).
 */

/** Why a third party gave us nothing usable. */
export type UpstreamFailure =
  'timeout' | 'unreachable' | 'private-host' | 'status' | 'redirect' | 'too-large' | 'broken';

export class UpstreamFetchError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamFetchError';
  }
}

export interface UpstreamFetchOptions {
  /** For the whole exchange: every redirect and the body included. */
  timeoutMs: number;
  /** A larger body is refused while it arrives, never held whole. */
  maxBytes: number;
  headers?: Record<string, string>;
  /**
   * How host names are resolved (node:http's `lookup`), for an address someone else chose:
   * `publicLookup` (lib/public-address.ts) connects to public addresses only. Given, each
   * request opens a connection of its own, never a pooled one made to another address.
   */
  lookup?: LookupFunction;
}

/**
 * Redirects followed within the configured server's origin; one to another host (or
 * scheme, or port) is refused, so the upstream cannot send our server elsewhere.
 */
export const MAX_UPSTREAM_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One GET, its answer's headers in hand; the body is read by the caller. */
function request(url: URL, options: UpstreamFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      signal,
      headers: options.headers,
      ...(options.lookup && { lookup: options.lookup, agent: false }),
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/**
 * GETs `url` (http or https) and returns its body when it answers 2xx, following redirects
 * only to `url`'s own origin (at most MAX_UPSTREAM_REDIRECTS) and reading at most `maxBytes`.
 */
export async function fetchUpstream(url: string | URL, options: UpstreamFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = new URL(url);
  const origin = current.origin;
  if (current.protocol !== 'http:' && current.protocol !== 'https:') {
    throw new UpstreamFetchError('unreachable', 'is not an http or https address');
  }
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      response = await request(current, options, signal);
    } catch (error) {
      if (error instanceof UpstreamFetchError) throw error;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof UpstreamFetchError) throw cause;
      throw signal.aborted
        ? new UpstreamFetchError('timeout', 'did not answer in time')
        : new UpstreamFetchError('unreachable', 'cannot be reached');
    }
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      const next = location === undefined ? null : URL.parse(location, current.href);
      if (!next || next.origin !== origin) throw new UpstreamFetchError('redirect', 'redirected to another host');
      if (redirects >= MAX_UPSTREAM_REDIRECTS) throw new UpstreamFetchError('redirect', 'redirected too many times');
      current = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new UpstreamFetchError('status', `answered ${status}`);
    }
    return readCapped(response, options.maxBytes, signal);
  }
}

async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new UpstreamFetchError('too-large', `sent ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new UpstreamFetchError('too-large', `sent more than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    response.destroy();
    if (error instanceof UpstreamFetchError) throw error;
    if (signal.aborted) throw new UpstreamFetchError('timeout', 'did not finish sending in time');
    throw new UpstreamFetchError('broken', 'broke off while sending');
  }
  // A body cut short without an error (the sender closed early) is not a whole still or tile.
  if (!response.complete) throw new UpstreamFetchError('broken', 'broke off while sending');
  return Buffer.concat(chunks);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The raster type of an image by its first bytes, never by what its sender declares: an
 * SVG or HTML answer served from our origin could run script. JPEG, PNG and WebP only.
 */
export function imageTypeOf(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}
