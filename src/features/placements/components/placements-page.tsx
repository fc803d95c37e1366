import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlacementListQuery } from '#contract/placements.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { usePromocodes } from '../../../lib/use-promocodes.ts';
import { useLocalDrafts } from '../hooks/use-local-drafts.ts';
import { usePlacements, useRefreshOnSynced, useSentToast } from '../hooks/use-placements.ts';
import { createDraft } from '../local/drafts.ts';
import { DraftEditor } from './draft-editor.tsx';
import { LocalDraftItem } from './local-draft-item.tsx';
import { PlacementFilters } from './placement-filters.tsx';
import { SentPlacements } from './sent-placements.tsx';
import { StatusChips } from './status-chips.tsx';
import '../placements.css';
import '../placements-list.css';

interface Props {
  filters: PlacementListQuery;
  onFiltersChange: (next: PlacementListQuery) => void;
}

/** The blogger's placements: drafts on this device first, then what the server has, with filters. */
export function PlacementsPage({ filters, onFiltersChange }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const { user } = useAuth();
  const [editing, setEditing] = useState<string | null>(null);
  const drafts = useLocalDrafts();
  const server = usePlacements(filters);
  const all = server.data?.items;
  const serverStatus = new Map(all?.map((p) => [p.id, p.status]));
  const localIds = new Set(drafts?.map((d) => d.id));
  const filtered = Object.values(filters).some(Boolean);
  // A sent draft stays visible ("Sent") until the server list shows it past its draft state.
  const local = (drafts ?? []).filter(
    (d) => d.status !== 'synced' || (!filtered && (serverStatus.get(d.id) ?? 'draft') === 'draft'),
  );
  // While a draft is on its way, its half-made server copy would only duplicate the local card.
  const shown = all?.filter((p) => p.status !== 'draft' || !localIds.has(p.id));
  const sent = filters.status ? shown?.filter((p) => p.status === filters.status) : shown;
  useRefreshOnSynced(drafts);
  useSentToast(drafts);
  // Loaded (and kept on the device) while online, so an editor opened offline can offer the codes.
  usePromocodes();
  const mustRemove = user?.has_not_deleted || all?.some((p) => p.status === 'needs_removal');

  const startNew = async () => setEditing(await createDraft());
  const nothingAtAll = !filtered && local.length === 0 && shown?.length === 0;

  return (
    <section className="page placements">
      {mustRemove ? (
        <div className="placements-alert" role="alert" data-testid="removal-banner">
          <strong>{t`Remove these ads: the period has ended`}</strong>
          <span>{t`Delete the publication, then hold the button on its card to confirm.`}</span>
        </div>
      ) : null}
      {online ? null : (
        <p className="placements-offline" role="status" data-testid="offline-banner">
          {t`You are offline — drafts are saved on this device and will be sent automatically`}
        </p>
      )}
      <div className="placements__head">
        <PageTitle>{t`Ad placements`}</PageTitle>
        <Button onClick={() => void startNew()} disabled={editing !== null}>
          <Trans>New placement</Trans>
        </Button>
      </div>
      {editing ? <DraftEditor key={editing} id={editing} onClose={() => setEditing(null)} /> : null}
      <PlacementFilters value={filters} onChange={onFiltersChange} />
      <StatusChips
        items={shown}
        value={filters.status}
        onChange={(status) => onFiltersChange({ ...filters, status })}
      />
      {nothingAtAll ? (
        <EmptyState>
          <Trans>No placements yet. Prepare one: it is saved on this device even without internet.</Trans>
        </EmptyState>
      ) : (
        <>
          {local.length > 0 ? (
            <section aria-labelledby="local-drafts-title" className="placements-group">
              <h2 id="local-drafts-title" className="placements-group__title">{t`On this device`}</h2>
              <ul className="placements-list">
                {local.map((draft) => (
                  <LocalDraftItem key={draft.id} draft={draft} onOpen={setEditing} />
                ))}
              </ul>
            </section>
          ) : null}
          <SentPlacements query={{ ...server, data: sent }} storedAt={server.data?.storedAt ?? null} />
        </>
      )}
    </section>
  );
}
