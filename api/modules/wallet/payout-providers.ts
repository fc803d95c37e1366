/** `PAYOUT_PROVIDER` picks the payout service: the built-in sandbox (default) or YooKassa (decision 073). */
import type { Config } from '../../config.ts';
import { type PayoutProvider, sandboxProvider, type WebhookDelivery } from './payout-provider.ts';
import { type YooKassaClient, yooKassaClient } from './yookassa/yookassa-api.ts';
import { yookassaProvider } from './yookassa/yookassa-provider.ts';

export function payoutProvider(
  config: Config['payouts'],
  deliver: WebhookDelivery,
): { provider: PayoutProvider; yookassa: YooKassaClient | null } {
  if (config.provider === 'yookassa') {
    const client = yooKassaClient(config.yookassa);
    return { provider: yookassaProvider(config.yookassa, client), yookassa: client };
  }
  return { provider: sandboxProvider(config.webhookSecret, deliver), yookassa: null };
}
