import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AssetImage } from '@town/shared/catalogue';

/*
 * Addresses of photos nobody publishes yet (docs/listings.md#photos): a photo is public only
 * while a published listing shows it; its owner's editor and the town hall's review get
 * addresses signed for a while, which the images route checks. An <img> sends no bearer
 * token, so the signature travels in the address, with its expiry.
 */

/** How long a signed address is good for, at least. */
export const SIGNED_IMAGE_TTL_SECONDS = 6 * 60 * 60;
/** Expiries are rounded up to this, so that one picture keeps one address (and stays cached) for a while. */
const EXPIRY_STEP_SECONDS = 60 * 60;

/** The signature of one picture (every rendition of it) until `expires` (Unix seconds). */
function signature(key: Buffer, imageId: string, expires: number): string {
  return createHmac('sha256', key).update(`${imageId}.${expires}`).digest('base64url').slice(0, 32);
}

export function createImageSigner(authSecret: string) {
  // A key of its own, so that no other signature of the app can pass for an image's.
  const key = createHmac('sha256', authSecret).update('town image addresses').digest();

  function sign(url: string, now: number): string {
    const imageId = /\/([0-9a-f]{16})-[^/]+$/.exec(url)?.[1];
    if (!imageId) return url;
    const soon = Math.floor(now / 1000) + SIGNED_IMAGE_TTL_SECONDS;
    const expires = Math.ceil(soon / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${url}?expires=${expires}&signature=${signature(key, imageId, expires)}`;
  }

  return {
    /** The same picture with every address signed, for its owner or the town hall. */
    signPicture<P extends Omit<AssetImage, 'alt'>>(picture: P, now = Date.now()): P {
      const signed = (s: { url: string; width: number }) => ({ ...s, url: sign(s.url, now) });
      return {
        ...picture,
        src: picture.src ? sign(picture.src, now) : picture.src,
        srcset: picture.srcset.map(signed),
        sources: picture.sources.map((source) => ({ ...source, srcset: source.srcset.map(signed) })),
        thumbnails: picture.thumbnails.map(signed),
      };
    },

    /** A signed address of one file. */
    signUrl: sign,

    /** Whether `signatureGiven` lets `imageId` be served now. */
    verify(imageId: string, expires: number, signatureGiven: string, now = Date.now()): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
      const expected = Buffer.from(signature(key, imageId, expires));
      const given = Buffer.from(signatureGiven);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ImageSigner = ReturnType<typeof createImageSigner>;
