import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { landingQuery } from '../api/landing-api.ts';
import { pageLocale } from '../format.ts';
import { LandingPage } from './landing-page.tsx';

/** The landing inside the SPA (a client-side visit to / or /user/landing): data from GET landing. */
export function LandingRoute({ referral }: { referral?: string }) {
  const { i18n } = useLingui();
  const { data } = useQuery(landingQuery(pageLocale(i18n.locale)));
  return <LandingPage data={data ?? null} referral={referral} />;
}
