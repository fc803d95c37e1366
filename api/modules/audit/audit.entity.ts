/** Who did what to which account, and why (review decisions; later other staff actions). */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entity.ts';

export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    actor: () => p.manyToOne(User).deleteRule('restrict'),
    action: p.string().length(50),
    /** The affected account; its e-mail is kept as it was at the time (it may change later). */
    targetId: p.uuid().index(),
    targetEmail: p.string().length(254).nullable(),
    reason: p.text().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type AuditEntry = InferEntity<typeof AuditEntry>;
