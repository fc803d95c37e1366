import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '#contract/accounts.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from './accounts.entity.ts';

export const SocialAccount = defineEntity({
  name: 'SocialAccount',
  tableName: 'social_accounts',
  properties: {
    id: uuidKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    network: p.enum(NETWORKS),
    url: p.string().length(500),
    followers: p.integer(),
    createdAt: createdAt(),
  },
});

export type SocialAccount = InferEntity<typeof SocialAccount>;
