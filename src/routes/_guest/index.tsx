import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { useLandingData } from '../../landing/landing-query.ts';

export const Route = createFileRoute('/_guest/')({
  validateSearch: v.object({ ref: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  component: function Landing() {
    return <LandingPage data={useLandingData()} referral={Route.useSearch().ref} />;
  },
});
