import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LandingRoute } from '../../features/landing/components/landing-route.tsx';
import { catalogLoader } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_guest/')({
  loader: catalogLoader('landing'),
  // The landing checks the shape of `ref` itself (src/lib/referral.ts); a bad one must not break the page.
  validateSearch: v.object({
    ref: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), undefined),
  }),
  component: function Landing() {
    return <LandingRoute referral={Route.useSearch().ref} />;
  },
});
