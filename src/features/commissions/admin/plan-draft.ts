/**
 * The plan editor's form state: percentages and amounts as typed (strings), turned into the API's basis
 * points and minor units. Error keys are the API's dot paths (`rates.levels.0`, `products.<code>.personal`),
 * so client and server errors land under the same inputs.
 */
import { i18n } from '@lingui/core';
import type { CommissionPlanBody, RateSet } from '#contract/commissions.ts';
import { Msg } from '#contract/messages.ts';
import { CURRENCIES, type Currency } from '#contract/money.ts';

export interface RateDraft {
  personal: string;
  levels: string[];
  early_personal: string;
  early_levels: string[];
}
export interface ProductDraft {
  /** Stable React key: the code itself may be edited. */
  key: string;
  code: string;
  rates: RateDraft;
}
export interface PlanDraft {
  rates: RateDraft;
  early_days: string;
  products: ProductDraft[];
  quick_start: Record<Currency, string>;
  quick_start_revenue: Record<Currency, string>;
}
export type DraftErrors = Record<string, string[]>;

/** 2000 bp → "20", 1234 → "12.34", 5 → "0.05". */
export const bpToPercent = (bp: number): string => String(bp / 100);
/** 3 000 000 kopecks → "30000", 12 345 → "123.45". */
export const minorToMajor = (minor: number): string => String(minor / 100);

/** "12.34" or "12,34" → 1234; at most two decimals; null when it is not such a number. */
export function parseHundredths(input: string, maxWhole = 3): number | null {
  const match = new RegExp(`^(\\d{1,${maxWhole}})(?:[.,](\\d{1,2}))?$`).exec(input.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const rateDraft = (set: RateSet): RateDraft => ({
  personal: bpToPercent(set.personal),
  levels: set.levels.map(bpToPercent),
  early_personal: bpToPercent(set.early_personal),
  early_levels: set.early_levels.map(bpToPercent),
});

export const emptyRates = (): RateDraft => ({
  personal: '0',
  levels: ['0', '0', '0', '0'],
  early_personal: '0',
  early_levels: ['0', '0', '0', '0'],
});

let productKey = 0;
export const newProduct = (code = '', rates = emptyRates()): ProductDraft => ({
  key: `p${++productKey}`,
  code,
  rates,
});

export function toDraft(plan: CommissionPlanBody): PlanDraft {
  const money = (r: Record<Currency, number>) =>
    Object.fromEntries(CURRENCIES.map((c) => [c, minorToMajor(r[c])])) as Record<Currency, string>;
  return {
    rates: rateDraft(plan.rates),
    early_days: String(plan.early_days),
    products: Object.entries(plan.products).map(([code, set]) => newProduct(code, rateDraft(set))),
    quick_start: money(plan.quick_start),
    quick_start_revenue: money(plan.quick_start_revenue),
  };
}

/** The body to validate and send (the form hook's input), and the inputs that are not numbers of the right form. */
export function fromDraft(draft: PlanDraft): { input: CommissionPlanBody; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const fail = (path: string) => {
    errors[path] = [i18n._(Msg.number)];
    return -1;
  };
  const percent = (value: string, path: string) => parseHundredths(value) ?? fail(path);
  const rates = (d: RateDraft, base: string): RateSet => ({
    personal: percent(d.personal, `${base}.personal`),
    levels: d.levels.map((l, i) => percent(l, `${base}.levels.${i}`)),
    early_personal: percent(d.early_personal, `${base}.early_personal`),
    early_levels: d.early_levels.map((l, i) => percent(l, `${base}.early_levels.${i}`)),
  });
  const money = (r: Record<Currency, string>, base: string) =>
    Object.fromEntries(
      CURRENCIES.map((c) => [c, parseHundredths(r[c], 8) ?? fail(`${base}.${c}`)]),
    ) as Record<Currency, number>;
  const products: Record<string, RateSet> = {};
  draft.products.forEach((p, i) => {
    const code = p.code.trim();
    if (!code) errors[`product_code.${i}`] = [i18n._(Msg.required)];
    else if (code in products) errors[`product_code.${i}`] = [i18n._(Msg.invalid_value)];
    else products[code] = rates(p.rates, `products.${code}`);
  });
  const days = /^\d{1,3}$/.test(draft.early_days.trim()) ? Number(draft.early_days) : fail('early_days');
  return {
    input: {
      rates: rates(draft.rates, 'rates'),
      early_days: days,
      products,
      quick_start: money(draft.quick_start, 'quick_start'),
      quick_start_revenue: money(draft.quick_start_revenue, 'quick_start_revenue'),
    },
    errors,
  };
}

/** Errors of one product's code input and its rates (keyed by the code the server saw). */
export const productErrors = (errors: DraftErrors, index: number, code: string): string[] => [
  ...(errors[`product_code.${index}`] ?? []),
  ...(errors[`products.${code.trim()}`] ?? []),
];
