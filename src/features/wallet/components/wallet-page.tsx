import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function WalletPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Wallet`}</PageTitle>
    </section>
  );
}
