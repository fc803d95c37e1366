import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, uuidKey } from '../../lib/columns.ts';

export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  properties: {
    id: uuidKey(),
    to: p.string().length(254),
    subject: p.string().length(200),
    text: p.text(),
    html: p.text(),
    createdAt: createdAt().index(),
  },
});

export type OutboxMail = InferEntity<typeof OutboxMail>;
