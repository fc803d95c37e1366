import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LandingData } from '#contract/landing.ts';
import type { Currency } from '#contract/money.ts';
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

/** What the sections that change after the first render (data, referral, input) are drawn from. */
export interface LandingSectionState {
  data: LandingData | null;
  /** The referral the join buttons carry: the address's `?ref`, else the kept one. */
  kept: string | null;
  currency: Currency;
}

/**
 * The sections that are more than static text: they get the data, the referral or the visitor's input. The
 * guests' landing entry hydrates each of them as an island of its own and leaves the rest as prerendered
 * (decision 082); the SPA renders them in place.
 */
export const LANDING_ISLANDS = {
  hero: (s: LandingSectionState) => (
    <LandingHero referral={s.kept} figures={s.data?.figures ?? null} currency={s.currency} />
  ),
  ranks: (s: LandingSectionState) => <LandingRanks ranks={s.data?.ranks ?? null} currency={s.currency} />,
  conditions: (s: LandingSectionState) => (
    <LandingConditionsSection conditions={s.data?.conditions ?? null} currency={s.currency} />
  ),
  calculator: (s: LandingSectionState) => (
    <LandingCalculator key={s.currency} plan={s.data?.plan ?? null} currency={s.currency} />
  ),
  reviews: (s: LandingSectionState) => <LandingReviews reviews={s.data?.reviews ?? null} />,
  faq: (s: LandingSectionState) => <LandingFaq faq={s.data?.faq ?? null} />,
  join: (s: LandingSectionState) => <LandingJoin referral={s.kept} />,
} as const;

export type LandingIslandName = keyof typeof LANDING_ISLANDS;

/** How a section is placed in the page: as it is (the SPA), or in an island's container (the prerender). */
export type IslandWrap = (name: LandingIslandName, section: ReactNode) => ReactNode;
const inPlace: IslandWrap = (_name, section) => section;

interface LandingPageProps {
  data: LandingData | null;
  referral?: string;
  wrap?: IslandWrap;
}

/**
 * The public landing (SPEC §1). `data` is null in the prerendered HTML and until the payload arrives; the
 * sections that need it hold their room with placeholders. `referral` is the `?ref=` of a referral link: it is
 * kept (decision 057) and carried by every join button. Plain links, no router, no query client, no Dexie.
 */
export function LandingPage({ data, referral, wrap = inPlace }: LandingPageProps) {
  const { i18n } = useLingui();
  const kept = useReferral(referral);
  const state: LandingSectionState = { data, kept, currency: pageCurrency(i18n.locale, data) };
  const island = (name: LandingIslandName) => wrap(name, LANDING_ISLANDS[name](state));
  return (
    <div className="landing">
      {island('hero')}
      <LandingAdvantages />
      <LandingPlatform />
      {island('ranks')}
      {island('conditions')}
      {island('calculator')}
      {island('reviews')}
      {island('faq')}
      {island('join')}
      <LandingFooter />
    </div>
  );
}
