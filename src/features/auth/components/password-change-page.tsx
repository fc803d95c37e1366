import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { Password } from '#contract/accounts.ts';
import { Msg } from '#contract/messages.ts';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { NewPasswordField } from '../../../components/shared-fields.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { changePasswordByToken } from '../api/recovery-api.ts';

const NewPassword = v.object({ password: Password });

/** Step 2 of recovery: the mailed link carries a single-use token; success ends every other session. */
export function PasswordChangePage({ token }: { token?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const form = useContractForm(NewPassword, async ({ password }) => {
    await changePasswordByToken({ token: token ?? '', password });
    toast.success(i18n._(Msg.password_changed));
    await router.navigate({ to: '/user/login' });
  });
  const { errors } = form;
  return (
    <section className="page page--narrow">
      <PageTitle>{t`New password`}</PageTitle>
      {token ? (
        <form className="form" {...form.props}>
          <NewPasswordField errors={errors.password} />
          <FormSubmit form={form} label={<Trans>Save the password</Trans>} />
        </form>
      ) : (
        <p className="card">
          <Trans>This link is incomplete. Request a new one.</Trans>{' '}
          <Link to="/user/password-recovery" className="link">
            <Trans>Password recovery</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
