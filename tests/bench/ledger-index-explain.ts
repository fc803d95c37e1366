/**
 * Which index each read of `ledger_lines` and of the trimmed `orders` indexes uses (decision 092: the
 * account-first ledger indexes are partial, `where account_id is not null`; so is the placement index).
 * Prints each query's plan on SQLite, then on PostgreSQL when DATABASE_URL is set (with sequential scans
 * priced out, so a tiny table shows which indexes the planner may use), and exits 1 when a read does not
 * use the index it should. The queries are the app's, written out with sample values.
 *   node tests/bench/ledger-index-explain.ts
 *   bash scripts/with-postgres.sh node tests/bench/ledger-index-explain.ts
 */
import { type RawBuilder, sql } from 'kysely';
import { db, isPostgres } from '../../api/lib/db-query.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { onBothDrivers } from './bench-lib.ts';

const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';
const KINDS = sql.join(['commission', 'reversal', 'release', 'hold', 'bonus'].map((k) => sql`${k}`));

/**
 * Any of the partial account-first indexes: on an empty PostgreSQL table the planner picks among them at
 * equal cost, and what matters is that it may use them at all (the query implies `account_id is not null`).
 */
const ACCOUNT = 'ledger_lines_account_id_';

/** Each read of the app, by where it lives; `index` is (the start of) the index it must use. */
const READS: { name: string; index: string; query: RawBuilder<unknown> }[] = [
  {
    name: 'month close: accrued sum (month-close.service)',
    index: ACCOUNT,
    query: sql`select sum(amount) from ledger_lines where account_id = ${A} and book = 'accrued' and month = '2026-10'`,
  },
  {
    name: 'month close: accounts of a month (month-close.service)',
    index: ACCOUNT,
    query: sql`select distinct account_id from ledger_lines where book = 'accrued' and month = '2026-10' and account_id is not null`,
  },
  {
    name: 'income: month sums (income-summary.service)',
    index: ACCOUNT,
    query: sql`select sum(l.amount) from ledger_lines l where l.account_id = ${A} and l.month = '2026-10' and l.kind in (${KINDS})`,
  },
  {
    name: 'income: history page (income-history.service)',
    index: ACCOUNT,
    query: sql`select l.id, l.amount from ledger_lines l where l.account_id = ${A} and l.kind in (${KINDS}) and l.id < 1000000 order by l.id desc limit 20`,
  },
  {
    name: 'team: income per partner (team.service)',
    index: ACCOUNT,
    query: sql`select partner_id, sum(amount) from ledger_lines where account_id = ${A} and partner_id in (${A}, ${B}) and kind in ('commission', 'reversal') group by partner_id`,
  },
  {
    name: 'team: leaderboard (leaderboard.service)',
    index: 'ledger_lines_account_id_',
    query: sql`select account_id, sum(amount) from ledger_lines where account_id in (${A}, ${B}) and month = '2026-10' and book = 'accrued' and kind in ('commission', 'reversal') group by account_id`,
  },
  {
    name: 'team: summary recount (team-line-recount)',
    index: ACCOUNT,
    query: sql`select level, sum(amount) from ledger_lines where account_id = ${A} and level >= 1 and kind in ('commission', 'reversal') group by level`,
  },
  {
    name: 'wallet: operations page (wallet.service)',
    index: 'ledger_lines_account_id_',
    query: sql`select * from ledger_lines where account_id = ${A} and book = 'wallet' order by created_at desc, id desc limit 20`,
  },
  {
    name: 'refund: the order’s paid lines (commissions.service)',
    index: 'ledger_lines_order_id_account_id_index',
    query: sql`select * from ledger_lines where order_id = ${A} and kind = 'commission' and book = 'accrued'`,
  },
  {
    name: 'placements: brand side per order (placement-stats.service)',
    index: 'ledger_lines_order_id_account_id_index',
    query: sql`select o.placement_id, sum(l.amount) from orders o join ledger_lines l on l.order_id = o.id where o.placement_id in (${A}) and o.kind = 'order' and l.kind in (${KINDS}) and l.book = 'brand' group by o.placement_id`,
  },
  {
    name: 'placements: orders per placement (placement-stats.service)',
    index: 'orders_placement_id_kind_amount_index',
    query: sql`select placement_id, count(*), sum(amount) from orders where placement_id in (${A}, ${B}) and kind = 'order' group by placement_id`,
  },
  {
    name: 'placements: placements with orders (placement-costs.service)',
    index: 'orders_placement_id_kind_amount_index',
    query: sql`select distinct placement_id from orders where placement_id is not null`,
  },
  {
    name: 'income: own sales of a month (income-summary.service)',
    index: 'orders_',
    query: sql`select count(*), sum(amount) from orders where seller_id = ${A} and occurred_at >= '2026-10-01' and occurred_at < '2026-11-01' and kind = 'order'`,
  },
];

async function run(label: string): Promise<boolean> {
  const t = await createTestApp({ seed: false });
  try {
    const em = t.app.orm.em.fork();
    const pg = isPostgres(em);
    const k = db(em);
    if (pg) await sql`set enable_seqscan = off`.execute(k);
    let ok = true;
    for (const read of READS) {
      const explain = pg ? sql`explain ${read.query}` : sql`explain query plan ${read.query}`;
      const { rows } = await explain.execute(k);
      const plan = rows.map((r) => String(Object.values(r as object).at(-1))).join('\n    ');
      const uses = plan.includes(read.index);
      ok &&= uses;
      console.log(`${label} ${uses ? 'ok  ' : 'MISS'} ${read.name}\n    ${plan}`);
    }
    return ok;
  } finally {
    await t.close();
  }
}

await onBothDrivers(run);
