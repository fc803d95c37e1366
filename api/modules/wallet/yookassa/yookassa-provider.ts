/**
 * YooKassa payouts to the self-employed behind the payout-provider interface (docs/decisions/073).
 * Connecting creates the blogger's self-employed object from their INN (or phone) and keeps the link where
 * they grant YooMoney the right to register receipts in «Мой налог». A payout carries the self-employed id
 * and the receipt's service name, so YooKassa registers the receipt itself; YooKassa refuses a payout over
 * the yearly limit or to someone without the status (a canceled payout, reported by notification). Every
 * POST carries an Idempotence-Key: our user id for the connection, our withdrawal id for the payout.
 */

import { ErrorCode } from '#contract/errors.ts';
import { YOOMONEY_WALLET } from '#contract/wallet.ts';
import { AppError } from '../../../lib/app-error.ts';
import { now } from '../../../lib/clock.ts';
import {
  type ConnectionState,
  type PayoutAccepted,
  PayoutOutcomeUnknown,
  type PayoutProvider,
  type PayoutRequest,
} from '../payout-provider.ts';
import {
  type YkPayout,
  type YkSelfEmployed,
  type YooKassaClient,
  type YooKassaCredentials,
  YooKassaUnavailable,
  ykCancellation,
  ykValue,
  yooKassaClient,
} from './yookassa-api.ts';

/** The receipt's service name (at most 50 characters, printed on the blogger's receipt). */
export const RECEIPT_SERVICE_NAME = 'Услуги по продвижению товаров';

const unknownOutcome = (error: unknown) =>
  error instanceof YooKassaUnavailable ? new PayoutOutcomeUnknown(error.message) : error;

/** YooKassa's search reaches 3 months back; an attempt older than this cannot be proven absent. */
export const SEARCH_REACH_MS = 85 * 86_400_000;

const stateOf = (se: YkSelfEmployed): ConnectionState => ({
  externalId: se.id,
  status: se.status,
  confirmationUrl: se.confirmation?.confirmation_url ?? null,
});

const accepted = (payout: YkPayout): PayoutAccepted => ({
  providerRef: payout.id,
  ...(payout.status === 'succeeded' && { outcome: { status: 'completed' as const } }),
  ...(payout.status === 'canceled' && {
    outcome: { status: 'failed' as const, reason: ykCancellation(payout) ?? 'YooKassa: canceled' },
  }),
});

/**
 * A repeated attempt: YooKassa keeps an idempotency key for 24 hours only, so before sending again we ask
 * its search (by our withdrawal id in the metadata) whether the payout exists. Only a clear "none" lets a
 * new one be made; any failure to ask leaves the outcome unknown, and the request waits.
 */
async function findEarlier(client: YooKassaClient, request: PayoutRequest, at: number) {
  if (!request.firstSentAt) return null;
  const found = await client.searchPayouts('withdrawal_id', request.reference).catch((error: unknown) => {
    throw new PayoutOutcomeUnknown(`search failed: ${error instanceof Error ? error.message : 'error'}`);
  });
  const mine = found.items.filter((p) => p.metadata?.withdrawal_id === request.reference);
  const live = mine.find((p) => p.status !== 'canceled') ?? mine[0];
  if (live) return accepted(live);
  if (at - request.firstSentAt.getTime() > SEARCH_REACH_MS)
    throw new PayoutOutcomeUnknown('the first attempt is older than the search reaches');
  return null;
}

export function yookassaProvider(
  credentials: YooKassaCredentials,
  client: YooKassaClient = yooKassaClient(credentials),
  clock: () => number = () => now().getTime(),
): PayoutProvider {
  return {
    name: 'yookassa',
    async connect(user) {
      if (!user.destination || !YOOMONEY_WALLET.test(user.destination))
        throw new AppError(422, ErrorCode.validation, 'payout_destination_required', {
          destination: ['payout_destination_required'],
        });
      const who =
        user.by === 'itn'
          ? user.inn && /^\d{12}$/.test(user.inn) && { itn: user.inn }
          : user.phone && /^\d{11,15}$/.test(user.phone) && { phone: user.phone };
      if (!who) throw new AppError(409, ErrorCode.conflict, 'payout_itn_required');
      // One key per attempt: a retried click gets the same object, a reconnection a new one.
      const key = user.attempt > 1 ? `se-${user.id}-${user.attempt}` : `se-${user.id}`;
      return stateOf(await client.createSelfEmployed(who, key));
    },
    async connection(externalId) {
      return stateOf(await client.getSelfEmployed(externalId));
    },
    async payout(request) {
      // Only roubles: YooKassa's self-employed payouts are for Russian tax residents (the UAE site pays USD).
      if (request.currency !== 'RUB' || !request.destination) throw new Error('payout not possible');
      const earlier = await findEarlier(client, request, clock());
      if (earlier) return earlier;
      // Our own check first: a payout to someone who has not (or no longer) granted rights is not sent.
      const self = await client.getSelfEmployed(request.account).catch((error: unknown) => {
        throw unknownOutcome(error);
      });
      if (self.status !== 'confirmed') throw new Error(`self-employed status ${self.status}`);
      const payout = await client
        .createPayout(
          {
            amount: { value: ykValue(request.amount), currency: 'RUB' },
            payout_destination_data: { type: 'yoo_money', account_number: request.destination },
            description: `Вознаграждение по заявке ${request.reference}`.slice(0, 128),
            self_employed: { id: request.account },
            receipt_data: { service_name: RECEIPT_SERVICE_NAME },
            metadata: { withdrawal_id: request.reference },
          },
          request.reference,
        )
        .catch((error: unknown) => {
          throw unknownOutcome(error);
        });
      return accepted(payout);
    },
    async idle() {},
  };
}
