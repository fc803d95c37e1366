import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReviewQueueQuery } from '#contract/moderation.ts';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { ApplicantCard } from './applicant-card.tsx';
import { ApplicantFilters } from './applicant-filters.tsx';
import { applicantsQuery } from './moderation-admin-api.ts';
import './moderation.css';

interface Props {
  query: ReviewQueueQuery;
  /** The route keeps the query in the URL, so filters survive reloads and can be shared. */
  onQueryChange: (next: ReviewQueueQuery) => void;
}

/** The account review queue (role moderator or admin). */
export function ApplicantsPage({ query, onQueryChange }: Props) {
  const { t } = useLingui();
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(applicantsQuery(query));
  const { page, ...filters } = query;

  let body: ReactNode;
  if (isPending) body = <ListSkeleton />;
  else if (isError) body = <LoadError onRetry={() => void refetch()} />;
  else if (data.items.length === 0)
    body = (
      <EmptyState>
        <Trans>No applications</Trans>
      </EmptyState>
    );
  else
    body = (
      <ul className="admin-list" aria-busy={isPlaceholderData || undefined}>
        {data.items.map((applicant) => (
          <ApplicantCard key={applicant.id} applicant={applicant} />
        ))}
      </ul>
    );

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Applicants`}</PageTitle>
        {data ? (
          <span className="admin-muted">
            {plural(data.total, { one: '# application', other: '# applications' })}
          </span>
        ) : null}
      </div>
      <ApplicantFilters value={filters} onChange={(next) => onQueryChange({ ...next, page: 1 })} />
      {body}
      {data && data.pages > 1 ? (
        <Pagination
          page={data.page}
          pages={data.pages}
          onPage={(p) => onQueryChange({ ...query, page: p })}
        />
      ) : null}
    </section>
  );
}
