import { useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { IncomeHistoryPage, IncomeLine } from '#contract/income.ts';
import { ListSkeleton } from '../../../components/list-state.tsx';
import { ShowMore } from '../../../components/show-more.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { LINE_STATE_LABELS, lineTypeLabel, RULE_LABELS, reasonText } from '../income-format.ts';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<IncomeHistoryPage>>;
  filtered: boolean;
}

/** The earnings lines, newest first; each names its order, rule and partner, with its state and reason. */
export function IncomeHistory({ query, filtered }: Props) {
  const { t } = useLingui();
  if (query.isPending) return <ListSkeleton rows={2} className="income-loading" />;
  if (query.isError) return <p className="muted">{t`The history could not be loaded. Try again later.`}</p>;
  const lines = query.data.pages.flatMap((p) => p.items);
  if (!lines.length)
    return <p className="muted">{filtered ? t`Nothing matches these filters` : t`No earnings yet`}</p>;
  return (
    <>
      <ul
        className="income-lines"
        aria-busy={query.isPlaceholderData || undefined}
        data-testid="income-lines"
      >
        {lines.map((line) => (
          <HistoryLine key={line.id} line={line} />
        ))}
      </ul>
      <ShowMore query={query} />
    </>
  );
}

function HistoryLine({ line }: { line: IncomeLine }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <li className={`income-line income-line--${line.state}`} data-testid="income-line">
      <div className="income-line__top">
        <span className="income-line__type">{lineTypeLabel(i18n, line)}</span>
        <span className={`income-badge income-badge--${line.state}`}>
          {i18n._(LINE_STATE_LABELS[line.state])}
        </span>
        <strong className="income-line__amount">{formatMoney(locale, line.amount, line.currency)}</strong>
      </div>
      <dl className="income-line__facts">
        {line.product ? (
          <div>
            <dt>{t`Product`}</dt>
            <dd data-testid="income-line-product">{line.product_name ?? line.product}</dd>
          </div>
        ) : null}
        {line.rate_bp != null ? (
          <div>
            <dt>{t`Rate`}</dt>
            <dd data-testid="income-line-rule">
              {formatPercent(locale, line.rate_bp)}
              {line.rule ? `, ${i18n._(RULE_LABELS[line.rule])}` : ''}
            </dd>
          </div>
        ) : null}
        {line.promocode ? (
          <div>
            <dt>{t`Promocode`}</dt>
            <dd>{line.promocode}</dd>
          </div>
        ) : null}
        {line.partner ? (
          <div>
            <dt>{t`Partner`}</dt>
            <dd>{line.partner}</dd>
          </div>
        ) : null}
        {line.order ? (
          <div className="income-line__fact--wide">
            <dt>{t`Order`}</dt>
            <dd>
              {line.order.external_id} · {formatDate(locale, line.order.occurred_at)} ·{' '}
              {formatMoney(locale, line.order.amount, line.order.currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="income-line__reason" data-testid="income-line-reason">
        {reasonText(i18n, line.reason)}
      </p>
    </li>
  );
}
