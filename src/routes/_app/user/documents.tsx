import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../features/profile/components/documents-page.tsx';

export const Route = createFileRoute('/_app/user/documents')({ component: DocumentsPage });
