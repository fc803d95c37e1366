import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function ProfilePage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Profile`}</PageTitle>
    </section>
  );
}
