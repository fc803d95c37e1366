import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const TelegramLinkCode = defineEntity({
  name: 'TelegramLinkCode',
  tableName: 'telegram_link_codes',
  properties: {
    id: uuidKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});

export type TelegramLinkCode = InferEntity<typeof TelegramLinkCode>;
