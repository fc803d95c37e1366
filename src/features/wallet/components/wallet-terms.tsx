import { Trans } from '@lingui/react/macro';
import type { Currency } from '#contract/money.ts';

/**
 * The payout terms. The Russian variant (RUB) and the English UAE variant (USD) have their own legal
 * wording, chosen by the account's currency, which is fixed at approval.
 */
export function WalletTerms({ currency, minimum }: { currency: Currency; minimum: string }) {
  return (
    <details className="card wallet-terms" data-testid={`wallet-terms-${currency}`}>
      <summary>
        <Trans>Payout terms</Trans>
      </summary>
      <ul>
        {currency === 'RUB' ? (
          <>
            <li>
              <Trans>
                The reward is paid in roubles under the services agreement to the bank account or card
                connected in the payout service.
              </Trans>
            </li>
            <li>
              <Trans>
                Self-employed partners issue a receipt in the “My Tax” app for each payout; sole proprietors
                and companies sign a certificate of services rendered. Taxes are paid by the partner under
                Russian law.
              </Trans>
            </li>
          </>
        ) : (
          <>
            <li>
              <Trans>
                Rewards are paid in US dollars to the bank account connected in the payout service, under the
                partner agreement governed by the laws of the United Arab Emirates.
              </Trans>
            </li>
            <li>
              <Trans>
                You act as an independent contractor and are responsible for declaring your rewards and paying
                any taxes in your country of residence. Amounts are shown without VAT.
              </Trans>
            </li>
          </>
        )}
        <li>
          <Trans>
            The minimum withdrawal is {minimum}. A smaller balance carries over to the next month.
          </Trans>
        </li>
        <li>
          {currency === 'RUB' ? (
            <Trans>
              Income for a month becomes available after the month closes, provided there were at least 2 ad
              integrations that month (3 for agreements signed before 03.08.2024).
            </Trans>
          ) : (
            <Trans>
              Income for a month becomes available after the month closes, provided there were at least 2 ad
              integrations that month.
            </Trans>
          )}
        </li>
      </ul>
    </details>
  );
}
