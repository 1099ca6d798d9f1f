import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@town/shared';
import type { AuthRateLimit } from '../../config.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type LimitedAction = 'signin' | 'signup' | 'reminder' | 'passwordChange' | 'verification';

const MINUTE = 60_000;

/**
 * Generous for people (a family behind one hotel router, a forgotten password tried a
 * few times), tight for robots. Attempts at one account are counted per client (its
 * address, or its device cookie) and, with a much higher ceiling, across all clients:
 * guesses spread over many addresses stay few, and strangers cannot lock the owner out
 * (docs/rules.md#rate-limits). Every attempt is counted before the password is checked,
 * so that parallel guesses cannot outrun the count. Sign-in guesses at one account from
 * everywhere are about 20 an hour; the owner's own devices (device cookies) are not held to it.
 */
export const DEFAULT_AUTH_RATE_LIMITS: Record<LimitedAction, AuthRateLimit> = {
  signin: {
    perIp: 100,
    perAccountPerClient: 10,
    perAccount: 20,
    windowMs: 15 * MINUTE,
    perAccountWindowMs: 60 * MINUTE,
  },
  signup: { perIp: 30, perAccountPerClient: 5, perAccount: 20, windowMs: 15 * MINUTE },
  reminder: { perIp: 20, perAccountPerClient: 5, perAccount: 20, windowMs: 60 * MINUTE },
  passwordChange: { perIp: 30, perAccountPerClient: 10, perAccount: 10, windowMs: 15 * MINUTE },
  /** Verification links mailed again to one account, and links opened from one address. */
  verification: { perIp: 30, perAccountPerClient: 5, perAccount: 5, windowMs: 60 * MINUTE },
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
 * Attempts at one account (an e-mail address or a user id), shared by every API process
 * through the rate-limit store and named there by `accountTag` (no e-mail in the store).
 * An attempt from a known device of the account (`device`, from its device cookie) counts
 * only in that device's bucket; any other counts for the account from the client's address
 * and for the account from everywhere.
 */
export function accountLimiter(
  app: FastifyInstance,
  action: LimitedAction,
  limit: AuthRateLimit,
  accountTag: (account: string) => string,
) {
  // createRateLimit hands the key generator only the request: the bucket travels with it.
  const buckets = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number, timeWindow: number) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => buckets.get(request)! });
  const perClient = limiter(limit.perAccountPerClient, limit.windowMs);
  const perAccount = limiter(limit.perAccount, limit.perAccountWindowMs ?? limit.windowMs);

  async function count(request: FastifyRequest, reply: FastifyReply, check: typeof perClient, bucket: string) {
    buckets.set(request, bucket);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(reply, result.ttlInSeconds);
  }

  return {
    /** Counts one attempt; 429 past a limit. */
    async hit(request: FastifyRequest, reply: FastifyReply, account: string, device?: string): Promise<void> {
      const tag = accountTag(account);
      if (device) return count(request, reply, perClient, `${action}:account:${tag}:device:${device}`);
      await count(request, reply, perClient, `${action}:account:${tag}:ip:${clientAddressKey(request.ip)}`);
      await count(request, reply, perAccount, `${action}:account:${tag}`);
    },
  };
}
