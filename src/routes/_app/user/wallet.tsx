import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '../../../features/wallet/components/wallet-page.tsx';

export const Route = createFileRoute('/_app/user/wallet')({ component: WalletPage });
