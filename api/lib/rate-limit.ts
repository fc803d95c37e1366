/**
 * Named limiters on top of @fastify/rate-limit for routes that limit by something other than the route
 * (an e-mail, a user): `const check = limiter(app, limit, key)` then `await check(request)` in a hook.
 * Counters are in memory, per instance (see docs/decisions/005).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from './app-error.ts';

/** At most `max` hits per `windowMs` (the config's limits have this shape). */
export interface Limit {
  max: number;
  windowMs: number;
}

export function limiter(
  app: FastifyInstance,
  limit: Limit,
  key: (request: FastifyRequest) => string = (request) => request.ip,
) {
  const run = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await run(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}
