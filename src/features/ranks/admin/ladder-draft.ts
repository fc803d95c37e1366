/**
 * The ladder editor's form state: names, flag and conditions as typed (strings; an empty condition is not
 * set), turned into the API's RankLadderBody with money in minor units. Error keys are the API's dot paths
 * (`ranks.2.conditions.team_revenue.RUB`), so client and server errors land under the same inputs.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Msg } from '#contract/messages.ts';
import { CURRENCIES, type Currency, MINOR_PER_UNIT } from '#contract/money.ts';
import { BASE_RANK, type Rank, type RankConditions, type RankLadderBody } from '#contract/ranks.ts';

export type MoneyDraft = Record<Currency, string>;
export interface RankDraft {
  /** Stable React key: a new rank's code may be edited. */
  key: string;
  /** False for ranks that came from the server: their code is what bloggers hold, so it stays fixed. */
  isNew: boolean;
  code: string;
  name_ru: string;
  name_en: string;
  permanent: boolean;
  personal_revenue: MoneyDraft;
  team_revenue: MoneyDraft;
  active_partners: string;
  integrations: string;
  months_held: string;
}
export type DraftErrors = Record<string, string[]>;
export const MONEY_KEYS = ['personal_revenue', 'team_revenue'] as const;
export const COUNT_KEYS = ['active_partners', 'integrations', 'months_held'] as const;

let seq = 0;
const moneyDraft = (m: Record<Currency, number> | undefined): MoneyDraft =>
  Object.fromEntries(CURRENCIES.map((c) => [c, m ? String(m[c] / MINOR_PER_UNIT) : ''])) as MoneyDraft;

export function toDraft(rank: Rank): RankDraft {
  const c = rank.conditions;
  const count = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    key: `r${++seq}`,
    isNew: false,
    code: rank.code,
    name_ru: rank.name_ru,
    name_en: rank.name_en,
    permanent: rank.permanent,
    personal_revenue: moneyDraft(c.personal_revenue),
    team_revenue: moneyDraft(c.team_revenue),
    active_partners: count(c.active_partners),
    integrations: count(c.integrations),
    months_held: count(c.months_held),
  };
}

export const newRank = (): RankDraft => ({
  ...toDraft({ code: '', name_ru: '', name_en: '', permanent: false, conditions: {} }),
  isNew: true,
});

/** "50000", "50 000" or "1234,5" major units → minor units; null when it is not such an amount. */
export function parseMajor(input: string): number | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(input.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  return Number(match[1]) * MINOR_PER_UNIT + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The body to validate and send (the form hook's input), and the inputs that are not numbers of the right form. */
export function fromDraft(ranks: readonly RankDraft[]): { input: RankLadderBody; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const fail = (path: string, message: MessageDescriptor = Msg.number) => {
    errors[path] = [i18n._(message)];
    return -1;
  };
  const seen = new Set<string>();
  const body = ranks.map((r, i): Rank => {
    const base = `ranks.${i}`;
    const code = r.code.trim();
    if (code && seen.has(code)) fail(`${base}.code`, Msg.invalid_value);
    seen.add(code);
    const conditions: RankConditions = {};
    if (code !== BASE_RANK) {
      for (const key of MONEY_KEYS) {
        const m = r[key];
        if (CURRENCIES.every((c) => m[c].trim() === '')) continue;
        conditions[key] = Object.fromEntries(
          CURRENCIES.map((c) => {
            const path = `${base}.conditions.${key}.${c}`;
            return [c, m[c].trim() === '' ? fail(path, Msg.required) : (parseMajor(m[c]) ?? fail(path))];
          }),
        ) as Record<Currency, number>;
      }
      for (const key of COUNT_KEYS) {
        const text = r[key].trim();
        if (text === '') continue;
        conditions[key] = /^\d{1,6}$/.test(text) ? Number(text) : fail(`${base}.conditions.${key}`);
      }
    }
    return { code, name_ru: r.name_ru, name_en: r.name_en, permanent: r.permanent, conditions };
  });
  return { input: { ranks: body }, errors };
}

/** The ladder with the rank at `from` moved to `to`; the base rank stays first. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 1 || to < 1 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
