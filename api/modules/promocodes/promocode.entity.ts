/**
 * A blogger's promocode, bound to one social network. `codeKey` is the lower-cased code: its unique index
 * makes a code unique across the platform whatever its case, even under concurrent adds.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '../../../contract/accounts.ts';
import { User } from '../accounts/accounts.entity.ts';

export const Promocode = defineEntity({
  name: 'Promocode',
  tableName: 'promocodes',
  indexes: [{ properties: ['owner', 'network'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    network: p.enum(NETWORKS),
    /** As the blogger typed it. */
    code: p.string().length(32),
    codeKey: p.string().length(32).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Promocode = InferEntity<typeof Promocode>;
