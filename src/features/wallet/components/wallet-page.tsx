import '../wallet.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { walletQuery } from '../api/wallet-api.ts';
import { HistoryTabs } from './history-tabs.tsx';
import { NpdCard } from './npd-card.tsx';
import { PayoutConnectionCard } from './payout-connection-card.tsx';
import { WalletTerms } from './wallet-terms.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';

/** SPEC §2 wallet: balance, payout service, terms, the request form and the history tabs. */
export function WalletPage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(walletQuery());

  if (isPending || isError) {
    return (
      <section className="page">
        <PageTitle>{t`Wallet`}</PageTitle>
        {isError ? (
          <div className="wallet-failed" role="alert">
            <p className="muted">
              <Trans>The wallet could not be loaded. Check the connection and try again.</Trans>
            </p>
            <Button variant="light-gray" size="small" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className="card wallet-skeleton" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Loading…</Trans>
            </span>
          </div>
        )}
      </section>
    );
  }

  const money = (minor: number) => formatMoney(i18n.locale, minor, data.currency);
  const minimum = money(data.minimum);
  return (
    <section className="page wallet">
      <PageTitle>{t`Wallet`}</PageTitle>
      <div className="card wallet-balance">
        <span className="muted">
          <Trans>Available to withdraw</Trans>
        </span>
        <strong className="wallet-balance__value" data-testid="wallet-balance">
          {money(data.balance)}
        </strong>
        <dl className="wallet-facts">
          <div>
            <dt>{t`In requests`}</dt>
            <dd>{money(data.held)}</dd>
          </div>
          <div>
            <dt>{t`Accrued this month`}</dt>
            <dd>{money(data.accrued)}</dd>
          </div>
          {data.on_review > 0 ? (
            <div>
              <dt>{t`On review`}</dt>
              <dd>{money(data.on_review)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t`Minimum withdrawal`}</dt>
            <dd>{minimum}</dd>
          </div>
        </dl>
        {data.accrued > 0 ? (
          <p className="muted">
            <Trans>Income accrued this month becomes available after the month closes.</Trans>
          </p>
        ) : null}
        {data.carry_over.reason === 'refund_debt' ? (
          <p className="wallet-carry wallet-carry--debt" data-testid="wallet-refund-debt">
            <Trans>
              The balance is below zero by {money(-data.carry_over.amount)}: an order already paid out was
              refunded. Your next months' income covers it first; withdrawals open again once the balance is
              above the minimum.
            </Trans>
          </p>
        ) : null}
        {data.carry_over.reason === 'below_minimum' ? (
          <p className="wallet-carry" data-testid="wallet-carry-over">
            <Trans>
              {money(data.carry_over.amount)} is below the minimum withdrawal of {minimum} and carries over to
              next month.
            </Trans>
          </p>
        ) : null}
      </div>
      <PayoutConnectionCard summary={data} />
      <NpdCard />
      <WalletTerms currency={data.currency} minimum={minimum} />
      <div className="card">
        <h2 className="wallet-subtitle">
          <Trans>Withdrawal request</Trans>
        </h2>
        <WithdrawalForm summary={data} />
      </div>
      <HistoryTabs />
    </section>
  );
}
