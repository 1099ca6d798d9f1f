import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langParamSchema } from '@town/shared/catalogue';
import { pageListSchema, pageSchema } from '@town/shared/town';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { AnswerCache } from '../catalogue/index.ts';
import { adminPagesRoutes } from './admin-pages.routes.ts';
import type { PagesService } from './pages.service.ts';

const tags = ['town'];
const security = [{ appKey: [] }];
const notModified = z.null().describe('Not modified: the ETag given in If-None-Match still holds');
const langQuery = z.object({
  lang: langParamSchema
    .optional()
    .describe('The visitor’s language; a language the town does not offer, or none, is its default language'),
});

interface Options {
  service: PagesService;
  /**
   * The catalogue's revision: PostgreSQL bumps it on every change to the pages and to the town's
   * profile too (migration 0018), so answers cached by it follow both at once, in every process.
   */
  revision: () => Promise<number>;
}

/** The town's info and legal pages (docs/pages.md), and the town hall's editing of them. */
export const pagesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, revision }) => {
  await app.register(adminPagesRoutes, { service });
  const cache = new AnswerCache(revision, { release: app.config.build, maxAnswers: 500 });

  app.get(
    '/api/v1/pages',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags,
        security,
        summary: 'The town’s pages (info and legal), in the footer’s order',
        description:
          'Each page’s title in `lang` (or the town’s default language when the page has no text in it), and ' +
          'its path on the web, `/{lang}/info/{slug}`.',
        querystring: langQuery,
        response: { 200: pageListSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `pages:${request.query.lang ?? ''}`, () => service.list(request.query.lang)),
  );

  app.get(
    '/api/v1/pages/:slug',
    {
      compress: false,
      schema: {
        tags,
        security,
        summary: 'One of the town’s pages, as visitors read it',
        description:
          '`body` is sanitised HTML made from the page’s Markdown, with the town’s details and the product’s ' +
          'rules filled in as they are now. A page without a text in `lang` answers in the town’s default ' +
          'language, and `lang` says which. 404 for a slug no page has.',
        params: z.object({ slug: z.string().max(100) }),
        querystring: langQuery,
        response: { 200: pageSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `page:${request.params.slug}:${request.query.lang ?? ''}`, () =>
        service.page(request.params.slug, request.query.lang),
      ),
  );
};
