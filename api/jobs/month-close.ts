/** Closes the previous month once it has ended (runs hourly; the claim makes it one run per month). */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '../../contract/money.ts';
import { closeMonth } from '../modules/commissions/month-close.service.ts';
import { runOnce } from './job-claim.ts';

export const previousMonth = (now: Date): string =>
  monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

export async function runMonthClose(em: EntityManager, now = new Date()): Promise<number> {
  const month = previousMonth(now);
  return (await runOnce(em, 'month-close', month, () => closeMonth(em, month, now), now)) ?? 0;
}
