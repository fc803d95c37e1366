import { Trans, useLingui } from '@lingui/react/macro';
import type { Placement } from '#contract/placements.ts';
import { ListStates } from '../../../components/list-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PlacementCard } from './placement-card.tsx';

interface Props {
  /** The list query's state, its items already narrowed to the chosen status. */
  query: {
    data: Placement[] | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** When the shown copy was kept on the device; null when it is the server's fresh answer. */
  storedAt: number | null;
}

/** The placements the server has, or its last copy kept on this device with a note that it may be old. */
export function SentPlacements({ query, storedAt }: Props) {
  const { t, i18n } = useLingui();
  const when = storedAt === null ? '' : formatDateTime(i18n.locale, storedAt);
  return (
    <section aria-labelledby="server-placements-title" className="placements-group">
      <h2 id="server-placements-title" className="placements-group__title">{t`Sent placements`}</h2>
      {storedAt === null ? null : (
        <p className="placements-stale" role="note" data-testid="list-stale">
          {t`Saved on this device ${when}: it may be out of date. It refreshes when the connection is back.`}
        </p>
      )}
      <ListStates query={query} empty={<Trans>Nothing matches these filters</Trans>}>
        {(sent) => (
          <ul className="placements-list" aria-busy={query.isPlaceholderData || undefined}>
            {sent.map((p) => (
              <PlacementCard key={p.id} placement={p} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
