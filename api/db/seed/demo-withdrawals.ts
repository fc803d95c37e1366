/**
 * The demo ambassador's payout history: one request paid two months ago, and one waiting in the moderators'
 * queue. Both go through the wallet's own service (and the provider's webhook handler for the paid one), so
 * the ledger lines are exactly what the app writes.
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthDays, monthOf } from '#contract/money.ts';
import { LedgerLine } from '../../modules/ledger/ledger.entity.ts';
import { settlePayout } from '../../modules/wallet/payouts.service.ts';
import { Withdrawal } from '../../modules/wallet/wallet.entity.ts';
import { requestWithdrawal } from '../../modules/wallet/wallet.service.ts';
import { monthStart } from './demo-money-sales.ts';

const AMOUNT = 1_000_000;

export async function seedDemoWithdrawals(em: EntityManager, ambassador: string, now = new Date()) {
  const period = (offset: number) => {
    const { first, last } = monthDays(monthOf(monthStart(now, offset)));
    return { amount: AMOUNT, start_date: first, end_date: last };
  };
  const paid = await requestWithdrawal(em.fork(), ambassador, 'demo-paid', period(-3));
  await em.fork().nativeUpdate(Withdrawal, { id: paid.id }, { status: 'processing' });
  await settlePayout(em.fork(), {
    event_id: 'sandbox-demo-event-1',
    reference: paid.id,
    status: 'completed',
    payout_id: 'sandbox-demo-1',
  });
  const paidAt = new Date(monthStart(now, -2).getTime() + 3 * 86_400_000);
  await em.fork().nativeUpdate(Withdrawal, { id: paid.id }, { createdAt: paidAt, updatedAt: paidAt });
  // Seed only: the paid request's lines carry its date, so the operations list reads as history.
  await em.fork().nativeUpdate(LedgerLine, { withdrawalId: paid.id }, { createdAt: paidAt });
  const pending = await requestWithdrawal(em.fork(), ambassador, 'demo-pending', period(-1));
  return { paid: paid.id, pending: pending.id };
}
