/** One-time codes of the Telegram bot deep link (`/start <code>`); only their SHA-256 is stored. */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entity.ts';

export const TelegramLinkCode = defineEntity({
  name: 'TelegramLinkCode',
  tableName: 'telegram_link_codes',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TelegramLinkCode = InferEntity<typeof TelegramLinkCode>;
