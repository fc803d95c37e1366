import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PromocodeListQuery } from '#contract/promocodes.ts';
import { PromocodesPage } from '../../../features/promocodes/components/promocodes-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

// A hand-edited or stale URL falls back to no filter instead of an error page.
const PromocodesSearch = v.fallback(PromocodeListQuery, {});

export const Route = createFileRoute('/_app/user/promocodes')({
  loader: catalogLoader('promocodes'),
  validateSearch: PromocodesSearch,
  component: function Promocodes() {
    const navigate = Route.useNavigate();
    return (
      <PromocodesPage
        network={Route.useSearch().network}
        onNetworkChange={(network) => void navigate({ search: { network }, replace: true })}
      />
    );
  },
});
