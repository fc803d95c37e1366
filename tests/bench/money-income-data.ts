/**
 * Data for the income benchmark, written with multi-row inserts (no HTTP, no ORM units of work): one blogger
 * with `lines` income lines over 24 months — own sales, team levels 1–4 from 40 partners, refunds taken back
 * — plus the partners' own lines, the brand's side of every posting (each sums to zero), month closes
 * (released or held) and the cached balances of the books written.
 */

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { monthOf } from '#contract/money.ts';
import { dateParam, db } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createUser, usesPostgres } from '../helpers/api-app.ts';
import { insertRows, type Row, withIndexesDeferred } from './bench-lib.ts';

const PRODUCTS = ['monthly', 'quarterly', 'yearly', 'family', 'trial'];
const MONTHS = 24;
const BATCH = 400;
const JSON_BATCH = 10_000;

export interface BenchData {
  id: string;
  email: string;
  lastMonth: string;
  products: string[];
}

/**
 * PostgreSQL: many rows per statement as one JSON parameter, expanded by json_populate_recordset into the
 * table's own row type (the same rows, constraints and triggers; what 400-row VALUES statements with 5 000
 * bound parameters each cost in parsing and binding is gone: the load went from 92 s to a few seconds).
 */
async function insertJsonRows(em: EntityManager, table: string, rows: Row[]) {
  const cols = sql.join(Object.keys(rows[0] ?? {}).map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += JSON_BATCH) {
    const json = JSON.stringify(rows.slice(i, i + JSON_BATCH));
    await sql`insert into ${sql.table(table)} (${cols})
      select ${cols} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db(em));
  }
}

/**
 * PostgreSQL, as pg_restore does: the tables' foreign keys are dropped for the load and added again after
 * it, which checks every row at once with one join instead of four trigger queries per inserted row.
 */
async function withForeignKeysDeferred<T>(em: EntityManager, tables: string[], load: () => Promise<T>) {
  const list = sql.join(tables.map((t) => sql`${t}`));
  const { rows } = await sql<{ table: string; name: string; def: string }>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
    from pg_constraint where contype = 'f' and conrelid::regclass::text in (${list})`.execute(db(em));
  for (const fk of rows)
    await sql`alter table ${sql.table(fk.table)} drop constraint ${sql.ref(fk.name)}`.execute(db(em));
  const out = await load();
  for (const fk of rows) {
    await sql`alter table ${sql.table(fk.table)} add constraint ${sql.ref(fk.name)} ${sql.raw(fk.def)}`.execute(
      db(em),
    );
  }
  return out;
}

/** BENCH_PHASES=1 prints how long each part of the load took. */
function lapTimer() {
  let last = performance.now();
  return (what: string) => {
    if (process.env.BENCH_PHASES)
      console.log(`  ${what}: ${((performance.now() - last) / 1000).toFixed(1)} s`);
    last = performance.now();
  };
}

export async function generate(app: FastifyInstance, lines: number, tag: string): Promise<BenchData> {
  const email = `bench-${tag}@income.bench`;
  const long = new Date('2024-01-01T00:00:00Z');
  const blogger = await createUser(app, { email, createdAt: long, nickname: 'bench' });
  const em = app.orm.em.fork();
  // Partners never sign in: one flush, no password hashing.
  const partners = Array.from({ length: 40 }, (_, i) =>
    em.create(User, {
      email: `p${i}-${tag}@income.bench`,
      passwordHash: 'x',
      status: 'approved',
      currency: 'RUB',
      sponsor: blogger.id,
      nickname: `partner${i}`,
      createdAt: long,
    }),
  ).map((u) => u.id);
  await em.flush();
  const orders: Row[] = [];
  const postings: Row[] = [];
  const ledger: Row[] = [];
  const sums = new Map<string, number>();
  const accrued = new Map<string, number>();
  const line = (posting: string, account: string | null, book: string, amount: number, extra: Row) => {
    ledger.push({ posting_id: posting, account_id: account, book, currency: 'RUB', amount, ...extra });
    if (account) sums.set(`${account}|${book}`, (sums.get(`${account}|${book}`) ?? 0) + amount);
    if (account === blogger.id && book === 'accrued') {
      accrued.set(String(extra.month), (accrued.get(String(extra.month)) ?? 0) + amount);
    }
  };
  const created = dateParam(em, new Date());
  let written = 0;
  for (let i = 0; written < lines; i++) {
    const at = new Date(Date.UTC(2024, 11 + ((i * 7) % MONTHS), 1 + (i % 28), i % 24, i % 60));
    const month = monthOf(at);
    const own = i % 10 < 6;
    const seller = own ? blogger.id : (partners[i % partners.length] as string);
    // Months repeat every 24 orders, so the other attributes vary with i / 24 to mix within a month.
    const k = Math.floor(i / 24);
    const level = own ? 0 : 1 + (k % 4);
    const amount = 50_000 + (i % 97) * 1_000;
    const rateBp = own ? 2000 : [500, 300, 200, 100][level - 1]!;
    const orderId = randomUUID();
    const product = PRODUCTS[k % PRODUCTS.length] as string;
    orders.push({
      id: orderId,
      external_id: `bench-${tag}-${i}`,
      kind: 'order',
      product,
      amount,
      currency: 'RUB',
      refund_of_id: null,
      click_id: null,
      promocode: own && k % 3 ? `BENCH${tag}` : null,
      seller_id: seller,
      attribution: own && k % 3 ? 'promocode' : 'click',
      occurred_at: dateParam(em, at),
      source: 'webhook',
      created_at: created,
    });
    const posting = randomUUID();
    postings.push({ id: posting, key: `order:${orderId}`, kind: 'order', created_at: created });
    const common = { kind: 'commission', month, order_id: orderId, partner_id: seller, rule: 'standard' };
    const earned = Math.floor((amount * rateBp) / 10_000);
    line(posting, blogger.id, 'accrued', earned, { ...common, level, rate_bp: rateBp, created_at: created });
    line(posting, null, 'brand', -earned, { ...common, level, rate_bp: rateBp, created_at: created });
    if (!own) {
      const theirs = Math.floor(amount / 5);
      line(posting, seller, 'accrued', theirs, { ...common, level: 0, rate_bp: 2000, created_at: created });
      line(posting, null, 'brand', -theirs, { ...common, level: 0, rate_bp: 2000, created_at: created });
    }
    written++;
    // Every 20th order is refunded: its reversal is one more income line.
    if (k % 20 === 7 && written < lines) {
      const refundId = randomUUID();
      orders.push({
        ...(orders.at(-1) as Row),
        id: refundId,
        external_id: `bench-${tag}-${i}-r`,
        kind: 'refund',
      });
      (orders.at(-1) as Row).refund_of_id = orderId;
      const rp = randomUUID();
      postings.push({ id: rp, key: `refund:${refundId}`, kind: 'refund', created_at: created });
      const rev = { ...common, kind: 'reversal', level, rate_bp: rateBp, created_at: created };
      line(rp, blogger.id, 'accrued', -earned, rev);
      line(rp, null, 'brand', earned, rev);
      written++;
    }
  }
  // Every month but the last is closed as month-close.service.ts does: released, or held (1 of 2).
  const closes: Row[] = [];
  for (let m = 0; m < MONTHS - 1; m++) {
    const month = monthOf(new Date(Date.UTC(2024, 11 + m, 1)));
    const held = m % 5 === 2;
    const net = accrued.get(month) ?? 0;
    const posting = randomUUID();
    postings.push({
      id: posting,
      key: `close:${month}:${blogger.id}`,
      kind: 'month_close',
      created_at: created,
    });
    const extra = { kind: held ? 'hold' : 'release', month, created_at: created };
    const empty = { order_id: null, partner_id: null, level: null, rate_bp: null, rule: null };
    line(posting, blogger.id, 'accrued', -net, { ...empty, ...extra });
    line(posting, held ? null : blogger.id, held ? 'brand' : 'wallet', net, { ...empty, ...extra });
    const outcome = held ? 'held' : 'released';
    closes.push({
      id: randomUUID(),
      account_id: blogger.id,
      month,
      outcome,
      amount: net,
      created_at: created,
    });
    Object.assign(closes.at(-1) as Row, { integrations: held ? 1 : 2, required: 2 });
  }
  const insert = usesPostgres()
    ? insertJsonRows
    : (tx: EntityManager, table: string, rows: Row[]) => insertRows(tx, table, rows, BATCH);
  const lap = lapTimer();
  const load = () =>
    em.transactional(async (tx) => {
      await insert(tx, 'orders', orders);
      lap('orders');
      await insert(tx, 'ledger_postings', postings);
      lap('postings');
      await insert(tx, 'ledger_lines', ledger);
      lap('ledger lines');
      await insert(tx, 'month_closes', closes);
      const balances = [...sums].map(([key, amount]) => {
        const [account, book] = key.split('|');
        return { id: randomUUID(), account_id: account, book, currency: 'RUB', amount };
      });
      await insertRows(tx, 'balances', balances, BATCH);
    });
  const big = ['orders', 'ledger_postings', 'ledger_lines'];
  await withIndexesDeferred(em, big, () =>
    usesPostgres() ? withForeignKeysDeferred(em, big, load) : load(),
  );
  lap('indexes and foreign keys');
  // What autovacuum does after a load like this on PostgreSQL: statistics for the planner, and the
  // visibility map that lets index-only scans skip the table.
  if (usesPostgres()) {
    for (const table of ['orders', 'ledger_lines', 'ledger_postings', 'month_closes', 'users']) {
      await sql.raw(`vacuum analyze ${table}`).execute(db(em));
    }
    lap('vacuum analyze');
  }
  return { id: blogger.id, email, lastMonth: '2026-11', products: PRODUCTS };
}
