import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/system/admin/outbox-page.tsx';

export const Route = createFileRoute('/_admin/admin/outbox')({ component: OutboxPage });
