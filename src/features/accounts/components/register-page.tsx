import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ACCESS_REGISTRATION_STEP_2 } from '#contract/limits.ts';
import { NotSuitableScreen } from '../../../components/not-suitable-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { storedReferral } from '../../../lib/referral.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { RegistrationDetailsForm } from './registration-details-form.tsx';
import { RegisteredScreen, ReviewScreen } from './registration-status.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** /user/register: step 1, step 2 (access = 10), then one of the three result screens (SPEC §2). */
export function RegisterPage({ inviter }: { inviter?: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  // The link's own `?ref` first, else the one kept from the landing (decision 057); this page is never prerendered.
  const [referral] = useState(() => inviter ?? storedReferral() ?? undefined);
  const body = !user ? (
    <SignUpForm inviter={referral} />
  ) : user.access === ACCESS_REGISTRATION_STEP_2 ? (
    <RegistrationDetailsForm />
  ) : user.status === 'review' ? (
    <ReviewScreen />
  ) : user.status === 'approved' ? (
    <RegisteredScreen />
  ) : (
    <NotSuitableScreen />
  );
  return (
    <section className="page page--narrow">
      <PageTitle>{t`Registration`}</PageTitle>
      {body}
      {!user ? (
        <p className="muted">
          <Trans>Already registered?</Trans>{' '}
          <Link to="/user/login" className="link">
            <Trans>Log in</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
