import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Network } from '#contract/accounts.ts';
import { Msg } from '#contract/messages.ts';
import type { Promocode, PromocodeMonth } from '#contract/promocodes.ts';
import { Button } from '../../../components/button.tsx';
import { NetworkFilter } from '../../../components/network-filter.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatCount, formatDate, formatMoney, formatMonth } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { toast } from '../../../lib/toasts.ts';
import { usePromocodes } from '../../../lib/use-promocodes.ts';
import { usePromocodeStats } from '../api/promocode-stats-api.ts';
import { PromocodeForm } from './promocode-form.tsx';
import { RetiredNote } from './retired-note.tsx';
import '../promocodes.css';

interface Props {
  network?: Network;
  onNetworkChange: (network: Network | undefined) => void;
}

/** /user/promocodes: the blogger's codes by social network, and the form to add one. */
export function PromocodesPage({ network, onNetworkChange }: Props) {
  const { t } = useLingui();
  const { data, isError, isPending } = usePromocodes();
  const shown = (data ?? []).filter((p) => !network || p.network === network);
  return (
    <section className="page promocodes">
      <PageTitle>{t`Promocodes`}</PageTitle>
      <p className="muted">
        <Trans>
          A sale with your promocode is credited to you. Each code belongs to one social network and is unique
          on the platform.
        </Trans>
      </p>
      <PromocodeForm network={network} />
      <div className="promocodes__filters">
        <NetworkFilter value={network} onChange={onNetworkChange} />
      </div>
      {isPending ? (
        <p className="muted" aria-busy="true">
          {t`Loading…`}
        </p>
      ) : isError && !data ? (
        <p className="muted" role="alert">
          {t`Could not load the promocodes. Check the connection and reload.`}
        </p>
      ) : shown.length === 0 ? (
        <div className="card empty-state" data-testid="promocodes-empty">
          <p>{network ? t`No promocodes for this network yet.` : t`You have no promocodes yet.`}</p>
          <p className="muted">{t`Add one above: it will show up in your placements.`}</p>
        </div>
      ) : (
        <ul className="promocode-list" aria-label={t`Your promocodes`}>
          {shown.map((p) => (
            <PromocodeItem key={p.id} promocode={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PromocodeItem({ promocode }: { promocode: Promocode }) {
  const { t } = useLingui();
  const { code } = promocode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(i18n._(Msg.promocode_copied));
    } catch {
      toast.error(i18n._(Msg.internal_error));
    }
  };
  return (
    <li className={`card promocode-item${promocode.retired ? ' promocode-item--retired' : ''}`}>
      <div className="promocode-item__text">
        <code className="promocode-item__code">{code}</code>
        <span className="muted">
          {networkName(promocode.network)} · {formatDate(i18n.locale, promocode.created_at)}
        </span>
        {promocode.this_month ? <MonthSales sales={promocode.this_month} /> : null}
        <AllTime code={code} />
        {promocode.retired ? <RetiredNote retired={promocode.retired} /> : null}
      </div>
      <Button size="tiny" variant="transparent" onClick={copy} aria-label={t`Copy: ${code}`}>
        <Trans>Copy</Trans>
      </Button>
    </li>
  );
}

/** The code's orders and revenue this month, naming the month (the figures restart each month). */
function MonthSales({ sales }: { sales: PromocodeMonth }) {
  const { t } = useLingui();
  const locale = i18n.locale;
  const month = formatMonth(locale, sales.month);
  const orders = formatCount(locale, sales.orders);
  const revenue = formatMoney(locale, sales.revenue, sales.currency);
  return (
    <span className="promocode-item__sales" data-testid="promocode-month">
      {t`This month (${month}): orders ${orders}, revenue ${revenue}`}
    </span>
  );
}

/** All time, through the code and the tracked links of the placements that carry it (decision 080). */
function AllTime({ code }: { code: string }) {
  const { t } = useLingui();
  const stats = usePromocodeStats(code);
  if (!stats) return null;
  const locale = i18n.locale;
  const clicks = formatCount(locale, stats.clicks);
  const orders = formatCount(locale, stats.orders);
  const revenue = formatMoney(locale, stats.revenue, stats.currency);
  const earnings = formatMoney(locale, stats.earnings, stats.currency);
  return (
    <span className="promocode-item__sales" data-testid="promocode-all-time">
      {t`All time: clicks ${clicks}, orders ${orders}, revenue ${revenue}, earnings ${earnings}`}
    </span>
  );
}
