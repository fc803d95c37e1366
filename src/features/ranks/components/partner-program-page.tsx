import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BASE_RANK } from '#contract/ranks.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatModerationHours, formatMoney } from '../../../lib/format.ts';
import { partnerProgramQuery } from '../api/ranks-api.ts';
import { conditionsSentence, rankName } from '../rank-format.ts';
import '../ranks.css';
import { ProgramPlan } from './program-plan.tsx';

/** SPEC §2 partner-program page: every figure comes from the API (plan in force, ladder, money rules). */
export function PartnerProgramPage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(partnerProgramQuery());
  if (isPending || isError)
    return (
      <section className="page ranks">
        <PageTitle>{t`Partner program`}</PageTitle>
        {isPending ? (
          <p className="muted" aria-busy="true">
            {t`Loading…`}
          </p>
        ) : (
          <div className="ranks-card" role="alert">
            <p>{t`The partner program could not be loaded.`}</p>
            <Button variant="light-gray" size="small" onClick={() => void refetch()}>
              {t`Try again`}
            </Button>
          </div>
        )}
      </section>
    );

  const money = (minor: number) => formatMoney(i18n.locale, minor, data.currency);
  const q = data.quick_start;
  const [bonus, revenue, partners, days] = [
    money(q.bonus_minor),
    money(q.revenue_minor),
    q.partners_more_than,
    q.days,
  ];
  const raffle = money(data.raffle_min_minor);
  const minimum = money(data.min_withdrawal_minor);
  const integrations = data.integrations_per_month;
  const { from, to } = formatModerationHours(i18n.locale, data.moderation_hours);
  const hours = data.moderation_hours.max_wait_hours;
  return (
    <section className="page ranks program" data-testid="partner-program">
      <PageTitle>{t`Partner program`}</PageTitle>
      <p className="muted program__intro">
        <Trans>
          Promote the brand with your promocodes and referral link, build a team of up to four levels, rise in
          rank and withdraw your reward.
        </Trans>
      </p>
      <ProgramPlan plan={data.plan} />
      <section className="ranks-card" aria-labelledby="program-ranks-title">
        <h2 id="program-ranks-title">{t`Ranks`}</h2>
        <ol className="ranks-ladder">
          {data.ranks.map((rank) => {
            return (
              <li key={rank.code} className="ranks-ladder__rank" data-testid="program-rank">
                <div className="ranks-ladder__head">
                  <strong>{rankName(data.ranks, rank.code)}</strong>
                  {rank.permanent && rank.code !== BASE_RANK ? (
                    <span className="ranks-badge">{t`cannot be lost`}</span>
                  ) : null}
                </div>
                <p className="ranks-ladder__conditions">{conditionsSentence(rank, data.currency)}</p>
              </li>
            );
          })}
        </ol>
      </section>
      <section className="ranks-card" aria-labelledby="program-bonus-title" data-testid="program-bonuses">
        <h2 id="program-bonus-title">{t`Bonuses`}</h2>
        <ul className="program-list">
          <li>
            <Trans>
              Quick start: {bonus} once, for personal revenue of {revenue} and more than {partners} active
              partners within your first {days} days.
            </Trans>
          </li>
          <li>
            <Trans>Year-end travel raffle: revenue above {raffle} in a calendar year.</Trans>
          </li>
        </ul>
      </section>
      <section className="ranks-card" aria-labelledby="program-rules-title" data-testid="program-rules">
        <h2 id="program-rules-title">{t`Rules and minimums`}</h2>
        <ul className="program-list">
          <li>
            <Trans>Minimum withdrawal: {minimum}. A smaller balance carries over to the next month.</Trans>
          </li>
          <li>
            <Trans>
              At least {integrations} ad integrations a month: without them that month's reward is not paid.
            </Trans>
          </li>
          <li>
            <Trans>
              Placements are moderated within {hours} h, from {from} to {to} Gulf Standard Time.
            </Trans>
          </li>
        </ul>
      </section>
    </section>
  );
}
