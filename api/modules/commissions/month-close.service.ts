/**
 * Month close (docs/decisions/042-month-close.md). For each blogger with income accrued in a past month:
 * release it to the wallet when they made enough integrations that month, otherwise hold it back (it is not
 * paid); then pay the quick-start bonus to whoever earned it. Every step is one transaction keyed by a
 * unique posting key, so the close can run on several instances at once, or again, and changes nothing twice.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  INTEGRATIONS_REQUIRED,
  INTEGRATIONS_REQUIRED_OLD,
  type MonthKey,
  monthDays,
  OLD_AGREEMENT_BEFORE,
} from '#contract/money.ts';
import { db, num } from '../../lib/db-query.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { User } from '../accounts/accounts.entity.ts';
import { lockBook, post } from '../ledger/ledger.service.ts';
import { MonthClose } from './plan.entity.ts';
import { payQuickStartBonuses } from './quick-start.service.ts';

/** Approved placements (ERID issued) whose period starts in the month: the integration rule's count. */
export async function integrationsIn(em: EntityManager, account: string, month: MonthKey): Promise<number> {
  const { first, last } = monthDays(month);
  const row = await db(em)
    .selectFrom('placements')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', account)
    .where('erid', 'is not', null)
    .where('status', 'in', ['ready', 'needs_removal', 'completed'])
    .where('start_date', '>=', first)
    .where('start_date', '<=', last)
    .executeTakeFirst();
  return num(row?.n);
}

export const integrationsRequired = (user: Pick<User, 'agreementDate'>): number =>
  user.agreementDate && user.agreementDate < OLD_AGREEMENT_BEFORE
    ? INTEGRATIONS_REQUIRED_OLD
    : INTEGRATIONS_REQUIRED;

/** Closes one blogger's month; returns what happened (null if it was already closed or had nothing). */
export async function closeAccountMonth(
  em: EntityManager,
  accountId: string,
  month: MonthKey,
): Promise<MonthClose['outcome'] | null> {
  return em.fork().transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: accountId });
    if (!user.currency) return null;
    await lockBook(tx, user.id, 'accrued', user.currency);
    if (await tx.count(MonthClose, { account: user.id, month })) return null;
    const sum = await db(tx)
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.sum('amount').as('total'))
      .where('account_id', '=', user.id)
      .where('book', '=', 'accrued')
      .where('month', '=', month)
      .executeTakeFirst();
    const net = num(sum?.total);
    const integrations = await integrationsIn(tx, user.id, month);
    const required = integrationsRequired(user);
    // A negative month (refunds of released orders) is always settled against the wallet.
    const outcome = net <= 0 || integrations >= required ? 'released' : 'held';
    const common = { month, kind: outcome === 'released' ? ('release' as const) : ('hold' as const) };
    await post(tx, {
      key: `close:${month}:${user.id}`,
      kind: 'month_close',
      currency: user.currency,
      lines: [
        { ...common, account: user.id, book: 'accrued', amount: -net },
        outcome === 'released'
          ? { ...common, account: user.id, book: 'wallet', amount: net }
          : { ...common, account: null, book: 'brand', amount: net },
      ],
    });
    faultPoint('month-close-mid-transaction');
    tx.create(MonthClose, { account: user.id, month, outcome, integrations, required, amount: net });
    return outcome;
  });
}

/** Closes a past month for every blogger with accrued lines in it; returns how many were closed now. */
export async function closeMonth(em: EntityManager, month: MonthKey, now = new Date()): Promise<number> {
  if (month >= now.toISOString().slice(0, 7)) throw new Error(`month ${month} has not ended yet`);
  const rows = await db(em)
    .selectFrom('ledger_lines')
    .select('account_id')
    .distinct()
    .where('book', '=', 'accrued')
    .where('month', '=', month)
    .where('account_id', 'is not', null)
    .execute();
  let closed = 0;
  for (const row of rows) {
    if (await closeAccountMonth(em, String(row.account_id), month)) closed++;
  }
  return closed + (await payQuickStartBonuses(em, month, now));
}
