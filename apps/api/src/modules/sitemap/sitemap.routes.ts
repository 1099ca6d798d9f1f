import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches, weakEtag } from '../../lib/etag.ts';
import { notFound } from '../../lib/http-errors.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { AnswerCache } from '../catalogue/index.ts';
import { parseSitemapFile, type SitemapService } from './sitemap.service.ts';

const XML = 'application/xml; charset=utf-8';
const notModified = z.null().describe('Not modified: the ETag given in If-None-Match still holds');
const xmlAnswer = (description: string) => ({ description, content: { 'application/xml': { schema: z.string() } } });

/**
 * /sitemap.xml, /sitemaps/{lang}.xml and /robots.txt (docs/api.md#for-search-engines): files
 * for crawlers, served beside the pages and kept out of the API's contract.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<{ service: SitemapService }> = async (app, { service }) => {
  // Tagged and kept by the catalogue's revision like its answers.
  const cache = new AnswerCache(() => service.revision(), {
    // A new release or address changes the files without a catalogue change.
    release: `${app.config.build}\n${app.config.publicUrl}`,
    maxBytes: 64 * 1_048_576,
  });

  app.get(
    '/sitemap.xml',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        hide: true,
        response: {
          200: xmlAnswer("The sitemap index: every language's sitemap files"),
          304: notModified,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => cache.answerBytes(request, reply, 'sitemap-index', XML, () => service.index()),
  );

  app.get(
    '/sitemaps/:file',
    {
      compress: false,
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(24) }),
        response: {
          200: xmlAnswer("One language's public pages, each with its alternates in every language"),
          304: notModified,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      if (!file) throw notFound(`No sitemap ${request.params.file}`);
      return cache.answerBytes(request, reply, `sitemap:${file.lang}:${file.part}`, XML, async () => {
        const body = await service.language(file.lang, file.part);
        if (!body) throw notFound(`No sitemap ${request.params.file}`);
        return body;
      });
    },
  );

  const robots = service.robots();
  const robotsEtag = weakEtag(robots);
  app.get(
    '/robots.txt',
    {
      schema: {
        hide: true,
        response: {
          200: { description: 'What crawlers may visit', content: { 'text/plain': { schema: z.string() } } },
          304: notModified,
          ...apiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      // Made once from the settings, so its own content tags it; it never waits for the database.
      reply.header('etag', robotsEtag).header('cache-control', 'public, max-age=3600');
      if (etagMatches(request.headers['if-none-match'], robotsEtag)) return reply.code(304).send(null);
      return reply.type('text/plain; charset=utf-8').send(robots);
    },
  );
};
