import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { adLabel } from '#contract/ad-rules.ts';
import { Msg } from '#contract/messages.ts';
import type { Placement } from '#contract/placements.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePlacementStats } from '../api/placement-stats-api.ts';
import { useAdMarking } from '../hooks/use-placements.ts';
import { CopyValue } from './copy-value.tsx';
import { QrLink } from './qr-link.tsx';

/**
 * What a marked placement is published with: the label line and the link with `erid=` to paste as they are
 * (38-ФЗ art. 18.1), the token and the creative ID. The link is the tracked one (the referral link naming
 * the placement by its token, decision 080) once the server gave it, with its QR code; offline, the target
 * link with `erid=`. A live story also reminds the blogger to keep a
 * screenshot with its marking before it expires: the proof of publication once the story is gone.
 */
export function PlacementMarking({ placement: p, creativeId }: { placement: Placement; creativeId: string }) {
  const { t, i18n } = useLingui();
  const advertiser = useAdMarking().data?.advertiser ?? null;
  const link = usePlacementStats(p.id)?.tracked_url ?? p.marked_url;
  if (!p.erid) return null;
  const live = p.format === 'stories' && p.status === 'ready';
  return (
    <div className="placement__marking">
      {advertiser ? (
        <CopyValue
          label={t`Ad label`}
          value={adLabel(advertiser, p.erid)}
          copied={Msg.label_copied}
          testId="ad-label"
        />
      ) : null}
      {link ? (
        <>
          <CopyValue label={t`Marked link`} value={link} copied={Msg.link_copied} testId="marked-url" />
          <QrLink link={link} name={`qr-${p.erid}`} />
        </>
      ) : null}
      <CopyValue label={t`ERID token`} value={p.erid} copied={Msg.erid_copied} testId="erid" />
      <CopyValue label={t`Creative ID`} value={creativeId} copied={Msg.id_copied} testId="creative-id" />
      {live ? (
        <p className="placement__proof" role="note" data-testid="story-proof">
          <Camera size={16} aria-hidden="true" />
          <span>
            <Trans>
              Take a screenshot of the live story with its marking before{' '}
              {formatDateTime(i18n.locale, p.removal_due_at)} and keep it: it proves the ad ran as marked.
            </Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
