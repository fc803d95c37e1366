/**
 * A real power cut in the sales webhook (issue 9): `node api/server.ts` SIGKILLs itself after a signed
 * batch's orders are inserted and before their commission lines (CHAOS_KILL_AT=webhook-orders-before-ledger).
 * Restarted on the same data, the shop's redelivery of the same batch records every order and its
 * commissions exactly once, and the ledger balances.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { signedHeaders, uniq } from '../helpers/sales.ts';
import { exited, startServer } from '../helpers/server.ts';

const SECRET = 'kill-test-sales-secret';
/** The demo seed's promocode of a blogger with a sponsor: each order earns on two levels. */
const PROMOCODE = 'MASHA15';

/** What the database holds for these external ids, read straight from the SQLite file. */
function snapshot(file: string, ids: string[]) {
  const sqlite = new DatabaseSync(file, { readOnly: true });
  try {
    const marks = ids.map(() => '?').join(',');
    const orders = sqlite.prepare(`select id from orders where external_id in (${marks})`).all(...ids) as {
      id: string;
    }[];
    const orderIds = orders.map((o) => o.id);
    const omarks = orderIds.map(() => '?').join(',') || "''";
    const postings = sqlite
      .prepare(`select count(*) as n from ledger_postings where key in (${omarks})`)
      .get(...orderIds.map((id) => `order:${id}`)) as { n: number };
    const lines = sqlite
      .prepare(
        `select count(*) as n, coalesce(sum(case when amount > 0 and account_id is not null then amount end), 0) as earned
         from ledger_lines where order_id in (${omarks})`,
      )
      .get(...orderIds) as { n: number; earned: number };
    const unbalanced = sqlite
      .prepare('select posting_id from ledger_lines group by posting_id having sum(amount) <> 0')
      .all();
    const cacheDrift = sqlite
      .prepare(
        `select b.account_id from balances b left join (select account_id, book, sum(amount) as total
           from ledger_lines where account_id is not null group by account_id, book) l
           on l.account_id = b.account_id and l.book = b.book
         where b.amount <> coalesce(l.total, 0)`,
      )
      .all();
    return {
      orders: orders.length,
      postings: Number(postings.n),
      lines: Number(lines.n),
      earned: Number(lines.earned),
      unbalanced: unbalanced.length,
      cacheDrift: cacheDrift.length,
    };
  } finally {
    sqlite.close();
  }
}

describe('a real process killed at webhook-orders-before-ledger (CHAOS_KILL_AT)', () => {
  it('dies there with nothing stored; after a restart the replayed batch is recorded exactly once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'webhook-kill-'));
    const staticDir = join(root, 'dist');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
    const varDir = join(root, 'var');
    const env = { SALES_WEBHOOK_SECRET: SECRET };
    const events = Array.from({ length: 5 }, (_, i) => ({
      type: 'order',
      external_id: uniq('kill'),
      product: i % 2 ? 'annual' : 'monthly',
      amount: 100_000 + i * 10_000,
      currency: 'RUB',
      promocode: PROMOCODE,
      occurred_at: new Date().toISOString(),
    }));
    const ids = events.map((e) => e.external_id);
    const payload = JSON.stringify({ events });
    const headers = signedHeaders(SECRET, payload);
    const post = (url: string) =>
      fetch(`${url}/api/v1/sales/webhook`, { method: 'POST', headers, body: payload });
    let server = await startServer({
      varDir,
      staticDir,
      env: { ...env, CHAOS_KILL_AT: 'webhook-orders-before-ledger' },
    });
    try {
      const killed = await post(server.url).catch((error: unknown) => error);
      expect(killed).toBeInstanceOf(Error);
      await exited(server);
      await server.stop();
      const db = join(varDir, 'app.db');
      expect(snapshot(db, ids)).toEqual({
        orders: 0,
        postings: 0,
        lines: 0,
        earned: 0,
        unbalanced: 0,
        cacheDrift: 0,
      });

      server = await startServer({ varDir, staticDir, env });
      const replayed = await post(server.url);
      expect(replayed.status).toBe(200);
      const body = (await replayed.json()) as { results: { status: string; attribution: string }[] };
      expect(body.results.map((r) => [r.status, r.attribution])).toEqual(
        ids.map(() => ['recorded', 'promocode']),
      );
      // The shop retries once more: nothing changes.
      expect((await post(server.url)).status).toBe(200);
      await server.stop();
      const after = snapshot(db, ids);
      console.log(`webhook kill: ${JSON.stringify(after)}`);
      expect(after).toMatchObject({ orders: 5, postings: 5, unbalanced: 0, cacheDrift: 0 });
      // Seller and sponsor: each order has a commission line for both and the brand's lines against them.
      expect(after.lines).toBeGreaterThanOrEqual(5 * 3);
      expect(after.earned).toBeGreaterThan(0);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
