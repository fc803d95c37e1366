import { createFileRoute } from '@tanstack/react-router';
import { PayoutsQueuePage } from '../../../features/wallet/admin/payouts-queue-page.tsx';

export const Route = createFileRoute('/_admin/admin/payouts')({ component: PayoutsQueuePage });
