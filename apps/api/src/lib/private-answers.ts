import type { FastifyInstance } from 'fastify';

/**
 * Keeps every answer of the calling plugin's routes, errors included, out of every cache
 * (`Cache-Control: no-store`, docs/rules.md#caching): for the route groups whose answers
 * carry a token or personal data. The hook stays inside that plugin (Fastify's
 * encapsulation), so other routes keep their own caching.
 */
export function keepAnswersPrivate(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
