import { createFileRoute } from '@tanstack/react-router';
import { AdminRanksPage } from '../../../features/ranks/admin/admin-ranks-page.tsx';
import { loadCatalogs } from '../../../lib/i18n.ts';
import { prefetchLoader } from '../../../lib/prefetch.ts';

const prefetch = prefetchLoader(() =>
  import('../../../features/ranks/admin/ranks-admin-api.ts').then((m) => m.ladderQuery()),
);

export const Route = createFileRoute('/_admin/admin/ranks')({
  loader: (ctx) => {
    prefetch(ctx);
    return loadCatalogs('ranks');
  },
  component: AdminRanksPage,
});
