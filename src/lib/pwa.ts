/**
 * Service-worker registration and the "update available" store.
 * A new version waits until the user accepts it (applyUpdate); a registered blocker (the sync engine)
 * can delay the reload until no sync runs, so an update never cuts an upload short.
 */
import type { Workbox } from 'workbox-window';
import { BUILD_MANIFEST_RECHECK_MS } from '#contract/limits.ts';
import { isSyncRequestedMessage, type SwMessage } from '../sw/protocol.ts';

export interface UpdateState {
  /** A new version is installed and waiting (or another tab already activated it). */
  available: boolean;
  /** The user accepted it; waiting for the blocker and the new worker to take over. */
  applying: boolean;
}

/** Resolves once reloading is safe; it may keep new syncs from starting from then on. */
export type UpdateBlocker = () => Promise<unknown>;

let state: UpdateState = { available: false, applying: false };
const listeners = new Set<() => void>();
let wb: Workbox | undefined;
let registering: Promise<Workbox | undefined> | undefined;
let blocker: UpdateBlocker | null = null;

function setState(patch: Partial<UpdateState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`. */
export const getUpdateState = (): UpdateState => state;

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `fn` once a new version is available (at once if it already is). Returns an unsubscribe. */
export function onUpdateAvailable(fn: () => void): () => void {
  let called = false;
  const check = () => {
    if (state.available && !called) {
      called = true;
      fn();
    }
  };
  check();
  return subscribeUpdateState(check);
}

export function setUpdateBlocker(fn: UpdateBlocker | null): void {
  blocker = fn;
}

/** Messages the worker posts to pages, e.g. SYNC_REQUESTED from a Background Sync event. */
export function onServiceWorkerMessage(fn: (message: SwMessage) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const handler = (event: MessageEvent) => {
    if (isSyncRequestedMessage(event.data)) fn(event.data);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}

/**
 * Registers /sw.js in production builds. Safe to call more than once. workbox-window is fetched here, after
 * the first paint, so it is not part of any page's first load (decision 071).
 */
export function registerServiceWorker(): Promise<Workbox | undefined> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return Promise.resolve(wb);
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registering ??= import('workbox-window').then(({ Workbox }) =>
    register(new Workbox('/sw.js', { scope: '/' })),
  );
  return registering;
}

function register(instance: Workbox): Workbox {
  wb = instance;
  wb.addEventListener('waiting', () => setState({ available: true }));
  // Another tab accepted the update: this page still runs the old code, so offer a reload.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate && event.isExternal) setState({ available: true });
  });
  instance.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  setInterval(() => void instance.update().catch(() => {}), BUILD_MANIFEST_RECHECK_MS);
  return instance;
}

/** Activates the waiting version and reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  if (state.applying) return;
  setState({ applying: true });
  try {
    await blocker?.();
  } catch (error) {
    setState({ applying: false });
    throw error;
  }
  const reload = () => window.location.reload();
  const registration = wb ? await navigator.serviceWorker.getRegistration('/') : undefined;
  // No waiting worker: another tab already activated the new version, so a reload is enough.
  if (!wb || !registration?.waiting) {
    reload();
    return;
  }
  wb.addEventListener('controlling', reload);
  wb.messageSkipWaiting();
}

/** Test hook: forget the registration and state. */
export function resetPwaForTests(): void {
  wb = undefined;
  registering = undefined;
  blocker = null;
  listeners.clear();
  state = { available: false, applying: false };
}
