import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { SessionResponse, type SignInBody, TokenPair } from '../../../../contract/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { getRefreshToken } from '../../../lib/auth-tokens.ts';

/** SPEC §5: sign-in, refresh and sign-out answers must hold a string token, else the flow stops. */
export async function signIn(body: SignInBody): Promise<TokenPair> {
  return v.parse(TokenPair, await api.post(ApiPath.signIn, { json: body }).json());
}

export async function getSession(): Promise<SessionResponse> {
  return v.parse(SessionResponse, await api.get(ApiPath.session).json());
}

export async function signOut(): Promise<void> {
  await api.post(ApiPath.signOut, { json: { refresh_token: getRefreshToken() ?? undefined } });
}
