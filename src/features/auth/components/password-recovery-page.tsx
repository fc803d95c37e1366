import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function PasswordRecoveryPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Password recovery`}</PageTitle>
    </section>
  );
}
