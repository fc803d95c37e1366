import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Registration`}</PageTitle>
    </section>
  );
}
