import { Trans, useLingui } from '@lingui/react/macro';
import { ReviewDecisionBody } from '#contract/moderation.ts';
import { useContractForm } from '../lib/forms.ts';
import { FormSubmit } from './form-submit.tsx';

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
  // The contract schema validates here too, so the messages match the server's; the page sends it.
  const form = useContractForm(
    ReviewDecisionBody,
    async (data) => {
      if (data.decision === 'reject') onSubmit(data.reason);
    },
    { read: (element) => ({ input: { decision: 'reject', reason: new FormData(element).get('reason') } }) },
  );
  const errors = form.errors.reason ?? [];

  return (
    <form className="admin-reject" {...form.props}>
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
      <FormSubmit
        form={{ ...form, pending }}
        variant="warned"
        size="small"
        label={submitLabel ?? <Trans>Reject application</Trans>}
        onCancel={onCancel}
      />
    </form>
  );
}
