import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The consent routes (API.md) come with their issue.
export const consentRoutes: FastifyPluginAsyncZod = async () => {};
