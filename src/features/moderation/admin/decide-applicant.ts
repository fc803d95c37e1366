import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { Applicant, type ReviewDecisionBody } from '../../../../contract/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export interface DecisionInput {
  id: string;
  body: ReviewDecisionBody;
}

export async function decideApplicant({ id, body }: DecisionInput): Promise<Applicant> {
  return v.parse(Applicant, await api.post(ApiPath.adminDecision(id), { json: body }).json());
}
