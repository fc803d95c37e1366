import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function PasswordChangePage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`New password`}</PageTitle>
    </section>
  );
}
