import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PlacementListQuery } from '#contract/placements.ts';
import { PlacementsPage } from '../../../features/placements/components/placements-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

// A hand-edited or stale URL falls back to no filters instead of an error page.
const PlacementsSearch = v.fallback(PlacementListQuery, {});

export const Route = createFileRoute('/_app/user/placements')({
  loader: catalogLoader('placements'),
  validateSearch: PlacementsSearch,
  component: function Placements() {
    const navigate = Route.useNavigate();
    return (
      <PlacementsPage
        filters={Route.useSearch()}
        onFiltersChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
