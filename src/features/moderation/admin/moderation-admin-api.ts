/** Applicant and placement review: the staff's queues, decisions and manager assignment. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  Applicant,
  ApplicantPage,
  type ReviewDecisionBody,
  type ReviewQueueQuery,
} from '#contract/moderation.ts';
import { AdminPlacement, type PlacementStatus } from '#contract/placements.ts';
import { type ManagerAssignmentBody, Staff } from '#contract/team.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export const moderationKeys = {
  applicants: (filters: ReviewQueueQuery) => [...adminKey, 'applicants', filters] as const,
  placements: (status: PlacementStatus) => [...adminKey, 'placements', status] as const,
  staff: [...adminKey, 'staff'] as const,
};

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
    queryKey: moderationKeys.applicants(filters),
    queryFn: () => getApplicants(filters),
    // The old page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export interface DecisionInput {
  id: string;
  body: ReviewDecisionBody;
}

export async function decideApplicant({ id, body }: DecisionInput): Promise<Applicant> {
  return v.parse(Applicant, await api.post(ApiPath.adminDecision(id), { json: body }).json());
}

export const staffQuery = () =>
  queryOptions({
    queryKey: moderationKeys.staff,
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

export const adminPlacementsQuery = (status: PlacementStatus) =>
  queryOptions({
    queryKey: moderationKeys.placements(status),
    queryFn: async () =>
      v.parse(
        v.array(AdminPlacement),
        await api.get(ApiPath.adminPlacements, { searchParams: { status } }).json(),
      ),
  });

export interface PlacementDecisionInput {
  id: string;
  /** PlacementDecisionBody is the same schema as the account review's. */
  body: ReviewDecisionBody;
}

export async function decidePlacement({ id, body }: PlacementDecisionInput): Promise<AdminPlacement> {
  return v.parse(AdminPlacement, await api.post(ApiPath.adminPlacementDecision(id), { json: body }).json());
}

/** Materials need the Bearer token, so they come as Blobs rather than plain <img src>. */
export const fetchPlacementFile = (placementId: string, fileId: string, signal: AbortSignal) =>
  api.get(ApiPath.placementFile(placementId, fileId), { signal, timeout: 120_000 }).blob();
