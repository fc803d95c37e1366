/**
 * Failed sign-in attempts counted in fixed windows (see docs/decisions/036). `FailureCounts` is what the
 * throttle uses: in memory for a single instance (this file), or in Redis when several instances share the
 * counts (failure-counter-redis.ts, docs/decisions/062).
 * The memory map is bounded: expired entries are swept when it grows, and the oldest keys go first beyond
 * that, so a flood of made-up e-mails cannot grow it without limit.
 */
export interface FailureCounts {
  /** Failures of `key` in its current window (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Counts one failure and returns the new count, atomically (parallel callers see distinct counts). */
  add(key: string): Promise<number>;
  /** Takes one failure back (an attempt counted in advance that did not fail). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Seconds until the window of `key` ends (at least 1). */
  retryAfterS(key: string): Promise<number>;
}

/** The in-memory counts of one instance. */
export function memoryFailureCounts(windowMs: number, maxKeys?: number): FailureCounts {
  const counter = new FailureCounter(windowMs, maxKeys);
  return {
    count: async (key) => counter.count(key),
    add: async (key) => counter.add(key),
    undo: async (key) => counter.undo(key),
    clear: async (key) => counter.clear(key),
    retryAfterS: async (key) => counter.retryAfterS(key),
  };
}

interface Entry {
  count: number;
  resetAt: number;
}

export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(windowMs: number, maxKeys = 100_000) {
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** Failures of `key` in its current window (0 when none or expired). */
  count(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  /** Seconds until the window of `key` ends (at least 1). */
  retryAfterS(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 1;
  }

  add(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return entry.count;
    }
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= this.maxKeys) this.evict(now);
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    return 1;
  }

  /** Takes one failure back (an attempt counted in advance that did not fail). */
  undo(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.count > 1) entry.count -= 1;
    else this.entries.delete(key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Still full: drop the oldest tenth (Map keeps insertion order).
    let drop = this.entries.size >= this.maxKeys ? Math.ceil(this.maxKeys / 10) : 0;
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}
