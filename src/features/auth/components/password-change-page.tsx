import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { Password } from '../../../../contract/accounts.ts';
import { Msg } from '../../../../contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-field.tsx';
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
  const { errors, pending, onSubmit } = useContractForm(NewPassword, async ({ password }) => {
    await changePasswordByToken({ token: token ?? '', password });
    toast.success(i18n._(Msg.password_changed));
    await router.navigate({ to: '/user/login' });
  });
  return (
    <section className="page page--narrow">
      <PageTitle>{t`New password`}</PageTitle>
      {token ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <NewPasswordField errors={errors.password} />
          <FormError errors={errors.form ?? errors.token} />
          <Button type="submit" loading={pending} disabled={pending}>
            <Trans>Save the password</Trans>
          </Button>
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
