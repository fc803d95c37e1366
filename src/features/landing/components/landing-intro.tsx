import { Trans, useLingui } from '@lingui/react/macro';
import type { LandingFigures as Figures } from '#contract/landing.ts';
import type { Currency } from '#contract/money.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { localHref } from '../../../lib/app-locale.ts';
import { registerPath } from '../../../lib/referral.ts';
// The illustration is inlined (no request before it paints) and drawn in the brand's colours (decision 066).
import heroArt from '../images/hero.svg?raw';
import { LandingFigures } from './landing-figures.tsx';

interface HeroProps {
  referral: string | null;
  /** null until the landing data arrives (and in the prerender). */
  figures: Figures | null;
  currency: Currency;
}

/** The hero: the page's one h1, the join button above the fold on a phone, the figures and the picture. */
export function LandingHero({ referral, figures, currency }: HeroProps) {
  const { t } = useLingui();
  return (
    <div className="landing__hero">
      <div className="landing__hero-text">
        <PageTitle>{t`Become a brand ambassador`}</PageTitle>
        <p className="landing__lead">
          <Trans>Promote a fitness subscription you believe in, publish marked ads and rise in ranks.</Trans>
        </p>
        <div className="landing__cta">
          <a href={localHref(registerPath(referral))} className="btn btn--green" data-testid="landing-join">
            <Trans>Join the program</Trans>
          </a>
          <a href={localHref('/user/login')} className="btn btn--transparent">
            <Trans>I already have an account</Trans>
          </a>
        </div>
        <LandingFigures figures={figures} currency={currency} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own committed SVG file, not user input */}
      <div className="landing__art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: heroArt }} />
    </div>
  );
}

/** Why join (SPEC §1 "advantages"). */
export function LandingAdvantages() {
  const { t } = useLingui();
  const advantages = [
    { title: t`Promocodes and a referral link`, text: t`Every sale through your code or link is yours.` },
    { title: t`A team four levels deep`, text: t`Invite partners and earn from their results too.` },
    {
      title: t`Higher rates at the start`,
      text: t`A higher percentage in your first days after registration.`,
    },
    { title: t`Payouts to your wallet`, text: t`Withdraw earnings through the payout service.` },
  ];
  return (
    <section className="landing-section" aria-labelledby="landing-advantages">
      <h2 id="landing-advantages">{t`Why bloggers join`}</h2>
      <ul className="landing__cards">
        {advantages.map((a) => (
          <li key={a.title} className="card">
            <h3>{a.title}</h3>
            <p>{a.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the app gives (SPEC §1 "platform"). */
export function LandingPlatform() {
  const { t } = useLingui();
  const features = [
    {
      title: t`Placements with ERID`,
      text: t`Publish ads labelled with the ad-marking token; moderators check them.`,
    },
    { title: t`Your team`, text: t`Up to 4 partner lines with search, statuses and invitation guides.` },
    { title: t`Ranks`, text: t`A clear ladder: see which figures lead to the next rank.` },
    { title: t`Wallet`, text: t`Balance, operations history and withdrawal requests in one place.` },
    { title: t`Ambassador school`, text: t`Courses with text, images and video on how to sell and grow.` },
    { title: t`Works offline`, text: t`Drafts and saved courses stay on your phone, even on the train.` },
  ];
  return (
    <section className="landing-section" aria-labelledby="landing-platform">
      <h2 id="landing-platform">{t`What the platform gives you`}</h2>
      <ul className="landing__features">
        {features.map((f) => (
          <li key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
