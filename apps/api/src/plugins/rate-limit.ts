import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '@town/shared';
import { clientAddressKey } from '../lib/client-address.ts';

/**
 * Rate limits live in memory, or in Redis when REDIS_URL is set so that every API
 * process shares them. Routes opt in with `config.rateLimit`; nothing is limited by default.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: app.config.rateLimitNamespace,
      skipOnError: true,
      keyGenerator: (request) => clientAddressKey(request.ip),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: ERROR_CODES.rateLimited,
        message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
