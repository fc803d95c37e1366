import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { FRAUD_RULE_REASONS } from '../../../lib/fraud-rules.ts';
import { onReviewQuery } from '../api/income-api.ts';

/**
 * Commissions the fraud rules hold until staff decide (docs/decisions/070): not withdrawable and in no month
 * yet, each with its reason; a cancelled one shows staff's words. Nothing is shown when there is none.
 */
export function OnReview() {
  const { t, i18n } = useLingui();
  const { data } = useQuery(onReviewQuery());
  if (!data?.items.length) return null;
  const currency = data.items[0]?.currency ?? 'RUB';
  return (
    <section
      className="income-card income-review"
      aria-labelledby="income-review-title"
      data-testid="on-review"
    >
      <h2 id="income-review-title">{t`On review`}</h2>
      {data.on_review > 0 ? (
        <p className="muted">
          <Trans>
            {formatMoney(i18n.locale, data.on_review, currency)} is on review. It is not withdrawable until
            the check is over; if it passes, it is added to your income.
          </Trans>
        </p>
      ) : null}
      <ul className="income-review__list">
        {data.items.map((item) => (
          <li key={`${item.order_id}-${item.level}`} className="income-review__item">
            <div className="income-review__head">
              <strong>{formatMoney(i18n.locale, item.amount, item.currency)}</strong>
              <span className={`chip chip--review-${item.status}`}>
                {item.status === 'on_review' ? t`On review` : t`Cancelled`}
              </span>
            </div>
            <span className="muted">
              {item.product_name} · {formatDate(i18n.locale, item.occurred_at)} ·{' '}
              {item.level === 0 ? t`Personal sale` : t`Team level ${item.level}`}
            </span>
            {item.rules.map((rule) => (
              <span key={rule} className="income-review__reason">
                {i18n._(FRAUD_RULE_REASONS[rule])}
              </span>
            ))}
            {item.reason ? (
              <span className="income-review__reason">
                <Trans>Decision: {item.reason}</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
