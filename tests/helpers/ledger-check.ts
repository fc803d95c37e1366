/**
 * The ledger invariant (architecture §6a) as a list of problems, for tests and benchmarks alike: every
 * posting sums to zero, and every blogger book's cached balance equals the sum of its lines. Also returns
 * the per-book sums (`<account>/<book>` → minor units) so a caller can compare them with what it expects.
 */
import type { EntityManager } from '@mikro-orm/core';
import { db, num } from '../../api/lib/db-query.ts';

export async function ledgerProblems(
  em: EntityManager,
): Promise<{ problems: string[]; books: Map<string, number> }> {
  const problems: string[] = [];
  const unbalanced = await db(em)
    .selectFrom('ledger_lines')
    .select(['posting_id', (eb) => eb.fn.sum('amount').as('total')])
    .groupBy('posting_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .execute();
  if (unbalanced.length) problems.push(`${unbalanced.length} postings do not sum to zero`);
  const sums = await db(em)
    .selectFrom('ledger_lines')
    .select(['account_id', 'book', (eb) => eb.fn.sum('amount').as('total')])
    .where('account_id', 'is not', null)
    .groupBy(['account_id', 'book'])
    .execute();
  const books = new Map(sums.map((r) => [`${r.account_id}/${r.book}`, num(r.total)]));
  const unchecked = new Map(books);
  const balances = await db(em).selectFrom('balances').select(['account_id', 'book', 'amount']).execute();
  for (const b of balances) {
    const key = `${b.account_id}/${b.book}`;
    if (num(b.amount) !== (books.get(key) ?? 0))
      problems.push(`balance ${key} is ${num(b.amount)}, its lines ${books.get(key) ?? 0}`);
    unchecked.delete(key);
  }
  for (const [key, total] of unchecked)
    if (total !== 0) problems.push(`lines of ${key} sum to ${total} without a balance row`);
  return { problems, books };
}
