import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../../../features/sales/admin/import-page.tsx';

export const Route = createFileRoute('/_admin/admin/sales/import')({ component: ImportPage });
