/**
 * Many postings at once (a batch of orders from the sales webhook or a CSV import): the same rules as
 * `post()` — each posting sums to zero, its key is unique, cached balances change in the same transaction —
 * but with bulk inserts and one balance UPDATE per 200 books instead of a round trip per line. Only for
 * lines that cannot overdraw (no `covered` lines).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { v7 as timeOrderedId } from 'uuid';
import type { Currency } from '#contract/money.ts';
import { chunks, dateParam, db } from '../../lib/db-query.ts';
import type { Book } from './ledger.entity.ts';
import { lineRow, type PostingInput } from './ledger.service.ts';

const CHUNK = 200;
const BLOGGER_BOOKS = ['accrued', 'wallet', 'withdrawal'] as const;

/** Creates missing balance rows of many bloggers in bulk (idempotent, race-safe). */
export async function ensureBalancesMany(em: EntityManager, accounts: Map<string, Currency>): Promise<void> {
  const rows = [...accounts].flatMap(([account_id, currency]) =>
    BLOGGER_BOOKS.map((book) => ({ id: randomUUID(), account_id, book, currency, amount: 0 })),
  );
  for (const part of chunks(rows, 3 * CHUNK)) {
    await db(em)
      .insertInto('balances')
      .values(part)
      .onConflict((oc) => oc.columns(['account_id', 'book']).doNothing())
      .execute();
  }
}

/** Adds `amount` per account to one book, one statement per chunk; also locks those rows (PostgreSQL). */
export async function addToBooks(em: EntityManager, book: Book, deltas: [string, number][]): Promise<void> {
  const sorted = [...deltas].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  for (const part of chunks(sorted, CHUNK)) {
    const cases = sql.join(
      part.map(([account, amount]) => sql`when ${account} then cast(${amount} as bigint)`),
      sql` `,
    );
    const ids = sql.join(part.map(([account]) => sql`${account}`));
    const result = await sql`update balances set amount = amount + case account_id ${cases} end
      where book = ${book} and account_id in (${ids})`.execute(db(em));
    if (Number(result.numAffectedRows) !== part.length) throw new Error(`missing balance rows in ${book}`);
  }
}

export async function postMany(em: EntityManager, inputs: PostingInput[]): Promise<void> {
  const now = new Date();
  const postings = inputs.map((input) => {
    const lines = input.lines.filter((l) => l.amount !== 0);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    if (sum !== 0 || lines.some((l) => !Number.isSafeInteger(l.amount) || l.covered)) {
      throw new Error(`unbalanced or covered posting ${input.key}`);
    }
    return { input, lines, id: timeOrderedId() };
  });
  if (!postings.length) return;
  // Plain multi-row inserts with bound values (not the ORM's unit of work): a batch writes thousands of lines.
  const at = dateParam(em, now);
  for (const part of chunks(postings, 1000)) {
    await db(em)
      .insertInto('ledger_postings')
      .values(part.map((p) => ({ id: p.id, key: p.input.key, kind: p.input.kind, created_at: at })))
      .execute();
  }
  const accounts = new Map<string, Currency>();
  const deltas = new Map<Book, Map<string, number>>();
  for (const { input, lines } of postings) {
    for (const l of lines) {
      if (l.account === null || l.book === 'brand') continue;
      accounts.set(l.account, input.currency);
      const book = deltas.get(l.book) ?? new Map<string, number>();
      book.set(l.account, (book.get(l.account) ?? 0) + l.amount);
      deltas.set(l.book, book);
    }
  }
  await ensureBalancesMany(em, accounts);
  for (const [book, byAccount] of deltas) await addToBooks(em, book, [...byAccount]);
  const rows = postings.flatMap(({ input, lines, id }) =>
    lines.map((line) => {
      const r = lineRow(id, input.currency, line);
      return {
        posting_id: r.posting,
        account_id: r.account,
        book: r.book,
        currency: r.currency,
        amount: r.amount,
        kind: r.kind,
        month: r.month,
        order_id: r.order,
        partner_id: r.partner,
        level: r.level,
        rate_bp: r.rateBp,
        rule: r.rule,
        withdrawal_id: r.withdrawalId,
        created_at: at,
      };
    }),
  );
  // Most of the table's indexes start with the account: rows written account by account touch each of those
  // index pages once instead of ~14 times spread over the batch (decision 088). Stable: an account's lines
  // keep their posting order, so keyset paging by (account, id) reads them as before.
  const accountKey = (r: { account_id: string | null }) => r.account_id ?? '';
  rows.sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : accountKey(a) > accountKey(b) ? 1 : 0));
  // 14 values a row: 1000 rows stay below both drivers' parameter limits.
  for (const part of chunks(rows, 1000)) await db(em).insertInto('ledger_lines').values(part).execute();
}
