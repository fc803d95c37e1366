/**
 * The ledger invariant (architecture §6a), checked after money tests: every posting sums to zero, and every
 * blogger book's cached balance equals the sum of its lines.
 */
import type { EntityManager } from '@mikro-orm/core';
import { expect } from 'vitest';
import { db, num } from '../../api/lib/db-query.ts';
import { ledgerProblems } from './ledger-check.ts';

export async function expectLedgerBalanced(em: EntityManager): Promise<void> {
  expect((await ledgerProblems(em)).problems).toEqual([]);
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
