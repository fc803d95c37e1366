import { createFileRoute } from '@tanstack/react-router';
import { AdRulesPage } from '../../../features/placements/admin/ad-rules-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/ad-rules')({
  loader: prefetchLoader(() =>
    import('../../../features/placements/admin/ad-rules-admin-api.ts').then((m) => m.adRulesQuery()),
  ),
  component: AdRulesPage,
});
