import { createFileRoute } from '@tanstack/react-router';
import { PartnerProgramPage } from '../../../features/ranks/components/partner-program-page.tsx';

export const Route = createFileRoute('/_app/user/partner-program')({ component: PartnerProgramPage });
