/** The shared payout suite against the built-in sandbox provider. */

import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { sandboxFails } from '../../api/modules/wallet/payout-provider.ts';
import { payoutProviderSuite } from '../helpers/payout-provider-suite.ts';
import { sendWebhook, walletApp, walletBlogger } from '../helpers/wallet.ts';

payoutProviderSuite('sandbox', async () => {
  const { t, staff } = await walletApp();
  // The sandbox keeps its payouts to itself: count the distinct payout ids it answered per request.
  const refs = new Map<string, Set<string>>();
  const payout = t.app.payouts.payout.bind(t.app.payouts);
  vi.spyOn(t.app.payouts, 'payout').mockImplementation(async (request) => {
    const answer = await payout(request);
    refs.set(request.reference, (refs.get(request.reference) ?? new Set()).add(answer.providerRef));
    return answer;
  });
  const failingAmount = 1_000_013;
  if (!sandboxFails(failingAmount)) throw new Error('the sandbox rule changed');
  return {
    t,
    staff,
    blogger: (funds) => walletBlogger(t.app, { funds }),
    failingAmount,
    idle: () => t.app.payouts.idle(),
    redeliver: (reference, providerRef) =>
      sendWebhook(t.app, t.config.payouts.webhookSecret, {
        event_id: `evt_${randomUUID()}`,
        payout_id: providerRef,
        reference,
        status: 'completed',
      }),
    payoutsAtProvider: (reference) => refs.get(reference)?.size ?? 0,
    close: () => t.close(),
  };
});
