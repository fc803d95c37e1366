/**
 * Sign-in throttling after OWASP's guidance (docs/decisions/036): a limit per address and per (account,
 * address) pair, a bounded progressive delay per account, and no limit at all for the owner's known device.
 * Nothing here ever refuses a correct password from a known device, so guessing cannot lock the owner out.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, SignInLimits } from '../../config.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { limiter } from '../../lib/rate-limit.ts';
import { deviceCookies } from './device-cookie.ts';
import { type FailureCounts, memoryFailureCounts } from './failure-counter.ts';
import { redisFailureCounts } from './failure-counter-redis.ts';

/** No delay for the first `freeFailures` failures of an account, then step, 2·step, 4·step … up to the cap. */
export function signInDelayMs(failures: number, limits: SignInLimits): number {
  if (failures < limits.freeFailures) return 0;
  const exponent = Math.min(failures - limits.freeFailures, 20);
  return Math.min(limits.maxDelayMs, limits.delayStepMs * 2 ** exponent);
}

export type Throttled = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  attempt: () => Promise<T>,
) => Promise<T>;

export function signInThrottle(app: FastifyInstance, config: Config): Throttled {
  const limits = config.signInRateLimit;
  const perIp = limiter(app, 'sign-in-ip', { max: limits.perIp, windowMs: limits.windowMs });
  // Shared by all instances when Redis is configured, so the limits hold whichever instance is asked.
  const counts = (name: string): FailureCounts =>
    app.redis
      ? redisFailureCounts(app.redis, name, limits.failureWindowMs)
      : memoryFailureCounts(limits.failureWindowMs);
  const pairs = counts('pair');
  const accounts = counts('account');
  const devices = counts('device');
  const cookies = deviceCookies(config.cookieSecret, config.publicUrl.startsWith('https://'));
  // Per instance on purpose: it bounds this process's sleeping sockets, not a shared budget.
  let waiting = 0;

  return async (request, reply, email, attempt) => {
    const device = cookies.read(request, email);
    // Counted before the password check and given back on success: the store's add is atomic and returns
    // the new count, so parallel guesses, on one instance or several, cannot slip past.
    let trusted = false;
    if (device !== null) {
      // A device cookie that is itself used for guessing stops being trusted.
      trusted = (await devices.add(device)) <= limits.perPair;
      if (!trusted) await devices.undo(device);
    }
    // The address is request.ip: forwarded headers count only from the proxies in TRUST_PROXY.
    const pair = `${email}\n${request.ip}`;
    const key = trusted ? (device as string) : pair;
    const counter = trusted ? devices : pairs;
    if (!trusted) {
      await perIp(request);
      if ((await pairs.add(pair)) > limits.perPair) {
        await pairs.undo(pair);
        throw rateLimited(await pairs.retryAfterS(pair));
      }
    }
    const delay = signInDelayMs((await accounts.add(email)) - 1, limits);
    let outcome: 'failed' | 'passed' | 'neither' = 'neither';
    try {
      if (!trusted && delay > 0) {
        // A timer holds no database connection; the cap keeps a flood from piling up sockets.
        if (waiting >= limits.maxWaiting) throw rateLimited(Math.ceil(limits.maxDelayMs / 1000));
        waiting += 1;
        try {
          await sleep(delay);
        } finally {
          waiting -= 1;
        }
      }
      const result = await attempt();
      outcome = 'passed';
      cookies.issue(reply, email);
      return result;
    } catch (error) {
      // Only a wrong password (401) is a failure; a refused account or a 429 gives the attempt back.
      if (error instanceof AppError && error.statusCode === 401) outcome = 'failed';
      throw error;
    } finally {
      if (outcome !== 'failed') await accounts.undo(email);
      if (outcome === 'passed') await counter.clear(key);
      else if (outcome === 'neither') await counter.undo(key);
    }
  };
}
