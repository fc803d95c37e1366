/** Retry timing of sync runners (architecture §5): exponential backoff with full jitter, honouring Retry-After. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;
/** A server asking for more than an hour is treated as an hour, so a draft is never parked for days. */
const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/** Full jitter: uniformly random between 0 and min(cap, base·2^(attempt−1)). `attempt` starts at 1. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP date, in milliseconds from `now`; null when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before the next attempt: the server's Retry-After when given (it knows best), else backoff. */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, RETRY_AFTER_MAX_MS);
  return backoffDelay(attempt, random);
}
