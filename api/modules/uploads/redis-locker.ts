/**
 * tus upload locks shared by all instances through Redis (Redlock on the app's connection). A lock lives
 * for `ttlMs` and is extended while its request runs, so a dead instance's lock lapses after one TTL. A
 * waiter asks the holder to let go (tus "request release": the holder ends its PATCH and unlocks) through
 * a flag key the holder polls, so a device that reconnects elsewhere takes its upload over quickly.
 */
import { type Lock as HeldLock, Redlock } from '@sesamecare-oss/redlock';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Redis } from 'ioredis';

export interface RedisLockerOptions {
  /** How long a lock outlives its last extension (a dead holder's lock lapses after this). */
  ttlMs?: number;
  /** How long a request waits for a lock before tus answers it with a lock timeout. */
  acquireTimeoutMs?: number;
  /** How often the holder looks for a release request and a waiter tries again. */
  pollMs?: number;
  prefix?: string;
}

export class RedisLocker implements Locker {
  readonly redlock: Redlock;
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;
  readonly pollMs: number;
  readonly prefix: string;
  readonly redis: Redis;

  constructor(redis: Redis, options: RedisLockerOptions = {}) {
    this.redis = redis;
    // No retries inside Redlock: the waiting loop below also asks the holder to release.
    this.redlock = new Redlock([redis], { retryCount: 0, automaticExtensionThreshold: 0 });
    this.ttlMs = options.ttlMs ?? 10_000;
    // Longer than one TTL: a request that meets a dead holder's lock still gets it once the lock lapses.
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.pollMs = options.pollMs ?? 250;
    this.prefix = options.prefix ?? 'tus-lock:';
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

class RedisLock implements Lock {
  private held: HeldLock | null = null;
  private timers: NodeJS.Timeout[] = [];
  private readonly locker: RedisLocker;
  private readonly id: string;

  constructor(locker: RedisLocker, id: string) {
    this.locker = locker;
    this.id = id;
  }

  private get resource() {
    return `${this.locker.prefix}${this.id}`;
  }

  private get releaseFlag() {
    return `${this.locker.prefix}release:${this.id}`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redlock, redis, ttlMs, pollMs, acquireTimeoutMs } = this.locker;
    const deadline = Date.now() + acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      try {
        this.held = await redlock.acquire([this.resource], ttlMs);
        break;
      } catch {
        // Held elsewhere: ask its holder to finish, then try again until the deadline.
        await redis.set(this.releaseFlag, '1', 'PX', ttlMs).catch(() => {});
        if (Date.now() + pollMs > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await sleep(pollMs, signal);
      }
    }
    await redis.del(this.releaseFlag).catch(() => {});
    this.watch(requestRelease);
  }

  /** Extends the lock while it is held and passes on release requests; a lost lock stops the request. */
  private watch(requestRelease: RequestRelease) {
    const { redis, ttlMs, pollMs } = this.locker;
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      void Promise.resolve(requestRelease()).catch(() => {});
    };
    const extend = setInterval(
      () => {
        const held = this.held;
        if (!held) return;
        held.extend(ttlMs).then(
          (next) => {
            if (this.held === held) this.held = next;
          },
          () => ask(),
        );
      },
      Math.max(50, Math.floor(ttlMs / 3)),
    );
    const poll = setInterval(() => {
      redis.get(this.releaseFlag).then(
        (flag) => {
          if (flag && this.held) ask();
        },
        () => {},
      );
    }, pollMs);
    this.timers = [extend, poll];
    for (const timer of this.timers) timer.unref();
  }

  async unlock(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const held = this.held;
    this.held = null;
    // An expired lock is already free.
    if (held) await held.release().catch(() => {});
  }
}
