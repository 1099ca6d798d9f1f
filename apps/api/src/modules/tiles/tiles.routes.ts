import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The tiles routes (API.md) come with their issue.
export const tilesRoutes: FastifyPluginAsyncZod = async () => {};
