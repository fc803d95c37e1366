import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ReviewDecisionBody } from '../../contract/moderation.ts';
import { validateForm } from '../lib/forms.ts';
import { Button } from './button.tsx';

interface Props {
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** The submit button's text (default: reject the application). */
  submitLabel?: string;
}

/** Inline rejection: the reason is required and goes into the audit log and the applicant's e-mail. */
export function RejectForm({ pending, onSubmit, onCancel, submitLabel }: Props) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    // The contract schema validates here too, so the messages match the server's.
    const checked = validateForm(ReviewDecisionBody, { decision: 'reject', reason });
    if (!checked.ok) return setErrors(checked.errors.reason ?? Object.values(checked.errors).flat());
    if (checked.data.decision !== 'reject') return;
    setErrors([]);
    onSubmit(checked.data.reason);
  };

  return (
    <form className="admin-reject" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t`Reason for rejection`}</span>
        <textarea
          name="reason"
          rows={3}
          maxLength={1000}
          aria-invalid={errors.length > 0}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the moderator's click
          autoFocus
        />
        {errors.length > 0 ? <small className="field__error">{errors.join(' ')}</small> : null}
      </label>
      <div className="button-row">
        <Button type="submit" variant="warned" size="small" loading={pending} disabled={pending}>
          {submitLabel ?? <Trans>Reject application</Trans>}
        </Button>
        <Button variant="transparent" size="small" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
