import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';

/** Open to everyone, guests and signed-in users alike (linked from the landing and the registration form). */
export const Route = createFileRoute('/_guest/privacy')({
  component: function Privacy() {
    return <LegalPage kind="privacy" />;
  },
});
