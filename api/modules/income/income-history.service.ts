/**
 * The earnings history (decision 046): the blogger's income lines, newest first, paged by a keyset cursor
 * (the last line id seen, so a page never shifts when new lines arrive). Each line carries its order, rate
 * rule and partner, and a state with a reason code derived from the ledger itself: the month close row, and
 * whether a reversal of the same order was posted to this blogger.
 */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import {
  INCOME_PAGE_DEFAULT,
  type IncomeHistoryPage,
  type IncomeLine,
  type IncomeReason,
  type LineState,
  type LineType,
} from '#contract/income.ts';
import type { MonthKey } from '#contract/money.ts';
import { db, num, rowDate } from '../../lib/db-query.ts';
import { catalogOfCurrency, productNames } from '../products/products.service.ts';
import { type Earner, INCOME_KINDS } from './income-summary.service.ts';

export interface HistoryFilter {
  month?: MonthKey;
  product?: string;
  cursor?: string;
  limit?: number;
}

const iso = (value: unknown): string => rowDate(value).toISOString();

type Row = Record<string, unknown>;

function stateOf(row: Row): { state: LineState; reason: IncomeReason } {
  const month = String(row.month);
  const order = { order: String(row.external_id ?? ''), date: row.refunded_at ? iso(row.refunded_at) : '' };
  if (row.kind === 'reversal') return { state: 'reversed', reason: { code: 'refund', params: order } };
  if (row.kind === 'bonus') return { state: 'paid', reason: { code: 'paid_bonus', params: { month } } };
  if (row.outcome === 'held') {
    const params = { month, integrations: num(row.integrations), required: num(row.required) };
    return { state: 'held', reason: { code: 'held_integrations', params } };
  }
  if (num(row.reversed) > 0) return { state: 'reversed', reason: { code: 'reversed_refund', params: order } };
  if (row.outcome === 'released')
    return { state: 'paid', reason: { code: 'paid_released', params: { month } } };
  return { state: 'accrued', reason: { code: 'accrued_open', params: { month } } };
}

function typeOf(row: Row): LineType {
  if (row.kind === 'bonus') return 'quick_start';
  if (row.kind === 'reversal') return 'reversal';
  return num(row.level) === 0 ? 'own' : 'team';
}

function toLine(row: Row, names: Map<string, string>): IncomeLine {
  const level = row.level == null ? null : num(row.level);
  const partner = level ? ((row.nickname ?? row.first_name ?? null) as string | null) : null;
  return {
    id: String(row.id),
    month: String(row.month),
    amount: num(row.amount),
    currency: row.currency as IncomeLine['currency'],
    type: typeOf(row),
    level,
    rate_bp: row.rate_bp == null ? null : num(row.rate_bp),
    rule: (row.rule ?? null) as IncomeLine['rule'],
    product: (row.product ?? null) as string | null,
    product_name: row.product == null ? null : (names.get(String(row.product)) ?? String(row.product)),
    promocode: (row.promocode ?? null) as string | null,
    partner,
    order:
      row.external_id == null
        ? null
        : {
            external_id: String(row.external_id),
            occurred_at: iso(row.occurred_at),
            amount: num(row.order_amount),
            currency: row.order_currency as IncomeLine['currency'],
          },
    ...stateOf(row),
  };
}

export async function incomeHistory(
  em: EntityManager,
  user: Pick<Earner, 'id' | 'currency'>,
  filter: HistoryFilter,
): Promise<IncomeHistoryPage> {
  const limit = filter.limit ?? INCOME_PAGE_DEFAULT;
  let query = db(em)
    .selectFrom('ledger_lines as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .leftJoin('orders as rf', 'rf.refund_of_id', 'l.order_id')
    .leftJoin('users as u', 'u.id', 'l.partner_id')
    .leftJoin('month_closes as mc', (join) =>
      join.onRef('mc.account_id', '=', 'l.account_id').onRef('mc.month', '=', 'l.month'),
    )
    .select((eb) => [
      'l.id',
      'l.month',
      'l.amount',
      'l.currency',
      'l.kind',
      'l.level',
      'l.rate_bp',
      'l.rule',
      'o.external_id',
      'o.occurred_at',
      'o.amount as order_amount',
      'o.currency as order_currency',
      'o.product',
      'o.promocode',
      'rf.occurred_at as refunded_at',
      'u.nickname',
      'u.first_name',
      'mc.outcome',
      'mc.integrations',
      'mc.required',
      eb
        .selectFrom('ledger_lines as r')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('r.order_id', '=', 'l.order_id')
        // Compared as text so no planner probes by account alone: without statistics SQLite took the
        // covering (account, level, …) index and read every line of the blogger for each row of the page
        // (2 s a page at 100 000 lines, decision 081); the (order, account) index finds the order's few lines.
        .where(sql`cast(r.account_id as text)`, '=', sql`cast(l.account_id as text)`)
        .where('r.kind', '=', 'reversal')
        .as('reversed'),
    ])
    .where('l.account_id', '=', user.id)
    .where('l.kind', 'in', INCOME_KINDS);
  if (filter.month) query = query.where('l.month', '=', filter.month);
  if (filter.product) query = query.where('o.product', '=', filter.product);
  if (filter.cursor) query = query.where('l.id', '<', Number(filter.cursor));
  // The catalogue's names are read alongside the page, not after it.
  const [rows, names] = await Promise.all([
    query
      .orderBy('l.id', 'desc')
      .limit(limit + 1)
      .execute(),
    productNames(em, catalogOfCurrency(user.currency)),
  ]);
  const items = rows.slice(0, limit).map((row) => toLine(row, names));
  const last = items.at(-1);
  return { items, next_cursor: rows.length > limit && last ? last.id : null };
}
