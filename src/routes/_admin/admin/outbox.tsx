import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/system/admin/outbox-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/outbox')({
  loader: prefetchLoader(() =>
    import('../../../features/system/admin/system-admin-api.ts').then((m) => m.outboxQuery()),
  ),
  component: OutboxPage,
});
