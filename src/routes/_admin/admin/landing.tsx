import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContentLocale } from '#contract/landing.ts';
import { LandingAdminPage } from '../../../features/landing/admin/landing-admin-page.tsx';

// A hand-edited URL falls back to the reviews in Russian instead of an error page.
const LandingSearch = v.object({
  tab: v.fallback(v.picklist(['reviews', 'faq']), 'reviews'),
  locale: v.fallback(ContentLocale, 'ru'),
});

export const Route = createFileRoute('/_admin/admin/landing')({
  validateSearch: LandingSearch,
  component: function Landing() {
    const navigate = Route.useNavigate();
    return (
      <LandingAdminPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
