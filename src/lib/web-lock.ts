/** Runs `fn(true)` holding the named lock, or `fn(false)` at once when someone else holds it. */
export type LockFn = (name: string, fn: (held: boolean) => Promise<void>) => Promise<void>;

const heldHere = new Set<string>();
/** Web Locks where available (one runner across tabs); otherwise a lock inside this page (tests, old browsers). */
export const defaultLock: LockFn = async (name, fn) => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(name, { ifAvailable: true }, (lock) => fn(lock !== null));
    return;
  }
  if (heldHere.has(name)) return fn(false);
  heldHere.add(name);
  try {
    await fn(true);
  } finally {
    heldHere.delete(name);
  }
};
