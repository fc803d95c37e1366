import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UnattributedQuery } from '#contract/sales.ts';
import { UnattributedPage } from '../../../../features/sales/admin/unattributed-page.tsx';

// A hand-edited page number falls back to the first page instead of an error page.
const Search = v.fallback(UnattributedQuery, { page: 1 });

export const Route = createFileRoute('/_admin/admin/sales/unattributed')({
  validateSearch: Search,
  component: function Unattributed() {
    const navigate = Route.useNavigate();
    return (
      <UnattributedPage
        page={Route.useSearch().page}
        onPage={(page) => void navigate({ search: { page }, replace: true })}
      />
    );
  },
});
