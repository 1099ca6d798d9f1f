import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@town/shared';
import { adminMessagesSchema, messageHandledSchema } from '@town/shared/admin';
import { keepAnswersPrivate } from '../../lib/private-answers.ts';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { INBOX_LIMIT, type MessagesService } from './messages.service.ts';

const tags = ['admin'];
const security = [{ appKey: [], bearer: [] }];

/** `true` or `false`, nothing else (docs/api.md#lists: query booleans are strict). */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The town hall's inbox of contact messages (docs/listings.md#town-hall): admins only. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  // People's names, addresses and words: no cache keeps them.
  keepAnswersPrivate(app);
  // Checked before the input: whoever is not an admin learns nothing about what a valid request is.
  const adminOnly = async (request: FastifyRequest) => {
    app.auth.requireRole(request, 'admin');
  };

  app.get(
    '/api/v1/admin/messages',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The contact messages received, newest first',
        description: `At most the ${INBOX_LIMIT} newest; \`handled\` narrows to the handled (true) or unhandled (false) ones.`,
        querystring: z.object({ handled: queryBoolean.optional() }),
        response: { 200: adminMessagesSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await service.inbox(request.query.handled) }),
  );

  app.post(
    '/api/v1/admin/messages/:id/handled',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Mark a contact message handled',
        description: 'Audited. A message already handled keeps its first time (and nothing is recorded again).',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageHandledSchema, 403: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => service.markHandled(app.auth.requireRole(request, 'admin').id, request.params.id),
  );
};
