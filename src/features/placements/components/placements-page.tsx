import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function PlacementsPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Ad placements`}</PageTitle>
    </section>
  );
}
