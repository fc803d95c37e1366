import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../../contract/money.ts';
import type { Rank } from '../../../../contract/ranks.ts';
import { formatCount, formatMoney, pageLocale } from '../format.ts';
import { Placeholder } from './landing-placeholder.tsx';

/** The rank ladder (GET ranks/ladder data): names in the page's language, key conditions in its currency. */
export function LandingRanks({ ranks, currency }: { ranks: Rank[] | null; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const conditions = (rank: Rank): string[] => {
    const c = rank.conditions;
    const out: string[] = [];
    const money = (value?: { RUB: number; USD: number }) =>
      formatMoney(value?.[currency] ?? 0, currency, locale);
    if (c.personal_revenue) out.push(t`Personal sales from ${money(c.personal_revenue)} a month`);
    if (c.team_revenue) out.push(t`Team sales from ${money(c.team_revenue)} a month`);
    if (c.active_partners !== undefined) {
      const count = formatCount(c.active_partners, locale);
      out.push(t`Active partners on line 1: ${count}`);
    }
    if (c.integrations !== undefined)
      out.push(t`Integrations a month: ${formatCount(c.integrations, locale)}`);
    if (c.months_held)
      out.push(
        plural(c.months_held, {
          one: '# month at the previous rank',
          other: '# months at the previous rank',
        }),
      );
    if (out.length === 0) out.push(t`Where everyone starts`);
    return out;
  };
  return (
    <section className="landing-section" aria-labelledby="landing-ranks">
      <h2 id="landing-ranks">{t`Ranks`}</h2>
      {ranks ? (
        <ol className="landing-ranks" data-testid="landing-ranks">
          {ranks.map((rank) => (
            <li key={rank.code} className="card landing-ranks__item">
              <h3>{pageLocale(locale) === 'en' ? rank.name_en : rank.name_ru}</h3>
              <ul>
                {conditions(rank).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {rank.permanent ? <p className="landing-ranks__note">{t`Kept for good once reached`}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Placeholder rows={5} className="landing-skeleton--ranks" />
      )}
    </section>
  );
}
