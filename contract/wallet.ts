/**
 * The wallet and payouts (SPEC §3 wallet operation and withdrawal request, §6 payout needs the connected
 * service, §9 minimum withdrawal). Amounts are integer minor units of the account's currency.
 */
import * as v from 'valibot';
import { Msg } from './messages.ts';
import { Currency, MAX_AMOUNT_MINOR } from './money.ts';
import { CalendarDate, PageParam, requiredText } from './validation.ts';

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A payout period may span at most this many days (a year and a day, leap years included). */
export const PERIOD_MAX_DAYS = 366;
/** Idempotency-Key header: printable ASCII, at most 200 characters (the column's size). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The blogger's standing with the payout service (docs/decisions/077). YooKassa: `pending` until the blogger
 * confirms YooMoney's request in «Мой налог» (`confirmation_url`), `confirmed` once they did, `canceled`
 * when they declined or revoked it, `unregistered` when «Мой налог» does not know them as self-employed.
 * The sandbox is `confirmed` at once.
 */
export const CONNECTION_STATUSES = ['pending', 'confirmed', 'canceled', 'unregistered'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const PayoutConnection = v.object({
  provider: v.string(),
  connected_at: v.string(),
  status: v.picklist(CONNECTION_STATUSES),
  /** Where the blogger grants the provider its rights (YooKassa: the «Мой налог» request), if it needs that. */
  confirmation_url: v.optional(v.nullable(v.string())),
  /** The wallet the money goes to, masked to its last 4 digits (YooKassa). */
  destination: v.nullable(v.string()),
  /** How the blogger was identified: the profile's INN or a phone linked to «Мой налог». */
  identified_by: v.nullable(v.picklist(['itn', 'phone'])),
  checked_at: v.nullable(v.string()),
});

/** A YooMoney wallet number: 41 and 9–18 more digits (self-employed payouts go to wallets or cards). */
export const YOOMONEY_WALLET = /^41\d{9,18}$/;

/**
 * POST wallet/payout-connection: for a provider that needs them (YooKassa), the YooMoney wallet the money goes
 * to, and how the blogger is identified: the profile's INN, or a phone linked to «Мой налог» (digits, 11–15).
 */
export const PayoutConnectionBody = v.optional(
  v.object({
    destination: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{11,20}$/, Msg.number.id))),
    by: v.optional(v.picklist(['itn', 'phone'])),
    phone: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d ()-]{11,24}$/, Msg.payout_phone.id))),
  }),
);
export type PayoutConnectionBody = v.InferOutput<typeof PayoutConnectionBody>;
export type PayoutConnection = v.InferOutput<typeof PayoutConnection>;

/** GET wallet: what the blogger can withdraw now, what is held, what is still accruing, and why. */
export const WalletSummary = v.object({
  currency: Currency,
  /** Withdrawable now (the wallet book). */
  balance: v.number(),
  /** Held in pending or processing requests (the withdrawal book). */
  held: v.number(),
  /** Earned this month; becomes withdrawable at month close if the month's rules are met. */
  accrued: v.number(),
  /** Commissions held by the fraud rules until staff decide (docs/decisions/070): not withdrawable. */
  on_review: v.number(),
  minimum: v.number(),
  /**
   * The part of the balance that waits for next month, and why (null: nothing carries over). A negative
   * balance (`refund_debt`: a refund of an order already paid out) is taken from the next months' income.
   */
  carry_over: v.object({
    amount: v.number(),
    reason: v.nullable(v.picklist(['below_minimum', 'refund_debt'])),
  }),
  connection: v.nullable(PayoutConnection),
  /** Which payout service this server uses, and what the connect form may prefill from the profile. */
  payout_service: v.object({
    provider: v.string(),
    inn: v.nullable(v.string()),
    phone: v.nullable(v.string()),
  }),
  can_withdraw: v.boolean(),
});
export type WalletSummary = v.InferOutput<typeof WalletSummary>;

/** SPEC §3 wallet operation: type, status, date, amount; `kind` says why (release, bonus, payout_return…). */
export const WalletOperation = v.object({
  id: v.number(),
  type: v.picklist(['withdrawal', 'deposit']),
  status: v.picklist(['pending', 'completed', 'cancelled']),
  kind: v.string(),
  amount: v.number(),
  currency: Currency,
  date: v.string(),
  /** The month the money was earned in (yyyy-mm), for income released at a month close. */
  month: v.string(),
  withdrawal_id: v.nullable(v.string()),
});
export type WalletOperation = v.InferOutput<typeof WalletOperation>;

const page = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pages: v.number() });

export const WalletOperationPage = page(WalletOperation);
export type WalletOperationPage = v.InferOutput<typeof WalletOperationPage>;

export const Withdrawal = v.object({
  id: v.string(),
  amount: v.number(),
  currency: Currency,
  status: v.picklist(WITHDRAWAL_STATUSES),
  start_date: v.string(),
  end_date: v.string(),
  failure_reason: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Withdrawal = v.InferOutput<typeof Withdrawal>;

export const WithdrawalPage = page(Withdrawal);
export type WithdrawalPage = v.InferOutput<typeof WithdrawalPage>;

export const PageQuery = v.object({ page: PageParam });

/** Amount in minor units: SPEC §5 messages ('Введите число', 'Не может быть меньше 10'), bounded. */
export const WithdrawalAmount = v.pipe(
  v.number(Msg.number.id),
  v.safeInteger(Msg.number.id),
  v.minValue(1_000, Msg.amount_min.id),
  v.maxValue(MAX_AMOUNT_MINOR, Msg.number_max.id),
);

/** POST wallet/withdrawals (with an Idempotency-Key header). The minimum per currency is checked by the API. */
export const WithdrawalBody = v.pipe(
  v.object({
    amount: WithdrawalAmount,
    start_date: CalendarDate,
    end_date: CalendarDate,
  }),
  v.forward(
    v.check((b) => b.start_date <= b.end_date, Msg.period_order.id),
    ['end_date'],
  ),
  v.forward(
    v.check((b) => dayNumber(b.end_date) - dayNumber(b.start_date) < PERIOD_MAX_DAYS, Msg.period_span.id),
    ['end_date'],
  ),
);
export type WithdrawalBody = v.InferOutput<typeof WithdrawalBody>;

/** Admin: the payout queue, with the blogger and what their wallet holds now. */
export const AdminWithdrawal = v.object({
  ...Withdrawal.entries,
  owner: v.object({ id: v.string(), email: v.string(), first_name: v.nullable(v.string()) }),
  balance: v.number(),
  held: v.number(),
  connected: v.boolean(),
});
export type AdminWithdrawal = v.InferOutput<typeof AdminWithdrawal>;

export const AdminWithdrawalPage = page(AdminWithdrawal);
export type AdminWithdrawalPage = v.InferOutput<typeof AdminWithdrawalPage>;

export const AdminWithdrawalQuery = v.object({
  status: v.optional(v.picklist(WITHDRAWAL_STATUSES), 'pending'),
  page: PageParam,
});

export const PayoutDecisionBody = v.variant('decision', [
  v.object({ decision: v.literal('pay') }),
  v.object({ decision: v.literal('reject'), reason: requiredText(500, true) }),
]);
export type PayoutDecisionBody = v.InferOutput<typeof PayoutDecisionBody>;

/**
 * The payout provider's webhook body (`POST payouts/webhook`, signed with `X-Payout-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`). `reference` is our withdrawal id.
 */
export const PayoutWebhookBody = v.object({
  event_id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  payout_id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  reference: v.pipe(v.string(), v.uuid()),
  status: v.picklist(['completed', 'failed']),
  reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type PayoutWebhookBody = v.InferOutput<typeof PayoutWebhookBody>;
