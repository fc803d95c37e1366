import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

export const Route = createFileRoute('/_guest/')({ component: LandingPage });
