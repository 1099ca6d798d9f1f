import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, messageReceiptSchema } from '@town/shared/messages';
import { apiErrorResponses } from '../../lib/schemas.ts';
import { adminMessagesRoutes } from './admin-messages.routes.ts';
import type { MessagesService } from './messages.service.ts';

/** The contact form's messages to the tourism office (docs/api.md), and the town hall's inbox of them. */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  await app.register(adminMessagesRoutes, { service });
  app.post(
    '/api/v1/message',
    {
      config: {
        rateLimit: { max: app.config.messageRateLimit.max, timeWindow: app.config.messageRateLimit.timeWindowMs },
      },
      schema: {
        tags: ['town'],
        summary: "A message to the town's tourism office (the contact form)",
        description:
          'Stored and mailed to the contact address; nothing is mailed back. Limited per IP address (429 RATE_LIMITED with Retry-After).',
        body: contactMessageSchema,
        response: { 201: messageReceiptSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await service.receive(request.body);
      return reply.status(201).send({ id: receipt.id, receivedAt: receipt.receivedAt.toISOString() });
    },
  );
};
