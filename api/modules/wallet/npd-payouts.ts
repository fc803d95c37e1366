/**
 * The self-employed rules on the wallet's money path (docs/decisions/067): a withdrawal is refused while a
 * receipt is overdue, when it would cross the yearly limit, or when the tax service does not confirm the
 * status today; a payout is sent only after the status is confirmed on the day it is paid. Accounts the
 * rules do not govern (other cooperation types, the UAE market) pass untouched.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ErrorCode } from '#contract/errors.ts';
import { moscowDay, NPD_YEAR_LIMIT_MINOR } from '#contract/tax.ts';
import { AppError } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { User } from '../accounts/accounts.entity.ts';
import { npdApplies, npdValidOn, REQUEST_CHECK } from '../tax/npd-status.ts';
import { type CheckOptions, type NpdStatusClient, NpdUnavailable } from '../tax/npd-status-client.ts';
import { overdueReceipts } from '../tax/receipts.service.ts';
import { Withdrawal } from './wallet.entity.ts';

/** The failure reason a payout stopped by a lost status carries (a message id the client translates). */
export const NPD_LOST_REASON = 'npd_status_lost';

/** The account when the rules govern it. Reads through `em` itself: inside a transaction, a fork would wait on it. */
const governed = async (em: EntityManager, userId: string) => {
  const user = await em.findOneOrFail(
    User,
    { id: userId },
    { fields: ['type', 'currency', 'locale', 'inn'] },
  );
  return npdApplies(user) ? user : null;
};

/** The Moscow calendar year of `at`, as the instants it starts and ends. */
function yearBounds(at: Date): { year: number; from: Date; to: Date } {
  const year = Number(moscowDay(at).slice(0, 4));
  const start = (y: number) => new Date(Date.UTC(y, 0, 1) - 3 * 3_600_000);
  return { year, from: start(year), to: start(year + 1) };
}

/** What the blogger's active requests of this calendar year add up to (pending, processing, paid). */
export async function yearPaid(em: EntityManager, userId: string, at = now()): Promise<number> {
  const { from, to } = yearBounds(at);
  const rows = await em.find(
    Withdrawal,
    {
      owner: userId,
      status: { $in: ['pending', 'processing', 'completed'] },
      createdAt: { $gte: from, $lt: to },
    },
    { fields: ['amount'] },
  );
  return rows.reduce((sum, w) => sum + w.amount, 0);
}

const unavailable = () =>
  new AppError(409, ErrorCode.npdStatusUnavailable, 'npd_status_unavailable', undefined, {
    'retry-after': '60',
  });

/** Before a withdrawal request: receipts, then the status today. The yearly limit is checked in its transaction. */
export async function checkWithdrawalAllowed(
  em: EntityManager,
  client: NpdStatusClient,
  userId: string,
): Promise<void> {
  const user = await governed(em.fork(), userId);
  if (!user) return;
  const today = moscowDay(now());
  if (await overdueReceipts(em, userId, today))
    throw new AppError(409, ErrorCode.npdReceiptOverdue, 'npd_receipt_overdue');
  let valid: boolean;
  try {
    valid = await npdValidOn(em, client, user.inn, today, REQUEST_CHECK);
  } catch (error) {
    if (error instanceof NpdUnavailable) throw unavailable();
    throw error;
  }
  if (!valid) throw new AppError(422, ErrorCode.npdStatusLost, 'npd_status_lost');
}

/**
 * Inside the request's transaction, after its wallet line (which serialises one blogger's requests): the
 * year's requests, this one included, may not pass the limit.
 */
export async function refuseOverYearLimit(tx: EntityManager, userId: string, amount: number): Promise<void> {
  if (!(await governed(tx, userId))) return;
  const total = await yearPaid(tx, userId);
  if (total <= NPD_YEAR_LIMIT_MINOR) return;
  const error = new AppError(422, ErrorCode.npdYearLimit, 'npd_year_limit', { amount: ['npd_year_limit'] });
  error.remaining = Math.max(0, NPD_YEAR_LIMIT_MINOR - (total - amount));
  throw error;
}

/**
 * On the day of payment: 'send' when the status is confirmed today (or the rules do not apply), 'lost' when
 * the service says the blogger is not self-employed, 'wait' when it cannot answer now (retried later).
 */
export async function payoutVerdict(
  em: EntityManager,
  client: NpdStatusClient,
  w: Withdrawal,
  options: CheckOptions,
): Promise<'send' | 'lost' | 'wait'> {
  const user = await governed(em.fork(), w.owner.id);
  if (!user) return 'send';
  try {
    return (await npdValidOn(em, client, user.inn, moscowDay(now()), options)) ? 'send' : 'lost';
  } catch (error) {
    if (error instanceof NpdUnavailable) return 'wait';
    throw error;
  }
}
