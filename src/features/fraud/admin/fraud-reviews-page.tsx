import './fraud-admin.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_STATUSES, type ReviewStatus } from '#contract/fraud.ts';
import { PagedListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { type TabItem, Tabs } from '../../../components/tabs.tsx';
import { FRAUD_RULE_REASONS } from '../../../lib/fraud-rules.ts';
import { fraudRulesQuery, orderReviewsQuery, switchRule } from './fraud-admin-api.ts';
import { LeaksSection } from './leaks-section.tsx';
import { ReviewCard } from './review-card.tsx';

type Tab = 'orders' | 'promocodes';

/** Staff's fraud page: held orders (with the rules admins switch) and leaked promocodes, one tab each. */
export function FraudReviewsPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('orders');
  const tabs: TabItem<Tab>[] = [
    { id: 'orders', label: t`Orders on review` },
    { id: 'promocodes', label: t`Leaked promocodes` },
  ];
  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Fraud review`}</PageTitle>
      </div>
      <Tabs label={t`Fraud review`} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'orders' ? <OrderReviews /> : <LeaksSection />}
      </Tabs>
    </section>
  );
}

/** The rules (switched on and off by admins) and the queue of held orders. */
function OrderReviews() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus>('on_review');
  const [page, setPage] = useState(1);
  const query = useQuery(orderReviewsQuery(status, page));
  const { data } = query;
  const rules = useQuery(fraudRulesQuery());
  const toggle = useMutation({
    mutationFn: switchRule,
    onSuccess: (list) => queryClient.setQueryData(fraudRulesQuery().queryKey, list),
  });
  const labels: Record<ReviewStatus, string> = {
    on_review: t`On review`,
    released: t`Released`,
    cancelled: t`Cancelled`,
  };

  return (
    <>
      {data ? <p className="admin-muted">{t`Orders: ${data.total}`}</p> : null}
      <fieldset className="card fraud-rules">
        <legend>{t`Rules`}</legend>
        {rules.data?.items.map((rule) => (
          <label key={rule.code} className="fraud-rule">
            <input
              type="checkbox"
              checked={rule.enabled}
              disabled={toggle.isPending}
              onChange={(e) => toggle.mutate({ code: rule.code, enabled: e.target.checked })}
            />
            <span>{i18n._(FRAUD_RULE_REASONS[rule.code])}</span>
          </label>
        ))}
      </fieldset>
      <label className="field fraud-status">
        <span>{t`Status`}</span>
        <select
          name="review-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReviewStatus);
            setPage(1);
          }}
        >
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </label>
      <PagedListStates query={query} empty={<Trans>No orders here</Trans>} onPage={setPage}>
        {(item) => <ReviewCard key={item.id} item={item} />}
      </PagedListStates>
    </>
  );
}
