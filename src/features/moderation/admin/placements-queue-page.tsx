import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/list-state.tsx';
import { ModerationHoursNote } from '../../../components/moderation-hours.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { adminPlacementsQuery } from './moderation-admin-api.ts';
import { PlacementsCard } from './placements-card.tsx';
import './moderation.css';

/** Placements waiting for moderation, oldest first as the API sends them. */
export function PlacementsQueuePage() {
  const { t } = useLingui();
  const query = useQuery(adminPlacementsQuery('moderation'));

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Placements`}</PageTitle>
        {query.data ? (
          <span className="admin-muted">
            {plural(query.data.length, { one: '# placement', other: '# placements' })}
          </span>
        ) : null}
      </div>
      <p className="admin-muted">
        <ModerationHoursNote />
      </p>
      <ListStates query={query} empty={<Trans>No placements on moderation</Trans>}>
        {(data) => (
          <ul className="admin-list">
            {data.map((placement) => (
              <PlacementsCard key={placement.id} placement={placement} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
