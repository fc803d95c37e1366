import { RELOAD_GUARD_MS } from '#contract/limits.ts';

const KEY = 'chunk-reload';
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(error.message);

/**
 * After a deploy, old chunks disappear; reload once per path to pick up the new build, but never
 * twice within ten seconds, so a truly missing chunk shows the error page instead of a loop.
 */
export function reloadOnce(path = location.pathname, now = Date.now()): boolean {
  const raw = sessionStorage.getItem(KEY);
  const last = raw ? (JSON.parse(raw) as { path: string; at: number }) : null;
  if (last && last.path === path && now - last.at < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  location.reload();
  return true;
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
