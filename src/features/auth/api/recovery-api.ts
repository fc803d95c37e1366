import type { RecoveryChangeBody } from '#contract/accounts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { api } from '../../../lib/api-client.ts';

export async function requestRecovery(email: string): Promise<void> {
  await api.post(ApiPath.recoveryRequest, { json: { email } });
}

export async function changePasswordByToken(body: RecoveryChangeBody): Promise<void> {
  await api.post(ApiPath.recoveryChange, { json: body });
}
