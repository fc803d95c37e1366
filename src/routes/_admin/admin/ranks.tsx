import { createFileRoute } from '@tanstack/react-router';
import { AdminRanksPage } from '../../../features/ranks/admin/admin-ranks-page.tsx';

export const Route = createFileRoute('/_admin/admin/ranks')({ component: AdminRanksPage });
