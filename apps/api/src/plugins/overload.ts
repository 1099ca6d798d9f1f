import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@town/shared';

/** What an overloaded process tells clients to wait before trying again. */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Routes answered even under pressure: liveness (an overloaded process is alive, and restarting
 * it would lose its work) and the metrics that show the overload. Readiness is refused, so a
 * balancer sends traffic elsewhere until the process recovers.
 */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/metrics']);

/**
 * Watches the event loop's delay and the heap (@fastify/under-pressure, sampled every second):
 * past the configured limits (AppConfig.overload) a request is answered at once with 503 and
 * Retry-After, rather than queued behind the others and making everyone slow.
 */
export const overloadPlugin = fp(
  async (app) => {
    const { maxEventLoopDelayMs, maxHeapUsedBytes } = app.config.overload;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes,
      pressureHandler: (request, reply, type, value) => {
        if (request.routeOptions.url && ALWAYS_ANSWERED.has(request.routeOptions.url)) return;
        // A second with no delay sample at all (one stall across it: a starved CPU, a long GC)
        // reads as an infinite delay; the next second's samples say whether the loop is slow.
        if (type === TYPE_EVENT_LOOP_DELAY && value === Infinity) return;
        request.log.warn({ type, value }, 'overloaded: request refused');
        // The error shape, whatever the route's own 503 schema says (readiness has one). Fastify
        // goes no further with a request whose answer is sent.
        void reply
          .status(503)
          .header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS)
          .serializer(JSON.stringify)
          .send({ error: { code: ERROR_CODES.serviceUnavailable, message: 'Service overloaded; try again shortly' } });
      },
    });
  },
  { name: 'overload', dependencies: ['config'] },
);
