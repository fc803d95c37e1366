import { Trans, useLingui } from '@lingui/react/macro';
import type { LandingData } from '../../../../contract/landing.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { localHref } from '../../../lib/app-locale.ts';

export interface LandingPageProps {
  /** The server's payload (GET landing); null while prerendering, before hydration, or offline. */
  data: LandingData | null;
  referral?: string;
}

/**
 * `referral` is the `?ref=` of a referral link; it pre-fills the inviter on registration.
 * Plain links, no router and no query client: the page is prerendered and hydrated on its own (issue 11).
 */
export function LandingPage({ referral }: LandingPageProps) {
  const { t } = useLingui();
  const advantages = [
    { title: t`Promocodes and a referral link`, text: t`Every sale through your code or link is yours.` },
    { title: t`A team four levels deep`, text: t`Invite partners and earn from their results too.` },
    { title: t`Payouts to your wallet`, text: t`Withdraw earnings through the payout service.` },
  ];
  return (
    <section className="landing">
      <div className="landing__hero">
        <PageTitle>{t`Become a brand ambassador`}</PageTitle>
        <p className="landing__lead">
          <Trans>Promote a fitness subscription you believe in, publish marked ads and rise in ranks.</Trans>
        </p>
        <div className="landing__cta">
          <a
            href={localHref(
              referral ? `/user/register?ref=${encodeURIComponent(referral)}` : '/user/register',
            )}
            className="btn btn--green"
          >
            <Trans>Join the program</Trans>
          </a>
          <a href={localHref('/user/login')} className="btn btn--transparent">
            <Trans>I already have an account</Trans>
          </a>
        </div>
      </div>
      <ul className="landing__advantages">
        {advantages.map((a) => (
          <li key={a.title} className="card">
            <h2>{a.title}</h2>
            <p>{a.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
