/**
 * Runs `work` when the main thread is first idle, at most `timeout` ms later; where the browser has no
 * requestIdleCallback, on the next task.
 */
export function whenIdle(work: () => void, timeout: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
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
