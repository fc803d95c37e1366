import { describe, expect, it } from 'vitest';
import type { PlanRates } from '#contract/landing.ts';
import { CALC_LIMITS, calculateIncome, clampInput } from '../../src/features/landing/calculator.ts';

const plan: PlanRates = {
  personal_bp: 2000,
  levels_bp: [500, 300, 200, 100],
  early_personal_bp: 2500,
  early_levels_bp: [700, 400, 300, 200],
  early_days: 60,
};

describe('landing income calculator', () => {
  it('applies the personal rate and each line rate to its partners, in minor units', () => {
    const { standard, early } = calculateIncome(plan, {
      personalSales: 100_000,
      partners: [3, 5, 0, 2],
      partnerSales: 30_000,
    });
    // 100 000 × 20 % = 20 000; lines: 3×30 000×5 % = 4 500, 5×30 000×3 % = 4 500, 0, 2×30 000×1 % = 600.
    expect(standard).toEqual({ personal: 2_000_000, team: 960_000, total: 2_960_000 });
    // Early: 25 000 + 6 300 + 6 000 + 0 + 1 200.
    expect(early).toEqual({ personal: 2_500_000, team: 1_350_000, total: 3_850_000 });
  });

  it('grows with every input and ignores lines the plan does not pay', () => {
    const base = { personalSales: 1000, partners: [1, 1], partnerSales: 100 };
    const total = (input: typeof base) => calculateIncome(plan, input).standard.total;
    expect(total({ ...base, personalSales: 2000 })).toBeGreaterThan(total(base));
    expect(total({ ...base, partners: [2, 1] })).toBeGreaterThan(total(base));
    expect(total({ ...base, partnerSales: 200 })).toBeGreaterThan(total(base));
    const twoLines = { ...plan, levels_bp: [500, 300] };
    expect(calculateIncome(twoLines, { ...base, partners: [1, 1, 50, 50] }).standard.team).toBe(
      calculateIncome(twoLines, { ...base, partners: [1, 1] }).standard.team,
    );
  });

  it('rounds down per line like the real commission', () => {
    const odd = { ...plan, personal_bp: 333, levels_bp: [333] };
    // 1 unit = 100 minor; 100 × 3.33 % = 3.33 → 3.
    expect(calculateIncome(odd, { personalSales: 1, partners: [1], partnerSales: 1 }).standard).toEqual({
      personal: 3,
      team: 3,
      total: 6,
    });
  });

  it('reads field text as bounded whole numbers and never overflows', () => {
    expect(clampInput('', 10)).toBe(0);
    expect(clampInput('-5', 10)).toBe(0);
    expect(clampInput('abc', 10)).toBe(0);
    expect(clampInput('12,9', 100)).toBe(12);
    expect(clampInput('1 000', 10_000)).toBe(1000);
    expect(clampInput('1e30', 50)).toBe(50);
    const max = calculateIncome(
      { ...plan, personal_bp: 10_000, levels_bp: [10_000, 10_000, 10_000, 10_000] },
      {
        personalSales: Number.MAX_VALUE,
        partners: [1e12, 1e12, 1e12, 1e12],
        partnerSales: 1e12,
      },
    ).standard;
    expect(max.personal).toBe(CALC_LIMITS.personalSales * 100);
    expect(max.team).toBe(4 * CALC_LIMITS.partners * CALC_LIMITS.partnerSales * 100);
    expect(Number.isSafeInteger(max.total)).toBe(true);
  });
});
