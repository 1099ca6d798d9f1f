import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES } from '@town/shared';
import { LISTING_LIMITS, listingImagesOrderSchema, listingPhotoSchema } from '@town/shared/listings';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import {
  ENCODING_RETRY_AFTER_SECONDS,
  ENCODINGS_PER_OWNER,
  QueueFullError,
  type ImageStore,
  type StoredImage,
} from '../catalogue/index.ts';
import { PhotoGoneError, type ListingsService } from './listings.service.ts';
import { listingParamsSchema, ownerWriteLimit } from './owner-listings.routes.ts';

const errors = {
  ...apiErrorResponses,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
};

/** Uploads per account: a gallery or three in one sitting, not a flood of encoding work. */
export const PHOTO_UPLOAD_LIMIT = { max: 100, timeWindow: 60 * 60_000 };

const MEGABYTES = LISTING_LIMITS.imageBytes / (1024 * 1024);
const ALLOWANCE_MEGABYTES = LISTING_LIMITS.ownerPhotoBytes / (1024 * 1024);

const storageFull = () =>
  conflict(
    ERROR_CODES.photoStorageFull,
    `An owner’s photos take at most ${ALLOWANCE_MEGABYTES} MB: remove some before adding more`,
  );

/** Encodes the photo in its owner's turn; a full queue is told to come back (429 for the owner's, 503 for everyone's). */
async function encode(images: ImageStore, data: Buffer, owner: string, reply: FastifyReply): Promise<StoredImage> {
  try {
    return await images.ingest(data, owner);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    reply.header('retry-after', ENCODING_RETRY_AFTER_SECONDS);
    throw error.scope === 'owner'
      ? new HttpError(429, ERROR_CODES.rateLimited, 'Your other photos are still being processed: try again shortly')
      : new HttpError(503, ERROR_CODES.serviceUnavailable, 'Many photos are being processed: try again shortly');
  }
}

const ownership =
  'Owners act on their own listings only: another owner’s is a 404. Admins may act on any (audited). ' +
  'A plain user gets 403, an anonymous request 401.';

const photoParamsSchema = listingParamsSchema.extend({ imageId: z.string().regex(/^[0-9a-f]{16}$/) });

/** The one photo of a multipart/form-data body, from its field `file`. */
const readFile = (request: FastifyRequest) =>
  readUploadedFile(request, { noun: 'photo', maxBytes: LISTING_LIMITS.imageBytes });

interface PhotosRoutesOptions {
  service: ListingsService;
  images: ImageStore;
}

/**
 * A listing's photos (docs/listings.md#photos): upload one, set the gallery's order and alt
 * texts, remove one. Every change is a change of the listing's content, reviewed like any other.
 */
export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { service, images }) => {
  keepAnswersPrivate(app);
  // Only this plugin's routes read multipart bodies; a file over the limit stops being read there.
  await app.register(multipart, {
    limits: { fileSize: LISTING_LIMITS.imageBytes, files: 1, fields: 10, parts: 11 },
  });
  // 401/403 before the body is even parsed.
  const onRequest = async (request: FastifyRequest) => void app.auth.requireRole(request, 'owner');
  const owner = (request: FastifyRequest) => app.auth.requireRole(request, 'owner');

  app.post(
    '/api/v1/owner/assets/:id/images',
    {
      onRequest,
      config: {
        rateLimit: {
          ...PHOTO_UPLOAD_LIMIT,
          // Counted per account once signed in (the auth hook has run), before the upload is read.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `photos:user:${request.user?.id}`,
        },
      },
      schema: {
        tags: ['listings'],
        summary: 'Add a photo to a listing (multipart/form-data, field `file`)',
        description:
          `JPEG, PNG, WebP or AVIF, told by its content (anything else: 415), at most ${MEGABYTES} MB (413) and ` +
          `${LISTING_LIMITS.imagePixels / 1e6} megapixels (413). It is turned upright and re-encoded, keeping no ` +
          `metadata, in WebP and AVIF at the catalogue's widths. It joins the end of the gallery; a full gallery ` +
          `(${LISTING_LIMITS.images}) is a 409 LISTING_PHOTO_LIMIT, and an owner whose photos take ` +
          `${ALLOWANCE_MEGABYTES} MB gets 409 PHOTO_STORAGE_FULL. Each owner's photos are encoded one after ` +
          `another: with ${ENCODINGS_PER_OWNER} waiting, 429 with Retry-After (503 when everyone's queue is full); ` +
          `a photo that takes too long to encode is a 422 PHOTO_TOO_COMPLEX. The answer's addresses are signed ` +
          `for a few hours: the photo is public only while a published listing shows it. ` +
          `The same photo sent again is answered as it is. ` +
          ownership,
        consumes: ['multipart/form-data'],
        params: listingParamsSchema,
        response: { 201: listingPhotoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = owner(request);
      // Whose listing it is, before a byte of the upload is read.
      const listing = await service.readForActor(actor, request.params.id);
      if (listing.content.images.length >= LISTING_LIMITS.images) {
        throw conflict(ERROR_CODES.listingPhotoLimit, `A listing has at most ${LISTING_LIMITS.images} photos`);
      }
      // The allowance and the queue are the listing owner's, whoever uploads (an admin's help counts as theirs).
      const ownerId = listing.ownerId ?? actor.id;
      const used = await service.photoBytes(ownerId);
      if (used >= LISTING_LIMITS.ownerPhotoBytes) throw storageFull();
      const data = await readFile(request);
      const add = (image: StoredImage) =>
        service.changeContent(
          actor,
          request.params.id,
          (content) => {
            if (content.images.some((photo) => photo.id === image.id)) return content;
            // Another upload may have filled the gallery meanwhile.
            if (content.images.length >= LISTING_LIMITS.images) {
              throw conflict(ERROR_CODES.listingPhotoLimit, `A listing has at most ${LISTING_LIMITS.images} photos`);
            }
            return { ...content, images: [...content.images, { id: image.id, alt: {} }] };
          },
          { adding: [image.id] },
        );
      let image = await encode(images, data, ownerId, reply);
      // Counted once however many listings name it: a photo the owner has already costs nothing more.
      if ((await service.photoBytes(ownerId, image.id)) > LISTING_LIMITS.ownerPhotoBytes) {
        await service.releasePhotos([image.id]);
        throw storageFull();
      }
      let updated;
      try {
        updated = await add(image);
      } catch (error) {
        // Refused: the photo leaves the disk unless something else uses it.
        if (!(error instanceof PhotoGoneError)) {
          await service.releasePhotos([image.id]);
          throw error;
        }
        // Removed between its encoding and now (the same picture taken off another listing): once more.
        image = await encode(images, data, ownerId, reply);
        updated = await add(image);
      }
      return reply.status(201).send(updated.photos.find((photo) => photo.id === image.id)!);
    },
  );

  app.put(
    '/api/v1/owner/assets/:id/images',
    {
      onRequest,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Set the gallery’s order and alt texts',
        description:
          'The photos in display order, the first the cover, each with its alt texts per language (a language ' +
          'without one shows the listing’s name). Photos left out are removed; a photo that is not the listing’s, ' +
          `or one given twice, is a 400. ${ownership}`,
        params: listingParamsSchema,
        body: listingImagesOrderSchema,
        response: { 200: z.object({ items: z.array(listingPhotoSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const order = request.body;
      const updated = await service.changeContent(owner(request), request.params.id, (content) => {
        const known = new Set(content.images.map((photo) => photo.id));
        const seen = new Set<string>();
        const problems = order.flatMap((photo, index) => {
          const problem = !known.has(photo.id)
            ? 'Not a photo of this listing'
            : seen.has(photo.id)
              ? 'Given twice'
              : undefined;
          seen.add(photo.id);
          return problem ? [{ field: `body.${index}.id`, message: problem }] : [];
        });
        if (problems.length) {
          throw badRequest(`Invalid body: ${problems.map((p) => p.field).join(', ')}`, problems);
        }
        return { ...content, images: order };
      });
      return reply.send({ items: updated.photos });
    },
  );

  app.delete(
    '/api/v1/owner/assets/:id/images/:imageId',
    {
      onRequest,
      config: ownerWriteLimit,
      schema: {
        tags: ['listings'],
        summary: 'Remove a photo from a listing',
        description: `The next photo becomes the cover if it was the first. Not in the gallery: 404. ${ownership}`,
        params: photoParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await service.changeContent(owner(request), id, (content) => {
        if (!content.images.some((photo) => photo.id === imageId))
          throw notFound(`No photo ${imageId} in this listing`);
        return { ...content, images: content.images.filter((photo) => photo.id !== imageId) };
      });
      return reply.status(204).send(null);
    },
  );
};
