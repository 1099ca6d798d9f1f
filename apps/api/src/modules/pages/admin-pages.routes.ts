import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import {
  adminPageSchema,
  pageRevisionsSchema,
  pageSlugSchema,
  pageTextSchema,
  pageWriteSchema,
} from '@town/shared/town';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { PagesService } from './pages.service.ts';

const tags = ['admin'];
const security = [{ appKey: [], bearer: [] }];
const slugParams = z.object({ slug: pageSlugSchema });
const adminPagesSchema = z.object({ items: z.array(adminPageSchema) });
const previewSchema = z.object({ lang: z.enum(SUPPORTED_LANGUAGES), ...pageTextSchema.shape });
const renderedSchema = z.object({ title: z.string(), body: z.string() });

/** The town hall's editing of the town's pages (docs/pages.md): admins only. */
export const adminPagesRoutes: FastifyPluginAsyncZod<{ service: PagesService }> = async (app, { service }) => {
  keepAnswersPrivate(app);
  // Checked before the input: whoever is not an admin learns nothing about what a valid request is.
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };
  const admin = (request: FastifyRequest) => app.auth.requireRole(request, 'admin');

  app.get(
    '/api/v1/admin/pages',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every page of the town, with its Markdown, in the footer’s order',
        description:
          '`required`: the law asks for the page (legal notice, privacy, terms, cookies); it cannot be deleted.',
        response: { 200: adminPagesSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async () => ({ items: await service.adminList() }),
  );

  app.get(
    '/api/v1/admin/pages/:slug',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A page as admins edit it: its title and Markdown in each language',
        params: slugParams,
        response: { 200: adminPageSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.adminPage(request.params.slug),
  );

  app.put(
    '/api/v1/admin/pages/:slug',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Save a page (a new slug makes a new page)',
        description:
          '`texts` holds every language the page has (one left out is removed). Each save is a revision, ' +
          'audited; texts equal to the current ones change nothing. Placeholders such as `{{town.name}}` ' +
          'are filled in when the page is shown. 201 when the page is new.',
        params: slugParams,
        body: pageWriteSchema,
        response: { 200: adminPageSchema, 201: adminPageSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { page, created } = await service.save(admin(request).id, request.params.slug, request.body.texts);
      return reply.code(created ? 201 : 200).send(page);
    },
  );

  app.delete(
    '/api/v1/admin/pages/:slug',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a page and its revisions',
        description: 'Audited. The pages the law requires (legal notice, privacy, terms, cookies): 409 PAGE_REQUIRED.',
        params: slugParams,
        response: { 204: z.null(), 403: apiErrorSchema, 409: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(admin(request).id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/admin/pages/:slug/revisions',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every saved version of a page, newest first',
        description: '`author` is null for the template the page started from.',
        params: slugParams,
        response: { 200: pageRevisionsSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await service.revisions(request.params.slug) }),
  );

  app.post(
    '/api/v1/admin/pages/:slug/revisions/:id/restore',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Restore a revision: its texts are saved again, as a new revision',
        params: z.object({ slug: pageSlugSchema, id: z.uuid() }),
        response: { 200: adminPageSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.restore(admin(request).id, request.params.slug, request.params.id),
  );

  app.post(
    '/api/v1/admin/pages/preview',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A page’s title and Markdown as visitors would read them now, in `lang`',
        description: 'Nothing is saved: the same rendering, sanitising and placeholders as the published page.',
        body: previewSchema,
        response: { 200: renderedSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.preview(request.body.lang, request.body),
  );
};
