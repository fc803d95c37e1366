import { createFileRoute } from '@tanstack/react-router';
import { PlacementsQueuePage } from '../../../features/moderation/admin/placements-queue-page.tsx';

export const Route = createFileRoute('/_admin/admin/placements')({ component: PlacementsQueuePage });
