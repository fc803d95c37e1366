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
import { FailureCounter } from './failure-counter.ts';

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
  const perIp = limiter(app, { max: limits.perIp, windowMs: limits.windowMs });
  const pairs = new FailureCounter(limits.failureWindowMs);
  const accounts = new FailureCounter(limits.failureWindowMs);
  const devices = new FailureCounter(limits.failureWindowMs);
  const cookies = deviceCookies(config.cookieSecret, config.publicUrl.startsWith('https://'));
  let waiting = 0;

  return async (request, reply, email, attempt) => {
    const device = cookies.read(request, email);
    // A device cookie that is itself used for guessing stops being trusted.
    const trusted = device !== null && devices.count(device) < limits.perPair;
    // The address is request.ip: forwarded headers count only from the proxies in TRUST_PROXY.
    const pair = `${email}\n${request.ip}`;
    const key = trusted ? device : pair;
    const counter = trusted ? devices : pairs;
    if (!trusted) {
      await perIp(request);
      if (pairs.count(pair) >= limits.perPair) throw rateLimited(pairs.retryAfterS(pair));
    }
    // Counted before the password check and given back on success: parallel guesses cannot slip past.
    const delay = signInDelayMs(accounts.count(email), limits);
    counter.add(key);
    accounts.add(email);
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
      if (outcome !== 'failed') accounts.undo(email);
      if (outcome === 'passed') counter.clear(key);
      else if (outcome === 'neither') counter.undo(key);
    }
  };
}
