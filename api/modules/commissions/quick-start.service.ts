/**
 * The quick-start bonus (SPEC §9): a fixed sum, once, for personal revenue of at least the plan's threshold
 * and more than 20 active partners within the first 60 days after registration. An active partner is a
 * line-1 partner, approved, who made an integration or a sale inside that window (decision 042).
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { accountCurrency } from '#contract/markets.ts';
import { type MonthKey, monthDays, QUICK_START_DAYS } from '#contract/money.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';
import { User } from '../accounts/accounts.entity.ts';
import { isPosted, post } from '../ledger/ledger.service.ts';
import { planAt } from './plan.service.ts';

const DAY_MS = 86_400_000;
export const QUICK_START_MIN_PARTNERS = 21;

export interface QuickStartProgress {
  windowEnd: Date;
  revenue: number;
  revenueGoal: number;
  activePartners: number;
  partnersGoal: number;
  bonus: number;
  paid: boolean;
}

/** Where a blogger stands against the quick-start conditions (also shown to them). */
export async function quickStartProgress(
  em: EntityManager,
  user: User,
  now = new Date(),
): Promise<QuickStartProgress> {
  const start = user.createdAt;
  const windowEnd = new Date(Math.min(start.getTime() + QUICK_START_DAYS * DAY_MS, now.getTime()));
  const plan = await planAt(em, start);
  const currency = accountCurrency(user);
  const [from, to] = [dateParam(em, start), dateParam(em, windowEnd)];
  const revenue = await db(em)
    .selectFrom('orders as o')
    .select((eb) => eb.fn.sum('o.amount').as('total'))
    .where('o.seller_id', '=', user.id)
    .where('o.kind', '=', 'order')
    .where('o.currency', '=', currency)
    .where('o.occurred_at', '>=', from)
    .where('o.occurred_at', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders as r').select('r.id').whereRef('r.refund_of_id', '=', 'o.id'))),
    )
    .executeTakeFirst();
  const startDay = start.toISOString().slice(0, 10);
  const endDay = windowEnd.toISOString().slice(0, 10);
  const partners = await db(em)
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('u.sponsor_id', '=', user.id)
    .where('u.status', '=', 'approved')
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(
          selectFrom('placements as p')
            .select('p.id')
            .whereRef('p.owner_id', '=', 'u.id')
            .where('p.erid', 'is not', null)
            .where('p.start_date', '>=', startDay)
            .where('p.start_date', '<=', endDay),
        ),
        exists(
          selectFrom('orders as s')
            .select('s.id')
            .whereRef('s.seller_id', '=', 'u.id')
            .where('s.occurred_at', '>=', from)
            .where('s.occurred_at', '<=', to),
        ),
      ]),
    )
    .executeTakeFirst();
  return {
    windowEnd,
    revenue: num(revenue?.total),
    revenueGoal: plan.quickStartRevenue[currency],
    activePartners: num(partners?.n),
    partnersGoal: QUICK_START_MIN_PARTNERS,
    bonus: plan.quickStart[currency],
    paid: await isPosted(em, `quick_start:${user.id}`),
  };
}

/** Pays the bonus to bloggers whose first 60 days overlap the month and who met the conditions. */
export async function payQuickStartBonuses(
  em: EntityManager,
  month: MonthKey,
  now = new Date(),
): Promise<number> {
  const { first, last } = monthDays(month);
  const from = new Date(new Date(`${first}T00:00:00Z`).getTime() - QUICK_START_DAYS * DAY_MS);
  const to = new Date(`${last}T23:59:59.999Z`);
  const candidates = await em.find(User, {
    role: 'ambassador',
    status: 'approved',
    currency: { $ne: null },
    createdAt: { $gte: from, $lte: to },
  });
  let paid = 0;
  for (const user of candidates) {
    const progress = await quickStartProgress(em, user, now);
    const met = progress.revenue >= progress.revenueGoal && progress.activePartners >= progress.partnersGoal;
    if (progress.paid || !met || progress.bonus <= 0 || !user.currency) continue;
    const currency = user.currency;
    // Two closes at once (instances, or an admin's run) may both get here: the unique posting key lets one
    // pay and the other find it paid.
    const done = await em
      .fork()
      .transactional(async (tx) => {
        if (await isPosted(tx, `quick_start:${user.id}`)) return false;
        const common = { kind: 'bonus' as const, month };
        await post(tx, {
          key: `quick_start:${user.id}`,
          kind: 'quick_start',
          currency,
          lines: [
            { ...common, account: user.id, book: 'wallet', amount: progress.bonus },
            { ...common, account: null, book: 'brand', amount: -progress.bonus },
          ],
        });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) return false;
        throw error;
      });
    if (done) paid++;
  }
  return paid;
}
