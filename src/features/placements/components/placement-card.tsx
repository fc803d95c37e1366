import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Msg } from '#contract/messages.ts';
import type { Placement } from '#contract/placements.ts';
import { networkName } from '../../../lib/networks.ts';
import { FORMAT_LABELS, formatPeriod, PLACEMENT_STATUS_LABELS } from '../../../lib/placement-vocabulary.ts';
import { usePlacementStats } from '../api/placement-stats-api.ts';
import { useAdMarking, useConfirmRemoval } from '../hooks/use-placements.ts';
import { draftRefusals, RefusalNotice } from './channel-fields.tsx';
import { CopyValue } from './copy-value.tsx';
import { HoldButton } from './hold-button.tsx';
import { PlacementEarnings } from './placement-earnings.tsx';
import { PlacementFacts } from './placement-facts.tsx';
import { PlacementMarking } from './placement-marking.tsx';
import { PlacementReports } from './placement-reports.tsx';

const EXCERPT = 160;
const MARKED = new Set(['ready', 'needs_removal', 'completed']);

/**
 * A placement the server has: its status and, once marked, the ERID and creative ID to publish with.
 * Memoised: the page re-renders on every outbox write while a draft uploads, and the query keeps unchanged
 * placements the same objects, so the cards are left alone (decision 093).
 */
export const PlacementCard = memo(function PlacementCard({ placement: p }: { placement: Placement }) {
  const { t, i18n } = useLingui();
  const removal = useConfirmRemoval();
  const period = formatPeriod(i18n, p);
  const text = p.text.length > EXCERPT ? `${p.text.slice(0, EXCERPT)}…` : p.text;
  const creativeId = p.creative_id ?? p.id;
  // A placement waiting in the queue may break a rule that came in since: the token will be refused.
  const marking = useAdMarking().data;
  const channel = { network: p.network, followers: String(p.followers), registry_entry: p.registry_entry };
  const refusals = p.status === 'moderation' ? draftRefusals(marking, channel) : [];
  const stats = usePlacementStats(p.id);

  return (
    <li
      className={`card placement placement--${p.status}`}
      data-testid="placement"
      data-id={p.id}
      data-status={p.status}
    >
      <header className="placement__head">
        <div>
          <h3 className="placement__title">
            {networkName(p.network)} · {i18n._(FORMAT_LABELS[p.format])}
          </h3>
          <p className="muted">{period}</p>
        </div>
        <span className={`chip chip--${p.status}`} data-testid="placement-status">
          {i18n._(PLACEMENT_STATUS_LABELS[p.status])}
        </span>
      </header>
      <PlacementFacts placement={p} />
      <p className="placement__text">{text}</p>
      {stats ? <PlacementEarnings figures={stats} currency={stats.currency} /> : null}
      <RefusalNotice rules={refusals} />
      {MARKED.has(p.status) ? <PlacementMarking placement={p} creativeId={creativeId} /> : null}
      {MARKED.has(p.status) ? <PlacementReports placement={p} /> : null}
      {MARKED.has(p.status) && !p.erid ? (
        <p className="placement__marking muted" role="status" data-testid="marking-pending">
          <Trans>
            Marking in progress: the token appears here once the ad registry answers. Do not publish yet.
          </Trans>
        </p>
      ) : null}
      {p.status === 'rejected' ? (
        <div className="placement__rejected" role="note">
          {p.rejection_reason ? (
            <p>
              <Trans>Reason: {p.rejection_reason}</Trans>
            </p>
          ) : null}
          <p>
            <Trans>Contact support and give the creative ID {creativeId}</Trans>
          </p>
          <CopyValue label={t`Creative ID`} value={creativeId} copied={Msg.id_copied} testId="creative-id" />
        </div>
      ) : null}
      {p.status === 'needs_removal' ? (
        <div className="placement__removal">
          <p>
            <Trans>Remove the ad from {networkName(p.network)}, then hold the button to confirm.</Trans>
          </p>
          <HoldButton disabled={removal.isPending} onConfirm={() => removal.mutate(p.id)}>
            <Trans>Hold to confirm removal</Trans>
          </HoldButton>
        </div>
      ) : null}
    </li>
  );
});
