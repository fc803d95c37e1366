import { createFileRoute } from '@tanstack/react-router';
import { AdminRanksPage } from '../../../features/ranks/admin/admin-ranks-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/ranks')({
  loader: prefetchLoader(() =>
    import('../../../features/ranks/admin/ranks-admin-api.ts').then((m) => m.ladderQuery()),
  ),
  component: AdminRanksPage,
});
