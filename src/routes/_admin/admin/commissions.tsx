import { createFileRoute } from '@tanstack/react-router';
import { CommissionsPage } from '../../../features/commissions/admin/commissions-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/commissions')({
  loader: prefetchLoader(() =>
    import('../../../features/commissions/admin/commissions-admin-api.ts').then((m) => m.planHistoryQuery()),
  ),
  component: CommissionsPage,
});
