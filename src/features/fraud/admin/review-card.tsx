import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderReview } from '#contract/fraud.ts';
import { Button } from '../../../components/button.tsx';
import { RejectForm } from '../../../components/reject-form.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { FRAUD_RULE_REASONS } from '../../../lib/fraud-rules.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { decideReview } from './fraud-admin-api.ts';

/** One held order: why it was flagged, what each level would get; release or cancel with a reason. */
export function ReviewCard({ item }: { item: OrderReview }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const decide = useMutation({
    mutationFn: decideReview,
    onSuccess: async (_result, { body }) => {
      toast.success(body.decision === 'release' ? t`Commissions released` : t`Commissions cancelled`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  const m = (minor: number) => formatMoney(i18n.locale, minor, item.order.currency);

  return (
    <li className="card admin-card" data-testid="review-card" data-order={item.order.external_id}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">
            {item.order.external_id} · {m(item.order.amount)}
          </h2>
          <p className="admin-muted">
            {item.order.product_name} · {formatDate(i18n.locale, item.order.occurred_at)}
            {item.seller ? ` · ${item.seller.email}` : ''}
          </p>
        </div>
      </header>
      <ul className="review-reasons">
        {item.rules.map((rule) => (
          <li key={rule}>{i18n._(FRAUD_RULE_REASONS[rule])}</li>
        ))}
      </ul>
      <table className="review-lines">
        <thead>
          <tr>
            <th>{t`Level`}</th>
            <th>{t`Blogger`}</th>
            <th>{t`Commission`}</th>
          </tr>
        </thead>
        <tbody>
          {item.lines.map((line) => (
            <tr key={`${line.level}-${line.account.id}`}>
              <td>{line.level === 0 ? t`Personal sale` : line.level}</td>
              <td>{line.account.email}</td>
              <td>{m(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {item.order.refunded ? (
        <p className="admin-muted">
          <Trans>The order was refunded</Trans>
        </p>
      ) : null}
      {item.reason ? <p className="admin-muted">{item.reason}</p> : null}
      {item.status !== 'on_review' ? null : cancelling ? (
        <RejectForm
          pending={decide.isPending}
          submitLabel={t`Cancel commissions`}
          onCancel={() => setCancelling(false)}
          onSubmit={(reason) => decide.mutate({ id: item.id, body: { decision: 'cancel', reason } })}
        />
      ) : (
        <div className="button-row">
          <Button
            size="small"
            loading={decide.isPending}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: item.id, body: { decision: 'release' } })}
          >
            <Trans>Release</Trans>
          </Button>
          <Button
            variant="warned"
            size="small"
            disabled={decide.isPending}
            onClick={() => setCancelling(true)}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
