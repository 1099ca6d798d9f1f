import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@town/shared';
import { adminWebcamsSchema, WEBCAM_LIMITS } from '@town/shared/webcams';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import type { WebcamsService } from './webcams.service.ts';

const tags = ['admin'];
const security = [{ appKey: [], bearer: [] }];

/** The town's cameras as its admins keep them (docs/rules.md#webcams): admins only. */
export const adminWebcamsRoutes: FastifyPluginAsyncZod<{ service: WebcamsService }> = async (app, { service }) => {
  // The cameras' own addresses are the town hall's working data: no cache keeps them.
  keepAnswersPrivate(app);
  // Checked before the input: whoever is not an admin learns nothing about what a valid request is.
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };

  app.get(
    '/api/v1/admin/webcams',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "The town's cameras, as admins keep them",
        description:
          'In the order visitors see them, each with its own still address (`stillUrl`), which only our server fetches.',
        response: { 200: adminWebcamsSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async () => ({ items: await service.list() }),
  );

  app.put(
    '/api/v1/admin/webcams',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Replace the town's cameras",
        description: [
          `The whole list, in the order visitors see it (at most ${WEBCAM_LIMITS.cameras}); a camera left out is removed.`,
          'Ids are URL-safe and unique; addresses are https; `refreshSeconds` is',
          `${WEBCAM_LIMITS.refreshSeconds.min}–${WEBCAM_LIMITS.refreshSeconds.max}.`,
          "A still address on a private or local host (`private-host`), or outside the deployment's",
          'allow-list WEBCAMS_URL_BASE (`not-allowed`), is a 400 naming its field, and nothing changes.',
          'Audited (`webcams.update`); the public list and every page follow at once.',
        ].join(' '),
        body: adminWebcamsSchema,
        response: { 200: adminWebcamsSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({
      items: await service.replace(request.body.items, app.auth.requireRole(request, 'admin').id),
    }),
  );
};
