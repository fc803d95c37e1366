/**
 * Named limiters on top of @fastify/rate-limit for routes that limit by something other than the route
 * (an e-mail, a user): `const check = limiter(app, 'name', limit, key)` then `await check(request)` in a hook.
 * Counters live in memory per instance, or in Redis for all instances when REDIS_URL is set
 * (docs/decisions/005, 062). The name is part of every key: the plugin's Redis store gives all limiters made
 * with `createRateLimit` one key prefix, so two limiters keyed by the address would otherwise share a count.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '#contract/errors.ts';
import { AppError, rateLimited } from './app-error.ts';

/** The plugin's Redis key prefix (its `nameSpace`). */
export const RATE_LIMIT_KEY_PREFIX = 'ambassador:rl:';

/** At most `max` hits per `windowMs` (the config's limits have this shape). */
export interface Limit {
  max: number;
  windowMs: number;
}

/** A shared counter store (Redis) that does not answer: a 503 that keeps the cause for the log, not a 500. */
export function counterStoreDown(cause: unknown): AppError {
  return Object.assign(new AppError(503, ErrorCode.serviceUnavailable, 'service_unavailable'), { cause });
}

export function limiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string = (request) => request.ip,
) {
  const run = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await run(request).catch((error: unknown) => {
      throw counterStoreDown(error);
    });
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}
