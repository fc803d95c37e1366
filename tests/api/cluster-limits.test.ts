/**
 * Two API instances on one database and one Redis count as one (docs/decisions/062): the sign-in failure
 * counts, the per-address limiters, and the Redis failure counter's own semantics.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { RATE_LIMIT_KEY_PREFIX } from '../../api/lib/rate-limit.ts';
import { FAILURE_KEY_PREFIX, redisFailureCounts } from '../../api/modules/auth/failure-counter-redis.ts';
import { createTestApp, createUser, signInRequest, usesPostgres } from '../helpers/api-app.ts';
import { startRedis } from '../helpers/redis.ts';

const redisServer = await startRedis();
const t = await createTestApp({
  env: { REDIS_URL: redisServer.url },
  tweak: (c) => Object.assign(c.signInRateLimit, { delayStepMs: 1, maxDelayMs: 2 }),
});
const a = t.app;
// On SQLite the second instance shares A's connection (see tests/api/cluster-jobs.test.ts).
const b = await buildApp(t.config, { logger: false, sharedOrm: usesPostgres() ? undefined : a.orm });
const redis = new Redis(redisServer.url);
// The last test stops the server: this client's reconnect errors are expected then.
redis.on('error', () => {});
afterAll(async () => {
  redis.disconnect();
  await b.close();
  await t.close();
  await redisServer.stop();
});

const wrong = (app: FastifyInstance, email: string, ip: string) =>
  signInRequest(app, { email, password: 'Wrong1234!' }, { ip });
const right = (app: FastifyInstance, email: string, ip: string) =>
  signInRequest(app, { email, password: DEMO_PASSWORD }, { ip });

describe('limits shared by two instances through Redis', () => {
  it('refuses the 6th wrong password of a pair on either instance after 5 spread over both', async () => {
    await createUser(a, { email: 'pair@cluster.local' });
    for (let i = 0; i < 5; i++) {
      const res = await wrong(i % 2 ? b : a, 'pair@cluster.local', '10.60.0.1');
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await wrong(app, 'pair@cluster.local', '10.60.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().code).toBe('rate_limited');
    }
    // The right password from that address is refused too; another address is not.
    expect((await right(b, 'pair@cluster.local', '10.60.0.1')).statusCode).toBe(429);
    expect((await right(a, 'pair@cluster.local', '10.60.0.2')).statusCode).toBe(200);
  });

  it('counts a parallel burst over both instances once per attempt', async () => {
    await createUser(a, { email: 'burst@cluster.local' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => wrong(i % 2 ? b : a, 'burst@cluster.local', '10.61.0.1')),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('clears the pair on a right password on the other instance', async () => {
    await createUser(a, { email: 'clear@cluster.local' });
    for (let i = 0; i < 4; i++)
      expect((await wrong(a, 'clear@cluster.local', '10.62.0.1')).statusCode).toBe(401);
    expect((await right(b, 'clear@cluster.local', '10.62.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await wrong(b, 'clear@cluster.local', '10.62.0.1')).statusCode).toBe(401);
    expect((await wrong(a, 'clear@cluster.local', '10.62.0.1')).statusCode).toBe(429);
  });

  it('limits an address over both instances, each limiter with its own count', async () => {
    // Sign-in allows 10 attempts a minute per address: 10 spread over both, the 11th refused on either.
    for (let i = 0; i < 10; i++) {
      expect((await wrong(i % 2 ? a : b, `nobody${i}@cluster.local`, '10.63.0.1')).statusCode).toBe(401);
    }
    expect((await wrong(a, 'late@cluster.local', '10.63.0.1')).statusCode).toBe(429);
    expect((await wrong(b, 'late@cluster.local', '10.63.0.1')).statusCode).toBe(429);
    // Password recovery from the same address has its own limit, untouched by the sign-in count.
    const recovery = await b.inject({
      method: 'POST',
      url: '/api/v1/auth/password-recovery',
      payload: { email: 'late@cluster.local' },
      remoteAddress: '10.63.0.1',
    });
    expect(recovery.statusCode).toBe(204);
  });

  it('keeps its keys under the app prefixes, with no e-mail or address in them', async () => {
    const keys = await redis.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.startsWith(RATE_LIMIT_KEY_PREFIX) || key.startsWith(FAILURE_KEY_PREFIX)).toBe(true);
      if (key.startsWith(FAILURE_KEY_PREFIX)) expect(key).not.toMatch(/@|10\.6/);
    }
  });
});

describe('the Redis failure counter', () => {
  it('adds atomically, undoes, clears and expires with its window', async () => {
    const counts = redisFailureCounts(redis, 'unit', 400);
    expect(await counts.count('k')).toBe(0);
    const added = await Promise.all(Array.from({ length: 5 }, () => counts.add('k')));
    expect(added.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await counts.count('k')).toBe(5);
    expect(await counts.retryAfterS('k')).toBe(1);
    await counts.undo('k');
    expect(await counts.count('k')).toBe(4);
    await counts.clear('k');
    expect(await counts.count('k')).toBe(0);
    // An undo of the last failure removes the key; an undo of nothing stays at zero.
    await counts.add('k');
    await counts.undo('k');
    await counts.undo('k');
    expect(await counts.count('k')).toBe(0);
    // The window starts with the first failure and is not extended by the next ones.
    await counts.add('w');
    // Sleeps kept: the 400 ms window is Redis's own expiry, with no event to wait for.
    await new Promise((r) => setTimeout(r, 250));
    await counts.add('w');
    expect(await counts.count('w')).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    expect(await counts.count('w')).toBe(0);
  });

  it('keeps counters of different names apart', async () => {
    const one = redisFailureCounts(redis, 'one', 60_000);
    const two = redisFailureCounts(redis, 'two', 60_000);
    await one.add('same');
    expect(await two.count('same')).toBe(0);
    expect(await redis.pttl(`${FAILURE_KEY_PREFIX}one:x`)).toBe(-2);
  });
});

describe('Redis away', () => {
  it('answers sign-in with a 503 instead of a 500, and readiness names Redis', async () => {
    await redisServer.stop();
    const res = await wrong(a, 'pair@cluster.local', '10.64.0.1');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    const ready = await b.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json().failed]).toEqual([503, ['redis']]);
  }, 20_000);
});
