import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { loadCatalogs } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_app/onboarding')({
  loader: () => loadCatalogs('onboarding'),
  component: OnboardingPage,
});
