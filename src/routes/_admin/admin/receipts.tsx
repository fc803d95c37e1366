import { createFileRoute } from '@tanstack/react-router';
import { ReceiptsBoardPage } from '../../../features/wallet/admin/receipts-board-page.tsx';

export const Route = createFileRoute('/_admin/admin/receipts')({ component: ReceiptsBoardPage });
