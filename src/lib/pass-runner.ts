/**
 * The runner both offline outboxes share (placements and their reports, lesson progress; architecture §5):
 * one pass at a time across tabs (a Web Lock taken only if free, so a second trigger just returns), a trigger
 * that comes during a pass gets looked at, and a timer wakes the runner when the next backed-off row is due.
 */
import { defaultLock, type LockFn } from './web-lock.ts';

/** The browser's idea of the connection (always online outside a browser); the outboxes' default. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Another tab holds the lock: look again a little later in case it finished before seeing our work. */
const BUSY_RECHECK_MS = 10_000;

export interface PassContext {
  /** The connection came back since the last pass: rows that only waited for it may go now. */
  expedite: boolean;
  /** A trigger came since the pass began (or since the last true): look at the queue again. */
  requestedAgain: () => boolean;
  /** The runner was paused or stopped: end the pass. */
  halted: () => boolean;
}

export interface PassRunnerOptions {
  /** The Web Lock's name. */
  name: string;
  lock?: LockFn;
  /** One pass over the queue; resolves with the wait until the next row is due, or null when none is. */
  pass: (context: PassContext) => Promise<number | null>;
}

export function createPassRunner({ name, lock = defaultLock, pass }: PassRunnerOptions) {
  let requested = false;
  let paused = false;
  /** A trigger asked for the network waits to be cut short; the next pass that holds the lock does it. */
  let connectionBack = false;
  let active: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wakeIn = (ms: number) => {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(() => void request(), ms);
  };

  const context = (expedite: boolean): PassContext => ({
    expedite,
    requestedAgain: () => {
      if (!requested) return false;
      requested = false;
      return true;
    },
    halted: () => paused,
  });

  /** Asks for a pass; `expedite` (back online, launch) lets rows that only waited for the network go now. */
  function request(expedite = false): Promise<void> {
    requested = true;
    connectionBack ||= expedite;
    if (paused) return Promise.resolve();
    let passed = false;
    active ??= lock(name, async (held) => {
      if (!held) return wakeIn(BUSY_RECHECK_MS);
      const back = connectionBack;
      connectionBack = false;
      requested = false;
      const wait = await pass(context(back));
      if (wait !== null) wakeIn(wait);
      passed = true;
    }).finally(() => {
      active = null;
      // A trigger that came after the pass's last look (the connection back as the pass ended offline) found
      // it still running and was answered by it: it gets a pass of its own. Not after a failed pass, which
      // would only fail again at once.
      if (passed && requested && !paused) void request();
    });
    return active;
  }

  return {
    request,
    /** Resolves when no pass runs in this page; `pause` keeps new passes from starting (an update reloads). */
    idle(pause = false): Promise<void> {
      paused ||= pause;
      return (active ?? Promise.resolve()).catch(() => {});
    },
    stop(): void {
      paused = true;
      clearTimeout(timer);
    },
  };
}
