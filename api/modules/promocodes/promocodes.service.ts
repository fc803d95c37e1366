/**
 * A blogger's promocodes: list and add (only their own), and the lookups other modules use. Uniqueness is
 * the database's: `codeKey` is unique, so of two concurrent adds of one code exactly one wins and the other
 * gets the same field error as a sequential duplicate (decision 043).
 */
import { type EntityManager, type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Network } from '#contract/accounts.ts';
import { ErrorCode } from '#contract/errors.ts';
import type { MessageId } from '#contract/messages.ts';
import { type Currency, currencyForLocale, monthOf } from '#contract/money.ts';
import {
  PROMOCODES_PER_OWNER,
  type PromocodeBody,
  type Promocode as PromocodeDto,
  type PromocodeListQuery,
  promocodeKey,
} from '#contract/promocodes.ts';
import { AppError } from '../../lib/app-error.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';
import { Promocode } from './promocode.entity.ts';

/** SPEC §8: the summary is 'Ошибка при добавлении промокода'; the field says why. */
const addFailed = (field: string, id: MessageId) =>
  new AppError(422, ErrorCode.validation, 'promocode_add_failed', { [field]: [id] });

export const toPromocode = (row: Promocode): PromocodeDto => ({
  id: row.id,
  network: row.network,
  code: row.code,
  created_at: row.createdAt.toISOString(),
  retired:
    row.retiredAt && row.attributesUntil
      ? { reason: 'leaked', until: row.attributesUntil.toISOString(), replacement: row.replacedBy ?? '' }
      : null,
});

/**
 * The owner's sales by promocode this month: their own orders attributed by a promocode, in the account's
 * currency, refunded ones left out. Read from the (seller, occurred_at) index: a month of one blogger.
 */
async function salesThisMonth(em: EntityManager, ownerId: string, now: Date) {
  const month = monthOf(now);
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const owner = await db(em)
    .selectFrom('users')
    .select(['currency', 'locale'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  const currency = (owner?.currency ?? currencyForLocale(String(owner?.locale ?? 'ru'))) as Currency;
  const rows = await db(em)
    .selectFrom('orders as o')
    .select(['o.promocode', 'o.amount'])
    .where('o.seller_id', '=', ownerId)
    .where('o.occurred_at', '>=', dateParam(em, start))
    .where('o.occurred_at', '<', dateParam(em, end))
    .where('o.kind', '=', 'order')
    .where('o.attribution', '=', 'promocode')
    .where('o.currency', '=', currency)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('orders as r').select('r.id').whereRef('r.refund_of_id', '=', 'o.id'))),
    )
    .execute();
  const byKey = new Map<string, { orders: number; revenue: number }>();
  for (const row of rows) {
    const key = promocodeKey(String(row.promocode ?? ''));
    const sum = byKey.get(key) ?? { orders: 0, revenue: 0 };
    byKey.set(key, { orders: sum.orders + 1, revenue: sum.revenue + num(row.amount) });
  }
  return (code: string) => ({
    month,
    currency,
    ...(byKey.get(promocodeKey(code)) ?? { orders: 0, revenue: 0 }),
  });
}

export async function listOwn(em: EntityManager, ownerId: string, q: PromocodeListQuery, now = new Date()) {
  const where: FilterQuery<Promocode> = { owner: ownerId };
  if (q.network) where.network = q.network;
  const rows = await em.find(Promocode, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const sales = await salesThisMonth(em, ownerId, now);
  return rows.map((row) => ({ ...toPromocode(row), this_month: sales(row.code) }));
}

export async function addPromocode(
  em: EntityManager,
  ownerId: string,
  body: PromocodeBody,
): Promise<PromocodeDto> {
  const codeKey = promocodeKey(body.code);
  try {
    return await em.fork().transactional(async (tx) => {
      // A no-op write on the owner's row: PostgreSQL holds a row lock until commit (SQLite writes one at a
      // time anyway), so two concurrent adds cannot both pass the count below.
      await db(tx)
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', ownerId)
        .execute();
      if ((await tx.count(Promocode, { owner: ownerId })) >= PROMOCODES_PER_OWNER)
        throw addFailed('code', 'promocode_limit');
      if (await tx.count(Promocode, { codeKey })) throw addFailed('code', 'promocode_taken');
      const row = tx.create(Promocode, { owner: ownerId, network: body.network, code: body.code, codeKey });
      await tx.flush();
      return toPromocode(row);
    });
  } catch (error) {
    // Another blogger's concurrent add of the same code committed first.
    if (error instanceof UniqueConstraintViolationException) throw addFailed('code', 'promocode_taken');
    throw error;
  }
}

/**
 * The blogger a sale's promocode belongs to (any case), for the sales module. Only approved accounts
 * earn: a code of a hidden, rejected or pending account attributes nothing.
 */
export async function findPromocodeOwner(
  em: EntityManager,
  code: string,
): Promise<{ ownerId: string; promocodeId: string; network: Network } | null> {
  const codeKey = promocodeKey(code.trim());
  if (!codeKey || codeKey.length > 32) return null;
  const row = await em.findOne(Promocode, { codeKey, owner: { status: 'approved' } });
  return row ? { ownerId: row.owner.id, promocodeId: row.id, network: row.network } : null;
}

/** The owner's registered code for this network that `value` stands for (any case), or null. */
export async function ownPromocode(
  em: EntityManager,
  ownerId: string,
  network: Network,
  value: string,
): Promise<Promocode | null> {
  const codeKey = promocodeKey(value.trim());
  if (!codeKey || codeKey.length > 32) return null;
  return em.findOne(Promocode, { owner: ownerId, network, codeKey });
}
