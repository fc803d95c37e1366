import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function IncomePage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`My income`}</PageTitle>
    </section>
  );
}
