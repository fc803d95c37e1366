/**
 * Managers (docs/decisions/053-managers.md): the staff list, and assigning a staff member to one blogger or
 * to a whole branch of the sponsor tree (every depth, not only the 4 paid lines). Audited.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { ManagerAssignmentBody, Staff } from '#contract/team.ts';
import { notFound } from '../../lib/app-error.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { displayName, STAFF_ROLES, telegramOf } from '../accounts/people.ts';
import { audited } from '../audit/audited.ts';

const STAFF_LIMIT = 500;

export async function listStaff(em: EntityManager): Promise<Staff[]> {
  const rows = await em.find(
    User,
    { role: { $in: [...STAFF_ROLES] }, status: { $nin: ['hidden', 'rejected'] } },
    { orderBy: { firstName: 'asc', email: 'asc' }, limit: STAFF_LIMIT },
  );
  return rows.map((u) => ({ id: u.id, name: displayName(u), email: u.email, telegram: telegramOf(u) }));
}

/**
 * Sets (or clears) the manager of `userId`, and with `branch` of everyone below them at any depth: one
 * recursive query over users.sponsor_id (UNION, so even a corrupt cycle ends), in one transaction with
 * its audit line. Returns how many accounts changed hands.
 */
export async function assignManager(
  em: EntityManager,
  actorId: string,
  userId: string,
  body: ManagerAssignmentBody,
  now = new Date(),
): Promise<number> {
  const target = await em.findOne(User, { id: userId, role: 'ambassador' });
  if (!target) throw notFound();
  const manager = body.manager_id
    ? await em.findOne(User, {
        id: body.manager_id,
        role: { $in: [...STAFF_ROLES] },
        status: { $nin: ['hidden', 'rejected'] },
      })
    : null;
  if (body.manager_id && !manager) throw validationError({ manager_id: ['manager_not_staff'] });
  const action = body.branch ? 'manager.branch' : 'manager.assign';
  const work = async (tx: EntityManager) => {
    const set = { manager_id: manager?.id ?? null, updated_at: dateParam(tx, now) };
    // The driver does not report affected rows for a WITH … UPDATE, so the branch is counted first.
    const branch = () =>
      db(tx).withRecursive('branch(id)', (qb) =>
        qb
          .selectFrom('users')
          .select('id')
          .where('id', '=', target.id)
          .union(qb.selectFrom('users as u').innerJoin('branch as b', 'b.id', 'u.sponsor_id').select('u.id')),
      );
    const inBranch = () => db(tx).selectFrom('branch').select('id');
    let changed = 1;
    if (body.branch) {
      const row = await branch()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'ambassador')
        .where('id', 'in', inBranch())
        .executeTakeFirst();
      changed = num(row?.n);
      await branch()
        .updateTable('users')
        .set(set)
        .where('role', '=', 'ambassador')
        .where('id', 'in', inBranch())
        .execute();
    } else {
      await db(tx).updateTable('users').set(set).where('id', '=', target.id).execute();
    }
    return changed;
  };
  return audited(em, actorId, action, work, (changed) => ({
    id: target.id,
    email: target.email,
    reason: `${manager ? manager.email : '—'}${body.branch ? ` (${changed})` : ''}`,
  }));
}
