import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function ProductsPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Products`}</PageTitle>
    </section>
  );
}
