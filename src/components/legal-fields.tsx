import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Market } from '#contract/markets.ts';
import type { Profile } from '#contract/profile.ts';
import { Field, SelectField } from './form-field.tsx';

type Defaults = Partial<
  Pick<Profile, 'inn' | 'residency' | 'type' | 'id_number' | 'iban' | 'bank_name' | 'licence_number' | 'trn'>
>;
interface Props {
  market: Market;
  errors: Record<string, string[]>;
  defaults?: Defaults;
}

/**
 * The legal and payout details of the account's market (docs/decisions/065-uae-market.md), used by
 * onboarding and the profile. The market goes with the form, so the server checks the right set.
 */
export function DocumentFields({ market, errors, defaults = {} }: Props) {
  return (
    <>
      <input type="hidden" name="market" value={market} />
      {market === 'en' ? (
        <UaeFields errors={errors} defaults={defaults} />
      ) : (
        <RuFields errors={errors} defaults={defaults} />
      )}
    </>
  );
}

/** Russia and Belarus: INN, tax residency and the cooperation type (SPEC §3). */
function RuFields({ errors, defaults }: Omit<Required<Props>, 'market'>) {
  const { t } = useLingui();
  return (
    <>
      <Field
        name="inn"
        label={t`INN (tax id)`}
        inputMode="numeric"
        defaultValue={defaults.inn ?? ''}
        errors={errors.inn}
      />
      <SelectField
        name="residency"
        label={t`Tax residency`}
        placeholder={t`Choose`}
        defaultValue={defaults.residency ?? ''}
        options={[
          { value: 'resident', label: t`Resident of Russia` },
          { value: 'non_resident', label: t`Non-resident` },
        ]}
        errors={errors.residency}
      />
      <SelectField
        name="type"
        label={t`Cooperation type`}
        placeholder={t`Choose`}
        defaultValue={defaults.type ?? ''}
        options={[
          { value: 'self_employed', label: t`Self-employed` },
          { value: 'sole_proprietor', label: t`Sole proprietor` },
          { value: 'company', label: t`Company` },
        ]}
        errors={errors.type}
      />
    </>
  );
}

/** The UAE: Emirates ID or passport, the payout IBAN and bank, and the licence and TRN when there are. */
function UaeFields({ errors, defaults }: Omit<Required<Props>, 'market'>) {
  const { t } = useLingui();
  const [residency, setResidency] = useState(defaults.residency ?? '');
  const passport = residency === 'non_resident';
  return (
    <>
      <SelectField
        name="residency"
        label={t`Residency`}
        placeholder={t`Choose`}
        value={residency}
        onChange={(event) => setResidency(event.target.value)}
        options={[
          { value: 'resident', label: t`UAE resident (Emirates ID)` },
          { value: 'non_resident', label: t`Non-resident (passport)` },
        ]}
        errors={errors.residency}
      />
      <Field
        name="id_number"
        label={passport ? t`Passport number` : t`Emirates ID number`}
        hint={passport ? undefined : '784-YYYY-NNNNNNN-N'}
        autoComplete="off"
        defaultValue={defaults.id_number ?? ''}
        errors={errors.id_number}
      />
      <Field
        name="iban"
        label={t`IBAN for payouts`}
        hint={t`AE and 21 digits, in your own name`}
        autoComplete="off"
        defaultValue={defaults.iban ?? ''}
        errors={errors.iban}
      />
      <Field
        name="bank_name"
        label={t`Bank`}
        defaultValue={defaults.bank_name ?? ''}
        errors={errors.bank_name}
      />
      <Field
        name="licence_number"
        label={t`Trade licence or freelance permit number (optional)`}
        defaultValue={defaults.licence_number ?? ''}
        errors={errors.licence_number}
      />
      <Field
        name="trn"
        label={t`TRN (if VAT-registered)`}
        inputMode="numeric"
        defaultValue={defaults.trn ?? ''}
        errors={errors.trn}
      />
    </>
  );
}
