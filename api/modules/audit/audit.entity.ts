import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: uuidKey(),
    actor: () => p.manyToOne(User).deleteRule('restrict'),
    action: p.string().length(50),
    /** The affected account; its e-mail is kept as it was at the time (it may change later). */
    targetId: p.uuid().index(),
    targetEmail: p.string().length(254).nullable(),
    reason: p.text().nullable(),
    createdAt: createdAt().index(),
  },
});

export type AuditEntry = InferEntity<typeof AuditEntry>;
