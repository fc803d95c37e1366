import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { Network } from '#contract/accounts.ts';
import { matchPromocode } from '#contract/promocodes.ts';
import { SelectField } from '../../../components/form-field.tsx';
import { usePromocodes } from '../../../lib/use-promocodes.ts';

interface Props {
  network: string;
  value: string;
  errors?: string[];
  onChange: (event: { target: { value: string } }) => void;
  /** Called before the link to the promocodes page leaves the editor (to save the draft first). */
  onLeave: () => void;
}

/**
 * The placement's promocode: one of the blogger's codes for the chosen network (the last known list when
 * offline), or none. A value stored before promocodes were registered stays selectable so it still shows,
 * with a note that moderation only takes an own code (decision 043).
 */
export function PromocodeSelect({ network, value, errors, onChange, onLeave }: Props) {
  const { t } = useLingui();
  const { data, isError } = usePromocodes();
  // Retired codes (decision 078) are offered no more; one already chosen stays visible with its successor.
  const codes = (data ?? []).filter((p) => p.network === network && !p.retired);
  const match = data ? matchPromocode(data, network, value) : undefined;
  const unknown = value !== '' && !match;
  const retired = match?.retired ?? null;
  const options = [
    ...codes.map((p) => ({ value: p.code, label: p.code })),
    ...(unknown ? [{ value, label: t`${value} (not among your promocodes)` }] : []),
    ...(match && retired ? [{ value: match.code, label: t`${match.code} (retired)` }] : []),
  ];
  const addLink = (
    <Link to="/user/promocodes" search={v.is(Network, network) ? { network } : {}} onClick={onLeave}>
      {t`Add a promocode`}
    </Link>
  );
  let hint = null;
  if (!network) hint = t`Choose the social network first`;
  else if (retired) hint = t`This promocode was retired: choose ${retired.replacement} instead.`;
  else if (unknown && data)
    hint = (
      <>
        {t`Not one of your promocodes for this network: moderation will not accept it.`} {addLink}
      </>
    );
  else if (!data && isError) hint = t`Your promocodes could not be loaded. Check the connection.`;
  else if (data && codes.length === 0)
    hint = (
      <>
        {t`You have no promocodes for this network.`} {addLink}
      </>
    );
  return (
    <div className="promocode-select">
      <SelectField
        label={t`Promocode`}
        name="promocode"
        options={options}
        placeholder={t`No promocode`}
        value={match?.code ?? value}
        onChange={onChange}
        disabled={!network}
        errors={errors}
      />
      {hint ? <small className="field__hint">{hint}</small> : null}
    </div>
  );
}
