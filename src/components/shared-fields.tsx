import { useLingui } from '@lingui/react/macro';
import { Field, SelectField } from './form-field.tsx';

/** A new-password input with the SPEC §5 rule spelled out under it. */
export function NewPasswordField({ errors, label }: { errors?: string[]; label?: string }) {
  const { t } = useLingui();
  return (
    <Field
      name="password"
      label={label ?? t`New password`}
      type="password"
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
  const choices = [
    {
      name: 'residency',
      label: t`Tax residency`,
      options: [
        { value: 'resident', label: t`Resident of Russia` },
        { value: 'non_resident', label: t`Non-resident` },
      ],
    },
    {
      name: 'type',
      label: t`Cooperation type`,
      options: [
        { value: 'self_employed', label: t`Self-employed` },
        { value: 'sole_proprietor', label: t`Sole proprietor` },
        { value: 'company', label: t`Company` },
      ],
    },
  ] as const;
  return (
    <>
      <Field
        name="inn"
        label={t`INN (tax id)`}
        inputMode="numeric"
        defaultValue={defaults.inn ?? ''}
        errors={errors.inn}
      />
      {choices.map((choice) => (
        <SelectField
          key={choice.name}
          {...choice}
          placeholder={t`Choose`}
          defaultValue={defaults[choice.name] ?? ''}
          errors={errors[choice.name]}
        />
      ))}
    </>
  );
}
