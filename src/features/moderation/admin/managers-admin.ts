import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { type ManagerAssignmentBody, Staff } from '../../../../contract/team.ts';
import { api } from '../../../lib/api-client.ts';

export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async () => v.parse(v.array(Staff), await api.get(ApiPath.adminStaff).json()),
    staleTime: 60_000,
  });

export interface ManagerInput {
  id: string;
  body: ManagerAssignmentBody;
}

export async function assignManager({ id, body }: ManagerInput): Promise<void> {
  await api.put(ApiPath.adminManager(id), { json: body });
}
