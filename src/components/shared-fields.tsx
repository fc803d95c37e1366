import { useLingui } from '@lingui/react/macro';
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
