import { createFileRoute } from '@tanstack/react-router';
import { PlacementCostsPage } from '../../../features/placements/admin/placement-costs-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/placement-costs')({
  loader: prefetchLoader(() =>
    import('../../../features/placements/admin/placement-costs-api.ts').then((m) =>
      m.placementCostsQuery('placement'),
    ),
  ),
  component: PlacementCostsPage,
});
