/**
 * Whose payouts the self-employed rules govern, and their status on a day: read from the per-day cache
 * (`npd_checks`), or asked of the tax service once per INN and day (docs/decisions/067).
 */
import type { EntityManager } from '@mikro-orm/core';
import { accountMarket } from '#contract/markets.ts';
import type { NpdCheck as NpdCheckDto } from '#contract/tax.ts';
import { User } from '../accounts/accounts.entity.ts';
import { type CheckOptions, type NpdStatusClient, NpdUnavailable } from './npd-status-client.ts';
import { NpdCheck } from './tax.entity.ts';

type Account = Pick<User, 'type' | 'currency' | 'locale'>;

/** Self-employed accounts of the Russian market; the UAE market and other cooperation types have no НПД. */
export const npdApplies = (user: Account): boolean =>
  user.type === 'self_employed' && accountMarket(user) === 'ru';

/** A blogger's request may wait a few seconds for the queue; the payout job may wait for the service. */
export const REQUEST_CHECK: CheckOptions = { waitMs: 5_000, timeoutMs: 15_000 };
export const PAYOUT_CHECK: CheckOptions = { waitMs: 65_000, timeoutMs: 65_000 };

const inFlight = new Map<string, Promise<boolean>>();

/**
 * The status of `inn` on `day`: true (self-employed) or false. Throws NpdUnavailable when the service
 * cannot answer; an answer is stored, so the same INN and day never asks twice (across instances too).
 */
export async function npdValidOn(
  em: EntityManager,
  client: NpdStatusClient,
  inn: string | null | undefined,
  day: string,
  options: CheckOptions,
): Promise<boolean> {
  if (!inn) return false;
  const cached = await em.fork().findOne(NpdCheck, { inn, day });
  if (cached) return cached.valid;
  const key = `${inn}|${day}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const answer = await client.check(inn, day, options);
      await em
        .fork()
        .upsert(
          NpdCheck,
          { inn, day, valid: answer.status, message: answer.message.slice(0, 500) },
          { onConflictFields: ['inn', 'day'], onConflictAction: 'ignore' },
        );
      return answer.status;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The account's status on `day` without failing: 'unknown' when the service cannot answer now. */
export async function npdStatusOf(
  em: EntityManager,
  client: NpdStatusClient,
  userId: string,
  day: string,
  options: CheckOptions,
): Promise<'valid' | 'lost' | 'unknown'> {
  const user = await em.findOneOrFail(User, { id: userId }, { fields: ['inn'] });
  try {
    return (await npdValidOn(em, client, user.inn, day, options)) ? 'valid' : 'lost';
  } catch (error) {
    if (error instanceof NpdUnavailable) return 'unknown';
    throw error;
  }
}

/** The stored answers for an INN, newest first (the history staff read). */
export async function npdHistory(em: EntityManager, inn: string | null): Promise<NpdCheckDto[]> {
  if (!inn) return [];
  const rows = await em.find(NpdCheck, { inn }, { orderBy: { day: 'desc' }, limit: 60 });
  return rows.map((r) => ({
    day: r.day,
    status: r.valid ? 'valid' : 'lost',
    message: r.message,
    checked_at: r.checkedAt.toISOString(),
  }));
}

/** The latest stored answer, without asking the service. */
export async function lastNpdCheck(em: EntityManager, inn: string | null) {
  if (!inn) return null;
  return em.findOne(NpdCheck, { inn }, { orderBy: { day: 'desc' } });
}
