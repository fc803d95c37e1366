import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Currency } from '#contract/money.ts';
import type { Rank } from '#contract/ranks.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { pageLocale } from '../format.ts';
import { Placeholder } from './landing-placeholder.tsx';

/** The rank ladder (GET ranks/ladder data): names in the page's language, key conditions in its currency. */
export function LandingRanks({ ranks, currency }: { ranks: Rank[] | null; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Lingui's context instance only (no global i18n): the prerender sets up its own.
  const conditions = (rank: Rank): [string, ReactNode][] => {
    const c = rank.conditions;
    const out: [string, ReactNode][] = [];
    const money = (value?: { RUB: number; USD: number }) =>
      formatMoney(locale, value?.[currency] ?? 0, currency);
    if (c.personal_revenue)
      out.push(['personal', t`Personal sales from ${money(c.personal_revenue)} a month`]);
    if (c.team_revenue) out.push(['team', t`Team sales from ${money(c.team_revenue)} a month`]);
    if (c.active_partners !== undefined) {
      const count = formatCount(locale, c.active_partners);
      out.push(['partners', t`Active partners on line 1: ${count}`]);
    }
    if (c.integrations !== undefined)
      out.push(['integrations', t`Integrations a month: ${formatCount(locale, c.integrations)}`]);
    if (c.months_held) {
      const held = (
        <Plural
          value={c.months_held}
          one="# month at the previous rank"
          other="# months at the previous rank"
        />
      );
      out.push(['months', held]);
    }
    if (out.length === 0) out.push(['none', t`Where everyone starts`]);
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
                {conditions(rank).map(([key, line]) => (
                  <li key={key}>{line}</li>
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
