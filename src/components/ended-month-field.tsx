import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { lastEndedMonth } from '#contract/money.ts';
import { Button } from './button.tsx';

/** A month picker limited to ended months; a half-typed value is never passed on. */
export function EndedMonthField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="field">
      <span>{t`Month`}</span>
      <input
        type="month"
        name={name}
        value={value}
        max={lastEndedMonth()}
        onChange={(e) => {
          if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
        }}
      />
    </label>
  );
}

interface MonthRunProps {
  name: string;
  month: string;
  onMonthChange: (month: string) => void;
  /** The button that runs the month's job now; left out for those who may not. */
  run?: { label: ReactNode; pending: boolean; start: () => void };
}

/** The controls of a month job in the admin area: a finished month, and the button to run it now. */
export function MonthRun({ name, month, onMonthChange, run }: MonthRunProps) {
  return (
    <div className="month-run">
      <EndedMonthField name={name} value={month} onChange={onMonthChange} />
      {run ? (
        <Button size="small" loading={run.pending} disabled={run.pending} onClick={run.start}>
          {run.label}
        </Button>
      ) : null}
    </div>
  );
}
