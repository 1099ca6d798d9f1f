import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assetImages, assets } from '../../db/schema/catalogue.ts';
import { notFound } from '../../lib/http-errors.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { IMAGE_CONTENT_TYPES, IMAGE_FILE_PATTERN, IMAGES_PATH, type ImageFormat } from '../../lib/image-files.ts';
import { createImageSigner } from './image-access.ts';

/** Pictures whose publicity is remembered, per catalogue revision, before the memory starts again. */
const REMEMBERED_PICTURES = 20_000;
/** How long a browser keeps a picture it was given by a signed address (docs/listings.md#photos). */
const PRIVATE_MAX_AGE_SECONDS = 600;

interface ImagesRoutesOptions {
  /** The catalogue's revision: it moves whenever a listing is published, changed or taken down. */
  revision: () => Promise<number>;
}

/**
 * Catalogue pictures from DATA_DIR/uploads, in WebP or AVIF by their name's extension
 * (docs/listings.md#photos). A picture a published listing shows is public: its name holds a
 * hash of its pixels, so it never changes, and browsers may keep it for a year. Any other
 * (a draft's photo, one taken off a listing) is served only by an address signed for its
 * owner or the town hall, kept privately and briefly; without one it does not exist.
 */
export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { revision }) => {
  const dir = join(app.config.dataDir, 'uploads');
  const signer = createImageSigner(app.config.authSecret);

  let rememberedAt = -1;
  const remembered = new Map<string, boolean>();
  async function shownPublicly(imageId: string): Promise<boolean> {
    const current = await revision();
    if (current !== rememberedAt || remembered.size >= REMEMBERED_PICTURES) {
      remembered.clear();
      rememberedAt = current;
    }
    const known = remembered.get(imageId);
    if (known !== undefined) return known;
    const [row] = await app.db
      .select({ shown: sql<boolean>`true` })
      .from(assetImages)
      .innerJoin(assets, eq(assets.id, assetImages.assetId))
      .where(and(eq(assetImages.imageId, imageId), eq(assets.status, 'published')))
      .limit(1);
    remembered.set(imageId, row !== undefined);
    return row !== undefined;
  }

  app.get(
    `${IMAGES_PATH}/:file`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue picture in one size (see the srcset entries of each asset image)',
        description:
          'Public while a published listing shows the picture. Otherwise only with the `expires` and ' +
          '`signature` of the address an owner’s or the town hall’s answer gave (else 404).',
        params: z.object({
          file: z
            .string()
            .regex(IMAGE_FILE_PATTERN, 'Must be a picture file name such as 0123456789abcdef-800.webp or …-800.avif'),
        }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(64).optional(),
        }),
        response: { 200: z.unknown().describe('The picture, image/webp or image/avif'), ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const imageId = file.slice(0, file.indexOf('-'));
      const { expires, signature } = request.query;
      const signed = expires !== undefined && signature !== undefined && signer.verify(imageId, expires, signature);
      // A signed address is answered privately even for a public picture: it names one viewer's copy.
      if (!signed && !(await shownPublicly(imageId))) throw notFound(`No picture ${file}`);
      const path = join(dir, file);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound(`No picture ${file}`);
      const format = file.slice(file.lastIndexOf('.') + 1) as ImageFormat;
      return reply
        .type(IMAGE_CONTENT_TYPES[format])
        .header('content-length', info.size)
        .header(
          'cache-control',
          signed ? `private, max-age=${PRIVATE_MAX_AGE_SECONDS}` : 'public, max-age=31536000, immutable',
        )
        .send(createReadStream(path));
    },
  );
};
