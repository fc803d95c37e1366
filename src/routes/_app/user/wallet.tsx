import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/wallet/components/wallet-page.tsx';
import { loadCatalogs } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/wallet')({
  loader: () => loadCatalogs('wallet'),
  component: WalletPage,
});
