import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '#contract/limits.ts';

/**
 * The top loading bar of SPEC §2: appears only when loading lasts past the throttle, creeps towards
 * the end over `duration`, completes, hides after `hideDelay` and resets after `resetDelay`.
 */
export function LoadingBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current = [];
    };
    clear();
    if (loading) {
      timers.current.push(
        setTimeout(() => {
          setVisible(true);
          setProgress(80);
        }, LOADING_BAR.throttle),
      );
    } else if (visible) {
      setProgress(100);
      timers.current.push(setTimeout(() => setVisible(false), LOADING_BAR.hideDelay));
      timers.current.push(setTimeout(() => setProgress(0), LOADING_BAR.hideDelay + LOADING_BAR.resetDelay));
    }
    return clear;
  }, [loading, visible]);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t`Loading the page`}
      aria-hidden={!visible}
      aria-valuenow={progress}
      style={{
        height: LOADING_BAR.height,
        opacity: visible ? 1 : 0,
        width: `${progress}%`,
        transitionDuration: `${progress === 80 ? LOADING_BAR.duration : 200}ms, ${LOADING_BAR.hideDelay}ms`,
      }}
    />
  );
}
