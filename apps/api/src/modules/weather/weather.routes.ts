import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The weather routes (API.md) come with their issue.
export const weatherRoutes: FastifyPluginAsyncZod = async () => {};
