import { useLingui } from '@lingui/react/macro';
import { TEAM_LEVELS } from '#contract/commissions.ts';
import type { DraftErrors, RateDraft } from './plan-draft.ts';

interface Props {
  /** The dot path of this rate set in the plan: `rates` or `products.<code>`. */
  base: string;
  value: RateDraft;
  errors: DraftErrors;
  earlyDays: string;
  onChange: (next: RateDraft) => void;
}

/** Personal and level 1–4 rates in percent, standard and early side by side; two decimals at most. */
export function RateFields({ base, value, errors, earlyDays, onChange }: Props) {
  const { t } = useLingui();
  const rows = [
    { label: t`Personal sale`, std: 'personal', early: 'early_personal' },
    ...Array.from({ length: TEAM_LEVELS }, (_, i) => ({
      label: t`Level ${i + 1}`,
      std: `levels.${i}`,
      early: `early_levels.${i}`,
    })),
  ];
  const read = (path: string): string => {
    const [key, index] = path.split('.') as [keyof RateDraft, string?];
    const field = value[key];
    return Array.isArray(field) ? (field[Number(index)] ?? '') : field;
  };
  const write = (path: string, text: string) => {
    const [key, index] = path.split('.') as [keyof RateDraft, string?];
    const field = value[key];
    if (Array.isArray(field)) {
      const next = [...field];
      next[Number(index)] = text;
      onChange({ ...value, [key]: next });
    } else onChange({ ...value, [key]: text });
  };
  const cell = (path: string, label: string) => {
    const name = `${base}.${path}`;
    const messages = errors[name];
    return (
      <td>
        <span className="rate-input">
          <input
            name={name}
            aria-label={label}
            inputMode="decimal"
            autoComplete="off"
            value={read(path)}
            aria-invalid={!!messages?.length}
            onChange={(e) => write(path, e.target.value)}
          />
          <span aria-hidden="true">%</span>
        </span>
        {messages?.length ? <small className="field__error">{messages.join(' ')}</small> : null}
      </td>
    );
  };
  return (
    <table className="rate-grid">
      <thead>
        <tr>
          <th />
          <th scope="col">{t`Standard`}</th>
          <th scope="col">{t`First ${earlyDays} days`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.std}>
            <th scope="row">{row.label}</th>
            {cell(row.std, `${row.label}, ${t`Standard`}`)}
            {cell(row.early, `${row.label}, ${t`First ${earlyDays} days`}`)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
