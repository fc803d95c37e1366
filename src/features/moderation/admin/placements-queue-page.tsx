import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { adminPlacementsQuery } from './moderation-admin-api.ts';
import { PlacementsCard } from './placements-card.tsx';
import './moderation.css';

/** Placements waiting for moderation, oldest first as the API sends them. */
export function PlacementsQueuePage() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(adminPlacementsQuery('moderation'));

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Placements`}</PageTitle>
        {data ? (
          <span className="admin-muted">
            {plural(data.length, { one: '# placement', other: '# placements' })}
          </span>
        ) : null}
      </div>
      <p className="admin-muted">{t`Moderation takes up to 1 hour from 9:00 to 18:00 Moscow time`}</p>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState>
          <Trans>No placements on moderation</Trans>
        </EmptyState>
      ) : (
        <ul className="admin-list">
          {data.map((placement) => (
            <PlacementsCard key={placement.id} placement={placement} />
          ))}
        </ul>
      )}
    </section>
  );
}
