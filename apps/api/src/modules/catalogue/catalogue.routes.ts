import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetDescriptionQuerySchema,
  assetDescriptionSchema,
  assetIdParamsSchema,
  assetListQuerySchema,
  assetListSchema,
  assetListsQuerySchema,
  assetListsSchema,
  assetQuerySchema,
  assetSchema,
  mapMarkersQuerySchema,
  mapMarkersSchema,
  menuQuerySchema,
  menuSchema,
} from '@town/shared/catalogue';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { AnswerCache, stableKey } from './answer-cache.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { imagesRoutes } from './images.routes.ts';

const notModified = z.null().describe('Not modified: the ETag given in If-None-Match still holds');
const security = [{ appKey: [] }];

/** The catalogue (docs/api.md): lists, one asset, descriptions, menus, map markers and pictures. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (app, { service }) => {
  const cache = new AnswerCache(() => service.revision(), {
    // A new release may answer differently for the same revision.
    release: app.config.build,
    onAnswer: app.metrics.catalogueCacheAnswer,
  });

  app.get(
    '/api/v1/asset',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'Assets of a type (and, for property, of one list: rent, long or sale), filtered, sorted and paged',
        description:
          'Holiday rentals: each item has `priceFrom`, its lowest nightly price in the coming free nights. With ' +
          '`checkIn` and `checkOut` (days; `type=property&rent=true`), only the rentals where a booking of that stay ' +
          '(`adults`, `children`) would be accepted are listed, each with `stay: {nights, total}` as the booking would ' +
          'charge it; `sort=total-asc` then sorts by that total. Dated lists are never cached. `near=lat,lng` (the ' +
          'visitor’s position, never stored nor cached) gives each item its `distance` in metres; `sort=distance` ' +
          'sorts by it (from the town centre without `near`). `ids` (comma-separated, at most 100) keeps only those assets.',
        security,
        querystring: assetListQuerySchema,
        response: { 200: assetListSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      // A dated list changes with every booking, which the catalogue's revision does not follow:
      // it is answered fresh each time, and no cache keeps it.
      if (request.query.checkIn !== undefined) {
        reply.header('cache-control', 'no-store');
        return service.list(request.query);
      }
      // A visitor's position is theirs: answered fresh, kept by no cache (docs/rules.md#distances).
      if (request.query.near !== undefined) {
        reply.header('cache-control', 'no-store');
        return service.list(request.query);
      }
      return cache.answer(request, reply, `list:${stableKey(request.query)}`, () => service.list(request.query));
    },
  );

  app.get(
    '/api/v1/asset/:id',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'One asset: everything but its description',
        security,
        params: assetIdParamsSchema,
        querystring: assetQuerySchema,
        response: { 200: assetSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `asset:${request.params.id}:${request.query.lang}`, () =>
        service.get(request.params.id, request.query.lang),
      ),
  );

  app.get(
    '/api/v1/assets_description',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: "An asset's description and page sections, in a language (falling back to es, then en)",
        security,
        querystring: assetDescriptionQuerySchema,
        response: { 200: assetDescriptionSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `description:${request.query.asset_id}:${request.query.lang}`, () =>
        service.description(request.query.asset_id, request.query.lang),
      ),
  );

  app.get(
    '/api/v1/rest_menu_items',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: "A restaurant's menu, by its product_id: sections, dishes, prices and allergens",
        security,
        querystring: menuQuerySchema,
        response: { 200: menuSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `menu:${request.query.product_id}:${request.query.lang}`, () =>
        service.menu(request.query.product_id, request.query.lang),
      ),
  );

  app.get(
    '/api/v1/map_markers',
    {
      // The answer cache keeps each answer compressed once, rather than once per request.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'Every asset as a map marker, optionally of one type',
        security,
        querystring: mapMarkersQuerySchema,
        response: { 200: mapMarkersSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `markers:${request.query.type ?? ''}:${request.query.lang}`, () =>
        service.markers(request.query.type, request.query.lang),
      ),
  );

  app.get(
    '/api/v1/asset_lists',
    {
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'The public lists, each with how many places it has and a picture from it',
        description:
          'For the landing page’s sections: each list of /{lang}/assets by its key, its number of published places, ' +
          'and the cover of the first place in the list’s own order that has one (null when none has).',
        security,
        querystring: assetListsQuerySchema,
        response: { 200: assetListsSchema, 304: notModified, ...apiErrorResponses },
      },
    },
    async (request, reply) =>
      cache.answer(request, reply, `lists:${request.query.lang}`, () => service.lists(request.query.lang)),
  );

  await app.register(imagesRoutes, { revision: () => service.revision() });
};
