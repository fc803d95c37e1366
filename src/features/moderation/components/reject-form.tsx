import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { ReviewDecisionBody } from '../../../../contract/moderation.ts';
import { Button } from '../../../components/button.tsx';

interface Props {
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Inline rejection: the reason is required and goes into the audit log and the applicant's e-mail. */
export function RejectForm({ pending, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    // The contract schema validates here too, so the messages match the server's.
    const parsed = v.safeParse(ReviewDecisionBody, { decision: 'reject', reason });
    if (!parsed.success) return setError(i18n._(parsed.issues[0].message));
    if (parsed.output.decision !== 'reject') return;
    setError(null);
    onSubmit(parsed.output.reason);
  };

  return (
    <form className="admin-reject" onSubmit={submit} noValidate>
      <label className="field" htmlFor={id}>
        <span>{t`Reason for rejection`}</span>
      </label>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={1000}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the moderator's click
        autoFocus
      />
      {error ? (
        <small className="field__error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
      <div className="button-row">
        <Button type="submit" variant="warned" size="small" loading={pending} disabled={pending}>
          <Trans>Reject application</Trans>
        </Button>
        <Button variant="transparent" size="small" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
