/** Route loaders start a page's query without waiting for it and without failing the navigation. */
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Auth } from '../../src/lib/auth.ts';
import { prefetchLoader } from '../../src/lib/prefetch.ts';

const contextWith = (queryClient: QueryClient) => ({ context: { queryClient, auth: {} as Auth } });

describe('prefetchLoader', () => {
  it('returns at once and fills the cache the page reads', async () => {
    const queryClient = new QueryClient();
    let release = () => {};
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    const query = queryOptions({ queryKey: ['page'], queryFn: () => answer.then(() => 42) });
    expect(prefetchLoader(async () => query)(contextWith(queryClient))).toBeUndefined();
    expect(queryClient.getQueryData(query.queryKey)).toBeUndefined();
    release();
    await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toBe(42));
  });

  it('leaves a failed fetch to the page (no rejection escapes)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = queryOptions({
      queryKey: ['broken'],
      queryFn: async (): Promise<number> => {
        throw new Error('down');
      },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchLoader(async () => query)(contextWith(queryClient));
    await vi.waitFor(() => expect(queryClient.getQueryState(query.queryKey)?.status).toBe('error'));
    // Kept: Node reports an unhandled rejection a turn later; there is no event for "none came".
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('swallows a query module that fails to load (the page import reports it)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchLoader(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    })(contextWith(new QueryClient()));
    // Kept: Node reports an unhandled rejection a turn later; there is no event for "none came".
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
