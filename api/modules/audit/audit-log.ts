/** The audit log as staff read it: the latest lines first. */
import type { EntityManager } from '@mikro-orm/core';
import type { AuditEntry as AuditEntryDto } from '#contract/moderation.ts';
import { AuditEntry } from './audit.entity.ts';

const LATEST = 100;

export async function listAudit(em: EntityManager): Promise<AuditEntryDto[]> {
  const rows = await em.find(
    AuditEntry,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LATEST, populate: ['actor'] },
  );
  return rows.map((r) => ({
    id: r.id,
    actor: { id: r.actor.id, email: r.actor.email },
    action: r.action,
    target_id: r.targetId,
    target_email: r.targetEmail ?? null,
    reason: r.reason ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
