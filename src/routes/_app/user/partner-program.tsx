import { createFileRoute } from '@tanstack/react-router';
import { PartnerProgramPage } from '../../../features/ranks/components/partner-program-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/partner-program')({
  loader: catalogLoader('ranks'),
  component: PartnerProgramPage,
});
