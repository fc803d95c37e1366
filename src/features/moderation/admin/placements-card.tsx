import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPlacement } from '#contract/placements.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import {
  CATEGORY_LABELS,
  FORMAT_LABELS,
  formatPeriod,
  PLACEMENT_STATUS_LABELS,
} from '../../../lib/placement-vocabulary.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { DecisionActions } from './decision-actions.tsx';
import { decidePlacement } from './moderation-admin-api.ts';
import { PlacementsMedia } from './placements-media.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-card__row">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

const Url = ({ href }: { href: string }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="admin-socials__url">
      {href}
    </a>
  ) : null;

/** One placement on moderation: the owner, every field, the materials and the decision. */
export function PlacementsCard({ placement: p }: { placement: AdminPlacement }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const decision = useMutation({
    mutationFn: decidePlacement,
    onSuccess: async (result) => {
      if (result.erid) toast.success(t`Placement approved`, t`ERID: ${result.erid}`);
      else if (result.status === 'ready') toast.success(t`Placement approved`, t`Marking in progress`);
      else toast.success(t`Placement rejected`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  const ownerName = [p.owner.first_name, p.owner.email].filter(Boolean).join(' · ');

  return (
    <li className="card admin-card" data-testid="admin-placement" data-id={p.id}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">
            {networkName(p.network)} · {i18n._(FORMAT_LABELS[p.format])}
          </h2>
          <p className="admin-muted">{ownerName}</p>
        </div>
        <span className="admin-badge admin-badge--review">{i18n._(PLACEMENT_STATUS_LABELS.moderation)}</span>
      </header>
      <dl className="admin-card__grid">
        <Row label={t`Promocode`}>{p.promocode}</Row>
        <Row label={t`Category`}>{i18n._(CATEGORY_LABELS[p.category])}</Row>
        <Row label={t`Period`}>{formatPeriod(i18n, p)}</Row>
        <Row label={t`Estimated reach`}>{formatCount(i18n.locale, p.reach)}</Row>
        <Row label={t`Target link`}>{p.target_url ? <Url href={p.target_url} /> : null}</Row>
        <Row label={t`Published material link`}>
          {p.publication_url ? <Url href={p.publication_url} /> : null}
        </Row>
        <Row label={t`Sent`}>{p.submitted_at ? formatDateTime(i18n.locale, p.submitted_at) : ''}</Row>
      </dl>
      <p className="placement-admin__text">{p.text}</p>
      <PlacementsMedia placementId={p.id} files={p.files} />
      <DecisionActions
        pending={decision.isPending}
        onDecide={(body) => decision.mutate({ id: p.id, body })}
      />
    </li>
  );
}
