import type { FastifyInstance } from 'fastify';

/** Seeds the demo town on first start, when the database holds no catalogue yet (the catalogue issue fills this). */
export async function seedIfEmpty(_app: FastifyInstance): Promise<void> {}
