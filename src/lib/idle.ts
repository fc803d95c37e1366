/**
 * Runs `work` when the main thread is first idle, at most `timeout` ms later; where the browser has no
 * requestIdleCallback, on the next task.
 */
export function whenIdle(work: () => void, timeout: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
}
