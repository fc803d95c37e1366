interface Props {
  label: string;
  value: number;
  max: number;
  /** What the figure means in words, read by assistive tech instead of a bare number. */
  valueText: string;
  /** The figures shown beside the label, e.g. "12 000 ₽ of 50 000 ₽". */
  figures: string;
  /** The line under the bar (what is still missing). */
  note?: string;
  testId?: string;
}

/** One labelled bar: role=progressbar with its value and maximum, capped at full. */
export function ProgressBar({ label, value, max, valueText, figures, note, testId }: Props) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 1;
  const done = max > 0 ? value >= max : true;
  return (
    <div className={`rank-progress${done ? ' rank-progress--done' : ''}`} data-testid={testId}>
      <div className="rank-progress__head">
        <span className="rank-progress__label">{label}</span>
        <span className="rank-progress__figures">{figures}</span>
      </div>
      <div
        className="rank-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={valueText}
      >
        <div className="rank-progress__fill" style={{ width: `${ratio * 100}%` }} />
      </div>
      {note ? <p className="rank-progress__note">{note}</p> : null}
    </div>
  );
}
