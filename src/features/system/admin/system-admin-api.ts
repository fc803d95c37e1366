import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { AuditEntry } from '../../../../contract/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export const auditQuery = () =>
  queryOptions({
    queryKey: ['admin', 'audit'],
    queryFn: async () => v.parse(v.array(AuditEntry), await api.get(ApiPath.adminAudit).json()),
  });
