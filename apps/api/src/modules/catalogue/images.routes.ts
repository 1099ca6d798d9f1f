import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { IMAGE_CONTENT_TYPES, IMAGE_FILE_PATTERN, IMAGES_PATH, type ImageFormat } from '../../lib/image-files.ts';

/**
 * Catalogue pictures from DATA_DIR/uploads, in WebP or AVIF by their name's extension. A file's
 * name holds a hash of the picture, so it never changes: browsers may keep it for a year without
 * asking again.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = join(app.config.dataDir, 'uploads');

  app.get(
    `${IMAGES_PATH}/:file`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue picture in one size (see the srcset entries of each asset image)',
        params: z.object({
          file: z
            .string()
            .regex(IMAGE_FILE_PATTERN, 'Must be a picture file name such as 0123456789abcdef-800.webp or …-800.avif'),
        }),
        response: { 200: z.unknown().describe('The picture, image/webp or image/avif'), ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const path = join(dir, request.params.file);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound(`No picture ${request.params.file}`);
      const format = request.params.file.slice(request.params.file.lastIndexOf('.') + 1) as ImageFormat;
      return reply
        .type(IMAGE_CONTENT_TYPES[format])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
};
