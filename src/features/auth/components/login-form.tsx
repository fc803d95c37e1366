import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { SignInBody } from '#contract/auth.ts';
import { ErrorCode } from '#contract/errors.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { NotSuitableScreen } from '../../../components/not-suitable-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { auth } from '../../../lib/auth.ts';
import { errorCode, errorMessages } from '../../../lib/errors.ts';
import { FieldRejection, useContractForm } from '../../../lib/forms.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { carryEmail } from '../carried-email.ts';

const OWN = 'https://app.invalid';

/**
 * Only same-app paths are followed after sign-in; anything else falls back to the profile. Read as the
 * browser reads an address (a backslash is a slash, tabs and newlines are dropped), so `/\\host` is no path.
 */
export function safeRedirect(value: string | undefined): string {
  if (!value?.startsWith('/')) return '/user/profile';
  try {
    const url = new URL(value, OWN); // not URL.parse: older phones' browsers lack it
    if (url.origin === OWN) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not an address at all
  }
  return '/user/profile';
}

export interface RecoveryLinkProps {
  className: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

interface Props {
  /** Where to go once signed in: the app navigates, the standalone page loads the app (decision 100). */
  onSignedIn: () => Promise<unknown>;
  /** The host's link to password recovery: a router link in the app, a plain one on the standalone page. */
  recoveryLink: (props: RecoveryLinkProps) => ReactNode;
}

/** The typed e-mail, read from the form itself: it may have been typed before the handlers existed. */
const typedEmail = (event: MouseEvent<HTMLElement>): string => {
  const field = event.currentTarget.closest('form')?.elements.namedItem('email');
  return field instanceof HTMLInputElement ? field.value.trim() : '';
};

/** The sign-in form, with no router: the app's route and the prerendered standalone page both render it. */
export function LoginForm({ onSignedIn, recoveryLink }: Props) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState(false);
  // Prerendered, the submit stays off until hydrated, so the form never posts natively (the password would
  // end up in the address).
  const hydrated = useHydrated();
  const form = useContractForm(SignInBody, async (credentials) => {
    try {
      await auth.signIn(credentials);
    } catch (error) {
      // Either field may be the wrong one: both are marked, the reason is said once under the form.
      if (errorCode(error) === ErrorCode.invalidCredentials)
        throw new FieldRejection({ email: [], password: [], form: errorMessages(error) });
      if (errorCode(error) !== 'account_rejected') throw error;
      setRejected(true);
      return;
    }
    carryEmail('');
    await onSignedIn();
  });
  const { errors } = form;

  return (
    <section className="page page--narrow">
      <PageTitle>{t`Sign in`}</PageTitle>
      {rejected ? <NotSuitableScreen /> : null}
      <form hidden={rejected} className="form" {...form.props}>
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          errors={errors.email}
          invalid={!!errors.email}
        />
        <PasswordField
          name="password"
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          errors={errors.password}
          invalid={!!errors.password}
        />
        <FormSubmit form={form} label={<Trans>Log in</Trans>} disabled={!hydrated} />
        {recoveryLink({
          className: 'link',
          onClick: (event) => carryEmail(typedEmail(event)),
          children: <Trans>Forgot password?</Trans>,
        })}
      </form>
    </section>
  );
}
