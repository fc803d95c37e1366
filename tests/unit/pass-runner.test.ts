import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPassRunner, type PassContext } from '../../src/lib/pass-runner.ts';
import type { LockFn } from '../../src/lib/web-lock.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A lock another tab may hold: `held` decides what the runner gets. */
function tabLock() {
  const state = { busy: false };
  const lock: LockFn = (_name, fn) => fn(!state.busy);
  return { state, lock };
}

describe('the outboxes’ pass runner', () => {
  it('looks at the queue again when a trigger comes during a pass, and only once per trigger', async () => {
    let rounds = 0;
    let release: () => void = () => {};
    const runner = createPassRunner({
      name: 'test',
      pass: async ({ requestedAgain }: PassContext) => {
        do {
          rounds += 1;
          if (rounds === 1) await new Promise<void>((resolve) => (release = resolve));
        } while (requestedAgain());
        return null;
      },
    });
    const first = runner.request();
    await vi.waitFor(() => expect(rounds).toBe(1));
    void runner.request();
    void runner.request();
    release();
    await first;
    expect(rounds).toBe(2);
    runner.stop();
  });

  it('passes the connection coming back to the next pass only', async () => {
    const seen: boolean[] = [];
    const runner = createPassRunner({
      name: 'test',
      pass: async ({ expedite }) => {
        seen.push(expedite);
        return null;
      },
    });
    await runner.request(true);
    await runner.request();
    expect(seen).toEqual([true, false]);
    runner.stop();
  });

  it('wakes itself when the next row is due, and looks again later while another tab holds the lock', async () => {
    vi.useFakeTimers();
    const { state, lock } = tabLock();
    let passes = 0;
    const runner = createPassRunner({
      name: 'test',
      lock,
      pass: async () => {
        passes += 1;
        return passes === 1 ? 5_000 : null;
      },
    });
    await runner.request();
    expect(passes).toBe(1);
    state.busy = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(1); // the due wake-up found the lock taken
    state.busy = false;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(2); // the busy re-check, 10 s later
    runner.stop();
  });

  it('does not pass again at once after a failed pass, and starts nothing once paused', async () => {
    let passes = 0;
    const runner = createPassRunner({
      name: 'test',
      pass: async () => {
        passes += 1;
        if (passes === 1) void runner.request(); // a trigger during the pass
        throw new Error('storage failed');
      },
    });
    await expect(runner.request()).rejects.toThrow('storage failed');
    await runner.idle();
    expect(passes).toBe(1);
    await runner.idle(true);
    await runner.request();
    expect(passes).toBe(1);
    runner.stop();
  });
});
