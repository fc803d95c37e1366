/**
 * Runs `work` when the main thread is first idle, at most `timeout` ms later; where the browser has no
 * requestIdleCallback, on the next task.
 */
export function whenIdle(work: () => void, timeout: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
}

/**
 * After load, this long, then when idle (whenSettled): the worker's precache (~1 MB), analytics and the
 * support chat wait for the page's own start and first input (decision 095).
 */
export const AFTER_LOAD_MS = 3_000;

/**
 * Runs `work` once the page has loaded, `afterMs` later, when idle: for what the first screen does not need
 * (the service worker's precache, third-party scripts), so it does not compete with the first paint and
 * input (decisions 054, 095).
 */
export function whenSettled(work: () => void, afterMs: number): void {
  whenLoaded(() => setTimeout(() => whenIdle(work, 5_000), afterMs));
}

/** Runs `work` once the page has loaded (at once when it already has: a start may outlast the event). */
export function whenLoaded(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', () => work(), { once: true });
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser has
 * `scheduler.yield`. Start-up code calls it between steps, so no single task blocks input for long
 * (decision 096).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
