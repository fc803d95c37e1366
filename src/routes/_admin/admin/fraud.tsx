import { createFileRoute } from '@tanstack/react-router';
import { FraudReviewsPage } from '../../../features/fraud/admin/fraud-reviews-page.tsx';

export const Route = createFileRoute('/_admin/admin/fraud')({ component: FraudReviewsPage });
