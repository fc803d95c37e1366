/**
 * The first thing the profile shows (contract/month-overview.ts): how the month goes. Earned so far, the
 * integration rule, what becomes withdrawable and when, the way to the next rank, and what needs the
 * blogger now. Every figure is written by src/lib/format.ts.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CalendarClock, Trophy, Wallet } from 'lucide-react';
import type { MonthOverview as Overview } from '#contract/month-overview.ts';
import { Button } from '../../../components/button.tsx';
import { formatDayMonth, formatMoney, formatMonth, formatShare } from '../../../lib/format.ts';
import { monthOverviewQuery } from '../api/profile-api.ts';
import { MonthTasks } from './month-tasks.tsx';
import '../month.css';

export function MonthOverview() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(monthOverviewQuery());
  if (!data) {
    return (
      <section className="month month--waiting" aria-label={t`This month`} aria-busy={!isError}>
        {isError ? (
          <div className="card month__failed" role="alert">
            <p>
              <Trans>Could not load the month.</Trans>
            </p>
            <Button variant="light-gray" size="small" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            <div className="card month__hero month__skeleton" />
            <div className="month__tiles">
              <div className="card month__skeleton" />
              <div className="card month__skeleton" />
            </div>
            <span className="visually-hidden" role="status">
              <Trans>Loading the month…</Trans>
            </span>
          </>
        )}
      </section>
    );
  }
  return (
    <section className="month" aria-labelledby="month-title" data-testid="month-overview">
      <MonthHero data={data} />
      <div className="month__tiles">
        <WithdrawTile data={data} />
        <RankTile data={data} />
      </div>
      <MonthTasks tasks={data.tasks} total={data.tasks_total} />
    </section>
  );
}

function MonthHero({ data }: { data: Overview }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const month = formatMonth(locale, data.month);
  const earned = formatMoney(locale, data.earned, data.currency);
  const { integrations, required } = data;
  const missing = Math.max(0, required - integrations);
  const release = formatDayMonth(locale, data.wallet.release_on);
  const note =
    missing > 0
      ? plural(missing, {
          one: '# more integration releases the month’s income',
          other: '# more integrations release the month’s income',
        })
      : t`The month’s income is released on ${release}`;
  const filled = Array.from({ length: Math.max(required, integrations) }, (_, i) => i < integrations);
  return (
    <div className="card month__hero">
      <h2 id="month-title" className="month__label">
        <Trans>{month}: earned so far</Trans>
      </h2>
      <p className="month__earned" data-testid="month-earned">
        {earned}
      </p>
      <div className="month__rule" data-testid="month-rule">
        <span className="month__dots" aria-hidden="true">
          {filled.map((on, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            <span key={i} className={on ? 'month__dot month__dot--on' : 'month__dot'} />
          ))}
        </span>
        <span className="month__rule-text">
          <strong>
            <Trans>
              Integrations: {integrations} of {required}
            </Trans>
          </strong>
          <span>{note}</span>
        </span>
      </div>
    </div>
  );
}

function WithdrawTile({ data }: { data: Overview }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { wallet, currency } = data;
  const balance = formatMoney(locale, wallet.balance, currency);
  const accrued = formatMoney(locale, wallet.accrued, currency);
  const minimum = formatMoney(locale, wallet.minimum, currency);
  const release = formatDayMonth(locale, wallet.release_on);
  const ruleMet = data.integrations >= data.required;
  return (
    <Link to="/user/wallet" className="card month__tile" data-testid="month-wallet">
      <span className="month__tile-head">
        <Wallet aria-hidden="true" size={18} />
        <Trans>Withdrawable now</Trans>
      </span>
      <strong className="month__figure">{balance}</strong>
      {wallet.accrued > 0 ? (
        <span className="month__note">
          {ruleMet ? (
            <>
              <CalendarCheck aria-hidden="true" size={16} />
              <Trans>
                +{accrued} on {release}
              </Trans>
            </>
          ) : (
            <>
              <CalendarClock aria-hidden="true" size={16} />
              <Trans>{accrued} waits for the integrations</Trans>
            </>
          )}
        </span>
      ) : null}
      {wallet.balance < wallet.minimum ? (
        <span className="month__note month__note--muted">
          <Trans>Withdrawals from {minimum}</Trans>
        </span>
      ) : null}
    </Link>
  );
}

function RankTile({ data }: { data: Overview }) {
  const { i18n } = useLingui();
  const en = i18n.locale === 'en';
  const { current, next, at_risk } = data.rank;
  const name = en ? current.name_en : current.name_ru;
  return (
    <Link to="/user/ranks" className="card month__tile" data-testid="month-rank">
      <span className="month__tile-head">
        <Trophy aria-hidden="true" size={18} />
        <Trans>Rank</Trans>
      </span>
      <strong className="month__figure">{name}</strong>
      {next ? <NextRank next={next} en={en} /> : <Trans>The top rank: nothing above it</Trans>}
      {at_risk ? (
        <span className="month__note month__note--warn">
          <Trans>Rank at risk: this month’s conditions are not met yet</Trans>
        </span>
      ) : null}
    </Link>
  );
}

function NextRank({ next, en }: { next: NonNullable<Overview['rank']['next']>; en: boolean }) {
  const { i18n } = useLingui();
  const share = formatShare(i18n.locale, next.progress);
  const nextName = en ? next.name_en : next.name_ru;
  return (
    <span className="month__progress">
      <span className="month__track" aria-hidden="true">
        <span className="month__fill" style={{ width: `${Math.round(next.progress * 100)}%` }} />
      </span>
      <span className="month__note month__note--muted">
        <Trans>
          {share} of the way to {nextName}
        </Trans>
      </span>
    </span>
  );
}
