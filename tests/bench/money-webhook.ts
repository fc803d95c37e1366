/**
 * Sales webhook throughput: signed batches of orders posted over loopback HTTP to the real app, which stores
 * each order with its commissions (seller + up to 4 uplines) in one transaction per batch. Afterwards some
 * orders are refunded and the ledger is checked to the minor unit: every posting sums to zero, every cached
 * balance equals the sum of its lines, and each blogger's accrued book equals what the plan says.
 * Runs on SQLite, then on PostgreSQL when DATABASE_URL is set (scripts/with-postgres.sh).
 *   node tests/bench/money-webhook.ts   (BENCH_ORDERS=20000, BENCH_BATCH=500, BENCH_PARALLEL=2 to tune)
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { pickRate, TEAM_LEVELS } from '#contract/commissions.ts';
import { applyRate } from '#contract/money.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { ledgerProblems } from '../helpers/ledger-check.ts';
import { signedHeaders } from '../helpers/sales.ts';
import { onBothDrivers } from './bench-lib.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 2);
const CHAINS = 60;
const DEPTH = 6;
const PRODUCTS = ['monthly', 'annual-12m'];

interface Sale {
  external_id: string;
  seller: number | null;
  product: string;
  amount: number;
}

async function run(label: string): Promise<boolean> {
  const t = await createTestApp({ seed: false });
  try {
    const { app } = t;
    // Bloggers in sponsor chains, registered long ago (standard rates), each with a promocode.
    const em = app.orm.em.fork();
    const users: { id: string; sponsor: number | null }[] = [];
    const createdAt = new Date('2024-01-01T00:00:00Z');
    for (let c = 0; c < CHAINS; c++) {
      let sponsor: number | null = null;
      for (let d = 0; d < DEPTH; d++) {
        const i = users.length;
        const user = em.create(User, {
          email: `bench${i}@bench.local`,
          passwordHash: 'x',
          status: 'approved',
          currency: 'RUB',
          createdAt,
          sponsor: sponsor === null ? null : (users[sponsor]?.id as string),
        });
        em.create(Promocode, { owner: user, network: 'vk', code: `Bench${i}`, codeKey: `bench${i}` });
        users.push({ id: user.id, sponsor });
        sponsor = i;
      }
      await em.flush();
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const secret = t.config.sales.webhookSecret;
    const post = async (events: unknown[]) => {
      const body = JSON.stringify({ events });
      const res = await fetch(`${address}/api/v1/sales/webhook`, {
        method: 'POST',
        headers: signedHeaders(secret, body),
        body,
      });
      if (res.status !== 200) throw new Error(`webhook ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { results: { status: string }[] }).results;
    };

    const occurred = new Date(Date.now() - 3_600_000).toISOString();
    const sales: Sale[] = Array.from({ length: ORDERS }, (_, i) => ({
      external_id: `bench-${i}`,
      seller: randomInt(10) === 0 ? null : randomInt(users.length),
      product: PRODUCTS[randomInt(PRODUCTS.length)] as string,
      amount: randomInt(1_000, 500_000),
    }));
    const batches: Sale[][] = [];
    for (let i = 0; i < sales.length; i += BATCH) batches.push(sales.slice(i, i + BATCH));
    const toEvent = (s: Sale) => ({
      type: 'order',
      external_id: s.external_id,
      product: s.product,
      amount: s.amount,
      currency: 'RUB',
      promocode: s.seller === null ? null : `BENCH${s.seller}`,
      occurred_at: occurred,
    });

    // Baseline, same run and database: storing the same number of bare order rows in batches (no HTTP,
    // signature, attribution or ledger), so the figure below reads as a ratio on this machine today.
    const baseStarted = performance.now();
    for (let i = 0; i < ORDERS; i += BATCH) {
      await app.orm.em.fork().insertMany(
        Order,
        sales.slice(i, i + BATCH).map((s) => ({
          id: randomUUID(),
          externalId: `baseline-${s.external_id}`,
          kind: 'order' as const,
          product: s.product,
          amount: s.amount,
          currency: 'RUB' as const,
          occurredAt: new Date(occurred),
          source: 'webhook' as const,
          createdAt: new Date(),
        })),
      );
    }
    const baseSeconds = (performance.now() - baseStarted) / 1000;

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < batches.length) {
          const batch = batches[next++] as Sale[];
          const results = await post(batch.map(toEvent));
          if (results.some((r) => r.status !== 'recorded')) throw new Error('an order was not recorded');
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Refund every 20th order (untimed), then check the books.
    const refunded = sales.filter((_, i) => i % 20 === 0);
    for (let i = 0; i < refunded.length; i += BATCH) {
      await post(
        refunded.slice(i, i + BATCH).map((s) => ({
          type: 'refund',
          external_id: `${s.external_id}-refund`,
          refund_of: s.external_id,
          amount: s.amount,
          currency: 'RUB',
          occurred_at: new Date().toISOString(),
        })),
      );
    }
    const refundedIds = new Set(refunded.map((s) => s.external_id));
    const expected = new Map<string, number>();
    for (const s of sales) {
      if (s.seller === null || refundedIds.has(s.external_id)) continue;
      let who: number | null = s.seller;
      for (let level = 0; who !== null && level <= TEAM_LEVELS; level++) {
        const user = users[who] as { id: string; sponsor: number | null };
        const amount = applyRate(s.amount, pickRate(DEFAULT_PLAN, s.product, level, false).rateBp);
        expected.set(user.id, (expected.get(user.id) ?? 0) + amount);
        who = user.sponsor;
      }
    }
    const problems = await checkLedger(app.orm.em.fork(), expected);
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${label.padEnd(10)} ${ORDERS} orders in ${batches.length} batches of ${BATCH} (${PARALLEL} in parallel): ` +
        `${seconds.toFixed(2)} s → ${Math.round(ORDERS / seconds)} orders/s ` +
        `(bare row inserts: ${Math.round(ORDERS / baseSeconds)} rows/s, ratio ${(baseSeconds / seconds).toFixed(2)}); ` +
        `${refunded.length} refunds; accrued ${total} kopecks over ${expected.size} bloggers: ` +
        (problems.length ? `NOT EXACT\n  ${problems.slice(0, 10).join('\n  ')}` : 'exact'),
    );
    return problems.length === 0;
  } finally {
    await t.close();
  }
}

/** Postings sum to zero, balances equal their lines, and accrued books equal the plan's figures. */
async function checkLedger(em: EntityManager, expected: Map<string, number>): Promise<string[]> {
  const { problems, books } = await ledgerProblems(em);
  for (const [account, amount] of expected) {
    const got = books.get(`${account}/accrued`) ?? 0;
    if (got !== amount) problems.push(`accrued ${account}: ${got}, plan says ${amount}`);
  }
  return problems;
}

await onBothDrivers(run);
