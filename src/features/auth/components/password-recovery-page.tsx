import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RecoveryRequestBody } from '#contract/accounts.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { requestRecovery } from '../api/recovery-api.ts';
import { carriedEmail } from '../carried-email.ts';

/** Step 1 of recovery: the link is mailed; the answer is the same whether or not the e-mail exists. */
export function PasswordRecoveryPage() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The e-mail typed on the sign-in page, when the visitor came from its 'Forgot password?' link.
  const [typed] = useState(carriedEmail);
  const form = useContractForm(RecoveryRequestBody, async ({ email }) => {
    await requestRecovery(email);
    setSentTo(email);
  });
  const { errors } = form;
  return (
    <section className="page page--narrow">
      <PageTitle>{t`Password recovery`}</PageTitle>
      {sentTo ? (
        <div className="card notice" data-testid="recovery-sent">
          <p>
            <Trans>If an account exists for {sentTo}, we have sent it a link to set a new password.</Trans>
          </p>
          <p className="muted">
            <Trans>The link works for one hour. Check the spam folder if the e-mail does not arrive.</Trans>
          </p>
        </div>
      ) : (
        <form className="form" {...form.props}>
          <p className="muted">
            <Trans>
              Enter the e-mail you registered with, and we will send you a link to set a new password.
            </Trans>
          </p>
          <Field
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            defaultValue={typed}
            errors={errors.email}
          />
          <FormSubmit form={form} label={<Trans>Send the link</Trans>} />
        </form>
      )}
      <Link to="/user/login" className="link">
        <Trans>Back to sign in</Trans>
      </Link>
    </section>
  );
}
