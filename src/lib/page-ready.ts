/**
 * `<html data-ready>`: present while nothing loads (no route change, query or mutation in flight). Absent
 * until the app first settles, so browser tests wait for it instead of sleeping.
 */
export function markPageReady(ready: boolean): void {
  document.documentElement.toggleAttribute('data-ready', ready);
}
