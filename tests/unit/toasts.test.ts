import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  MAX_VISIBLE_PER_POSITION,
  resetToasts,
  showToast,
  toast,
} from '../../src/lib/toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the SPEC defaults: 3000 ms, bottom-right, default type', () => {
    showToast({ title: 'Hi' });
    expect(getToasts()[0]).toMatchObject({
      duration: 3000,
      position: 'bottom-right',
      type: 'default',
      state: 'shown',
    });
  });

  it('shows errors at the bottom for 5000 ms and custom toasts bottom-right for 2000 ms', () => {
    toast.error('Bad');
    toast.custom('Title', 'Text', 'info');
    expect(getToasts()[0]).toMatchObject({ position: 'bottom', duration: 5000, type: 'error' });
    expect(getToasts()[1]).toMatchObject({
      position: 'bottom-right',
      duration: 2000,
      type: 'info',
      text: 'Text',
    });
  });

  it('queues toasts past the visible limit and lets them in after a dismissal', () => {
    const ids = Array.from({ length: MAX_VISIBLE_PER_POSITION + 1 }, (_, i) => showToast({ title: `t${i}` }));
    expect(getToasts().filter((t) => t.state === 'queued')).toHaveLength(1);
    dismissToast(ids[0]!);
    expect(getToasts().find((t) => t.id === ids[0])?.state).toBe('leaving');
    vi.advanceTimersByTime(150);
    expect(getToasts().some((t) => t.id === ids[0])).toBe(false);
    expect(getToasts().filter((t) => t.state === 'queued')).toHaveLength(0);
  });

  it('shows one toast when the same message comes twice, e.g. two calls failing on a reconnect', () => {
    const first = toast.error('No connection');
    const second = toast.error('No connection');
    expect(second).toBe(first);
    expect(getToasts()).toHaveLength(1);
    // Another message, or the same one once the first has gone, is shown.
    toast.error('Other');
    expect(getToasts()).toHaveLength(2);
    dismissToast(first);
    vi.advanceTimersByTime(150);
    toast.error('No connection');
    expect(getToasts().filter((t) => t.title === 'No connection')).toHaveLength(1);
    expect(getToasts()).toHaveLength(2);
  });
});
