import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { townProfileSchema, townProfileUpdateSchema } from '@town/shared/town';
import { TOWN_PHOTO_LIMITS } from '@town/shared/town-display';
import { etagMatches, weakEtag } from '../../lib/etag.ts';
import { notFound } from '../../lib/http-errors.ts';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { AnswerCache } from '../catalogue/index.ts';
import { LOGO_FILE_PATTERN, LOGO_HEIGHTS, LOGO_ICON_SIZES, LOGO_MAX_BYTES, LOGO_PATH } from './town.logo.ts';
import { PHOTO_FILE_PATTERN, PHOTO_MAX_BYTES, PHOTO_PATH, PHOTO_WIDTHS } from './town.photo.ts';
import { webManifest } from './town.manifest.ts';
import { FIRST_PROFILE_FIELDS } from './town.placeholder.ts';
import type { TownPictureKind, TownService } from './town.service.ts';

const notModified = z.null().describe('Not modified: the ETag given in If-None-Match still holds');

/**
 * The profile as answered: townProfileSchema, whose colour and country are written as the
 * service keeps them (lower- and upper-case already), without the input's normalising
 * transforms, which an answer's serializer cannot run backwards.
 */
const townProfileAnswer = townProfileSchema.extend({
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  country: z.string().regex(/^[A-Z]{2}$/),
});
const adminErrors = { ...apiErrorResponses, 403: apiErrorSchema };
const LOGO_MEGABYTES = LOGO_MAX_BYTES / (1024 * 1024);
const PHOTO_MEGABYTES = PHOTO_MAX_BYTES / (1024 * 1024);

/** Sends one of the town's picture files (its name already checked against its pattern); 404 when absent. */
async function sendUpload(reply: FastifyReply, file: string, type: string, uploadsDir: string) {
  const path = join(uploadsDir, file);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw notFound(`No file ${file}`);
  return reply
    .type(type)
    .header('content-length', info.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(createReadStream(path));
}

interface TownRoutesOptions {
  service: TownService;
  /** The catalogue's revision: the profile's answers are tagged and kept by it, like the catalogue's. */
  revision: () => Promise<number>;
}

/**
 * The town's profile (docs/town.md): anyone reads it, admins change it and its logo; the logo's
 * files and the web app manifest made from it are served beside.
 */
export const townRoutes: FastifyPluginAsyncZod<TownRoutesOptions> = async (app, { service, revision }) => {
  const cache = new AnswerCache(revision, { release: app.config.build, maxAnswers: 4 });

  app.get(
    '/api/v1/town',
    {
      compress: false,
      schema: {
        tags: ['town'],
        summary: "The town's profile",
        description:
          'Everything that differs between two towns: name, tagline per language, region, the map (centre, zoom, ' +
          'bounds, shoreline), time zone, contacts, social networks, logo, main colour, the languages offered and the ' +
          'default one, and the legal entity that runs the site. Before a town is set up, a neutral placeholder ' +
          'that names no town, with `configured: false`. Tagged by the catalogue’s revision: a change shows at once.',
        security: [{ appKey: [] }],
        response: { 200: townProfileAnswer, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) => cache.answer(request, reply, 'town', () => service.current()),
  );

  app.get(
    `${LOGO_PATH}/:file`,
    {
      schema: {
        tags: ['town'],
        summary: "A file of the town's logo (see the profile's `logo`)",
        description:
          `PNG: the header's heights (${LOGO_HEIGHTS.join(', ')} px) and the web app's square icons ` +
          `(${LOGO_ICON_SIZES.join(', ')} px). A file's name holds a hash of its pixels, so it never changes.`,
        params: z.object({
          file: z.string().regex(LOGO_FILE_PATTERN, 'Must be a logo file name such as logo-0123456789abcdef-h48.png'),
        }),
        response: { 200: z.unknown().describe('The picture, image/png'), ...apiErrorResponses },
      },
    },
    async (request, reply) => sendUpload(reply, request.params.file, 'image/png', service.uploadsDir),
  );

  app.get(
    `${PHOTO_PATH}/:file`,
    {
      schema: {
        tags: ['town'],
        summary: "A file of the town's photograph (see the profile's `photo`)",
        description:
          `WebP at the landing banner's widths (${PHOTO_WIDTHS.join(', ')} px, never wider than the upload). ` +
          'A file’s name holds a hash of its pixels, so it never changes.',
        params: z.object({
          file: z
            .string()
            .regex(PHOTO_FILE_PATTERN, 'Must be a photograph file name such as photo-0123456789abcdef-w1280.webp'),
        }),
        response: { 200: z.unknown().describe('The picture, image/webp'), ...apiErrorResponses },
      },
    },
    async (request, reply) => sendUpload(reply, request.params.file, 'image/webp', service.uploadsDir),
  );

  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        hide: true,
        response: {
          200: {
            description: 'The web app manifest',
            content: { 'application/manifest+json': { schema: z.unknown() } },
          },
          304: notModified,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      // The profile this process has when the database does not answer: installing still works.
      const profile = await service.current().catch(() => service.lastKnown());
      const body = JSON.stringify(webManifest(profile));
      const etag = weakEtag(body);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type('application/manifest+json; charset=utf-8').send(body);
    },
  );

  await app.register(adminTownRoutes, { service });
};

/** The admins' side: changing the profile and the logo. */
const adminTownRoutes: FastifyPluginAsyncZod<{ service: TownService }> = async (app, { service }) => {
  keepAnswersPrivate(app);
  // Only this plugin's routes read multipart bodies; a file over the limit stops being read there.
  await app.register(multipart, {
    limits: { fileSize: Math.max(LOGO_MAX_BYTES, PHOTO_MAX_BYTES), files: 1, fields: 5, parts: 6 },
  });
  // Checked before the input: whoever is not an admin learns nothing about what a valid request is.
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };
  const admin = (request: FastifyRequest) => app.auth.requireRole(request, 'admin');
  const tags = ['town', 'admin'];
  const security = [{ appKey: [], bearer: [] }];

  app.put(
    '/api/v1/admin/town',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Change the town's profile",
        description:
          'Any of the profile’s fields; each one given replaces the stored one whole (an address, the taglines), the ' +
          'others keep their values; `bounds` or `shoreline` null takes them away. The whole is then checked: the ' +
          'default language must be one offered, the bounds must contain the centre, the main colour must reach AA ' +
          `contrast on the light page (400 VALIDATION_ERROR naming the field). On a site not yet set up, the first ` +
          `change must give ${FIRST_PROFILE_FIELDS.map((f) => `\`${f}\``).join(', ')}; every other field keeps the ` +
          'placeholder’s value. Audited. Every page, map, forecast, sitemap, manifest and mail follows at once.',
        body: townProfileUpdateSchema,
        response: { 200: townProfileAnswer, ...adminErrors },
      },
    },
    async (request) => service.update(admin(request), request.body),
  );

  /** The town's two pictures: the same upload and removal, each with its own checks and sizes. */
  const pictures = {
    logo: {
      noun: 'logo',
      maxBytes: LOGO_MAX_BYTES,
      checks: `at most ${LOGO_MEGABYTES} MB (413)`,
      stored:
        `as PNG at the header’s heights (${LOGO_HEIGHTS.join(', ')} px) and as the web app’s square icons ` +
        `(${LOGO_ICON_SIZES.join(', ')} px). Answers the profile, whose \`logo\` points at the new files`,
      without: 'The site then shows the product’s own icons.',
    },
    photo: {
      noun: 'photograph',
      maxBytes: PHOTO_MAX_BYTES,
      checks: `at most ${PHOTO_MEGABYTES} MB (413), landscape and at least ${TOWN_PHOTO_LIMITS.minWidth} px wide (400)`,
      stored:
        `as WebP at the landing banner’s widths (${PHOTO_WIDTHS.join(', ')} px). Answers the profile, whose ` +
        '`photo` points at the new files (what it shows, per language, is the profile’s `photoAlt`)',
      without: 'The landing page then opens on the town’s colour.',
    },
  } satisfies Record<TownPictureKind, unknown>;

  for (const [kind, picture] of Object.entries(pictures) as [TownPictureKind, (typeof pictures)[TownPictureKind]][]) {
    app.post(
      `/api/v1/admin/town/${kind}`,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary: `Upload the town's ${picture.noun} (multipart/form-data, field \`file\`)`,
          description:
            `JPEG, PNG, WebP or AVIF, told by its content (anything else: 415), ${picture.checks}. It is turned ` +
            `upright and re-encoded, keeping no metadata, ${picture.stored}; the previous ${picture.noun}’s files ` +
            'are removed. On a site whose profile is not set up yet: 409 TOWN_NOT_SET_UP. Audited.',
          consumes: ['multipart/form-data'],
          response: {
            200: townProfileAnswer,
            ...adminErrors,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const actor = admin(request);
        const data = await readUploadedFile(request, { noun: picture.noun, maxBytes: picture.maxBytes });
        return service.setPicture(actor, kind, data);
      },
    );

    app.delete(
      `/api/v1/admin/town/${kind}`,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary: `Take the town's ${picture.noun} away`,
          description: `${picture.without} Audited. Answers the profile.`,
          response: { 200: townProfileAnswer, ...adminErrors },
        },
      },
      async (request) => service.removePicture(admin(request), kind),
    );
  }
};
