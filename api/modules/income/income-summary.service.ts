/**
 * The income page's month figures (decision 046): what the blogger earned in a month, their own sales that
 * month, the month's close state, the last 12 months for the chart and the products for the filter. Pure
 * reads over ledger_lines, orders and month_closes through indexed aggregates.
 */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import {
  INCOME_CHART_MONTHS,
  type IncomeChart,
  type IncomeProducts,
  type IncomeSummary,
  type MonthState,
} from '#contract/income.ts';
import { type Currency, currencyForLocale, type MonthKey, monthOf } from '#contract/money.ts';
import type { AuthUser } from '../../lib/current-user.ts';
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

export interface Earner {
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

/** The signed-in blogger as the income reads need them: taken from the request's user, no query. */
export function earnerOf(
  user: Pick<AuthUser, 'id' | 'currency' | 'locale'>,
): Pick<Earner, 'id' | 'currency'> {
  return { id: user.id, currency: user.currency ?? currencyForLocale(user.locale) };
}

interface MonthFigures {
  earned: Map<string, number>;
  closes: Map<string, { outcome: MonthState; integrations: number; required: number }>;
  agreementDate: string | null;
}

/**
 * Earned per month and each month's close, in one statement (every round trip to the database costs more
 * than these indexed reads on a busy machine). Earned is the sum of the month's commission, reversal and
 * bonus lines. A closed month's accrued lines are frozen (a later order or refund is booked to the current
 * month, under the same lock as the close), so its accrued part is the close row's amount and only its few
 * wallet lines (reversals, the bonus) are summed; an open month is summed from the (account, month, kind,
 * amount) index. CASE runs only the branch it needs on both drivers.
 */
async function monthFigures(em: EntityManager, account: string, months: MonthKey[]): Promise<MonthFigures> {
  const list = sql.join(
    months.map((m, i) => (i ? sql`select ${m}` : sql`select ${m} as month`)),
    sql` union all `,
  );
  const kinds = sql.join(INCOME_KINDS.map((k) => sql`${k}`));
  const income = sql`from ledger_lines l where l.account_id = ${account} and l.month = m.month and l.kind in (${kinds})`;
  const { rows } = await sql<Record<string, unknown>>`
    select m.month, mc.outcome, mc.integrations, mc.required, mc.amount as closed,
      case when mc.id is null then (select sum(l.amount) ${income})
        else (select sum(l.amount) ${income} and l.book = 'wallet') end as summed,
      (select u.agreement_date from users u where u.id = ${account}) as agreement_date
    from (${list}) m
    left join month_closes mc on mc.account_id = ${account} and mc.month = m.month`.execute(db(em));
  const out: MonthFigures = { earned: new Map(), closes: new Map(), agreementDate: null };
  for (const r of rows) {
    const m = String(r.month);
    out.earned.set(m, num(r.closed) + num(r.summed));
    out.agreementDate = (r.agreement_date ?? null) as string | null;
    if (r.outcome != null) {
      const close = {
        outcome: r.outcome as MonthState,
        integrations: num(r.integrations),
        required: num(r.required),
      };
      out.closes.set(m, close);
    }
  }
  return out;
}

/** The blogger's own attributed orders in the month, in their currency; a refunded order does not count. */
function ownSales(em: EntityManager, user: Pick<Earner, 'id' | 'currency'>, month: MonthKey) {
  return (
    db(em)
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
      .executeTakeFirst()
  );
}

export async function incomeSummary(
  em: EntityManager,
  who: Pick<Earner, 'id' | 'currency'> | string,
  month: MonthKey,
): Promise<IncomeSummary> {
  // By id from pages that may just have fixed the account's currency (the month overview).
  const user = typeof who === 'string' ? await loadEarner(em, who) : who;
  // Three independent reads at once (each on its own pooled connection on PostgreSQL): the month's
  // figures, the own sales and the integrations count (used when the month is still open).
  const [figures, sales, integrations] = await Promise.all([
    monthFigures(em, user.id, [month]),
    ownSales(em, user, month),
    integrationsIn(em, user.id, month),
  ]);
  const close = figures.closes.get(month);
  return {
    month,
    currency: user.currency,
    earned: figures.earned.get(month) ?? 0,
    orders: num(sales?.n),
    revenue: num(sales?.revenue),
    promocode_revenue: num(sales?.promo),
    state: close?.outcome ?? 'open',
    integrations: close ? close.integrations : integrations,
    required: close ? close.required : integrationsRequired({ agreementDate: figures.agreementDate }),
  };
}

/** The 12 months ending with `month`, oldest first, each with its earnings and close state. */
export async function incomeChart(
  em: EntityManager,
  user: Pick<Earner, 'id' | 'currency'>,
  month: MonthKey,
): Promise<IncomeChart> {
  const from = addMonths(month, 1 - INCOME_CHART_MONTHS);
  const keys = Array.from({ length: INCOME_CHART_MONTHS }, (_, i) => addMonths(from, i));
  const { earned, closes } = await monthFigures(em, user.id, keys);
  const months = keys.map((m) => ({
    month: m,
    earned: earned.get(m) ?? 0,
    state: closes.get(m)?.outcome ?? ('open' as MonthState),
  }));
  return { currency: user.currency, months };
}

const PRODUCTS_MAX = 200;

/**
 * The brand's products, for the filter: a loose index scan over orders(product) (one index probe per
 * product), so it stays fast however many orders there are.
 */
export async function incomeProducts(
  em: EntityManager,
  user: Pick<Earner, 'id' | 'currency'>,
): Promise<IncomeProducts> {
  // The catalogue's names are read alongside, not after.
  const [rows, names] = await Promise.all([
    db(em)
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
      .execute(),
    productNames(em, catalogOfCurrency(user.currency)),
  ]);
  return rows.map((r) => {
    const code = String(r.product);
    return { code, name: names.get(code) ?? code };
  });
}
