import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '@town/shared/catalogue';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { CatalogueService } from '../catalogue/index.ts';

/** GET /api/v1/search (docs/api.md#search): the header's search box, suggesting as the visitor types. */
export const searchRoutes: FastifyPluginAsyncZod<{ catalogue: Pick<CatalogueService, 'searchPlaces'> }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Places of any type by name, or by a dish of their menu; accent- and case-insensitive, best first, at most 10',
        description:
          'Names starting with `q` come first, then the closest ones, then places whose published menu has a dish ' +
          'holding `q` in a name or description (any language), with `matchedDish`, that dish’s name in `lang` ' +
          'where it has one (else es, else en). Published places only; names and summaries in `lang`, else es, else en; `href` is ' +
          'the place’s page in that language.',
        security: [{ appKey: [] }],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await catalogue.searchPlaces(request.query.q, request.query.lang) }),
  );
};
