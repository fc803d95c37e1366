import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { OutboxMessage } from '../../../../contract/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export const outboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: async () => v.parse(v.array(OutboxMessage), await api.get(ApiPath.adminOutbox).json()),
  });
