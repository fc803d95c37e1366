/**
 * The payout service behind an interface (architecture §6a): connect a blogger's payout account, send a
 * payout. The outcome never comes back from `payout()` itself; it arrives later through the provider's
 * signed webhook (`POST /api/v1/payouts/webhook`), as with real payout services. `PAYOUT_PROVIDER` picks the
 * implementation; the built-in sandbox is the default (docs/decisions/045-wallet-payouts.md).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Currency } from '#contract/money.ts';
import type { PayoutWebhookBody } from '#contract/wallet.ts';

export interface PayoutRequest {
  /** Our withdrawal id: the provider echoes it in the webhook and uses it as its idempotency key. */
  reference: string;
  account: string;
  /** Where the money goes when the provider needs it from us (YooKassa: the blogger's YooMoney wallet). */
  destination: string | null;
  amount: number;
  currency: Currency;
  /**
   * When the request was first handed to the provider; null on the first attempt. A later attempt may come
   * after the provider forgot the idempotency key, so it must find an earlier payout before making one.
   */
  firstSentAt: Date | null;
}

/** What the provider answered for a payout: its id, and its outcome when already known (a found payout). */
export interface PayoutAccepted {
  providerRef: string;
  outcome?: { status: 'completed' | 'failed'; reason?: string };
}

/** The blogger's standing with the provider: YooKassa's self-employed object; the sandbox is confirmed. */
export type ConnectionStatus = 'pending' | 'confirmed' | 'canceled' | 'unregistered';

export interface ConnectionState {
  externalId: string;
  status: ConnectionStatus;
  /** Where the blogger grants the provider its rights (while pending). */
  confirmationUrl?: string | null;
}

/** The blogger as a provider needs them to open a payout account. */
export interface PayoutRecipient {
  id: string;
  email: string;
  inn: string | null;
  phone: string | null;
  destination: string | null;
  /** Which of the two identifies the blogger to the provider. */
  by: 'itn' | 'phone';
  /** 1 for the first connection; each reconnection is a new provider object under a new key. */
  attempt: number;
}

/** The provider could not say whether it accepted the payout (timeout, 5xx): ask again with the same key. */
export class PayoutOutcomeUnknown extends Error {
  constructor(cause: string) {
    super(`payout outcome unknown: ${cause}`);
    this.name = 'PayoutOutcomeUnknown';
  }
}

export interface PayoutProvider {
  readonly name: string;
  /** Opens the payout account; `confirmationUrl` is where the blogger grants the provider its rights. */
  connect(user: PayoutRecipient): Promise<ConnectionState>;
  /** Reads the connection's status back (a provider without one is always confirmed). */
  connection?(externalId: string): Promise<ConnectionState>;
  /**
   * Accepts a payout; returns the provider's id for it. Throws `PayoutOutcomeUnknown` when the answer was
   * lost (the request stays sent and is asked again), anything else when the provider refused it outright.
   */
  payout(request: PayoutRequest): Promise<PayoutAccepted>;
  /** Resolves when every webhook the provider has queued so far was delivered (tests, graceful stop). */
  idle(): Promise<void>;
}

/** Delivers a signed webhook to the app (the sandbox uses `app.inject` on the real route). */
export type WebhookDelivery = (body: string, signature: string) => Promise<unknown>;

export const SIGNATURE_HEADER = 'x-payout-signature';
/** Webhooks older or newer than this are refused (replay protection). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/** Checks `t=…,v1=…` against the raw body: the HMAC must match and the timestamp be within tolerance. */
export function verifySignature(secret: string, body: string, header: unknown, now = Date.now()): boolean {
  if (typeof header !== 'string' || header.length > 300) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const at = parts.get('t');
  const given = parts.get('v1');
  if (!at || !/^\d{1,12}$/.test(at) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - Number(at)) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * The sandbox's deterministic rule, so tests and demos can show both outcomes: a payout whose amount ends
 * in 13 minor units (10 000.13 RUB, 100.13 USD) fails; every other one completes.
 */
export const sandboxFails = (amount: number) => amount % 100 === 13;

/**
 * Pays nobody: accepts every payout and reports its outcome through the real webhook route, a moment later.
 * Like a real provider it keys payouts by our reference: asked again, it answers with the same payout.
 */
export function sandboxProvider(secret: string, deliver: WebhookDelivery, delayMs = 20): PayoutProvider {
  const pending = new Set<Promise<unknown>>();
  const accepted = new Map<string, string>();
  return {
    name: 'sandbox',
    async connect(user) {
      return { externalId: `sbx_acct_${user.id}`, status: 'confirmed' };
    },
    async payout(request) {
      const known = accepted.get(request.reference);
      if (known) return { providerRef: known };
      const providerRef = `sbx_po_${randomUUID()}`;
      accepted.set(request.reference, providerRef);
      const event: PayoutWebhookBody = {
        event_id: `sbx_evt_${randomUUID()}`,
        payout_id: providerRef,
        reference: request.reference,
        status: sandboxFails(request.amount) ? 'failed' : 'completed',
        ...(sandboxFails(request.amount) && { reason: 'Sandbox: the bank declined the transfer' }),
      };
      const body = JSON.stringify(event);
      const delivery = new Promise((resolve) => setTimeout(resolve, delayMs))
        .then(() => deliver(body, signPayload(secret, body)))
        .catch(() => undefined)
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return { providerRef };
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
