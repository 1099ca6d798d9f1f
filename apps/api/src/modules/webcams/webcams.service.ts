import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebcamConfig } from '@town/shared/webcams';
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

/** The camera did not answer in time, or answered with something that is not an image. */
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
 * The raster types a still may have, recognised by their first bytes rather than the
 * camera's Content-Type: an SVG or HTML answer sent from our origin could run script.
 */
export function imageTypeOf(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  return undefined;
}

async function readCapped(response: Response, cameraId: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_STILL_BYTES) throw new WebcamUnavailableError(cameraId, `still too large (${declared} bytes)`);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_STILL_BYTES) throw new WebcamUnavailableError(cameraId, 'still too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

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
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'image/*' } });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'did not answer';
        throw new WebcamUnavailableError(camera.id, reason);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new WebcamUnavailableError(camera.id, `answered ${response.status}`);
      }
      try {
        body = await readCapped(response, camera.id);
      } catch (error) {
        await response.body?.cancel().catch(() => {});
        if (error instanceof WebcamUnavailableError) throw error;
        throw new WebcamUnavailableError(camera.id, 'broke off while sending');
      }
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
