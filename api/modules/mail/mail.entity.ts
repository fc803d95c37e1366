/** The local outbox: with no SMTP_URL every mail is stored here instead of being sent (admins list it). */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    to: p.string().length(254),
    subject: p.string().length(200),
    text: p.text(),
    html: p.text(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type OutboxMail = InferEntity<typeof OutboxMail>;
