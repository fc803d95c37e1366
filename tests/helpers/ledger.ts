/**
 * The ledger invariant (architecture §6a), checked after money tests: every posting sums to zero, and every
 * blogger book's cached balance equals the sum of its lines.
 */
import type { EntityManager } from '@mikro-orm/core';
import { expect } from 'vitest';
import { db, num } from '../../api/lib/db-query.ts';

export async function expectLedgerBalanced(em: EntityManager): Promise<void> {
  const unbalanced = await db(em)
    .selectFrom('ledger_lines')
    .select(['posting_id', (eb) => eb.fn.sum('amount').as('total')])
    .groupBy('posting_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .execute();
  expect(unbalanced).toEqual([]);
  const sums = await db(em)
    .selectFrom('ledger_lines')
    .select(['account_id', 'book', (eb) => eb.fn.sum('amount').as('total')])
    .where('account_id', 'is not', null)
    .groupBy(['account_id', 'book'])
    .execute();
  const balances = await db(em).selectFrom('balances').select(['account_id', 'book', 'amount']).execute();
  const key = (r: { account_id: unknown; book: unknown }) => `${r.account_id}/${r.book}`;
  const fromLines = new Map(sums.map((r) => [key(r), num(r.total)]));
  for (const b of balances) {
    expect(num(b.amount), `balance ${key(b)}`).toBe(fromLines.get(key(b)) ?? 0);
    fromLines.delete(key(b));
  }
  expect([...fromLines.entries()].filter(([, v]) => v !== 0)).toEqual([]);
}

/** A blogger's book balance as the ledger says. */
export async function bookBalance(em: EntityManager, account: string, book: string): Promise<number> {
  const row = await db(em)
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', account)
    .where('book', '=', book)
    .executeTakeFirst();
  return num(row?.amount);
}
