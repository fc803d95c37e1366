import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/system/admin/audit-page.tsx';

export const Route = createFileRoute('/_admin/admin/audit')({ component: AuditPage });
