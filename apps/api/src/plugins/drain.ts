import fp from 'fastify-plugin';
import { ERROR_CODES } from '@town/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a stop (server.ts, on SIGTERM): for `ms`, GET and HEAD requests are
     * answered 503, everything else is still served; resolves when the time is up.
     */
    drain(ms: number): Promise<void>;
  }
}

/**
 * Takes a process out of its balancer before it stops listening. A balancer retries a refused
 * GET on another process, and nginx then sends this one nothing more for a while (its
 * `fail_timeout`); other requests are still served meanwhile, as nginx never resends a POST
 * (a booking) that it has sent. Closing the listener at once instead would reset the
 * connections nginx had just opened and not yet seen accepted, a booking among them perhaps.
 */
export const drainPlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', async (ms: number) => {
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!draining || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      // The error shape, whatever the route's own 503 schema says (readiness has one).
      return reply
        .status(503)
        .header('retry-after', 1)
        .header('connection', 'close')
        .serializer(JSON.stringify)
        .send({ error: { code: ERROR_CODES.serviceUnavailable, message: 'This process is stopping; try again' } });
    });
  },
  { name: 'drain' },
);
