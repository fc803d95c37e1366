import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';

export const Route = createFileRoute('/_app/onboarding')({ component: OnboardingPage });
