/**
 * The sponsor tree as a closure table bounded at 4 levels (docs/decisions/050-team-tree.md): one row per
 * (ancestor, descendant) pair up to depth 4, written once when the descendant registers. `joinedAt` copies
 * the descendant's registration time so a team page is one index range, already in date order.
 */
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './accounts.entity.ts';

export const TeamLink = defineEntity({
  name: 'TeamLink',
  tableName: 'team_links',
  indexes: [
    { properties: ['ancestor', 'joinedAt', 'descendant'] },
    { properties: ['ancestor', 'depth', 'joinedAt', 'descendant'] },
    { properties: ['descendant', 'depth'] },
  ],
  properties: {
    ancestor: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    descendant: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    /** 1 = the descendant's sponsor is the ancestor (line 1) … 4. */
    depth: p.integer(),
    joinedAt: p.datetime(),
  },
});
export type TeamLink = InferEntity<typeof TeamLink>;
