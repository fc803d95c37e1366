import { createFileRoute } from '@tanstack/react-router';
import { PlacementsPage } from '../../../features/placements/components/placements-page.tsx';

export const Route = createFileRoute('/_app/user/placements')({ component: PlacementsPage });
