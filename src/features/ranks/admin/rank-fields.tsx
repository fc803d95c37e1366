import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { CURRENCIES } from '#contract/money.ts';
import { BASE_RANK } from '#contract/ranks.ts';
import { Button } from '../../../components/button.tsx';
import { CheckboxField, Field } from '../../../components/form-field.tsx';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { conditionLabel } from '../rank-format.ts';
import { COUNT_KEYS, type DraftErrors, MONEY_KEYS, type RankDraft } from './ladder-draft.ts';

interface Props {
  rank: RankDraft;
  index: number;
  count: number;
  errors: DraftErrors;
  onChange: (next: RankDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One rank of the ladder editor: code, names, the permanent flag and its conditions (empty = not set). */
export function RankFields({ rank, index, count, errors, onChange, onMove, onRemove }: Props) {
  const { t } = useLingui();
  const base = `ranks.${index}`;
  const isBase = index === 0;
  const patch = (next: Partial<RankDraft>) => onChange({ ...rank, ...next });
  const title = rank.name_en.trim() || rank.code || t`New rank`;
  const rankErrors = errors[base];
  return (
    <fieldset className="admin-editor__set ladder-rank" data-testid="ladder-rank">
      <legend>{`${index + 1}. ${title}`}</legend>
      {rankErrors?.length ? <small className="field__error">{rankErrors.join(' ')}</small> : null}
      <div className="ladder-rank__tools">
        {/* The base rank stays first. */}
        <MoveButtons
          title={title}
          canUp={index > 1}
          canDown={!isBase && index < count - 1}
          onMove={(by) => onMove(index + by)}
        />
        <Button variant="transparent" size="tiny" disabled={isBase} onClick={onRemove}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      <div className="ladder-rank__names">
        <Field
          name={`${base}.code`}
          label={t`Code`}
          value={rank.code}
          readOnly={!rank.isNew}
          maxLength={40}
          autoComplete="off"
          hint={rank.isNew ? t`Latin letters, digits and _; cannot be changed later` : undefined}
          errors={errors[`${base}.code`]}
          onChange={(e) => patch({ code: e.target.value.trim().toLowerCase() })}
        />
        <Field
          name={`${base}.name_ru`}
          label={t`Name in Russian`}
          value={rank.name_ru}
          maxLength={60}
          errors={errors[`${base}.name_ru`]}
          onChange={(e) => patch({ name_ru: e.target.value })}
        />
        <Field
          name={`${base}.name_en`}
          label={t`Name in English`}
          value={rank.name_en}
          maxLength={60}
          errors={errors[`${base}.name_en`]}
          onChange={(e) => patch({ name_en: e.target.value })}
        />
      </div>
      {isBase || rank.code === BASE_RANK ? (
        <p className="admin-muted">
          <Trans>The first rank: every blogger starts here and falls back here. It has no conditions.</Trans>
        </p>
      ) : (
        <>
          <CheckboxField
            name={`${base}.permanent`}
            label={t`Cannot be lost once reached`}
            checked={rank.permanent}
            errors={errors[`${base}.permanent`]}
            onChange={(e) => patch({ permanent: e.target.checked })}
          />
          <div className="ladder-rank__conditions">
            <span aria-hidden="true" />
            {CURRENCIES.map((c) => (
              <span key={c} className="ladder-rank__currency" aria-hidden="true">
                {c}
              </span>
            ))}
            {MONEY_KEYS.map((key) => (
              <Fragment key={key}>
                <span className="ladder-rank__label">{conditionLabel(key, 'any')}</span>
                {CURRENCIES.map((c) => (
                  <ConditionInput
                    key={c}
                    name={`${base}.conditions.${key}.${c}`}
                    label={`${conditionLabel(key, 'any')}, ${c}`}
                    value={rank[key][c]}
                    errors={errors[`${base}.conditions.${key}.${c}`] ?? errors[`${base}.conditions.${key}`]}
                    onChange={(value) => patch({ [key]: { ...rank[key], [c]: value } })}
                  />
                ))}
              </Fragment>
            ))}
            {COUNT_KEYS.map((key) => (
              <Fragment key={key}>
                <span className="ladder-rank__label">{conditionLabel(key, 'any')}</span>
                <ConditionInput
                  name={`${base}.conditions.${key}`}
                  label={conditionLabel(key, 'any')}
                  value={rank[key]}
                  numeric
                  errors={errors[`${base}.conditions.${key}`]}
                  onChange={(value) => patch({ [key]: value })}
                />
                <span aria-hidden="true" />
              </Fragment>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

interface InputProps {
  name: string;
  label: string;
  value: string;
  numeric?: boolean;
  errors?: string[];
  onChange: (value: string) => void;
}

/** One threshold input of the conditions grid; its label is the row's name (and currency). */
function ConditionInput({ name, label, value, numeric, errors, onChange }: InputProps) {
  return (
    <span className="ladder-rank__input">
      <input
        name={name}
        aria-label={label}
        inputMode={numeric ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        aria-invalid={!!errors?.length}
        aria-describedby={`${name}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      {errors?.length ? (
        <small className="field__error" id={`${name}-error`}>
          {errors.join(' ')}
        </small>
      ) : null}
    </span>
  );
}
