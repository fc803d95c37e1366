import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { PlacementFormat } from '#contract/placements.ts';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { FORMAT_LABELS } from '../../../lib/placement-vocabulary.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useDraftPercent } from '../hooks/use-draft-progress.ts';
import type { LocalDraft } from '../local/drafts.ts';
import { SENDING_LABELS, SYNC_LABELS } from './placement-labels.ts';

/**
 * A placement that lives on this device until the sync engine hands it over to the server. Memoised: the
 * list hands over the same draft object while its row is unchanged (useLocalDrafts), so another draft's
 * write does not re-render this card; its upload progress re-renders it alone (decision 093).
 */
export const LocalDraftItem = memo(function LocalDraftItem({
  draft,
  onOpen,
}: {
  draft: LocalDraft;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const percent = useDraftPercent(draft.id, draft.files);
  const { network, format, text } = draft.payload;
  const title = [
    network ? networkName(network) : null,
    format ? i18n._(FORMAT_LABELS[format as PlacementFormat]) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const online = useOnline();
  // "Waiting for network" only when there is none: online, a queued draft is being sent or will be retried.
  const queued =
    draft.attempts > 0 ? SENDING_LABELS.retrying : online ? SENDING_LABELS.sending : SYNC_LABELS.queued;
  const label =
    draft.status === 'syncing'
      ? `${i18n._(SYNC_LABELS.syncing)} ${percent} %`
      : i18n._(draft.status === 'queued' ? queued : SYNC_LABELS[draft.status]);
  const editable = draft.status === 'editing' || draft.status === 'failed';

  return (
    <li
      className="card placement placement--local"
      data-testid="local-draft"
      data-id={draft.id}
      data-sync={draft.status}
    >
      <header className="placement__head">
        <div>
          <h3 className="placement__title">{title || t`New placement`}</h3>
          <p className="muted">{formatDateTime(i18n.locale, draft.updatedAt)}</p>
        </div>
        <span className={`chip chip--sync-${draft.status}`} data-testid="sync-status">
          {label}
        </span>
      </header>
      {draft.status === 'syncing' ? (
        <progress className="placement__progress" max={100} value={percent} aria-label={label} />
      ) : null}
      {text ? <p className="placement__text">{text.length > 120 ? `${text.slice(0, 120)}…` : text}</p> : null}
      {draft.error ? (
        <p className="field__error" role="alert">
          {draft.error}
        </p>
      ) : null}
      {editable ? (
        <div className="button-row">
          <Button size="small" variant="light-gray" onClick={() => onOpen(draft.id)}>
            <Trans>Edit</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
});
