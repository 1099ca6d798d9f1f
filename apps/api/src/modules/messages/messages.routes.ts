import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The messages routes (API.md) come with their issue.
export const messagesRoutes: FastifyPluginAsyncZod = async () => {};
