/**
 * The commission plan editor's conversions (src/features/commissions/admin/plan-draft.ts): percentages with two
 * decimals become basis points, amounts minor units, and the errors land on the API's dot paths.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CommissionPlanInput } from '#contract/commission-admin.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import {
  fromDraft,
  newProduct,
  parseHundredths,
  productErrors,
  toDraft,
} from '../../src/features/commissions/admin/plan-draft.ts';

describe('plan editor conversions', () => {
  it('reads percentages with up to two decimals, comma or point, into basis points', () => {
    expect(['20', '12.34', '12,3', '0.05', '100', ' 7 '].map((s) => parseHundredths(s))).toEqual([
      2000, 1234, 1230, 5, 10_000, 700,
    ]);
    expect(['', '1.234', '-1', '1e2', '1000', '12.', 'abc'].map((s) => parseHundredths(s))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('round-trips the default plan through the form unchanged', () => {
    const { input: body, errors } = fromDraft(toDraft(DEFAULT_PLAN));
    expect(errors).toEqual({});
    expect(body).toEqual(DEFAULT_PLAN);
    expect(v.safeParse(CommissionPlanInput, body).success).toBe(true);
  });

  it('puts each error under its input, by the same path the API uses', () => {
    const draft = toDraft(DEFAULT_PLAN);
    draft.rates.levels[1] = '3.333';
    draft.early_days = 'sixty';
    draft.quick_start.USD = '350.001';
    draft.products.push(newProduct(''), newProduct('annual-12m'));
    const { errors } = fromDraft(draft);
    expect(Object.keys(errors).sort()).toEqual([
      'early_days',
      'product_code.1',
      'product_code.2',
      'quick_start.USD',
      'rates.levels.1',
    ]);
    expect(productErrors({ 'products.promo': ['x'], 'product_code.0': ['y'] }, 0, ' promo ')).toEqual([
      'y',
      'x',
    ]);
  });
});
