import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function CoursesPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Ambassador school`}</PageTitle>
    </section>
  );
}
