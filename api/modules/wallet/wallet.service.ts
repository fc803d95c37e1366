/**
 * The blogger's wallet: summary, operations (the wallet book's ledger lines), requests, the payout-service
 * connection, and withdrawal requests. A request moves its amount wallet → withdrawal in one posting whose
 * wallet line is `covered`, so concurrent requests can never overdraw (docs/decisions/045-wallet-payouts.md).
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode } from '#contract/errors.ts';
import { type Currency, currencyForLocale, MIN_WITHDRAWAL_MINOR, monthOf } from '#contract/money.ts';
import type {
  PayoutConnection as ConnectionDto,
  PayoutConnectionBody,
  WalletOperationPage,
  WalletSummary,
  WithdrawalBody,
  Withdrawal as WithdrawalDto,
  WithdrawalPage,
} from '#contract/wallet.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { User } from '../accounts/accounts.entity.ts';
import { onReviewTotal } from '../fraud/review-list.service.ts';
import { LedgerLine } from '../ledger/ledger.entity.ts';
import { balanceOf, InsufficientFunds, post } from '../ledger/ledger.service.ts';
import type { NpdStatusClient } from '../tax/npd-status-client.ts';
import { checkWithdrawalAllowed, refuseOverYearLimit } from './npd-payouts.ts';
import { connect, toConnection } from './payout-connection.service.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { PayoutConnection, Withdrawal } from './wallet.entity.ts';

export const PAGE_SIZE = 20;

export const toWithdrawal = (w: Withdrawal): WithdrawalDto => ({
  id: w.id,
  amount: w.amount,
  currency: w.currency,
  status: w.status,
  start_date: w.periodStart,
  end_date: w.periodEnd,
  failure_reason: w.failureReason ?? null,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

const pages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * The account's currency; the wallet exists only for approved accounts. Accounts approved before currencies
 * existed (and the demo seed's) get theirs fixed here once, from their language, as approval would have.
 */
export async function walletCurrency(em: EntityManager, userId: string): Promise<Currency> {
  const user = await em.findOne(User, { id: userId }, { fields: ['currency', 'status', 'locale'] });
  if (user?.currency) return user.currency;
  if (user?.status !== 'approved') throw new AppError(403, ErrorCode.forbidden, 'account_no_currency');
  await em.nativeUpdate(User, { id: userId, currency: null }, { currency: currencyForLocale(user.locale) });
  const fixed = await em.fork().findOneOrFail(User, { id: userId }, { fields: ['currency'] });
  return fixed.currency ?? currencyForLocale(user.locale);
}

async function connectionOf(em: EntityManager, userId: string): Promise<ConnectionDto | null> {
  const row = await em.findOne(PayoutConnection, { owner: userId });
  return row ? toConnection(row) : null;
}

export async function walletSummary(
  em: EntityManager,
  userId: string,
  providerName = 'sandbox',
): Promise<WalletSummary> {
  const currency = await walletCurrency(em, userId);
  const profile = await em.findOneOrFail(User, { id: userId }, { fields: ['inn', 'phone'] });
  const [balance, held, accrued, onReview, connection] = await Promise.all([
    balanceOf(em, userId, 'wallet'),
    balanceOf(em, userId, 'withdrawal'),
    balanceOf(em, userId, 'accrued'),
    onReviewTotal(em, userId),
    connectionOf(em, userId),
  ]);
  const minimum = MIN_WITHDRAWAL_MINOR[currency];
  // SPEC §9: below the minimum nothing can be withdrawn; the balance waits for next month's income.
  const below = balance > 0 && balance < minimum;
  // A refund of an order already paid out: the debt comes out of the next months' income (decision 042).
  const reason = below ? 'below_minimum' : balance < 0 ? 'refund_debt' : null;
  return {
    currency,
    balance,
    held,
    accrued,
    on_review: onReview,
    minimum,
    carry_over: { amount: reason ? balance : 0, reason },
    connection,
    payout_service: { provider: providerName, inn: profile.inn ?? null, phone: profile.phone ?? null },
    can_withdraw: connection?.status === 'confirmed' && balance >= minimum,
  };
}

/** Connects the payout service (idempotent: a pending or confirmed connection stays as it is). */
export async function connectPayouts(
  em: EntityManager,
  provider: PayoutProvider,
  userId: string,
  body: PayoutConnectionBody = undefined,
): Promise<WalletSummary> {
  await walletCurrency(em, userId);
  await connect(em, provider, userId, body);
  return walletSummary(em, userId, provider.name);
}

const sameRequest = (w: Withdrawal, body: WithdrawalBody) =>
  w.amount === body.amount && w.periodStart === body.start_date && w.periodEnd === body.end_date;

async function replay(em: EntityManager, userId: string, key: string, body: WithdrawalBody) {
  const existing = await em.fork().findOne(Withdrawal, { owner: userId, idempotencyKey: key });
  if (!existing) return null;
  if (!sameRequest(existing, body)) throw conflict('idempotency_key_reused');
  return toWithdrawal(existing);
}

/** A period is paid once: an active (pending, processing or paid) request covering any of its days refuses it. */
async function refuseOverlap(tx: EntityManager, userId: string, id: string, body: WithdrawalBody) {
  const overlapping = await tx.count(Withdrawal, {
    owner: userId,
    id: { $ne: id },
    status: { $in: ['pending', 'processing', 'completed'] },
    periodStart: { $lte: body.end_date },
    periodEnd: { $gte: body.start_date },
  });
  if (overlapping > 0) throw conflict('payout_period_overlap', { start_date: ['payout_period_overlap'] });
}

const amountError = (code: ErrorCode, messageId: 'withdrawal_min' | 'insufficient_funds') =>
  new AppError(422, code, messageId, { amount: [messageId] });

/**
 * Creates a withdrawal request once per Idempotency-Key: the same key answers with the same request. Checks,
 * in order: currency, minimum, connection, then the covered wallet line refuses what the balance lacks.
 */
export async function requestWithdrawal(
  em: EntityManager,
  userId: string,
  key: string,
  body: WithdrawalBody,
  npd: NpdStatusClient | null = null,
): Promise<WithdrawalDto> {
  const currency = await walletCurrency(em, userId);
  const earlier = await replay(em, userId, key, body);
  if (earlier) return earlier;
  if (body.amount < MIN_WITHDRAWAL_MINOR[currency]) throw amountError(ErrorCode.validation, 'withdrawal_min');
  const connection = await em.findOne(PayoutConnection, { owner: userId }, { fields: ['status'] });
  if (!connection) throw conflict('payout_not_connected');
  // YooKassa pays only once the blogger confirmed its request in «Мой налог» (decision 077).
  if (connection.status !== 'confirmed') throw conflict('payout_not_confirmed');
  // Self-employed: receipts and today's status (the demo seed, which passes no client, skips the call).
  if (npd) await checkWithdrawalAllowed(em, npd, userId);
  try {
    const created = await em.fork().transactional(async (tx) => {
      const w = tx.create(Withdrawal, {
        owner: userId,
        amount: body.amount,
        currency,
        idempotencyKey: key,
        periodStart: body.start_date,
        periodEnd: body.end_date,
      });
      await tx.flush();
      const line = { account: userId, kind: 'withdrawal' as const, month: monthOf(new Date()) };
      await post(tx, {
        key: `withdrawal:${w.id}`,
        kind: 'withdrawal',
        currency,
        lines: [
          { ...line, book: 'wallet', amount: -body.amount, withdrawalId: w.id, covered: true },
          { ...line, book: 'withdrawal', amount: body.amount, withdrawalId: w.id },
        ],
      });
      // After the balance line: that write serialises a blogger's requests (PostgreSQL row lock, SQLite
      // one writer), so two overlapping periods cannot both pass this read.
      await refuseOverlap(tx, userId, w.id, body);
      await refuseOverYearLimit(tx, userId, body.amount);
      faultPoint('withdrawal-before-commit');
      return w;
    });
    return toWithdrawal(created);
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw amountError(ErrorCode.insufficientFunds, 'insufficient_funds');
    // The same key raced itself: the other attempt won, answer with its request.
    if (error instanceof UniqueConstraintViolationException) {
      const winner = await replay(em, userId, key, body);
      if (winner) return winner;
    }
    throw error;
  }
}

export async function listWithdrawals(
  em: EntityManager,
  userId: string,
  page: number,
): Promise<WithdrawalPage> {
  const [rows, total] = await em.findAndCount(
    Withdrawal,
    { owner: userId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return { items: rows.map(toWithdrawal), total, page, pages: pages(total) };
}

/** SPEC §4 operation statuses: a withdrawal is pending until paid out, cancelled when it came back. */
const operationStatus = (status: Withdrawal['status'] | undefined) =>
  status === 'completed'
    ? ('completed' as const)
    : status === 'failed' || status === 'cancelled'
      ? ('cancelled' as const)
      : ('pending' as const);

/** The wallet book's lines, newest first: money in (deposit) and requests taken out (withdrawal). */
export async function listOperations(
  em: EntityManager,
  userId: string,
  page: number,
): Promise<WalletOperationPage> {
  const [lines, total] = await em.findAndCount(
    LedgerLine,
    { account: userId, book: 'wallet' },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  const ids = lines.flatMap((l) => (l.kind === 'withdrawal' && l.withdrawalId ? [l.withdrawalId] : []));
  const requests = ids.length ? await em.find(Withdrawal, { id: { $in: ids } }, { fields: ['status'] }) : [];
  const statusOf = new Map(requests.map((w) => [w.id, w.status]));
  const items = lines.map((l) => ({
    id: l.id,
    type: l.amount < 0 ? ('withdrawal' as const) : ('deposit' as const),
    status:
      l.kind === 'withdrawal' ? operationStatus(statusOf.get(l.withdrawalId ?? '')) : ('completed' as const),
    kind: l.kind,
    amount: Math.abs(l.amount),
    currency: l.currency,
    date: l.createdAt.toISOString(),
    month: l.month,
    withdrawal_id: l.withdrawalId ?? null,
  }));
  return { items, total, page, pages: pages(total) };
}
