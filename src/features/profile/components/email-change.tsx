import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Msg } from '#contract/messages.ts';
import { EmailChangeBody, EmailCodeBody, type Profile } from '#contract/profile.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { confirmEmailCode, profileKey, requestEmailChange } from '../api/profile-api.ts';

/** E-mail change: a 4-digit code goes to the new address and must be entered here (SPEC §5). */
export function EmailChange({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [pendingEmail, setPendingEmail] = useState(profile.pending_email);
  const request = useContractForm(EmailChangeBody, async ({ email }) => {
    await requestEmailChange(email);
    setPendingEmail(email);
  });
  const confirm = useContractForm(EmailCodeBody, async ({ code }) => {
    queryClient.setQueryData(profileKey, await confirmEmailCode(code));
    setPendingEmail(null);
    toast.success(i18n._(Msg.changes_saved));
  });
  return (
    <section className="card form">
      <h2>E-mail</h2>
      <p className="muted">{profile.email}</p>
      {pendingEmail ? (
        <form className="form" {...confirm.props}>
          <p>
            <Trans>We sent a 4-digit code to {pendingEmail}. It is valid for 10 minutes.</Trans>
          </p>
          <Field
            name="code"
            label={t`Code from the e-mail`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            errors={confirm.errors.code}
          />
          <FormSubmit form={confirm} label={<Trans>Confirm</Trans>}>
            <Button variant="transparent" onClick={() => setPendingEmail(null)}>
              <Trans>Use another address</Trans>
            </Button>
          </FormSubmit>
        </form>
      ) : (
        <form className="form" {...request.props}>
          <Field
            name="email"
            label={t`New e-mail`}
            type="email"
            autoComplete="email"
            errors={request.errors.email}
          />
          <FormSubmit form={request} variant="light-gray" label={<Trans>Send the code</Trans>} />
        </form>
      )}
    </section>
  );
}
