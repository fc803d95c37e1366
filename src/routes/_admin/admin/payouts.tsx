import { createFileRoute } from '@tanstack/react-router';
import { PayoutsQueuePage } from '../../../features/moderation/components/payouts-queue-page.tsx';

export const Route = createFileRoute('/_admin/admin/payouts')({ component: PayoutsQueuePage });
