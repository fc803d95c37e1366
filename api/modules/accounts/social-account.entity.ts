/** A blogger's audience channel, given at registration step 2 (SPEC §3). */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '../../../contract/accounts.ts';
import { User } from './accounts.entity.ts';

export const SocialAccount = defineEntity({
  name: 'SocialAccount',
  tableName: 'social_accounts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    network: p.enum(NETWORKS),
    url: p.string().length(500),
    followers: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type SocialAccount = InferEntity<typeof SocialAccount>;
