import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The accounts routes (API.md) come with their issue.
export const accountsRoutes: FastifyPluginAsyncZod = async () => {};
