/**
 * The one way staff writes are audited: the write and its audit line commit together or not at all.
 * Handlers call `audited`; a service that already owns the transaction (payouts) writes the line with
 * `writeAudit` inside it.
 */
import type { EntityManager } from '@mikro-orm/core';
import { AuditEntry } from './audit.entity.ts';

/** What the line says: the affected record (or account, with its e-mail as it is now) and a short note. */
export interface AuditTarget {
  id: string;
  email?: string | null;
  reason?: string | null;
}

/** Adds the audit line to the caller's transaction (it is flushed with the caller's work). */
export function writeAudit(tx: EntityManager, actor: string, action: string, target: AuditTarget): void {
  tx.create(AuditEntry, {
    actor,
    action,
    targetId: target.id,
    targetEmail: target.email ?? null,
    reason: target.reason ?? null,
  });
}

/**
 * Runs `work` in a new transaction (on a fork, so a failure leaves the request's context clean) and writes
 * the audit line that `target` makes of its result; returns that result once both are committed.
 */
export async function audited<T>(
  em: EntityManager,
  actor: string,
  action: string,
  work: (tx: EntityManager) => Promise<T>,
  target: (result: T) => AuditTarget,
): Promise<T> {
  return em.fork().transactional(async (tx) => {
    const result = await work(tx);
    writeAudit(tx, actor, action, target(result));
    await tx.flush();
    return result;
  });
}
