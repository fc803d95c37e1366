import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/moderation/components/outbox-page.tsx';

export const Route = createFileRoute('/_admin/admin/outbox')({ component: OutboxPage });
