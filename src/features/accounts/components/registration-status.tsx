import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { LogOutButton } from '../../../components/log-out-button.tsx';
import { ModerationHoursNote } from '../../../components/moderation-hours.tsx';
import { StatusIcon } from '../../../components/status-icon.tsx';
import { auth } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';

/** 'Account under review': approval comes by e-mail; the button re-checks the session. */
export function ReviewScreen() {
  const router = useRouter();
  const { t, i18n } = useLingui();
  const [checking, setChecking] = useState(false);
  // What the last check found, said next to the button: a check that changes nothing must still answer.
  const [found, setFound] = useState<string | null>(null);
  const check = async () => {
    setChecking(true);
    setFound(null);
    await auth.reload();
    setChecking(false);
    const status = auth.getState().user?.status;
    if (status === 'approved') {
      toast.success(t`Your account is approved`);
      await router.navigate({ to: '/user/onboarding' });
      return;
    }
    if (status === 'rejected') return setFound(t`The review is over: the account is not suitable.`);
    const time = formatDateTime(i18n.locale, new Date());
    setFound(
      status
        ? t`Still under review (checked ${time}). We will e-mail you as soon as it is decided.`
        : t`Could not check the status. Try again later.`,
    );
  };
  return (
    <section className="card notice" data-testid="registration-review">
      <StatusIcon kind="wait" />
      <h2>
        <Trans>Your account is under review</Trans>
      </h2>
      <p className="muted">
        <Trans>We will check your application and send you an e-mail.</Trans> <ModerationHoursNote />.
      </p>
      <div className="button-row">
        <Button size="small" onClick={check} loading={checking} disabled={checking}>
          <Trans>Check the status</Trans>
        </Button>
        <LogOutButton />
      </div>
      <p className="muted" role="status" data-testid="registration-check-result">
        {found}
      </p>
    </section>
  );
}

/** 'You registered': the account is approved; onboarding is next. */
export function RegisteredScreen() {
  return (
    <section className="card notice" data-testid="registration-done">
      <StatusIcon kind="ok" />
      <h2>
        <Trans>You are registered!</Trans>
      </h2>
      <p className="muted">
        <Trans>Your account is approved. Learn the rules and connect Telegram to start earning.</Trans>
      </p>
      <Link to="/user/onboarding" className="btn btn--green">
        <Trans>Start onboarding</Trans>
      </Link>
    </section>
  );
}
