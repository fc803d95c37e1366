import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../features/profile/components/documents-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/documents')({
  loader: catalogLoader('profile'),
  component: DocumentsPage,
});
