import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_POSITIONS,
  type Toast,
  type ToastPosition,
} from '../lib/toasts.ts';

/** One toast: dismissed after its duration or on click; hovering pauses the countdown. */
function ToastItem({ toast }: { toast: Toast }) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const start = () => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissToast(toast.id), remaining.current);
  };
  const pause = () => {
    if (timer.current) clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the countdown starts once per toast
  useEffect(() => {
    start();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return (
    <button
      type="button"
      className={`toast toast--${toast.type}${toast.state === 'leaving' ? ' toast--leaving' : ''}`}
      data-type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      onClick={toast.dismissible ? () => dismissToast(toast.id) : undefined}
    >
      <strong className="toast__title">{toast.title}</strong>
      {toast.text ? <span className="toast__text">{toast.text}</span> : null}
    </button>
  );
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  const byPosition = (position: ToastPosition) =>
    toasts.filter((t) => t.position === position && t.state !== 'queued');
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const items = byPosition(position);
        if (items.length === 0) return null;
        return (
          <div key={position} className={`toaster toaster--${position}`} role="status" aria-live="polite">
            {items.map((t) => (
              <ToastItem key={t.id} toast={t} />
            ))}
          </div>
        );
      })}
    </>
  );
}
