import { createFileRoute } from '@tanstack/react-router';
import { ReceiptsBoardPage } from '../../../features/wallet/admin/receipts-board-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_admin/admin/receipts')({
  loader: catalogLoader('wallet'),
  component: ReceiptsBoardPage,
});
