import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@town/shared';
import type { AuthRateLimit } from '../../config.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type LimitedAction = 'signin' | 'signup' | 'reminder' | 'passwordChange';

const MINUTE = 60_000;

/**
 * Generous for people (a family behind one hotel router, a forgotten password tried a
 * few times), tight for robots. Per account counts every attempt, before the password is
 * checked, so that parallel guesses cannot outrun the count.
 */
export const DEFAULT_AUTH_RATE_LIMITS: Record<LimitedAction, AuthRateLimit> = {
  signin: { perIp: 100, perAccount: 10, windowMs: 15 * MINUTE },
  signup: { perIp: 30, perAccount: 5, windowMs: 15 * MINUTE },
  reminder: { perIp: 20, perAccount: 5, windowMs: 60 * MINUTE },
  passwordChange: { perIp: 30, perAccount: 10, windowMs: 15 * MINUTE },
};

export function authRateLimits(app: FastifyInstance): Record<LimitedAction, AuthRateLimit> {
  return { ...DEFAULT_AUTH_RATE_LIMITS, ...app.config.authRateLimits };
}

/**
 * A route's `config.rateLimit`: requests per IP address, counted before anything else
 * is done. Each route counts on its own (`bucket` names it in the store).
 */
export function perIpLimit(bucket: string, limit: AuthRateLimit) {
  return {
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${bucket}:ip:${clientAddressKey(request.ip)}`,
  };
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', Math.max(1, retryAfterSeconds));
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Too many attempts; try again in ${Math.max(1, retryAfterSeconds)} s`,
  );
}

/**
 * Attempts per account (an e-mail address or a user id), shared by every API
 * process through the rate-limit store. `hit` counts and refuses past the limit.
 */
export function accountLimiter(app: FastifyInstance, action: LimitedAction, limit: AuthRateLimit) {
  const accounts = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: limit.perAccount,
    timeWindow: limit.windowMs,
    // createRateLimit hands the key generator only the request: the account travels with it.
    keyGenerator: (request) => `${action}:account:${accounts.get(request)}`,
  });
  async function run(request: FastifyRequest, key: string, increment: boolean) {
    accounts.set(request, key);
    return limiter(request, { increment });
  }
  return {
    async hit(request: FastifyRequest, reply: FastifyReply, key: string) {
      const result = await run(request, key, true);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(reply, result.ttlInSeconds);
    },
  };
}
