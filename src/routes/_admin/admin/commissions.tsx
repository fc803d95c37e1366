import { createFileRoute } from '@tanstack/react-router';
import { CommissionsPage } from '../../../features/commissions/admin/commissions-page.tsx';

export const Route = createFileRoute('/_admin/admin/commissions')({ component: CommissionsPage });
