import { useLingui } from '@lingui/react/macro';
import { lastEndedMonth } from '#contract/money.ts';

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
