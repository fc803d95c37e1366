import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function CoursePage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Course`}</PageTitle>
    </section>
  );
}
