import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '@town/shared';
import { clientAddressKey } from '../lib/client-address.ts';

type StoreResult = Parameters<Parameters<FastifyRateLimitStore['incr']>[1]>[1];
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
/** The library's stores also answer `read` (a look without counting), which createRateLimit's `increment: false` uses. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// @fastify/rate-limit's own stores, which it does not export: Redis's (one Lua script a hit) and memory's (an LRU).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** A Redis that takes longer than this to count a hit is treated as down for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Counts in Redis while it answers and in this process's memory while it does not, so that an
 * outage of Redis neither lifts the limits nor fails the requests. Memory counts start afresh:
 * during an outage each process limits on its own.
 */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: RedisHealth,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.use('read', key, callback, timeWindow, max);
  }

  private use(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number) {
    if (!this.redis.ready()) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          this.redis.answered();
          return callback(null, result);
        }
        this.redis.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.redis);
  }
}

/** Whether Redis answers; a change either way is logged once, a loss as a warning. */
class RedisHealth {
  private lost = false;
  closing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    // ioredis reconnects by itself; without an 'error' listener it would print every failed attempt.
    redis.on('error', (error) => this.failed(error));
    redis.on('close', () => {
      if (!this.closing) this.failed();
    });
    redis.on('ready', () => this.answered());
  }

  ready() {
    return this.redis.status === 'ready';
  }

  failed(error?: Error) {
    if (this.lost || this.closing) return;
    this.lost = true;
    this.log.warn(
      { module: 'rate-limit', err: error },
      "Redis does not answer: rate limits are counted in this process's memory until it is back",
    );
  }

  answered() {
    if (!this.lost) return;
    this.lost = false;
    this.log.info({ module: 'rate-limit' }, 'Redis answers again: rate limits are shared again');
  }
}

/**
 * Rate limits live in memory, or in Redis when REDIS_URL is set so that every API process
 * shares them; while Redis is unreachable they fall back to memory, and return to Redis when
 * it is back. Routes opt in with `config.rateLimit`; nothing is limited by default.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    let store: RateLimitPluginOptions['store'];
    if (app.config.redisUrl) {
      const redis = new Redis(app.config.redisUrl, {
        connectTimeout: 2_000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        // Fail at once while disconnected (the store counts in memory), rather than queue.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      const health = new RedisHealth(redis, app.log);
      const namespace = app.config.rateLimitNamespace;
      store = class extends FallbackStore {
        constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitPluginOptions) {
          super(
            new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
            new LocalStore(continueExceeding, exponentialBackoff),
            health,
          );
        }
      };
      app.addHook('onClose', async () => {
        health.closing = true;
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      store,
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
