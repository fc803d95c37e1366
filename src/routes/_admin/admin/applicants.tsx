import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReviewQueueQuery } from '#contract/moderation.ts';
import { ApplicantsPage } from '../../../features/moderation/admin/applicants-page.tsx';

// A hand-edited or stale URL falls back to the default queue instead of an error page.
const QueueSearch = v.fallback(ReviewQueueQuery, { status: 'review', page: 1 });

export const Route = createFileRoute('/_admin/admin/applicants')({
  validateSearch: QueueSearch,
  component: function Applicants() {
    const navigate = Route.useNavigate();
    return (
      <ApplicantsPage
        query={Route.useSearch()}
        onQueryChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
