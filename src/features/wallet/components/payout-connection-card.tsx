import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletSummary } from '#contract/wallet.ts';
import { Button } from '../../../components/button.tsx';
import { connectPayouts, walletKey, walletQuery } from '../api/wallet-api.ts';
import { YooKassaConnectForm } from './yookassa-connect-form.tsx';

/**
 * SPEC §2 payout service, and with YooKassa the self-employed connection (docs/decisions/077): the form
 * (a YooMoney wallet, and the INN or a phone linked to «Мой налог»), then the status with what to do next:
 * open the request in «Мой налог» while pending, connect again when declined or not registered.
 */
export function PayoutConnectionCard({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: () => connectPayouts(),
    onSuccess: (next) => queryClient.setQueryData(walletQuery().queryKey, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
  const recheck = () => queryClient.invalidateQueries({ queryKey: walletQuery().queryKey });
  const { connection, payout_service: service } = summary;
  // YooKassa pays the self-employed in roubles only; the UAE site keeps the plain connection. A connection
  // shows as what it was made with, even if the server now runs another provider.
  const yookassa = (connection?.provider ?? service.provider) === 'yookassa' && summary.currency === 'RUB';
  const status = connection?.status ?? null;
  const needsForm = yookassa && (status === null || status === 'canceled' || status === 'unregistered');

  return (
    <div className="card wallet-connect" data-testid="payout-connection" data-status={status ?? 'none'}>
      <div className="wallet-connect__head">
        <strong>{yookassa ? t`Payouts through YooKassa` : t`Payout service`}</strong>
        {status === 'confirmed' ? <span className="chip chip--wallet-completed">{t`Connected`}</span> : null}
        {status === 'pending' ? (
          <span className="chip chip--wallet-pending">{t`Awaiting confirmation`}</span>
        ) : null}
        {status === 'canceled' || status === 'unregistered' ? (
          <span className="chip chip--wallet-failed">
            {status === 'canceled' ? t`Declined` : t`Not found`}
          </span>
        ) : null}
      </div>
      {!yookassa ? (
        <div className="wallet-connect__row">
          <p className="muted">
            {connection ? (
              <Trans>Connected. Payouts go to the account in the payout service.</Trans>
            ) : (
              <Trans>Connect the payout service to withdraw money.</Trans>
            )}
          </p>
          {connection ? null : (
            <Button size="small" loading={connect.isPending} onClick={() => connect.mutate()}>
              <Trans>Connect</Trans>
            </Button>
          )}
        </div>
      ) : null}
      {yookassa && status === 'pending' ? (
        <div className="wallet-connect__steps">
          <p>
            <Trans>
              YooMoney has sent you a request in «Мой налог». Open it and allow YooMoney to register your
              income receipts: until then payouts cannot be requested.
            </Trans>
          </p>
          {connection?.confirmation_url ? (
            <a
              className="btn btn--green btn--small"
              href={connection.confirmation_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Open the request in «Мой налог»</Trans>
            </a>
          ) : null}
          <Button variant="light-gray" size="small" onClick={() => void recheck()}>
            <Trans>Check the request again</Trans>
          </Button>
        </div>
      ) : null}
      {yookassa && status === 'confirmed' ? (
        <p className="muted">
          <Trans>
            Payouts go to the YooMoney wallet {connection?.destination}. YooMoney registers the income receipt
            in «Мой налог» for you with every payout.
          </Trans>
        </p>
      ) : null}
      {yookassa && status === 'canceled' ? (
        <p className="wallet-carry wallet-carry--debt">
          <Trans>
            The request in «Мой налог» was declined, or the rights were revoked later. Without them YooMoney
            cannot pay you as self-employed. Connect again and allow the new request.
          </Trans>
        </p>
      ) : null}
      {yookassa && status === 'unregistered' ? (
        <p className="wallet-carry wallet-carry--debt">
          <Trans>
            «Мой налог» does not know a self-employed person with this INN or phone, or the status was lost.
            Register as self-employed in «Мой налог» (or check the INN in your profile), then connect again.
          </Trans>
        </p>
      ) : null}
      {needsForm ? <YooKassaConnectForm service={service} /> : null}
    </div>
  );
}
