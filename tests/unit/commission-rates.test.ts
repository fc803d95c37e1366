/**
 * The rates an order pays: a product override applies to that product only, whatever the product is
 * called; a name of an Object.prototype member is a product like any other (it once failed the sale).
 */
import { describe, expect, it } from 'vitest';
import { type CommissionPlanBody, pickRate } from '#contract/commissions.ts';
import { HOSTILE_KEYS } from '../helpers/fuzz-hostile.ts';

const rates = (personal: number) => ({
  personal,
  levels: [500, 300, 200, 100],
  early_personal: personal + 500,
  early_levels: [700, 400, 300, 200],
});
/** As the plan comes back from its JSON column: `toString` is an override of its own. */
const plan: Pick<CommissionPlanBody, 'rates' | 'products'> = {
  rates: rates(2000),
  products: JSON.parse(JSON.stringify({ toString: rates(1500) })),
};

describe('pickRate', () => {
  it.each(HOSTILE_KEYS.filter((k) => k !== 'toString'))('"%s" has no override: standard rates', (product) => {
    expect(pickRate(plan, product, 0, false)).toEqual({ rateBp: 2000, rule: 'standard' });
    expect(pickRate(plan, product, 2, true)).toEqual({ rateBp: 400, rule: 'early' });
  });

  it('an override named "toString" applies to that product', () => {
    expect(pickRate(plan, 'toString', 0, false)).toEqual({ rateBp: 1500, rule: 'product' });
    expect(pickRate(plan, 'toString', 0, true)).toEqual({ rateBp: 2000, rule: 'product_early' });
  });
});
