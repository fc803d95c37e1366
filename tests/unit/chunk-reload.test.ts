import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from '../../src/lib/chunk-reload.ts';

describe('chunk reload guard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(location, 'reload').mockImplementation(() => {});
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads once per path within ten seconds', () => {
    expect(reloadOnce('/user/team', 1_000)).toBe(true);
    expect(reloadOnce('/user/team', 5_000)).toBe(false);
    expect(reloadOnce('/user/wallet', 5_000)).toBe(true);
    expect(reloadOnce('/user/wallet', 16_000)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(3);
  });
});
