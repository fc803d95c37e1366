/**
 * The Redis tus locker against a real redis-server on a free loopback port: two lockers on two connections
 * (two instances) exclude each other, a held lock is extended past its TTL, a waiter asks the holder to
 * release, and a dead holder's lock is taken over once its TTL lapses.
 */
import { ERRORS } from '@tus/utils';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisLocker } from '../../api/modules/uploads/redis-locker.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';

let server: TestRedis;
const clients: Redis[] = [];

function connect() {
  const redis = new Redis({ host: '127.0.0.1', port: server.port, maxRetriesPerRequest: 1 });
  clients.push(redis);
  return redis;
}

beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server?.stop();
});

const never = () => new AbortController().signal;

describe('Redis tus locker', () => {
  it('lets one of two instances hold a lock, extended past its TTL while held', async () => {
    const a = new RedisLocker(connect(), { ttlMs: 800, pollMs: 50 });
    const b = new RedisLocker(connect(), { ttlMs: 800, acquireTimeoutMs: 2_500, pollMs: 50 });
    const held = a.newLock('upload-1');
    let asked = 0;
    await held.lock(never(), () => {
      asked++; // This holder ignores release requests: B must time out.
    });
    const started = Date.now();
    await expect(b.newLock('upload-1').lock(never(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    expect(asked).toBeGreaterThan(0);
    // Another id is free meanwhile.
    const other = b.newLock('upload-2');
    await other.lock(never(), () => {});
    await other.unlock();
    await held.unlock();
    const after = b.newLock('upload-1');
    await after.lock(never(), () => {});
    await after.unlock();
  });

  it('asks the holder to release, and the waiter takes the lock over when it does', async () => {
    const a = new RedisLocker(connect(), { ttlMs: 5_000, pollMs: 50 });
    const b = new RedisLocker(connect(), { ttlMs: 5_000, pollMs: 50, acquireTimeoutMs: 3_000 });
    const held = a.newLock('upload-3');
    const order: string[] = [];
    await held.lock(never(), async () => {
      order.push('release asked');
      await held.unlock();
    });
    const started = Date.now();
    const taking = b.newLock('upload-3');
    await taking.lock(never(), () => {});
    order.push('taken');
    expect(order).toEqual(['release asked', 'taken']);
    // Well before the 5 s TTL: the holder let go.
    expect(Date.now() - started).toBeLessThan(2_000);
    await taking.unlock();
  });

  it('gives a dead holder’s lock to another instance once its TTL lapses', async () => {
    const deadConnection = connect();
    const a = new RedisLocker(deadConnection, { ttlMs: 600, pollMs: 50 });
    const b = new RedisLocker(connect(), { ttlMs: 600, pollMs: 50, acquireTimeoutMs: 3_000 });
    await a.newLock('upload-4').lock(never(), () => {});
    // The instance dies: no more extensions, no unlock.
    const ended = new Promise((r) => deadConnection.once('end', r));
    deadConnection.disconnect();
    await ended;
    const started = Date.now();
    const taking = b.newLock('upload-4');
    await taking.lock(never(), () => {});
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(2_000);
    await taking.unlock();
  });

  it('stops waiting when the request is aborted', async () => {
    const a = new RedisLocker(connect(), { ttlMs: 2_000, pollMs: 50 });
    const b = new RedisLocker(connect(), { ttlMs: 2_000, pollMs: 50, acquireTimeoutMs: 5_000 });
    const held = a.newLock('upload-5');
    await held.lock(never(), () => {});
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 200);
    const started = Date.now();
    await expect(b.newLock('upload-5').lock(abort.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeLessThan(1_000);
    await held.unlock();
  });
});
