/**
 * Failure counts shared by all instances through Redis: one key per counted thing, INCR and PEXPIRE in
 * one Lua script (a fixed window that starts with the first failure, like the memory counter), so parallel
 * attempts on several instances each get a distinct count. Keys hold a hash, not the e-mail or address.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { counterStoreDown } from '../../lib/rate-limit.ts';
import type { FailureCounts } from './failure-counter.ts';

export const FAILURE_KEY_PREFIX = 'ambassador:failures:';

const ADD = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

const UNDO = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 1 then redis.call('DECR', KEYS[1]) else redis.call('DEL', KEYS[1]) end
return 0`;

interface FailureCommands {
  failureAdd(key: string, windowMs: number): Promise<number>;
  failureUndo(key: string): Promise<number>;
}

function withCommands(redis: Redis): Redis & FailureCommands {
  const commands = redis as Redis & Partial<FailureCommands>;
  if (!commands.failureAdd) redis.defineCommand('failureAdd', { numberOfKeys: 1, lua: ADD });
  if (!commands.failureUndo) redis.defineCommand('failureUndo', { numberOfKeys: 1, lua: UNDO });
  return redis as Redis & FailureCommands;
}

/** Redis away: the sign-in answers 503 (and /readyz says why) instead of a 500. */
async function guard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw counterStoreDown(error);
  }
}

/** `name` separates the counters (pairs, accounts, devices) that share one Redis. */
export function redisFailureCounts(redis: Redis, name: string, windowMs: number): FailureCounts {
  const client = withCommands(redis);
  const keyOf = (key: string) =>
    `${FAILURE_KEY_PREFIX}${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  return {
    async count(key) {
      return Number((await guard(client.get(keyOf(key)))) ?? 0);
    },
    async add(key) {
      return Number(await guard(client.failureAdd(keyOf(key), windowMs)));
    },
    async undo(key) {
      await guard(client.failureUndo(keyOf(key)));
    },
    async clear(key) {
      await guard(client.del(keyOf(key)));
    },
    async retryAfterS(key) {
      const ms = await guard(client.pttl(keyOf(key)));
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 1;
    },
  };
}
