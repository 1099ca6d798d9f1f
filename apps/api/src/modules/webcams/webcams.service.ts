import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebcamConfig } from '@town/shared/webcams';
import { fetchUpstream, imageTypeOf, UpstreamFetchError } from '../../lib/upstream.ts';
import { renderDemoStill } from './webcams.demo.ts';

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
 * us to another host, or sent something that is not a JPEG, PNG or WebP image.
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

export interface WebcamsServiceDeps {
  /** The camera server; undefined draws demo stills. */
  urlBase?: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Fetches camera stills for the page (which may only load images from our origin),
 * keeping each for a short while and asking a camera once however many visitors wait.
 * The cache is an optimisation of this process only: nothing else depends on it.
 */
export function createWebcamsService({ urlBase, timeoutMs, log, now = () => new Date() }: WebcamsServiceDeps) {
  const cache = new Map<string, Still>();
  const pending = new Map<string, Promise<Still>>();

  async function fetchStill(camera: WebcamConfig): Promise<Still> {
    let body: Buffer;
    let contentType: string;
    if (urlBase === undefined) {
      body = await renderDemoStill(camera, now());
      contentType = 'image/jpeg';
    } else {
      const url = new URL(camera.stillPath, urlBase.endsWith('/') ? urlBase : `${urlBase}/`);
      try {
        body = await fetchUpstream(url, { timeoutMs, maxBytes: MAX_STILL_BYTES, headers: { accept: 'image/*' } });
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

  return {
    /** The camera's still: the cached one while it is fresh, else a new one. */
    async getStill(camera: WebcamConfig): Promise<Still> {
      const cached = cache.get(camera.id);
      if (cached && cached.expiresAt > now()) return cached;
      let request = pending.get(camera.id);
      if (!request) {
        request = fetchStill(camera)
          .then((still) => {
            cache.set(camera.id, still);
            return still;
          })
          .catch((error: unknown) => {
            if (error instanceof WebcamUnavailableError) log.warn({ camera: camera.id }, error.message);
            throw error;
          })
          .finally(() => pending.delete(camera.id));
        pending.set(camera.id, request);
      }
      return request;
    },
  };
}

export type WebcamsService = ReturnType<typeof createWebcamsService>;
