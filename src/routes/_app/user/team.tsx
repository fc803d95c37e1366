import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../features/team/components/team-page.tsx';
import { TeamSearch } from '../../../features/team/team-search.ts';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/team')({
  loader: catalogLoader('team'),
  validateSearch: TeamSearch,
  component: function Team() {
    const navigate = Route.useNavigate();
    return (
      <TeamPage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
