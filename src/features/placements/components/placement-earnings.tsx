import { useLingui } from '@lingui/react/macro';
import type { LinkFigures } from '#contract/placement-stats.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';

/**
 * What a placement's link brought (decision 080): clicks, orders, revenue and earnings; orders and revenue
 * net of refunds, earnings the blogger's own commission (a held order counts once released).
 */
export function PlacementEarnings({ figures, currency }: { figures: LinkFigures; currency: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const items = [
    { id: 'clicks', label: t`Clicks`, value: formatCount(locale, figures.clicks) },
    { id: 'orders', label: t`Orders`, value: formatCount(locale, figures.orders) },
    { id: 'revenue', label: t`Revenue`, value: formatMoney(locale, figures.revenue, currency) },
    { id: 'earnings', label: t`Earnings`, value: formatMoney(locale, figures.earnings, currency) },
  ];
  return (
    <dl className="placement-earnings" data-testid="placement-earnings">
      {items.map((item) => (
        <div key={item.id} data-testid={`earnings-${item.id}`}>
          <dt className="muted">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
