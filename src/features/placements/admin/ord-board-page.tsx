import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lastEndedMonth } from '#contract/money.ts';
import type { BoardRow } from '#contract/ord.ts';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { ordBoardQuery, resendPlacement } from './ord-admin-api.ts';
import { OrdReportReview } from './ord-report-review.tsx';

/** Per month and placement: marking, the blogger's impressions (or none yet), the registry's statuses. */
export function OrdBoardPage() {
  const { t, i18n } = useLingui();
  const [month, setMonth] = useState(() => lastEndedMonth());
  const query = useQuery({ ...ordBoardQuery(month), select: (board) => board.rows });

  return (
    <section className="page admin-page">
      <PageTitle>{t`Ad marking`}</PageTitle>
      <label className="field">
        <span>{t`Month`}</span>
        <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
      </label>
      <p className="admin-muted">{formatMonth(i18n.locale, month)}</p>
      <ListStates query={query} empty={<Trans>No placements ran this month</Trans>}>
        {(rows) => (
          <ul className="admin-list">
            {rows.map((row) => (
              <BoardCard key={row.placement_id} row={row} month={month} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function BoardCard({ row, month }: { row: BoardRow; month: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKey });
  const resend = useMutation({ mutationFn: resendPlacement, onSuccess: refresh });
  const bad = row.objects.filter((o) => o.status === 'bad');

  return (
    <li className="card admin-mail" data-testid="ord-row" data-marking={row.marking}>
      <div className="admin-mail__meta">
        <span>{row.owner_email}</span>
        <span className="admin-muted">{networkName(row.network as never)}</span>
      </div>
      <p>{row.erid ? <Trans>ERID: {row.erid}</Trans> : <Trans>Marking in progress</Trans>}</p>
      {row.marking_error ? <p className="admin-muted">{row.marking_error}</p> : null}
      <OrdReportReview row={row} month={month} />
      <ul className="admin-list">
        {row.objects.map((o) => (
          <li key={`${o.kind}/${o.external_id}`} className={`chip chip--${o.status}`}>
            {o.kind}: {o.status}
            {o.messages.length ? ` — ${o.messages.join('; ')}` : ''}
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        {bad.length || row.marking_error ? (
          <button type="button" className="button" onClick={() => resend.mutate(row.placement_id)}>
            {t`Send again`}
          </button>
        ) : null}
      </div>
    </li>
  );
}
