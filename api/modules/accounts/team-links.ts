/**
 * Keeps the closure table (team-link.entity.ts) in step with `users.sponsor`: a new member gets one row
 * for the sponsor (depth 1) and one for each of the sponsor's ancestors up to depth 4. Call it in the same
 * transaction that creates the member; it is idempotent, so a retried registration adds nothing.
 */
import type { EntityManager } from '@mikro-orm/core';
import { TEAM_LEVELS } from '#contract/commissions.ts';
import { dateParam, db } from '../../lib/db-query.ts';

export async function linkIntoTree(
  em: EntityManager,
  member: { id: string; createdAt: Date },
  sponsorId: string | null | undefined,
): Promise<void> {
  if (!sponsorId) return;
  const joinedAt = dateParam(em, member.createdAt);
  const above = await db(em)
    .selectFrom('team_links')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', sponsorId)
    .where('depth', '<', TEAM_LEVELS)
    .execute();
  const rows = [
    { ancestor_id: sponsorId, descendant_id: member.id, depth: 1, joined_at: joinedAt },
    ...above.map((row) => ({
      ancestor_id: row.ancestor_id as string,
      descendant_id: member.id,
      depth: Number(row.depth) + 1,
      joined_at: joinedAt,
    })),
  ];
  await db(em)
    .insertInto('team_links')
    .values(rows)
    .onConflict((oc) => oc.columns(['ancestor_id', 'descendant_id']).doNothing())
    .execute();
}

/** Rebuilds the whole closure table from `users.sponsor_id`, a level at a time (migrations and seeds). */
export async function rebuildTeamLinks(em: EntityManager): Promise<void> {
  const k = db(em);
  await k.deleteFrom('team_links').execute();
  await k
    .insertInto('team_links')
    .columns(['ancestor_id', 'descendant_id', 'depth', 'joined_at'])
    .expression(
      k
        .selectFrom('users')
        .select(['sponsor_id', 'id', (eb) => eb.lit(1).as('depth'), 'created_at'])
        .where('sponsor_id', 'is not', null),
    )
    .execute();
  for (let depth = 2; depth <= TEAM_LEVELS; depth++) {
    await k
      .insertInto('team_links')
      .columns(['ancestor_id', 'descendant_id', 'depth', 'joined_at'])
      .expression(
        k
          .selectFrom('users as u')
          .innerJoin('team_links as l', (join) =>
            join.onRef('l.descendant_id', '=', 'u.sponsor_id').on('l.depth', '=', depth - 1),
          )
          .select(['l.ancestor_id', 'u.id', (eb) => eb.lit(depth).as('depth'), 'u.created_at']),
      )
      .execute();
  }
}
