import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '#contract/accounts.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const Promocode = defineEntity({
  name: 'Promocode',
  tableName: 'promocodes',
  indexes: [{ properties: ['owner', 'network'] }],
  properties: {
    id: uuidKey(),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    network: p.enum(NETWORKS),
    /** As the blogger typed it. */
    code: p.string().length(32),
    codeKey: p.string().length(32).unique(),
    createdAt: createdAt(),
  },
});
export type Promocode = InferEntity<typeof Promocode>;
