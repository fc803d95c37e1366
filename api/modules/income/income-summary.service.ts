/**
 * The income page's month figures (decision 046): what the blogger earned in a month, their own sales that
 * month, the month's close state, the last 12 months for the chart and the products for the filter. Pure
 * reads over ledger_lines, orders and month_closes through indexed aggregates.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  INCOME_CHART_MONTHS,
  type IncomeChart,
  type IncomeProducts,
  type IncomeSummary,
  type MonthState,
} from '#contract/income.ts';
import { type Currency, currencyForLocale, type MonthKey, monthOf } from '#contract/money.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';
import { integrationsIn, integrationsRequired } from '../commissions/month-close.service.ts';
import { catalogOfCurrency, productNames } from '../products/products.service.ts';

/** The ledger line kinds that are income (the rest only move money between a blogger's books). */
export const INCOME_KINDS = ['commission', 'reversal', 'bonus'] as const;

/** `month` shifted by `delta` months. */
export function addMonths(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + delta, 1)));
}

const monthStart = (month: MonthKey) => new Date(`${month}-01T00:00:00Z`);

interface Earner {
  id: string;
  currency: Currency;
  agreementDate: string | null;
}

export async function loadEarner(em: EntityManager, id: string): Promise<Earner> {
  const row = await db(em)
    .selectFrom('users')
    .select(['id', 'currency', 'locale', 'agreement_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const currency = (row.currency ?? currencyForLocale(String(row.locale))) as Currency;
  return { id, currency, agreementDate: row.agreement_date ?? null };
}

type Close = { month: unknown; outcome: unknown; integrations: unknown; required: unknown; amount: unknown };

async function closesIn(em: EntityManager, account: string, from: MonthKey, to: MonthKey) {
  const rows: Close[] = await db(em)
    .selectFrom('month_closes')
    .select(['month', 'outcome', 'integrations', 'required', 'amount'])
    .where('account_id', '=', account)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .execute();
  return new Map(rows.map((r) => [String(r.month), r]));
}

/**
 * Earned per month: the sum of the month's commission, reversal and bonus lines. A closed month's accrued
 * lines are frozen (a later order or refund is booked to the current month, under the same lock as the
 * close), so its accrued part is the close row's amount, and only its few wallet lines (reversals, the
 * bonus) are summed; open months are summed from the (account, month, kind, amount) index.
 */
async function earnedByMonth(
  em: EntityManager,
  account: string,
  months: MonthKey[],
  closes: Map<string, Close>,
): Promise<Map<string, number>> {
  const closed = months.filter((m) => closes.has(m));
  const open = months.filter((m) => !closes.has(m));
  const sums = (book: 'wallet' | null, list: MonthKey[]) => {
    let q = db(em)
      .selectFrom('ledger_lines')
      .select(['month', (eb) => eb.fn.sum('amount').as('total')])
      .where('account_id', '=', account)
      .where('month', 'in', list)
      .where('kind', 'in', INCOME_KINDS);
    if (book) q = q.where('book', '=', book);
    return list.length ? q.groupBy('month').execute() : Promise.resolve([]);
  };
  const earned = new Map(closed.map((m) => [m, num(closes.get(m)?.amount)]));
  for (const r of [...(await sums('wallet', closed)), ...(await sums(null, open))]) {
    const m = String(r.month);
    earned.set(m, (earned.get(m) ?? 0) + num(r.total));
  }
  return earned;
}

export async function incomeSummary(
  em: EntityManager,
  userId: string,
  month: MonthKey,
): Promise<IncomeSummary> {
  const user = await loadEarner(em, userId);
  const closes = await closesIn(em, user.id, month, month);
  const earned = await earnedByMonth(em, user.id, [month], closes);
  // The blogger's own attributed orders in the month, in their currency; a refunded order does not count.
  const sales = await db(em)
    .selectFrom('orders as o')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.sum('o.amount').as('revenue'),
      eb.fn
        .sum(eb.case().when('o.attribution', '=', 'promocode').then(eb.ref('o.amount')).else(0).end())
        .as('promo'),
    ])
    .where('o.seller_id', '=', user.id)
    .where('o.kind', '=', 'order')
    .where('o.currency', '=', user.currency)
    .where('o.occurred_at', '>=', dateParam(em, monthStart(month)))
    .where('o.occurred_at', '<', dateParam(em, monthStart(addMonths(month, 1))))
    // A per-row probe of the unique refund_of index: written as a count, PostgreSQL does not turn it into
    // a hash anti-join that reads every order.
    .where(
      (eb) =>
        eb
          .selectFrom('orders as r')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('r.refund_of_id', '=', 'o.id'),
      '=',
      0,
    )
    .executeTakeFirst();
  const close = closes.get(month);
  return {
    month,
    currency: user.currency,
    earned: earned.get(month) ?? 0,
    orders: num(sales?.n),
    revenue: num(sales?.revenue),
    promocode_revenue: num(sales?.promo),
    state: (close?.outcome as MonthState | undefined) ?? 'open',
    integrations: close ? num(close.integrations) : await integrationsIn(em, user.id, month),
    required: close ? num(close.required) : integrationsRequired(user),
  };
}

/** The 12 months ending with `month`, oldest first, each with its earnings and close state. */
export async function incomeChart(em: EntityManager, userId: string, month: MonthKey): Promise<IncomeChart> {
  const user = await loadEarner(em, userId);
  const from = addMonths(month, 1 - INCOME_CHART_MONTHS);
  const closes = await closesIn(em, user.id, from, month);
  const keys = Array.from({ length: INCOME_CHART_MONTHS }, (_, i) => addMonths(from, i));
  const earned = await earnedByMonth(em, user.id, keys, closes);
  const months = keys.map((m) => {
    const state = (closes.get(m)?.outcome as MonthState | undefined) ?? 'open';
    return { month: m, earned: earned.get(m) ?? 0, state };
  });
  return { currency: user.currency, months };
}

const PRODUCTS_MAX = 200;

/**
 * The brand's products, for the filter: a loose index scan over orders(product) (one index probe per
 * product), so it stays fast however many orders there are.
 */
export async function incomeProducts(em: EntityManager, userId: string): Promise<IncomeProducts> {
  const user = await loadEarner(em, userId);
  const rows = await db(em)
    .withRecursive('p(product)', (qb) =>
      qb
        .selectFrom('orders')
        .select((eb) => eb.fn.min('product').as('product'))
        .unionAll((u) =>
          u
            .selectFrom('p')
            .select((eb) =>
              eb
                .selectFrom('orders')
                .select((e) => e.fn.min('orders.product').as('m'))
                .whereRef('orders.product', '>', 'p.product')
                .as('product'),
            )
            .where('p.product', 'is not', null),
        ),
    )
    .selectFrom('p')
    .select('product')
    .where('product', 'is not', null)
    .limit(PRODUCTS_MAX)
    .execute();
  const names = await productNames(em, catalogOfCurrency(user.currency));
  return rows.map((r) => {
    const code = String(r.product);
    return { code, name: names.get(code) ?? code };
  });
}
