import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/system/admin/audit-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/audit')({
  loader: prefetchLoader(() =>
    import('../../../features/system/admin/system-admin-api.ts').then((m) => m.auditQuery()),
  ),
  component: AuditPage,
});
