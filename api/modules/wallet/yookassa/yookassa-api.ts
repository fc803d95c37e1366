/**
 * The part of YooKassa's API the payouts use, as its reference documents it (yookassa.ru/developers/api,
 * docs/decisions/073-yookassa-payouts.md): HTTP Basic with the payout gateway's agentId and secret key, JSON
 * bodies, an `Idempotence-Key` header on every POST (YooKassa keeps a key's answer for 24 hours).
 */

/** `MonetaryAmount`: a decimal string with two places. */
export interface YkAmount {
  value: string;
  currency: string;
}

/** The payout object (`/v3/payouts`): pending until it settles as succeeded or canceled. */
export interface YkPayout {
  id: string;
  amount: YkAmount;
  status: 'pending' | 'succeeded' | 'canceled';
  payout_destination?: { type: string; account_number?: string };
  description?: string;
  created_at: string;
  succeeded_at?: string;
  self_employed?: { id: string };
  receipt?: { service_name: string; npd_receipt_id?: string; url?: string; amount?: YkAmount };
  cancellation_details?: { party: string; reason: string };
  metadata?: Record<string, string>;
  test: boolean;
}

/** The self-employed object (`/v3/self_employed`): `confirmed` once the blogger granted rights in «Мой налог». */
export interface YkSelfEmployed {
  id: string;
  status: 'pending' | 'confirmed' | 'canceled' | 'unregistered';
  created_at: string;
  itn?: string;
  phone?: string;
  confirmation?: { type: 'redirect'; confirmation_url: string };
  test: boolean;
}

/** A list answer (`GET /payouts/search`): the objects found, and a cursor when there are more. */
export interface YkList<T> {
  type: 'list';
  items: T[];
  next_cursor?: string;
}

/** An incoming notification: the object as it was when its status changed (not signed by YooKassa). */
export interface YkNotification {
  type: 'notification';
  event: string;
  object: { id: string };
}

/** YooKassa answered with an error object (`{type: 'error', code, description}`) and a 4xx status. */
export class YooKassaRefusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`YooKassa refused the request: ${status} ${code}`);
    this.name = 'YooKassaRefusal';
    this.status = status;
    this.code = code;
  }
}

/** No answer, or a 5xx: whether the call took effect is unknown; repeat it with the same key. */
export class YooKassaUnavailable extends Error {
  constructor(cause: string) {
    super(`YooKassa did not answer: ${cause}`);
    this.name = 'YooKassaUnavailable';
  }
}

export interface YooKassaCredentials {
  agentId: string;
  secretKey: string;
  apiUrl: string;
}

const TIMEOUT_MS = 15_000;

/** A canceled payout's reason as our failure reason says it. */
export const ykCancellation = (payout: YkPayout): string | undefined =>
  payout.cancellation_details
    ? `YooKassa: ${payout.cancellation_details.reason} (${payout.cancellation_details.party})`.slice(0, 500)
    : undefined;

/** Minor units → `MonetaryAmount.value` ("1234.50"). */
export const ykValue = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export function yooKassaClient(credentials: YooKassaCredentials) {
  const auth = `Basic ${Buffer.from(`${credentials.agentId}:${credentials.secretKey}`).toString('base64')}`;
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${credentials.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(key && { 'idempotence-key': key }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new YooKassaUnavailable(error instanceof Error ? error.name : 'network');
    }
    // A 5xx, or 202 (still being processed), is no outcome: ask again later with the same key.
    if (response.status >= 500 || response.status === 202)
      throw new YooKassaUnavailable(`HTTP ${response.status}`);
    const json = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (!response.ok || !json)
      throw new YooKassaRefusal(response.status, typeof json?.code === 'string' ? json.code : 'unknown');
    return json as T;
  }
  return {
    createSelfEmployed: (body: { itn?: string; phone?: string }, key: string) =>
      call<YkSelfEmployed>('POST', '/self_employed', { ...body, confirmation: { type: 'redirect' } }, key),
    getSelfEmployed: (id: string) => call<YkSelfEmployed>('GET', `/self_employed/${encodeURIComponent(id)}`),
    createPayout: (body: Record<string, unknown>, key: string) =>
      call<YkPayout>('POST', '/payouts', body, key),
    getPayout: (id: string) => call<YkPayout>('GET', `/payouts/${encodeURIComponent(id)}`),
    /**
     * Payouts created in the last 3 months whose metadata holds this one key and value
     * (`metadata[key]=value`, yookassa.ru/developers/using-api/lists: search is by metadata, payouts only).
     */
    searchPayouts: (key: string, value: string) =>
      call<YkList<YkPayout>>('GET', `/payouts/search?${new URLSearchParams([[`metadata[${key}]`, value]])}`),
  };
}
export type YooKassaClient = ReturnType<typeof yooKassaClient>;
