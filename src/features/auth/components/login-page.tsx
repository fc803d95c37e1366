import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { SignInBody } from '#contract/auth.ts';
import { ErrorCode } from '#contract/errors.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { auth } from '../../../lib/auth.ts';
import { errorCode, errorMessages } from '../../../lib/errors.ts';
import { FieldRejection, useContractForm } from '../../../lib/forms.ts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The e-mail typed on the sign-in page, carried to password recovery (never put in the URL). */
    email?: string;
  }
}

/** Only same-app paths are followed after sign-in; anything else falls back to the profile. */
export const safeRedirect = (value: string | undefined): string =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/user/profile';

interface Props {
  redirect?: string;
  /** Shown instead of the form when the account was found not suitable. */
  rejectedScreen?: ReactNode;
  /** The build-time prerender: submit stays off until the app runs, so the form never posts natively. */
  prerendered?: boolean;
}

export function LoginPage({ redirect, rejectedScreen, prerendered }: Props) {
  const { t } = useLingui();
  const router = useRouter();
  const [rejected, setRejected] = useState(false);
  const [email, setEmail] = useState('');
  const form = useContractForm(SignInBody, async (credentials) => {
    try {
      await auth.signIn(credentials);
    } catch (error) {
      // Either field may be the wrong one: both are marked, the reason is said once under the form.
      if (errorCode(error) === ErrorCode.invalidCredentials)
        throw new FieldRejection({ email: [], password: [], form: errorMessages(error) });
      if (errorCode(error) !== 'account_rejected' || !rejectedScreen) throw error;
      setRejected(true);
      return;
    }
    // Navigate straight to the wanted page; its guards read the fresh session.
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  });
  const { errors } = form;

  return (
    <section className="page page--narrow">
      <PageTitle>{t`Sign in`}</PageTitle>
      {rejected ? rejectedScreen : null}
      <form hidden={rejected} className="form" {...form.props}>
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          errors={errors.email}
          invalid={!!errors.email}
          onInput={(event) => setEmail(event.currentTarget.value.trim())}
        />
        <PasswordField
          name="password"
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          errors={errors.password}
          invalid={!!errors.password}
        />
        <FormSubmit form={form} label={<Trans>Log in</Trans>} disabled={prerendered} />
        <Link to="/user/password-recovery" state={email ? { email } : undefined} className="link">
          <Trans>Forgot password?</Trans>
        </Link>
      </form>
    </section>
  );
}
