import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Order } from '../orders/order.entity.ts';

/**
 * accrued: earned this month, not yet closed; wallet: withdrawable; withdrawal: held for a payout request;
 * brand: the other side of every line (the brand pays commissions, receives forfeits and payouts leave).
 */
export const BOOKS = ['accrued', 'wallet', 'withdrawal', 'brand'] as const;
export type Book = (typeof BOOKS)[number];

/** A payout's steps: the request holds the money, the provider pays it out or it comes back. */
const PAYOUT_KINDS = ['withdrawal', 'payout', 'payout_return'] as const;

export const POSTING_KINDS = [
  'order',
  'refund',
  'month_close',
  'quick_start',
  ...PAYOUT_KINDS,
  'manual',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export const LINE_KINDS = ['commission', 'reversal', 'release', 'hold', 'bonus', ...PAYOUT_KINDS] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const RATE_RULES = ['standard', 'early', 'product', 'product_early'] as const;

export const LedgerPosting = defineEntity({
  name: 'LedgerPosting',
  tableName: 'ledger_postings',
  properties: {
    id: uuidKey(),
    key: p.string().length(200).unique(),
    kind: p.enum(POSTING_KINDS),
    createdAt: createdAt(),
  },
});
export type LedgerPosting = InferEntity<typeof LedgerPosting>;

/** The blogger's side of the ledger: the rows the account-first indexes hold. */
const BLOGGER = 'account_id is not null';

export const LedgerLine = defineEntity({
  name: 'LedgerLine',
  tableName: 'ledger_lines',
  // Every read of the account-first indexes names the account (`account_id = ?` or `in (…)`), which implies
  // `account_id is not null`: so they leave out the brand's side, half of all lines (decision 092).
  indexes: [
    { properties: ['account', 'book', 'month'], where: BLOGGER },
    { properties: ['account', 'createdAt'], where: BLOGGER },
    // The income page (decision 046): keyset paging by id, and month sums read from the index alone.
    { properties: ['account', 'id'], where: BLOGGER },
    { properties: ['account', 'month', 'kind', 'amount'], where: BLOGGER },
    // An order's lines, and was this earner's commission on it reversed (both equalities, so no planner
    // picks `account`); also the foreign key's index, so `order` needs no index of its own.
    { properties: ['order', 'account'] },
    // The team list's income per member (decision 050): a page's partners, read from the index alone.
    { properties: ['account', 'partner', 'kind', 'amount'], where: BLOGGER },
    // The team summary's revenue and income per line: the viewer's team lines and their orders, index only.
    { properties: ['account', 'level', 'kind', 'order', 'amount'], where: BLOGGER },
    // Only wallet and withdrawal lines of a payout carry one.
    { properties: ['withdrawalId'], where: 'withdrawal_id is not null' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    posting: () => p.manyToOne(LedgerPosting).ref().deleteRule('restrict').index(),
    /** The blogger whose book this is; null for the brand's side. */
    // No single-column foreign-key indexes here (SQLite's default): the composite indexes above start with
    // the account and the order; users are never deleted, so `partner` needs none for its `set null`.
    account: () => p.manyToOne(User).ref().nullable().deleteRule('restrict').index(false),
    book: p.enum(BOOKS),
    currency: p.enum(CURRENCIES),
    /** Signed minor units: positive adds to the book. */
    amount: p.bigint('number'),
    kind: p.enum(LINE_KINDS),
    /** The month the money was earned in (`yyyy-mm`): the income page and month close group by it. */
    month: p.string().length(7),
    // Why the line exists, for the income page: the order, its seller, the team level and the rate used.
    order: () => p.manyToOne(Order).ref().nullable().deleteRule('restrict').index(false),
    partner: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(false),
    level: p.integer().nullable(),
    rateBp: p.integer().nullable(),
    rule: p.enum(RATE_RULES).nullable(),
    /** The withdrawal request a wallet/withdrawal line belongs to. */
    withdrawalId: p.uuid().nullable(),
    createdAt: createdAt(),
  },
});
export type LedgerLine = InferEntity<typeof LedgerLine>;

/** Cached sum of a blogger's book; the conditional update on it is what stops overdrafts. */
export const Balance = defineEntity({
  name: 'Balance',
  tableName: 'balances',
  uniques: [{ properties: ['account', 'book'] }],
  properties: {
    id: uuidKey(),
    account: () => p.manyToOne(User).ref().deleteRule('restrict'),
    book: p.enum(BOOKS),
    currency: p.enum(CURRENCIES),
    amount: p.bigint('number').default(0),
  },
});
export type Balance = InferEntity<typeof Balance>;
