/**
 * How ranks read in the UI: rank names from the ladder data, conditions written out in words, the figure
 * still missing for each condition, and the forecast. The app's global i18n is used (components call these
 * after `useLingui()`, so they re-render on a language change).
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { Currency } from '#contract/money.ts';
import type { ConditionKey, ConditionProgress, Rank, RankConditions } from '#contract/ranks.ts';
import { BASE_RANK, CONDITION_KEYS } from '#contract/ranks.ts';
import { formatCount, formatMoney } from '../../lib/format.ts';

/** The rank's name in the app's language; an unknown code (removed from the ladder) shows as itself. */
export function rankName(ladder: readonly Rank[], code: string): string {
  const rank = ladder.find((r) => r.code === code);
  if (!rank) return code;
  return i18n.locale === 'en' ? rank.name_en : rank.name_ru;
}

export const isMoneyKey = (key: ConditionKey) => key === 'personal_revenue' || key === 'team_revenue';

/**
 * A condition's short name: on the rank page the label of its progress bar (this month's figure), in the
 * ladder editor a threshold for any month.
 */
export function conditionLabel(key: ConditionKey, month: 'this' | 'any' = 'this'): string {
  const any = month === 'any';
  switch (key) {
    case 'personal_revenue':
      return any ? t`Personal revenue per month` : t`Personal revenue this month`;
    case 'team_revenue':
      return any ? t`Team revenue per month` : t`Team revenue this month`;
    case 'integrations':
      return any ? t`Integrations per month` : t`Integrations this month`;
    case 'active_partners':
      return t`Active partners on line 1`;
    case 'months_held':
      return t`Months at the previous rank`;
  }
}

/** A value of a condition as a figure: money in the blogger's currency, counts as numbers. */
export const conditionValue = (key: ConditionKey, value: number, currency: Currency) =>
  isMoneyKey(key) ? formatMoney(i18n.locale, value, currency) : formatCount(i18n.locale, value);

/** The ladder's conditions of one rank, each in words ("team revenue from 50 000 ₽ a month"). */
export function conditionTexts(conditions: RankConditions, currency: Currency): string[] {
  const texts: string[] = [];
  for (const key of CONDITION_KEYS) {
    const value = conditions[key];
    if (value === undefined) continue;
    if (typeof value === 'object') {
      const money = formatMoney(i18n.locale, value[currency], currency);
      texts.push(
        key === 'personal_revenue'
          ? t`personal revenue from ${money} a month`
          : t`team revenue from ${money} a month`,
      );
    } else if (key === 'active_partners') {
      texts.push(
        plural(value, {
          one: 'at least # active partner on line 1',
          other: 'at least # active partners on line 1',
        }),
      );
    } else if (key === 'integrations') {
      texts.push(
        plural(value, { one: 'at least # integration a month', other: 'at least # integrations a month' }),
      );
    } else {
      texts.push(
        plural(value, { one: '# month at the previous rank', other: '# months at the previous rank' }),
      );
    }
  }
  return texts;
}

/** A rank's conditions as one sentence ("Team revenue from 50 000 ₽ a month; …"); the base rank has none. */
export function conditionsSentence(rank: Pick<Rank, 'code' | 'conditions'>, currency: Currency): string {
  const texts = conditionTexts(rank.conditions, currency);
  if (rank.code === BASE_RANK || texts.length === 0) return t`Where everyone starts: no conditions`;
  const sentence = texts.join('; ');
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** The figure still missing for a condition, in words; "Done" when it is met. */
export function missingText(c: ConditionProgress, currency: Currency): string {
  if (c.missing <= 0) return t`Done`;
  const n = c.missing;
  switch (c.key) {
    case 'personal_revenue': {
      const money = formatMoney(i18n.locale, n, currency);
      return t`${money} more personal revenue`;
    }
    case 'team_revenue': {
      const money = formatMoney(i18n.locale, n, currency);
      return t`${money} more team revenue`;
    }
    case 'active_partners':
      return plural(n, { one: '# more active partner', other: '# more active partners' });
    case 'integrations':
      return plural(n, { one: '# more integration', other: '# more integrations' });
    case 'months_held':
      return plural(n, {
        one: '# more month at the current rank',
        other: '# more months at the current rank',
      });
  }
}

/** "At this pace: in about 3 weeks": days up to 13, weeks up to 8, then months. */
export function forecastText(days: number | null): string {
  if (days === null) return t`Not at this month's pace yet`;
  if (days <= 0) return t`Every condition is met: the new rank comes when the month is evaluated`;
  if (days <= 13)
    return plural(days, { one: 'At this pace: in about # day', other: 'At this pace: in about # days' });
  if (days < 60) {
    const weeks = Math.round(days / 7);
    return plural(weeks, { one: 'At this pace: in about # week', other: 'At this pace: in about # weeks' });
  }
  const months = Math.round(days / 30);
  return plural(months, { one: 'At this pace: in about # month', other: 'At this pace: in about # months' });
}
