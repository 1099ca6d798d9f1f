import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { webcamStillPath, type AdminWebcam, type Webcam } from '@town/shared/webcams';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import {
  isPrivateHost,
  isPublicAddress,
  literalAddressOf,
  publicLookup,
  type Resolver,
} from '../../lib/public-address.ts';
import { fetchUpstream, imageTypeOf, UpstreamFetchError } from '../../lib/upstream.ts';
import type { AuditService } from '../audit/index.ts';
import { renderDemoStill } from './webcams.demo.ts';
import { findWebcam, listWebcams, lockWebcams, writeWebcams } from './webcams.repository.ts';

/** One camera image, ready to send. */
export interface Still {
  body: Buffer;
  contentType: string;
  etag: string;
  /** When our server got it; it is kept until `expiresAt`. */
  fetchedAt: Date;
  expiresAt: Date;
}

/**
 * The camera gave nothing to show: it did not answer in time, answered with an error, sent
 * us to another host, is on a private address or outside the deployment's allow-list, or
 * sent something that is not a JPEG, PNG or WebP image.
 */
export class WebcamUnavailableError extends Error {
  constructor(
    readonly cameraId: string,
    reason: string,
  ) {
    super(`Webcam ${cameraId}: ${reason}`);
    this.name = 'WebcamUnavailableError';
  }
}

/** How long a still is reused: a camera takes a new one every minute or two. */
export const STILL_CACHE_SECONDS = 30;
/** A still larger than this is refused rather than held in memory. */
export const MAX_STILL_BYTES = 5 * 1024 * 1024;

/**
 * A still on the reserved top-level domain `.example` (RFC 2606), which no real camera can
 * have, is never fetched: the server draws what the camera would look at (the demo town's
 * cameras, tests, a camera being set up before its address is known).
 */
export function isDrawnStill(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === 'example' || host.endsWith('.example');
}

/** Whether `url` begins with the allow-list's `prefix`: the same origin, and a path under the prefix's. */
function isUnder(prefix: string, url: URL): boolean {
  const base = new URL(prefix);
  if (base.origin !== url.origin) return false;
  const path = base.pathname;
  return path.endsWith('/')
    ? url.pathname.startsWith(path)
    : url.pathname === path || url.pathname.startsWith(`${path}/`);
}

/** Why an admin's camera cannot be kept: its field, and the reason (translated by the web). */
export type StillAddressProblem = 'not-allowed' | 'private-host';

export interface WebcamsServiceDeps {
  db: Database;
  audit: AuditService;
  /** WEBCAMS_URL_BASE: the address prefixes a still must begin with; empty, any public host. */
  allowedUrls: readonly string[];
  /** WEBCAMS_ALLOW_PRIVATE_HOSTS: tests and local set-ups only. */
  allowPrivateHosts: boolean;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** NODE_ENV: private hosts allowed in production are warned of. */
  env?: string;
  now?: () => Date;
  /** How host names are resolved (node:dns unless a test gives its own). */
  resolve?: Resolver;
}

/**
 * The town's cameras, kept by its admins in the `webcams` table, and their stills, fetched for
 * the page (which may only load images from our origin): each kept for a short while, a camera
 * asked once however many visitors wait. The still cache is an optimisation of this process
 * only; the list itself is read from the database every time, so every process follows a
 * change at once.
 */
export function createWebcamsService({
  db,
  audit,
  allowedUrls,
  allowPrivateHosts,
  timeoutMs,
  log,
  env,
  now = () => new Date(),
  resolve,
}: WebcamsServiceDeps) {
  if (allowPrivateHosts && env === 'production') {
    log.warn('WEBCAMS_ALLOW_PRIVATE_HOSTS is set: camera stills may be fetched from private and local addresses');
  }
  /** Keyed by camera and address: a camera whose address changed is asked again at once. */
  const cache = new Map<string, Still>();
  const pending = new Map<string, Promise<Still>>();
  const lookup = allowPrivateHosts
    ? undefined
    : publicLookup({ resolve, refuse: (reason, message) => new UpstreamFetchError(reason, message) });
  const allowed = (url: URL) => allowedUrls.length === 0 || allowedUrls.some((prefix) => isUnder(prefix, url));

  /** Why our server may not fetch this address (undefined: it may), before anything is asked of it. */
  async function stillAddressProblem(address: string): Promise<StillAddressProblem | undefined> {
    const url = new URL(address);
    if (isDrawnStill(url)) return undefined;
    if (!allowed(url)) return 'not-allowed';
    if (!allowPrivateHosts && (await isPrivateHost(url, { resolve }))) return 'private-host';
    return undefined;
  }

  async function fetchStill(camera: AdminWebcam): Promise<Still> {
    const url = new URL(camera.stillUrl);
    let body: Buffer;
    let contentType: string;
    if (isDrawnStill(url)) {
      body = await renderDemoStill(camera, now());
      contentType = 'image/jpeg';
    } else {
      // Checked again on every fetch: the allow-list may have changed since the camera was saved.
      if (!allowed(url)) throw new WebcamUnavailableError(camera.id, 'its address is outside WEBCAMS_URL_BASE');
      const literal = literalAddressOf(url);
      if (literal && !allowPrivateHosts && !isPublicAddress(literal)) {
        throw new WebcamUnavailableError(camera.id, 'its address is private or local');
      }
      try {
        body = await fetchUpstream(url, {
          timeoutMs,
          maxBytes: MAX_STILL_BYTES,
          headers: { accept: 'image/*' },
          lookup,
        });
      } catch (error) {
        if (error instanceof UpstreamFetchError) throw new WebcamUnavailableError(camera.id, error.message);
        throw error;
      }
      // Served with the type its bytes say, whatever the camera declared.
      const type = imageTypeOf(body);
      if (!type) throw new WebcamUnavailableError(camera.id, 'answered with something that is not an image');
      contentType = type;
    }
    const fetchedAt = now();
    return {
      body,
      contentType,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      fetchedAt,
      expiresAt: new Date(fetchedAt.getTime() + STILL_CACHE_SECONDS * 1000),
    };
  }

  const same = (a: readonly AdminWebcam[], b: readonly AdminWebcam[]) => JSON.stringify(a) === JSON.stringify(b);

  return {
    /** The cameras as admins keep them, in the order visitors see them. */
    list(): Promise<AdminWebcam[]> {
      return listWebcams(db);
    },

    /** The cameras as visitors see them: each still through our own server. */
    async publicList(): Promise<Webcam[]> {
      return (await listWebcams(db)).map(({ stillUrl: _address, ...camera }) => ({
        ...camera,
        stillUrl: webcamStillPath(camera.id),
      }));
    },

    find(id: string): Promise<AdminWebcam | undefined> {
      return findWebcam(db, id);
    },

    /**
     * Puts `cameras` (already valid by `adminWebcamsSchema`) in place of the list, in their
     * order, audited as one entry with the list before and after; with no actor (the seed),
     * nothing is audited. A still address our server may not fetch (a private or local host,
     * or outside the deployment's allow-list) is a 400 naming its field, and nothing changes.
     * The same list again changes and records nothing.
     */
    async replace(cameras: readonly AdminWebcam[], actorId?: string): Promise<AdminWebcam[]> {
      const problems = await Promise.all(cameras.map((camera) => stillAddressProblem(camera.stillUrl)));
      const details = problems.flatMap((problem, index) =>
        problem ? [{ field: `body.items.${index}.stillUrl`, message: problem }] : [],
      );
      if (details.length) {
        throw badRequest(
          `Our server may not fetch these still addresses: ${details.map((d) => `${d.field} (${d.message})`).join(', ')}`,
          details,
        );
      }
      await db.transaction(async (tx) => {
        await lockWebcams(tx);
        const before = await listWebcams(tx);
        if (same(before, cameras)) return;
        await writeWebcams(tx, cameras);
        if (actorId) {
          await audit.record(
            {
              actorId,
              action: 'webcams.update',
              targetType: 'webcams',
              targetId: 'webcams',
              before: { items: before },
              after: { items: cameras },
            },
            tx,
          );
        }
      });
      return listWebcams(db);
    },

    /** The camera's still: the cached one while it is fresh, else a new one. */
    async getStill(camera: AdminWebcam): Promise<Still> {
      const key = `${camera.id} ${camera.stillUrl}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached;
      let request = pending.get(key);
      if (!request) {
        request = fetchStill(camera)
          .then((still) => {
            // One still per camera: an older address's goes.
            for (const old of cache.keys()) if (old.startsWith(`${camera.id} `)) cache.delete(old);
            cache.set(key, still);
            return still;
          })
          .catch((error: unknown) => {
            if (error instanceof WebcamUnavailableError) log.warn({ camera: camera.id }, error.message);
            throw error;
          })
          .finally(() => pending.delete(key));
        pending.set(key, request);
      }
      return request;
    },
  };
}

export type WebcamsService = ReturnType<typeof createWebcamsService>;
