import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TownProfile } from '@town/shared/town';
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
interface SitemapRoutesOptions {
  service: SitemapService;
  /**
   * The town's profile: its languages decide which sitemap files exist and what robots.txt
   * keeps out. `lastKnown` is what this process has without asking the database (robots.txt
   * never waits on it).
   */
  town: {
    current(): Promise<Pick<TownProfile, 'languages' | 'defaultLanguage'>>;
    lastKnown(): Pick<TownProfile, 'languages' | 'defaultLanguage'>;
  };
}

export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (app, { service, town }) => {
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
      const file = parseSitemapFile(request.params.file, (await town.current()).languages);
      if (!file) throw notFound(`No sitemap ${request.params.file}`);
      return cache.answerBytes(request, reply, `sitemap:${file.lang}:${file.part}`, XML, async () => {
        const body = await service.language(file.lang, file.part);
        if (!body) throw notFound(`No sitemap ${request.params.file}`);
        return body;
      });
    },
  );

  /** robots.txt as last made, for the languages it was made for: it changes only with them. */
  let robots = { key: '', body: '', etag: '' };
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
      // From the profile this process has (kept current by the town module): it never waits for the database.
      const profile = town.lastKnown();
      const key = `${profile.languages.join(',')} ${profile.defaultLanguage}`;
      if (robots.key !== key) {
        const body = service.robots(profile);
        robots = { key, body, etag: weakEtag(body) };
      }
      // Its own content tags it.
      reply.header('etag', robots.etag).header('cache-control', 'public, max-age=3600');
      if (etagMatches(request.headers['if-none-match'], robots.etag)) return reply.code(304).send(null);
      return reply.type('text/plain; charset=utf-8').send(robots.body);
    },
  );
};
