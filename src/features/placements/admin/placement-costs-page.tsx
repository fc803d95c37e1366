import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Network } from '#contract/accounts.ts';
import {
  PLACEMENT_COST_GROUPS,
  type PlacementCostGroup,
  type PlacementCostRow,
} from '#contract/placement-stats.ts';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { placementCostsQuery } from './placement-costs-api.ts';
import './placement-costs.css';

const GROUP_LABELS = {
  placement: msg`By placement`,
  network: msg`By network`,
  blogger: msg`By blogger`,
} as const;

/** Staff: what placements brought and cost the brand, all levels' commission per order (decision 080). */
export function PlacementCostsPage() {
  const { t, i18n } = useLingui();
  const [by, setBy] = useState<PlacementCostGroup>('placement');
  const query = useQuery(placementCostsQuery(by));
  return (
    <section className="page admin-page">
      <PageTitle>{t`Placement costs`}</PageTitle>
      <p className="admin-muted">
        {t`Orders through each placement's tracked link or promocode, net of refunds; the cost is every team level's commission on them.`}
      </p>
      <Tabs
        label={t`Group by`}
        tabs={PLACEMENT_COST_GROUPS.map((g) => ({ id: g, label: i18n._(GROUP_LABELS[g]) }))}
        value={by}
        onChange={setBy}
      >
        <ListStates query={query} empty={t`No placement has brought a click or an order yet`}>
          {(rows) => <CostTable rows={rows} by={by} />}
        </ListStates>
      </Tabs>
    </section>
  );
}

function CostTable({ rows, by }: { rows: PlacementCostRow[]; by: PlacementCostGroup }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const money = (minor: number, currency: string) => formatMoney(locale, minor, currency);
  const subject = (r: PlacementCostRow) => {
    if (by === 'blogger') return r.blogger ?? r.key;
    const network = networkName((r.network ?? r.key) as Network);
    if (by === 'network') return network;
    return `${network} · ${r.start_date ? formatDate(locale, r.start_date) : ''}`;
  };
  const heading = by === 'placement' ? t`Placement` : by === 'network' ? t`Network` : t`Blogger`;
  return (
    <table className="admin-table cost-table" data-testid="placement-costs">
      <thead>
        <tr>
          <th>{heading}</th>
          {by === 'placement' ? <th>{t`Blogger`}</th> : null}
          <th>{t`Clicks`}</th>
          <th>{t`Orders`}</th>
          <th>{t`Revenue`}</th>
          <th>{t`Cost`}</th>
          <th>{t`Cost per order`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.key}/${r.currency}`} data-testid="placement-cost-row">
            <td data-label={heading}>{subject(r)}</td>
            {by === 'placement' ? <td data-label={t`Blogger`}>{r.blogger}</td> : null}
            <td data-label={t`Clicks`}>{formatCount(locale, r.clicks)}</td>
            <td data-label={t`Orders`}>{formatCount(locale, r.orders)}</td>
            <td data-label={t`Revenue`}>{money(r.revenue, r.currency)}</td>
            <td data-label={t`Cost`}>{money(r.cost, r.currency)}</td>
            <td data-label={t`Cost per order`}>
              {r.cost_per_order === null ? '—' : money(r.cost_per_order, r.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
