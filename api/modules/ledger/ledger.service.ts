/**
 * Posting to the ledger (docs/decisions/041-ledger.md). Call inside a transaction: the posting row, its
 * lines and the balance changes commit together or not at all. Balances change by relative UPDATEs in a
 * fixed order (account, book), so concurrent postings neither lose an update nor deadlock; a line marked
 * `covered` only applies when the book holds enough, which is what makes overdrafts impossible.
 */
import { randomUUID } from 'node:crypto';
import { type EntityManager, raw } from '@mikro-orm/core';
import type { Currency } from '#contract/money.ts';
import {
  Balance,
  type Book,
  LedgerLine,
  LedgerPosting,
  type LineKind,
  type PostingKind,
} from './ledger.entity.ts';

export interface LineInput {
  /** null = the brand's side. */
  account: string | null;
  book: Book;
  amount: number;
  kind: LineKind;
  month: string;
  order?: string | null;
  partner?: string | null;
  level?: number | null;
  rateBp?: number | null;
  rule?: 'standard' | 'early' | 'product' | 'product_early' | null;
  withdrawalId?: string | null;
  /** The book must not go below zero because of this line (only for negative lines). */
  covered?: boolean;
}

export interface PostingInput {
  key: string;
  kind: PostingKind;
  currency: Currency;
  lines: LineInput[];
}

export class InsufficientFunds extends Error {}

/** The stored row of one line (shared by `post` and the bulk `postMany`). */
export const lineRow = (posting: string, currency: Currency, line: LineInput) => ({
  posting,
  account: line.account,
  book: line.book,
  currency,
  amount: line.amount,
  kind: line.kind,
  month: line.month,
  order: line.order ?? null,
  partner: line.partner ?? null,
  level: line.level ?? null,
  rateBp: line.rateBp ?? null,
  rule: line.rule ?? null,
  withdrawalId: line.withdrawalId ?? null,
});

/** Whether an event was already posted (the unique key also guards the race; this avoids the failed insert). */
export async function isPosted(em: EntityManager, key: string): Promise<boolean> {
  return (await em.count(LedgerPosting, { key })) > 0;
}

/** Creates the balance rows of a blogger's books if missing (idempotent, race-safe). */
export async function ensureBalances(em: EntityManager, account: string, currency: Currency): Promise<void> {
  const existing = await em.count(Balance, { account });
  if (existing === 3) return;
  await em.upsertMany(
    Balance,
    (['accrued', 'wallet', 'withdrawal'] as const).map((book) => ({
      id: randomUUID(),
      account,
      book,
      currency,
      amount: 0,
    })),
    { onConflictFields: ['account', 'book'], onConflictAction: 'ignore' },
  );
}

/**
 * Writes one posting. Lines must sum to zero; zero lines are dropped. Throws InsufficientFunds (the caller's
 * transaction must then roll back) when a `covered` line would overdraw its book.
 */
export async function post(em: EntityManager, input: PostingInput): Promise<string> {
  const lines = input.lines.filter((l) => l.amount !== 0);
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (sum !== 0 || lines.some((l) => !Number.isSafeInteger(l.amount))) {
    throw new Error(`unbalanced posting ${input.key}`);
  }
  const posting = em.create(LedgerPosting, { key: input.key, kind: input.kind });
  await em.flush();
  const own = lines
    .filter((l): l is LineInput & { account: string } => l.account !== null && l.book !== 'brand')
    .sort((a, b) => (a.account + a.book < b.account + b.book ? -1 : 1));
  for (const line of own) {
    const guard = line.covered && line.amount < 0 ? { amount: { $gte: -line.amount } } : {};
    const changed = await addTo(em, line.account, line.book, input.currency, line.amount, guard);
    if (changed !== 1) throw new InsufficientFunds(input.key);
  }
  for (const line of lines) em.create(LedgerLine, lineRow(posting.id, input.currency, line));
  await em.flush();
  return posting.id;
}

/** A blogger's balance of one book (0 when it has none yet). */
export async function balanceOf(em: EntityManager, account: string, book: Book): Promise<number> {
  const row = await em.findOne(Balance, { account, book });
  return row?.amount ?? 0;
}

/** Adds to a book's balance row (made on first use); returns the rows changed (0: the guard refused). */
async function addTo(
  em: EntityManager,
  account: string,
  book: Book,
  currency: Currency,
  amount: number,
  guard: object = {},
): Promise<number> {
  const update = () =>
    em.nativeUpdate(Balance, { account, book, ...guard }, { amount: raw('amount + ?', [amount]) });
  const changed = await update();
  if (changed || (await em.count(Balance, { account, book }))) return changed;
  await ensureBalances(em, account, currency);
  return update();
}

/** Locks a blogger's book row for the rest of the transaction (PostgreSQL row lock; SQLite is serial). */
export async function lockBook(
  em: EntityManager,
  account: string,
  book: Book,
  currency: Currency,
): Promise<void> {
  await addTo(em, account, book, currency, 0);
}
