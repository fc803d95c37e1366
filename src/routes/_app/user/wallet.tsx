import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/wallet/components/wallet-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/wallet')({
  loader: catalogLoader('wallet'),
  component: WalletPage,
});
