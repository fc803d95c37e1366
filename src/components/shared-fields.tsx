import { useLingui } from '@lingui/react/macro';
import { Field, SelectField } from './form-field.tsx';
import { PasswordField } from './password-field.tsx';

/** A new-password input with the SPEC §5 rule spelled out under it. */
export function NewPasswordField({ errors, label }: { errors?: string[]; label?: string }) {
  const { t } = useLingui();
  return (
    <PasswordField
      name="password"
      label={label ?? t`New password`}
      autoComplete="new-password"
      hint={t`At least 8 characters: upper- and lowercase letters, a digit and one of ! # $ % ^ & *`}
      errors={errors}
    />
  );
}

interface DocumentDefaults {
  inn?: string | null;
  residency?: string | null;
  type?: string | null;
}

/** INN, tax residency and cooperation type: the documents of SPEC §3, used by onboarding and the profile. */
export function DocumentFields({
  errors,
  defaults = {},
}: {
  errors: Record<string, string[]>;
  defaults?: DocumentDefaults;
}) {
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
