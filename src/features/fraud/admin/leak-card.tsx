import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GRACE_DAYS_DEFAULT, GRACE_DAYS_MAX, type LeakTop, type PromocodeLeak } from '#contract/leaks.ts';
import { Button } from '../../../components/button.tsx';
import { RejectForm } from '../../../components/reject-form.tsx';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { LEAK_SIGNAL_TEXT } from './leak-signals.ts';
import { dismissLeak, retireLeak } from './leaks-admin-api.ts';

/** One flagged promocode: why, the figures behind it, and staff's choice (retire with a grace period, or dismiss). */
export function LeakCard({ item }: { item: PromocodeLeak }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [dismissing, setDismissing] = useState(false);
  const [grace, setGrace] = useState(GRACE_DAYS_DEFAULT);
  const done = async () => queryClient.invalidateQueries({ queryKey: adminKey });
  const retire = useMutation({
    mutationFn: retireLeak,
    onSuccess: async (r) => {
      toast.success(t`Code retired; the new code is ${r.replacement ?? ''}`);
      await done();
    },
  });
  const dismiss = useMutation({
    mutationFn: dismissLeak,
    onSuccess: async () => {
      toast.success(t`Flag dismissed`);
      await done();
    },
  });
  const f = item.figures;
  const n = (value: number) => formatCount(i18n.locale, value);
  const share = (top: LeakTop | null) =>
    top ? t`${top.value}: ${n(top.orders)} of ${n(top.of)}` : t`not sent by the shop`;
  const busy = retire.isPending || dismiss.isPending;

  return (
    <li className="card admin-card" data-testid="leak-card" data-code={item.promocode.code}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">
            <code>{item.promocode.code}</code> · {networkName(item.promocode.network)}
          </h2>
          <p className="admin-muted">
            {item.owner.email} · {t`updated ${formatDateTime(i18n.locale, item.updated_at)}`}
          </p>
        </div>
      </header>
      <ul className="review-reasons">
        {item.signals.map((s) => (
          <li key={s}>{i18n._(LEAK_SIGNAL_TEXT[s])}</li>
        ))}
      </ul>
      <dl className="leak-figures">
        <dt>{t`Orders in ${f.window_days} days`}</dt>
        <dd data-testid="leak-orders">{n(f.orders)}</dd>
        <dt>{t`Through the blogger's link`}</dt>
        <dd>{n(f.orders_with_click)}</dd>
        <dt>{t`Clicks on the link`}</dt>
        <dd>{n(f.clicks)}</dd>
        <dt>{t`Placements running, their reach`}</dt>
        <dd>
          {n(f.placements)} · {n(f.reach)}
        </dd>
        <dt>{t`Explained by the link and placements`}</dt>
        <dd>{n(f.explained)}</dd>
        <dt>{t`Not explained`}</dt>
        <dd data-testid="leak-unexplained">{n(f.unexplained)}</dd>
        <dt>{t`Top region in ${f.burst_hours} h`}</dt>
        <dd>{share(f.top_region)}</dd>
        <dt>{t`Top website in ${f.burst_hours} h`}</dt>
        <dd>{share(f.top_referrer)}</dd>
        <dt>{t`From coupon sites`}</dt>
        <dd>
          {n(f.coupon_orders)}
          {f.coupon_sites.length ? ` (${f.coupon_sites.join(', ')})` : ''}
        </dd>
      </dl>
      {item.status === 'retired' ? (
        <p className="admin-muted" data-testid="leak-retired">
          {t`Replaced by ${item.replacement ?? ''}; the old code counts for orders until ${formatDate(i18n.locale, item.grace_until ?? item.updated_at)}`}
        </p>
      ) : null}
      {item.status === 'dismissed' && item.reason ? <p className="admin-muted">{item.reason}</p> : null}
      {item.status !== 'open' ? null : dismissing ? (
        <RejectForm
          pending={dismiss.isPending}
          submitLabel={t`Dismiss the flag`}
          onCancel={() => setDismissing(false)}
          onSubmit={(reason) => dismiss.mutate({ id: item.id, reason })}
        />
      ) : (
        <div className="leak-actions">
          <label className="field leak-grace">
            <span>
              <Trans>Old code works for, days</Trans>
            </span>
            <input
              type="number"
              name="grace-days"
              min={0}
              max={GRACE_DAYS_MAX}
              value={grace}
              onChange={(e) => setGrace(Math.max(0, Math.min(GRACE_DAYS_MAX, Number(e.target.value) || 0)))}
            />
          </label>
          <div className="button-row">
            <Button
              size="small"
              loading={retire.isPending}
              disabled={busy}
              onClick={() => retire.mutate({ id: item.id, graceDays: grace })}
            >
              <Trans>Retire and issue a new code</Trans>
            </Button>
            <Button variant="warned" size="small" disabled={busy} onClick={() => setDismissing(true)}>
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
