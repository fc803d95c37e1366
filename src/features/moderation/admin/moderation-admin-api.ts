import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { ApplicantPage, type ReviewQueueQuery } from '../../../../contract/moderation.ts';
import { api } from '../../../lib/api-client.ts';

/** Only the filters that are set travel as query parameters. */
export function queueSearchParams(filters: ReviewQueueQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { status: filters.status, page: filters.page };
  if (filters.network) params.network = filters.network;
  if (filters.q) params.q = filters.q;
  return params;
}

export async function getApplicants(filters: ReviewQueueQuery): Promise<ApplicantPage> {
  const body = await api.get(ApiPath.adminApplicants, { searchParams: queueSearchParams(filters) }).json();
  return v.parse(ApplicantPage, body);
}

export const applicantsQuery = (filters: ReviewQueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'applicants', filters],
    queryFn: () => getApplicants(filters),
    // The old page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
