import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The bookings routes (API.md) come with their issue.
export const bookingsRoutes: FastifyPluginAsyncZod = async () => {};
