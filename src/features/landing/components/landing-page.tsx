import { useLingui } from '@lingui/react/macro';
import type { LandingData } from '#contract/landing.ts';
import { useReferral } from '../../../lib/use-referral.ts';
import { pageCurrency } from '../format.ts';
import '../landing.css';
import { LandingCalculator } from './landing-calculator.tsx';
import { LandingConditionsSection } from './landing-conditions.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { LandingFooter, LandingJoin } from './landing-footer.tsx';
import { LandingAdvantages, LandingHero, LandingPlatform } from './landing-intro.tsx';
import { LandingRanks } from './landing-ranks.tsx';
import { LandingReviews } from './landing-reviews.tsx';

/**
 * The public landing (SPEC §1). `data` is null in the prerendered HTML and until the payload arrives; the
 * sections that need it hold their room with placeholders. `referral` is the `?ref=` of a referral link: it is
 * kept (decision 057) and carried by every join button. Plain links, no router, no query client, no Dexie.
 */
export function LandingPage({ data, referral }: { data: LandingData | null; referral?: string }) {
  const { i18n } = useLingui();
  const kept = useReferral(referral);
  const currency = pageCurrency(i18n.locale, data);
  return (
    <div className="landing">
      <LandingHero referral={kept} figures={data?.figures ?? null} currency={currency} />
      <LandingAdvantages />
      <LandingPlatform />
      <LandingRanks ranks={data?.ranks ?? null} currency={currency} />
      <LandingConditionsSection conditions={data?.conditions ?? null} currency={currency} />
      <LandingCalculator key={currency} plan={data?.plan ?? null} currency={currency} />
      <LandingReviews reviews={data?.reviews ?? null} />
      <LandingFaq faq={data?.faq ?? null} />
      <LandingJoin referral={kept} />
      <LandingFooter />
    </div>
  );
}
