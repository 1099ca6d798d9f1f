import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The catalogue routes (API.md) come with their issue.
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
