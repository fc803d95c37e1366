/**
 * A blogger's promocodes: list and add (only their own), and the lookups other modules use. Uniqueness is
 * the database's: `codeKey` is unique, so of two concurrent adds of one code exactly one wins and the other
 * gets the same field error as a sequential duplicate (decision 043).
 */
import { type EntityManager, type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Network } from '#contract/accounts.ts';
import { ErrorCode } from '#contract/errors.ts';
import type { MessageId } from '#contract/messages.ts';
import {
  PROMOCODES_PER_OWNER,
  type PromocodeBody,
  type Promocode as PromocodeDto,
  type PromocodeListQuery,
  promocodeKey,
} from '#contract/promocodes.ts';
import { AppError } from '../../lib/app-error.ts';
import { db } from '../../lib/db-query.ts';
import { Promocode } from './promocode.entity.ts';

/** SPEC §8: the summary is 'Ошибка при добавлении промокода'; the field says why. */
const addFailed = (field: string, id: MessageId) =>
  new AppError(422, ErrorCode.validation, 'promocode_add_failed', { [field]: [id] });

export const toPromocode = (row: Promocode): PromocodeDto => ({
  id: row.id,
  network: row.network,
  code: row.code,
  created_at: row.createdAt.toISOString(),
});

export async function listOwn(em: EntityManager, ownerId: string, q: PromocodeListQuery) {
  const where: FilterQuery<Promocode> = { owner: ownerId };
  if (q.network) where.network = q.network;
  const rows = await em.find(Promocode, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map(toPromocode);
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
