import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../../features/onboarding/components/onboarding-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/onboarding')({
  loader: catalogLoader('onboarding'),
  component: OnboardingPage,
});
