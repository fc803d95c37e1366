/** The audit log and the mail outbox, read by staff. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { AuditEntry, OutboxMessage } from '#contract/moderation.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

export const systemKeys = {
  audit: [...adminKey, 'audit'] as const,
  outbox: [...adminKey, 'outbox'] as const,
};

export const auditQuery = () =>
  queryOptions({
    queryKey: systemKeys.audit,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(v.array(AuditEntry), await api.get(ApiPath.adminAudit).json()),
  });

export const outboxQuery = () =>
  queryOptions({
    queryKey: systemKeys.outbox,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(v.array(OutboxMessage), await api.get(ApiPath.adminOutbox).json()),
  });
