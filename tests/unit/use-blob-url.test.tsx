/**
 * useBlobUrl: media behind the bearer token become object URLs; a new key aborts the old request, and the
 * URL is revoked when it is replaced or the component goes away (it pins the Blob in memory).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBlobUrl } from '../../src/lib/use-blob-url.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  vi.restoreAllMocks();
});

function Probe({ load, id }: { load: (signal: AbortSignal) => Promise<Blob>; id: string }) {
  const { url, failed } = useBlobUrl(load, id);
  return <p>{failed ? 'failed' : (url ?? 'loading')}</p>;
}

const render = async (load: (signal: AbortSignal) => Promise<Blob>, id: string) => {
  await act(async () => root?.render(<Probe load={load} id={id} />));
};

describe('useBlobUrl', () => {
  it('shows the object URL, aborts a replaced request and revokes every URL it made', async () => {
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(new Blob(['x']));
    };
    await render(load, 'a');
    expect(container.textContent).toBe('blob:test/1');
    await render(load, 'a');
    expect(signals).toHaveLength(1);
    await render(load, 'b');
    expect(container.textContent).toBe('blob:test/2');
    expect(signals[0]?.aborted).toBe(true);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    act(() => root?.unmount());
    root = null;
    expect(revoke).toHaveBeenCalledWith('blob:test/2');
  });

  it('says a failed load failed', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await render(() => Promise.reject(new Error('offline')), 'a');
    expect(container.textContent).toBe('failed');
  });
});
