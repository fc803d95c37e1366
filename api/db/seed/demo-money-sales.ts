/**
 * The demo sales as data: who sells what, when, and which orders come back. Generated from a fixed seed and
 * the current month, so every empty database gets the same story (only the calendar moves with it).
 */
import type { Currency } from '#contract/money.ts';

const DAY_MS = 86_400_000;

/** Small, fast, deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The first instant of the month `offset` months from the current one (UTC). */
export const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

export const PRICES: Record<Currency, Record<string, number>> = {
  RUB: { monthly: 99_000, 'quarterly-3m': 249_000, 'annual-12m': 690_000 },
  USD: { monthly: 1_299, 'quarterly-3m': 3_299, 'annual-12m': 8_999 },
};

export interface SellerPlan {
  /** Key into the seeded accounts. */
  seller: string;
  currency: Currency;
  codes: string[];
  /** Orders per month, oldest (-6) to the current month (0). */
  perMonth: [number, number, number, number, number, number, number];
  /** How many of a month's orders are annual plans (the first ones). */
  annual: number;
}

export const SELLERS: SellerPlan[] = [
  {
    seller: 'anna',
    currency: 'RUB',
    codes: ['ANNA10', 'ANNAFIT', 'ANNATG'],
    perMonth: [8, 9, 10, 9, 10, 11, 3],
    annual: 5,
  },
  { seller: 'maria', currency: 'RUB', codes: ['MASHA15'], perMonth: [2, 3, 2, 3, 3, 4, 1], annual: 1 },
  { seller: 'pavel', currency: 'RUB', codes: ['PAVELRUN'], perMonth: [0, 1, 2, 2, 3, 3, 1], annual: 1 },
  { seller: 'sveta', currency: 'RUB', codes: ['SVETA20'], perMonth: [0, 0, 0, 0, 0, 2, 1], annual: 1 },
  { seller: 'emma', currency: 'USD', codes: ['EMMA10'], perMonth: [0, 0, 0, 4, 5, 5, 2], annual: 2 },
];

export interface DemoSale {
  ref: string;
  seller: string;
  currency: Currency;
  product: string;
  amount: number;
  promocode: string;
  at: Date;
  /** Month offset (-6 … 0). */
  month: number;
}
export interface DemoRefund {
  ref: string;
  of: string;
  at: Date;
  month: number;
}

/**
 * Six past months and the current one. A seller's first sales of a month are annual plans; the rest are
 * mostly monthly. Sales of the current month stop an hour before `now`.
 */
export function demoSales(now: Date): DemoSale[] {
  const next = random(20_240_803);
  const sales: DemoSale[] = [];
  for (const plan of SELLERS) {
    plan.perMonth.forEach((count, i) => {
      const month = i - 6;
      const from = monthStart(now, month).getTime();
      const to = month === 0 ? now.getTime() - 3_600_000 : monthStart(now, month + 1).getTime();
      for (let j = 0; j < count; j++) {
        const roll = next();
        const product = j < plan.annual ? 'annual-12m' : roll < 0.65 ? 'monthly' : 'quarterly-3m';
        const at = new Date(from + Math.floor(next() * (to - from)));
        if (at.getTime() <= from) continue;
        sales.push({
          ref: `demo-${plan.seller}-${month + 6}-${j}`,
          seller: plan.seller,
          currency: plan.currency,
          product,
          amount: PRICES[plan.currency][product] as number,
          promocode: plan.codes[j % plan.codes.length] as string,
          at,
          month,
        });
      }
    });
  }
  return sales.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Refunds that show each case of decision 040: one inside its month (accrued is reduced), one after its
 * month was released (taken from the wallet), one after a held month (nothing back), and a partner's.
 */
export function demoRefunds(sales: DemoSale[]): DemoRefund[] {
  const pick = (seller: string, month: number) =>
    sales.find((s) => s.seller === seller && s.month === month && s.product === 'monthly');
  const cases: [DemoSale | undefined, number][] = [
    [pick('anna', -5), 0],
    [pick('anna', -4), 1],
    [pick('anna', HELD_MONTH), 1],
    [pick('maria', -3), 0],
  ];
  return cases.flatMap(([sale, later]) => {
    if (!sale) return [];
    // In its own month: 2 days later at most (never past the month); otherwise the 5th of the next month.
    const at =
      later === 0
        ? new Date(Math.min(sale.at.getTime() + 2 * DAY_MS, monthStart(sale.at, 1).getTime() - 60_000))
        : new Date(monthStart(sale.at, 1).getTime() + 4 * DAY_MS + 10 * 3_600_000);
    return [{ ref: `${sale.ref}-refund`, of: sale.ref, at, month: sale.month + later }];
  });
}

/** The month of the demo ambassador that the integration rule holds back (one integration only). */
export const HELD_MONTH = -2;
