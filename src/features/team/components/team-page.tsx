import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function TeamPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`My team`}</PageTitle>
    </section>
  );
}
