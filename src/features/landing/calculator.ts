/**
 * The landing's income calculator (SPEC §1): what a month of sales earns under the plan in force, at the
 * standard rates and at the higher rates of the first days after registration. Inputs are whole currency
 * units; results are minor units, rounded down per line like the real commission (applyRate).
 */

import type { PlanRates } from '#contract/landing.ts';
import { TEAM_MAX_LEVELS } from '#contract/limits.ts';
import { applyRate, MINOR_PER_UNIT } from '#contract/units.ts';

/** Bounds keep every product far below Number.MAX_SAFE_INTEGER (1e7 units × 1e4 partners × 1e4 bp). */
export const CALC_LIMITS = { personalSales: 10_000_000, partners: 10_000, partnerSales: 100_000 } as const;

export interface CalculatorInput {
  /** The blogger's own sales in a month, whole units. */
  personalSales: number;
  /** Partners on each line of the team, line 1 first. */
  partners: number[];
  /** A partner's average sales in a month, whole units. */
  partnerSales: number;
}

export interface Commission {
  personal: number;
  team: number;
  total: number;
}

/** A field's text as a bounded whole number: empty, negative or garbage reads as 0. */
export function clampInput(raw: string | number, max: number): number {
  const value = typeof raw === 'number' ? raw : Number(raw.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), max);
}

function commission(input: CalculatorInput, personalBp: number, levelsBp: readonly number[]): Commission {
  const personal = applyRate(
    clampInput(input.personalSales, CALC_LIMITS.personalSales) * MINOR_PER_UNIT,
    personalBp,
  );
  const partnerMinor = clampInput(input.partnerSales, CALC_LIMITS.partnerSales) * MINOR_PER_UNIT;
  let team = 0;
  levelsBp.slice(0, TEAM_MAX_LEVELS).forEach((bp, line) => {
    const count = clampInput(input.partners[line] ?? 0, CALC_LIMITS.partners);
    team += applyRate(count * partnerMinor, bp);
  });
  return { personal, team, total: personal + team };
}

/** The month's commission at the standard rates and at the early-days rates. */
export function calculateIncome(
  plan: PlanRates,
  input: CalculatorInput,
): { standard: Commission; early: Commission } {
  return {
    standard: commission(input, plan.personal_bp, plan.levels_bp),
    early: commission(input, plan.early_personal_bp, plan.early_levels_bp),
  };
}
