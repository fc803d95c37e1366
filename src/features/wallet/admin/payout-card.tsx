import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AdminWithdrawal } from '#contract/wallet.ts';
import { Button } from '../../../components/button.tsx';
import { RejectForm } from '../../../components/reject-form.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { decideWithdrawal } from './wallet-admin-api.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-card__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One request in the payout queue: who, how much, for which period, what their wallet holds; pay or reject. */
export function PayoutCard({ item }: { item: AdminWithdrawal }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: async (_result, { body }) => {
      toast.success(body.decision === 'pay' ? t`Payout sent` : t`Request rejected`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  const m = (minor: number) => formatMoney(i18n.locale, minor, item.currency);

  return (
    <li className="card admin-card" data-testid="payout-card" data-email={item.owner.email}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">{m(item.amount)}</h2>
          <p className="admin-muted">
            {[item.owner.first_name, item.owner.email].filter(Boolean).join(' · ')}
          </p>
        </div>
      </header>
      <dl className="admin-card__grid">
        <Row label={t`Period`}>
          {formatDate(i18n.locale, item.start_date)} – {formatDate(i18n.locale, item.end_date)}
        </Row>
        <Row label={t`Wallet balance`}>{m(item.balance)}</Row>
        <Row label={t`In requests`}>{m(item.held)}</Row>
        <Row label={t`Requested`}>{formatDate(i18n.locale, item.created_at)}</Row>
      </dl>
      {!item.connected ? (
        <p className="admin-muted">
          <Trans>The payout service is not connected</Trans>
        </p>
      ) : null}
      {item.status !== 'pending' ? null : rejecting ? (
        <RejectForm
          pending={decide.isPending}
          submitLabel={t`Reject request`}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => decide.mutate({ id: item.id, body: { decision: 'reject', reason } })}
        />
      ) : (
        <div className="button-row">
          <Button
            size="small"
            loading={decide.isPending}
            disabled={decide.isPending || !item.connected}
            onClick={() => decide.mutate({ id: item.id, body: { decision: 'pay' } })}
          >
            <Trans>Pay</Trans>
          </Button>
          <Button
            variant="warned"
            size="small"
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            <Trans>Reject</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
