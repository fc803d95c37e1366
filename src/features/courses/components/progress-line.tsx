import { useLingui } from '@lingui/react/macro';

/** Lessons done of all, as a bar and in words. */
export function ProgressLine({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const label = t`${done} of ${total} lessons done`;
  return (
    <div className="progress-line" data-testid="course-progress">
      <progress value={done} max={Math.max(total, 1)} aria-label={label} />
      <span className="muted">{label}</span>
    </div>
  );
}
