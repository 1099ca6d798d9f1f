import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { favouriteParamsSchema, favouritesBatchSchema, favouritesSchema, MAX_FAVOURITES } from '@town/shared/catalogue';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { FavouritesService } from './favourites.service.ts';

const errors = { ...apiErrorResponses, 409: apiErrorSchema };
const TAGS = ['favourites'];
const SAVE_RULES =
  `Only published places may be saved (404 otherwise, and then none is saved); saving one again keeps it once. ` +
  `An account keeps at most ${MAX_FAVOURITES}: past that, 409 FAVOURITES_LIMIT and nothing is saved.`;

/** The signed-in account's saved places (docs/api.md#favourites); nobody else's are ever reachable. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (app, { service }) => {
  // Personal answers: no cache may keep them.
  keepAnswersPrivate(app);
  // Signed-in routes answer 401 before looking at the request's content.
  const preValidation = async (request: FastifyRequest) => void app.auth.requireUser(request);

  app.get(
    '/api/v1/favourites',
    {
      preValidation,
      schema: {
        tags: TAGS,
        summary: 'The places you saved, most recent first',
        description: 'Places no longer published are left out (and come back if they are published again).',
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => service.list(app.auth.requireUser(request).id),
  );

  app.put(
    '/api/v1/favourites',
    {
      preValidation,
      schema: {
        tags: TAGS,
        summary: 'Save several places at once (the browser’s saved places, merged at sign-in)',
        description: `The body is an array of asset ids; the answer, every place you saved. ${SAVE_RULES}`,
        body: favouritesBatchSchema,
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => service.add(app.auth.requireUser(request).id, request.body),
  );

  app.put(
    '/api/v1/favourites/:assetId',
    {
      preValidation,
      schema: {
        tags: TAGS,
        summary: 'Save a place',
        description: `The answer: every place you saved. ${SAVE_RULES}`,
        params: favouriteParamsSchema,
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => service.add(app.auth.requireUser(request).id, [request.params.assetId]),
  );

  app.delete(
    '/api/v1/favourites/:assetId',
    {
      preValidation,
      schema: {
        tags: TAGS,
        summary: 'Forget a saved place',
        description: 'A place you had not saved is a 404.',
        params: favouriteParamsSchema,
        response: { 204: z.null().describe('Forgotten'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(app.auth.requireUser(request).id, request.params.assetId);
      return reply.status(204).send(null);
    },
  );
};
