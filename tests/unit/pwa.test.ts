import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;
const { instances } = vi.hoisted(() => ({ instances: [] as FakeWorkbox[] }));
interface FakeWorkbox {
  emit(type: string, event?: Record<string, unknown>): void;
  messageSkipWaiting: ReturnType<typeof vi.fn>;
}

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    register = vi.fn(async () => undefined);
    update = vi.fn(async () => undefined);
    messageSkipWaiting = vi.fn();
    constructor() {
      instances.push(this);
    }
    addEventListener(type: string, fn: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
    emit(type: string, event: Record<string, unknown> = {}) {
      for (const fn of this.listeners.get(type) ?? []) fn(event);
    }
  },
}));

const pwa = await import('../../src/lib/pwa.ts');
let waiting: object | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  instances.length = 0;
  waiting = {};
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ waiting }), addEventListener() {}, removeEventListener() {} },
  });
  vi.spyOn(window.location, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  pwa.resetPwaForTests();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('does nothing outside production builds', async () => {
    vi.stubEnv('PROD', false);
    expect(await pwa.registerServiceWorker()).toBeUndefined();
    expect(instances).toHaveLength(0);
  });

  it('registers once and reports a waiting version', async () => {
    vi.stubEnv('PROD', true);
    await Promise.all([pwa.registerServiceWorker(), pwa.registerServiceWorker()]);
    await pwa.registerServiceWorker();
    expect(instances).toHaveLength(1);
    const seen = vi.fn();
    pwa.onUpdateAvailable(seen);
    instances[0]!.emit('waiting');
    expect(pwa.getUpdateState().available).toBe(true);
    instances[0]!.emit('waiting');
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when another tab activated the update', async () => {
    vi.stubEnv('PROD', true);
    await pwa.registerServiceWorker();
    instances[0]!.emit('controlling', { isUpdate: false, isExternal: false });
    expect(pwa.getUpdateState().available).toBe(false);
    instances[0]!.emit('controlling', { isUpdate: true, isExternal: true });
    expect(pwa.getUpdateState().available).toBe(true);
  });
});

describe('applyUpdate', () => {
  it('waits for the blocker, then skips waiting and reloads when the new worker controls', async () => {
    vi.stubEnv('PROD', true);
    await pwa.registerServiceWorker();
    const wb = instances[0]!;
    let release = () => {};
    pwa.setUpdateBlocker(() => new Promise<void>((resolve) => (release = resolve)));
    const done = pwa.applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    expect(pwa.getUpdateState().applying).toBe(true);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    release();
    await done;
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(window.location.reload).not.toHaveBeenCalled();
    wb.emit('controlling', { isUpdate: true, isExternal: false });
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when no worker is waiting', async () => {
    vi.stubEnv('PROD', true);
    await pwa.registerServiceWorker();
    waiting = null;
    await pwa.applyUpdate();
    expect(instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });
});
