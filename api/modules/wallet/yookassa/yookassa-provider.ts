/**
 * YooKassa payouts to the self-employed behind the payout-provider interface (docs/decisions/073).
 * Connecting creates the blogger's self-employed object from their INN (or phone) and keeps the link where
 * they grant YooMoney the right to register receipts in «Мой налог». A payout carries the self-employed id
 * and the receipt's service name, so YooKassa registers the receipt itself; YooKassa refuses a payout over
 * the yearly limit or to someone without the status (a canceled payout, reported by notification). Every
 * POST carries an Idempotence-Key: our user id for the connection, our withdrawal id for the payout.
 */

import { ErrorCode } from '#contract/errors.ts';
import { AppError } from '../../../lib/app-error.ts';
import { PayoutOutcomeUnknown, type PayoutProvider } from '../payout-provider.ts';
import {
  type YooKassaClient,
  type YooKassaCredentials,
  YooKassaUnavailable,
  ykValue,
  yooKassaClient,
} from './yookassa-api.ts';

/** The receipt's service name (at most 50 characters, printed on the blogger's receipt). */
export const RECEIPT_SERVICE_NAME = 'Услуги по продвижению товаров';

/** A YooMoney wallet number: self-employed payouts go to wallets or cards only (a card needs the widget). */
export const YOOMONEY_WALLET = /^41\d{9,18}$/;

const unknownOutcome = (error: unknown) =>
  error instanceof YooKassaUnavailable ? new PayoutOutcomeUnknown(error.message) : error;

export function yookassaProvider(
  credentials: YooKassaCredentials,
  client: YooKassaClient = yooKassaClient(credentials),
): PayoutProvider {
  return {
    name: 'yookassa',
    async connect(user) {
      if (!user.destination || !YOOMONEY_WALLET.test(user.destination))
        throw new AppError(422, ErrorCode.validation, 'payout_destination_required', {
          destination: ['payout_destination_required'],
        });
      const who =
        user.inn && /^\d{12}$/.test(user.inn) ? { itn: user.inn } : user.phone ? { phone: user.phone } : null;
      if (!who) throw new AppError(409, ErrorCode.conflict, 'payout_itn_required');
      const created = await client.createSelfEmployed(who, `se-${user.id}`);
      return { externalId: created.id, confirmationUrl: created.confirmation?.confirmation_url ?? null };
    },
    async payout(request) {
      // Only roubles: YooKassa's self-employed payouts are for Russian tax residents (the UAE site pays USD).
      if (request.currency !== 'RUB' || !request.destination) throw new Error('payout not possible');
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
      return { providerRef: payout.id };
    },
    async idle() {},
  };
}
