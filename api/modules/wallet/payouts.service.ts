/**
 * A request's way out: a moderator sends it to the provider (pending → processing), the provider's webhook
 * settles it (→ completed: withdrawal → brand; → failed: withdrawal → wallet, its own payout_return line),
 * or a moderator cancels it (pending → cancelled, money back the same way). Every step is a conditional
 * status update plus a posting with a unique key in one transaction, so a repeated webhook or a double
 * click changes nothing twice.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  PayoutWebhookBody,
  WithdrawalStatus,
} from '#contract/wallet.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Balance } from '../ledger/ledger.entity.ts';
import { post } from '../ledger/ledger.service.ts';
import { npdApplies, PAYOUT_CHECK, REQUEST_CHECK } from '../tax/npd-status.ts';
import type { CheckOptions, NpdStatusClient } from '../tax/npd-status-client.ts';
import { openReceiptTask } from '../tax/receipts.service.ts';
import { NPD_LOST_REASON, payoutVerdict } from './npd-payouts.ts';
import { type PayoutAccepted, PayoutOutcomeUnknown, type PayoutProvider } from './payout-provider.ts';
import { PayoutConnection, Withdrawal } from './wallet.entity.ts';
import { PAGE_SIZE, toWithdrawal } from './wallet.service.ts';

/** Moves a request's held amount out: to the brand (paid) or back to the wallet (returned). */
async function release(tx: EntityManager, w: Withdrawal, to: 'brand' | 'wallet'): Promise<void> {
  const kind = to === 'brand' ? ('payout' as const) : ('payout_return' as const);
  const line = { kind, month: monthOf(new Date()), withdrawalId: w.id };
  await post(tx, {
    key: `${kind}:${w.id}`,
    kind,
    currency: w.currency,
    lines: [
      { ...line, account: w.owner.id, book: 'withdrawal', amount: -w.amount, covered: true },
      { ...line, account: to === 'brand' ? null : w.owner.id, book: to, amount: w.amount },
    ],
  });
}

/**
 * Ends a request: conditional on its status being `from`, so only one of racing moderators/webhooks wins.
 * Returns false when the request was no longer in `from`.
 */
async function finish(
  em: EntityManager,
  id: string,
  from: WithdrawalStatus,
  to: 'completed' | 'failed' | 'cancelled',
  fields: { failureReason?: string | null; decidedBy?: string } = {},
  inTx?: (tx: EntityManager, w: Withdrawal) => Promise<void>,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const changed = await tx.nativeUpdate(Withdrawal, { id, status: from }, { status: to, ...fields });
    if (changed !== 1) return false;
    const w = await tx.findOneOrFail(Withdrawal, { id });
    await release(tx, w, to === 'completed' ? 'brand' : 'wallet');
    await inTx?.(tx, w);
    return true;
  });
}

/** Moderator: send a pending request to the provider. `audit` writes the staff action in the same commit. */
export async function payWithdrawal(
  em: EntityManager,
  provider: PayoutProvider,
  id: string,
  actorId: string,
  audit: (tx: EntityManager, w: Withdrawal) => void,
  npd: NpdStatusClient,
): Promise<void> {
  const w = await em.findOne(Withdrawal, { id });
  if (!w) throw notFound();
  const connection = await em.findOne(PayoutConnection, { owner: w.owner.id });
  if (!connection) throw conflict('payout_not_connected');
  await em.fork().transactional(async (tx) => {
    const changed = await tx.nativeUpdate(
      Withdrawal,
      { id, status: 'pending' },
      { status: 'processing', decidedBy: actorId },
    );
    if (changed !== 1) throw conflict();
    audit(tx, w);
  });
  await send(em, provider, w, connection, npd, REQUEST_CHECK);
}

/**
 * Hands a `processing` request to the provider; a refusal returns the money at once. A self-employed
 * blogger's status is checked first, on the day of payment: lost, the money returns; not known (the tax
 * service is down), the request stays unsent and the resend job tries again (docs/decisions/067). A lost
 * provider answer leaves the request as it is (no provider id), so the resend job asks again under the
 * same idempotency key (docs/decisions/073).
 */
async function send(
  em: EntityManager,
  provider: PayoutProvider,
  w: Withdrawal,
  connection: PayoutConnection,
  npd: NpdStatusClient,
  check: CheckOptions,
): Promise<void> {
  const verdict = await payoutVerdict(em, npd, w, check);
  if (verdict === 'wait') return;
  if (verdict === 'lost') {
    await finish(em, w.id, 'processing', 'failed', { failureReason: NPD_LOST_REASON });
    return;
  }
  // The first hand-over is recorded before the call, so a later attempt knows it is a repeat (decision 077).
  const firstSentAt = w.sentAt ?? null;
  if (!firstSentAt) await em.fork().nativeUpdate(Withdrawal, { id: w.id, sentAt: null }, { sentAt: now() });
  let answer: PayoutAccepted;
  try {
    answer = await provider.payout({
      reference: w.id,
      account: connection.externalId,
      destination: connection.destination ?? null,
      amount: w.amount,
      currency: w.currency,
      firstSentAt,
    });
  } catch (error) {
    if (error instanceof PayoutOutcomeUnknown) return;
    // Refused outright: the money goes back at once, as if the provider had reported a failure.
    await finish(em, w.id, 'processing', 'failed', {
      failureReason: 'The payout service refused the payout',
    });
    return;
  }
  // The provider has the payout; a crash here leaves no id with us, and the outcome still settles once.
  faultPoint('payout-sent-before-record');
  const { providerRef, outcome } = answer;
  await em.fork().nativeUpdate(Withdrawal, { id: w.id, providerRef: null }, { providerRef });
  // A repeat found the payout already settled (its notification was lost): settle it as one would have.
  if (outcome)
    await settlePayout(em, {
      event_id: `${providerRef}-${outcome.status}`,
      payout_id: providerRef,
      reference: w.id,
      status: outcome.status,
      ...(outcome.reason && { reason: outcome.reason.slice(0, 500) }),
    });
}

/**
 * A request marked `processing` whose provider call never happened (the instance died in between) has no
 * provider id; once stale, it is sent again. The provider treats the request id as an idempotency key, so a
 * payout that did reach it is not paid twice (docs/decisions/047).
 */
export async function resendStuckPayouts(
  em: EntityManager,
  provider: PayoutProvider,
  npd: NpdStatusClient,
  now = new Date(),
  staleMs = 10 * 60_000,
): Promise<number> {
  const stuck = await em.find(
    Withdrawal,
    { status: 'processing', providerRef: null, updatedAt: { $lt: new Date(now.getTime() - staleMs) } },
    { limit: 100, orderBy: { updatedAt: 'asc' } },
  );
  for (const w of stuck) {
    const connection = await em.findOne(PayoutConnection, { owner: w.owner.id });
    if (connection) await send(em, provider, w, connection, npd, PAYOUT_CHECK);
    else
      await finish(em, w.id, 'processing', 'failed', {
        failureReason: 'The payout service is not connected',
      });
  }
  return stuck.length;
}

/** Moderator: cancel a pending request with a reason; the amount returns to the wallet. */
export async function rejectWithdrawal(
  em: EntityManager,
  id: string,
  actorId: string,
  reason: string,
  audit: (tx: EntityManager, w: Withdrawal) => void,
): Promise<void> {
  if (!(await em.count(Withdrawal, { id }))) throw notFound();
  const fields = { failureReason: reason, decidedBy: actorId };
  const done = await finish(em, id, 'pending', 'cancelled', fields, async (tx, w) => audit(tx, w));
  if (!done) throw conflict();
}

/** The provider's webhook. Idempotent: a request already settled the same way answers `duplicate`. */
export async function settlePayout(
  em: EntityManager,
  event: PayoutWebhookBody,
): Promise<'settled' | 'duplicate'> {
  const w = await em.findOne(Withdrawal, { id: event.reference });
  if (!w) throw notFound();
  const to = event.status === 'completed' ? 'completed' : 'failed';
  const reason = to === 'failed' ? (event.reason ?? 'The payout failed') : null;
  // The provider's id is written in the settling commit: once settled, a redelivery answers `duplicate`
  // and would never write it. A payout id another request already has settles nothing (409).
  const settled = await finish(em, w.id, 'processing', to, { failureReason: reason }, async (tx) => {
    await tx.nativeUpdate(Withdrawal, { id: w.id, providerRef: null }, { providerRef: event.payout_id });
    if (to === 'completed') await openReceiptIfSelfEmployed(tx, w);
    faultPoint('payout-settled-before-commit');
  }).catch((error: unknown) => {
    throw error instanceof UniqueConstraintViolationException ? conflict() : error;
  });
  if (settled) return 'settled';
  await em.refresh(w);
  if (w.status === to) return 'duplicate';
  throw conflict();
}

/** A paid self-employed payout owes an income receipt: its task opens in the settling commit. */
async function openReceiptIfSelfEmployed(tx: EntityManager, w: Withdrawal): Promise<void> {
  const owner = await tx.findOneOrFail(User, { id: w.owner.id }, { fields: ['type', 'currency', 'locale'] });
  if (!npdApplies(owner)) return;
  await openReceiptTask(tx, {
    withdrawalId: w.id,
    owner: w.owner.id,
    amount: w.amount,
    currency: w.currency,
    paidAt: now(),
  });
}

async function withOwners(em: EntityManager, rows: Withdrawal[]): Promise<AdminWithdrawal[]> {
  const owners = [...new Set(rows.map((w) => w.owner.id))];
  if (!owners.length) return [];
  const [users, balances, connections] = await Promise.all([
    em.find(User, { id: { $in: owners } }, { fields: ['email', 'firstName'] }),
    em.find(Balance, { account: { $in: owners }, book: { $in: ['wallet', 'withdrawal'] } }),
    em.find(PayoutConnection, { owner: { $in: owners } }, { fields: ['owner'] }),
  ]);
  const bookOf = (owner: string, book: string) =>
    balances.find((b) => b.account.id === owner && b.book === book)?.amount ?? 0;
  return rows.map((w) => {
    const user = users.find((u) => u.id === w.owner.id);
    return {
      ...toWithdrawal(w),
      owner: { id: w.owner.id, email: user?.email ?? '', first_name: user?.firstName ?? null },
      balance: bookOf(w.owner.id, 'wallet'),
      held: bookOf(w.owner.id, 'withdrawal'),
      connected: connections.some((c) => c.owner.id === w.owner.id),
    };
  });
}

/** Moderator queue: requests by status, oldest first, with the blogger and their wallet now. */
export async function listQueue(
  em: EntityManager,
  status: WithdrawalStatus,
  page: number,
): Promise<AdminWithdrawalPage> {
  const [rows, total] = await em.findAndCount(
    Withdrawal,
    { status },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return { items: await withOwners(em, rows), total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function adminWithdrawal(em: EntityManager, id: string): Promise<AdminWithdrawal> {
  const row = await em.findOne(Withdrawal, { id });
  if (!row) throw notFound();
  return (await withOwners(em, [row]))[0] as AdminWithdrawal;
}
