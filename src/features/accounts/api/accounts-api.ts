import * as v from 'valibot';
import type { RegistrationDetailsBody, SignUpBody } from '#contract/accounts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { SessionResponse, TokenPair } from '#contract/auth.ts';
import { api } from '../../../lib/api-client.ts';

export async function signUp(body: SignUpBody): Promise<TokenPair> {
  return v.parse(TokenPair, await api.post(ApiPath.signUp, { json: body }).json());
}

export async function submitRegistrationDetails(body: RegistrationDetailsBody): Promise<SessionResponse> {
  return v.parse(SessionResponse, await api.post(ApiPath.registrationDetails, { json: body }).json());
}
