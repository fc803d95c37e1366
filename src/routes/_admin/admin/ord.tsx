import { createFileRoute } from '@tanstack/react-router';
import { lastEndedMonth } from '#contract/money.ts';
import { OrdBoardPage } from '../../../features/placements/admin/ord-board-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/ord')({
  loader: prefetchLoader(() =>
    import('../../../features/placements/admin/ord-admin-api.ts').then((m) =>
      m.ordBoardQuery(lastEndedMonth()),
    ),
  ),
  component: OrdBoardPage,
});
