import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function RanksPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Ranks`}</PageTitle>
    </section>
  );
}
