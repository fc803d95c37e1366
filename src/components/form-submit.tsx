import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../lib/forms.ts';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';
import { FormError } from './form-field.tsx';

interface Props {
  /** The state of `useContractForm`: its form-level message and whether it is sending. */
  form: { errors: FieldErrors; pending: boolean };
  label: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Keeps submit off while sending is pointless (e.g. nothing to withdraw). */
  disabled?: boolean;
  /** Adds a Cancel button (editors). */
  onCancel?: () => void;
  /** Other buttons of the row. */
  children?: ReactNode;
  /** Sets the button in a row (its own width) even when it is alone. */
  row?: boolean;
}

/** Every form's closing block: the form-level message, then submit (busy while sending) and its row. */
export function FormSubmit({ form, label, variant, size, disabled, onCancel, children, row }: Props) {
  const submit = (
    <Button
      type="submit"
      variant={variant}
      size={size}
      loading={form.pending}
      disabled={form.pending || disabled}
    >
      {label}
    </Button>
  );
  return (
    <>
      <FormError errors={form.errors.form} />
      {row || onCancel || children ? (
        <div className="button-row">
          {submit}
          {onCancel ? (
            <Button variant="transparent" size={size} onClick={onCancel} disabled={form.pending}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          {children}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
