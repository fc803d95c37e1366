import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { SignInBody } from '../../../../contract/auth.ts';
import { Msg } from '../../../../contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { auth } from '../../../lib/auth.ts';
import { errorCode, handleError } from '../../../lib/errors.ts';

/** Only same-app paths are followed after sign-in; anything else falls back to the profile. */
export const safeRedirect = (value: string | undefined): string =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/user/profile';

/** `rejectedScreen` is shown instead of the form when the account was found not suitable. */
export function LoginPage({ redirect, rejectedScreen }: { redirect?: string; rejectedScreen?: ReactNode }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [rejected, setRejected] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const required = i18n._(Msg.required);
    const next = { email: email.trim() ? undefined : required, password: password ? undefined : required };
    if (!next.email && !v.is(SignInBody, { email, password })) next.email = i18n._(Msg.invalid_email);
    setErrors(next);
    if (next.email || next.password) return;
    setPending(true);
    try {
      await auth.signIn({ email, password });
      // Navigate straight to the wanted page; its guards read the fresh session.
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    } catch (error) {
      if (errorCode(error) === 'account_rejected' && rejectedScreen) setRejected(true);
      else handleError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="page page--narrow">
      <PageTitle>{t`Sign in`}</PageTitle>
      {rejected ? rejectedScreen : null}
      <form hidden={rejected} className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>E-mail</span>
          <input name="email" type="email" autoComplete="email" aria-invalid={!!errors.email} />
          {errors.email ? <small className="field__error">{errors.email}</small> : null}
        </label>
        <label className="field">
          <span>
            <Trans>Password</Trans>
          </span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
          />
          {errors.password ? <small className="field__error">{errors.password}</small> : null}
        </label>
        <Button type="submit" loading={pending} disabled={pending}>
          <Trans>Log in</Trans>
        </Button>
        <Link to="/user/password-recovery" className="link">
          <Trans>Forgot password?</Trans>
        </Link>
      </form>
    </section>
  );
}
