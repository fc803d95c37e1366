import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title.tsx';

export function OnboardingPage() {
  const { t } = useLingui();
  return (
    <section className="page">
      <PageTitle>{t`Onboarding`}</PageTitle>
    </section>
  );
}
