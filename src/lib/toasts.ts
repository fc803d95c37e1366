import {
  TOAST_CUSTOM_MS,
  TOAST_DEFAULT_MS,
  TOAST_DISMISS_ANIMATION_MS,
  TOAST_ERROR_MS,
  TOAST_QUEUE_RETRY_MS,
} from '#contract/limits.ts';

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'default';
export type ToastPosition = 'top-right' | 'top' | 'top-left' | 'bottom-right' | 'bottom' | 'bottom-left';
export const TOAST_POSITIONS: readonly ToastPosition[] = [
  'top-right',
  'top',
  'top-left',
  'bottom-right',
  'bottom',
  'bottom-left',
];

export interface Toast {
  id: number;
  title: string;
  text?: string;
  type: ToastType;
  position: ToastPosition;
  duration: number;
  dismissible: boolean;
  state: 'queued' | 'shown' | 'leaving';
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'state'>> & { title: string };

/** At most this many toasts are visible per position; the rest wait in the queue (SPEC §4 lifecycle). */
export const MAX_VISIBLE_PER_POSITION = 4;

let nextId = 1;
let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let queueTimer: ReturnType<typeof setInterval> | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function promoteQueued(): void {
  let changed = false;
  toasts = toasts.map((toast) => {
    if (toast.state !== 'queued') return toast;
    const visible = toasts.filter((t) => t.position === toast.position && t.state !== 'queued').length;
    if (visible >= MAX_VISIBLE_PER_POSITION) return toast;
    changed = true;
    return { ...toast, state: 'shown' };
  });
  if (!toasts.some((t) => t.state === 'queued') && queueTimer) {
    clearInterval(queueTimer);
    queueTimer = null;
  }
  if (changed) emit();
}

const sameAs = (a: Pick<Toast, 'type' | 'title' | 'text' | 'position'>, b: typeof a) =>
  a.type === b.type && a.title === b.title && (a.text ?? '') === (b.text ?? '') && a.position === b.position;

/**
 * Shows a toast, unless the same one is already on screen or waiting: several calls failing together (a
 * reconnect refetching every query) say one thing once. Returns the id of the toast that says it.
 */
export function showToast(input: ToastInput): number {
  const toast: Toast = {
    type: 'default',
    position: 'bottom-right',
    duration: TOAST_DEFAULT_MS,
    dismissible: true,
    ...input,
    id: nextId++,
    state: 'queued',
  };
  const twin = toasts.find((t) => t.state !== 'leaving' && sameAs(t, toast));
  if (twin) return twin.id;
  toasts = [...toasts, toast];
  promoteQueued();
  if (toasts.some((t) => t.state === 'queued') && !queueTimer) {
    queueTimer = setInterval(promoteQueued, TOAST_QUEUE_RETRY_MS);
  }
  emit();
  return toast.id;
}

/** Starts the leave animation, then removes the toast and lets a queued one in. */
export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, state: 'leaving' } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    promoteQueued();
    emit();
  }, TOAST_DISMISS_ANIMATION_MS);
}

export const toast = {
  success: (title: string, text?: string) => showToast({ title, text, type: 'success' }),
  info: (title: string, text?: string) => showToast({ title, text, type: 'info' }),
  warning: (title: string, text?: string) => showToast({ title, text, type: 'warning' }),
  /** Errors stay 5 s at the bottom (SPEC §8). */
  error: (title: string) => showToast({ title, type: 'error', position: 'bottom', duration: TOAST_ERROR_MS }),
  /** The custom toast of SPEC §9: title, optional text and type, bottom-right for 2 s. */
  custom: (title: string, text?: string, type: ToastType = 'default') =>
    showToast({ title, text, type, position: 'bottom-right', duration: TOAST_CUSTOM_MS }),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly Toast[] => toasts;

/** Test hook: forget every toast. */
export function resetToasts(): void {
  toasts = [];
  if (queueTimer) clearInterval(queueTimer);
  queueTimer = null;
  emit();
}
