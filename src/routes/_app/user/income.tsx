import { createFileRoute } from '@tanstack/react-router';
import { IncomePage } from '../../../features/income/components/income-page.tsx';
import { IncomeSearch } from '../../../features/income/income-search.ts';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/income')({
  loader: catalogLoader('income'),
  validateSearch: IncomeSearch,
  component: function Income() {
    const navigate = Route.useNavigate();
    return (
      <IncomePage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search, replace: true })}
      />
    );
  },
});
