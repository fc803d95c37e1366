import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const HOLD_MS = 1500;
/** How long the "keep holding" hint stays after a short press. */
const HINT_MS = 4000;

interface Props {
  onConfirm: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Press-and-hold confirmation (SPEC §3): the bar fills over 1.5 s while the pointer, Space or Enter is
 * held; letting go earlier cancels, so a stray tap never confirms a removal.
 */
export function HoldButton({ onConfirm, disabled, children }: Props) {
  const { t } = useLingui();
  const hintId = useId();
  const [hint, setHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [progress, setProgress] = useState(0);
  const started = useRef<number | null>(null);
  const frame = useRef(0);
  const confirm = useRef(onConfirm);
  confirm.current = onConfirm;

  // A press let go before the time says nothing by itself: tell the user to keep holding.
  const stop = () => {
    cancelAnimationFrame(frame.current);
    if (started.current !== null) {
      setHint(true);
      clearTimeout(hintTimer.current);
      hintTimer.current = setTimeout(() => setHint(false), HINT_MS);
    }
    started.current = null;
    setProgress(0);
  };

  const tick = () => {
    if (started.current === null) return;
    const value = Math.min(1, (performance.now() - started.current) / HOLD_MS);
    setProgress(value);
    if (value < 1) frame.current = requestAnimationFrame(tick);
    else {
      started.current = null;
      setProgress(0);
      setHint(false);
      confirm.current();
    }
  };

  const start = () => {
    if (disabled || started.current !== null) return;
    started.current = performance.now();
    frame.current = requestAnimationFrame(tick);
  };

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(hintTimer.current);
    },
    [],
  );

  const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

  return (
    <div className="hold-control">
      <button
        type="button"
        aria-describedby={hintId}
        className="btn btn--warned hold-button"
        disabled={disabled}
        aria-busy={disabled || undefined}
        data-progress={Math.round(progress * 100)}
        style={{ '--hold': progress } as CSSProperties}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (!isHoldKey(e)) return;
          e.preventDefault();
          if (!e.repeat) start();
        }}
        onKeyUp={(e) => {
          if (isHoldKey(e)) stop();
        }}
        onBlur={stop}
        // The click that ends a hold must not do anything by itself.
        onClick={(e) => e.preventDefault()}
      >
        <span className="hold-button__fill" aria-hidden="true" />
        <span className="hold-button__label">{children}</span>
      </button>
      <p id={hintId} className="hold-control__hint" role="status" data-testid="hold-hint">
        {hint ? t`Keep holding the button for 1.5 seconds to confirm` : ''}
      </p>
    </div>
  );
}
