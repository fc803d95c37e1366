import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEAGUE_MIN_INTEGRATIONS, type RankProgress } from '#contract/ranks.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { ProgressBar } from './progress-bar.tsx';

interface Props {
  progress: RankProgress;
}

/** SPEC §9 quick-start bonus, shown during the first 60 days: revenue and partners toward the bonus. */
export function QuickStartCard({ progress }: Props) {
  const { t, i18n } = useLingui();
  const q = progress.quick_start;
  if (!q) return null;
  const money = (minor: number) => formatMoney(i18n.locale, minor, progress.currency);
  const bonus = money(q.bonus);
  const revenue = money(q.revenue);
  const revenueTarget = money(q.revenue_target);
  const partners = formatCount(i18n.locale, q.partners);
  const partnersTarget = formatCount(i18n.locale, q.partners_target);
  return (
    <section className="ranks-card" aria-labelledby="ranks-quick-title" data-testid="rank-quick-start">
      <h2 id="ranks-quick-title">
        <Trans>Quick-start bonus: {bonus}</Trans>
      </h2>
      <p className="ranks-card__lead" data-testid="rank-quick-start-days">
        {plural(q.days_left, { one: '# day left', other: '# days left' })}
      </p>
      <ProgressBar
        label={t`Personal revenue in the first 60 days`}
        value={q.revenue}
        max={q.revenue_target}
        figures={t`${revenue} of ${revenueTarget}`}
        valueText={t`${revenue} of ${revenueTarget}`}
      />
      <ProgressBar
        label={t`Active partners`}
        value={q.partners}
        max={q.partners_target}
        figures={t`${partners} of ${partnersTarget}`}
        valueText={t`${partners} of ${partnersTarget}`}
      />
    </section>
  );
}

/** SPEC §9 year-end travel raffle: the calendar year's revenue against the threshold. */
export function RaffleCard({ progress }: Props) {
  const { t, i18n } = useLingui();
  const r = progress.raffle;
  const revenue = formatMoney(i18n.locale, r.revenue, progress.currency);
  const target = formatMoney(i18n.locale, r.target, progress.currency);
  const missing = formatMoney(i18n.locale, Math.max(0, r.target - r.revenue), progress.currency);
  const year = String(r.year);
  const eligible = r.revenue > r.target;
  return (
    <section className="ranks-card" aria-labelledby="ranks-raffle-title" data-testid="rank-raffle">
      <h2 id="ranks-raffle-title">
        <Trans>Year-end travel raffle {year}</Trans>
      </h2>
      <ProgressBar
        label={t`Revenue in ${year}`}
        value={r.revenue}
        max={r.target}
        figures={t`${revenue} of ${target}`}
        valueText={t`${revenue} of ${target}`}
        note={
          eligible
            ? t`You take part in the raffle`
            : t`Revenue above ${target} enters the raffle: ${missing} to go`
        }
      />
    </section>
  );
}

/** The 'Active partners' league: integrations every month keep the membership and the streak. */
export function LeagueCard({ progress }: Props) {
  const l = progress.league;
  const min = LEAGUE_MIN_INTEGRATIONS;
  return (
    <section className="ranks-card" aria-labelledby="ranks-league-title" data-testid="rank-league">
      <h2 id="ranks-league-title">
        <Trans>'Active partners' league</Trans>
      </h2>
      <p className={`ranks-badge ${l.member ? 'ranks-badge--on' : ''}`} data-testid="rank-league-status">
        {l.member ? <Trans>You are in the league</Trans> : <Trans>Not in the league yet</Trans>}
      </p>
      {l.member && l.streak > 0 ? (
        <p>{plural(l.streak, { one: '# month in a row', other: '# months in a row' })}</p>
      ) : null}
      <p>{plural(l.this_month, { one: '# integration this month', other: '# integrations this month' })}</p>
      <p className="muted">
        {plural(min, {
          one: 'Membership needs at least # integration every month.',
          other: 'Membership needs at least # integrations every month.',
        })}
      </p>
    </section>
  );
}
