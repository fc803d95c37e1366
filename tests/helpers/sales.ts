/** Sales tests: signed webhook calls, bloggers with a referral part and a promocode, and clicks. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CLICK_ID_PARAM, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '#contract/sales.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { ReferralClick } from '../../api/modules/orders/order.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { signPayload } from '../../api/modules/sales/signature.ts';
import { createUser } from './api-app.ts';

export const WEBHOOK_URL = '/api/v1/sales/webhook';
const LONG_AGO = new Date('2025-01-01T00:00:00Z');

/** Headers of a correctly signed call; `skewS` moves the timestamp (negative = in the past). */
export function signedHeaders(secret: string, body: string, skewS = 0): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000) + skewS);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
  };
}

export function postEvents(
  app: FastifyInstance,
  secret: string,
  events: unknown[],
  skewS = 0,
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify({ events });
  return app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: signedHeaders(secret, payload, skewS),
    payload,
  });
}

let seq = 0;
export const uniq = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;
/** A number in letters only (referral parts allow nothing else). */
const letters = (n: number) =>
  [...n.toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');

/** An approved blogger registered long ago (standard rates), with a referral part and optionally a promocode. */
export async function blogger(
  app: FastifyInstance,
  opts: {
    code?: string;
    promocode?: string;
    currency?: 'RUB' | 'USD';
    locale?: string;
    sponsor?: string;
  } = {},
): Promise<User> {
  const code = opts.code ?? `b${letters(process.pid)}x${letters(++seq)}`;
  const user = await createUser(app, {
    email: `${code}@sales.test`,
    currency: opts.currency ?? 'RUB',
    createdAt: LONG_AGO,
    sponsor: opts.sponsor,
  });
  const em = app.orm.em.fork();
  await em.nativeUpdate(User, { id: user.id }, { referralCode: code, locale: opts.locale ?? 'ru' });
  if (opts.promocode) {
    em.create(Promocode, {
      owner: user.id,
      network: 'vk',
      code: opts.promocode,
      codeKey: opts.promocode.toLowerCase(),
    });
    await em.flush();
  }
  return em.findOneOrFail(User, { id: user.id });
}

/** Follows the blogger's shop link; returns the signed click id the shop receives. */
export async function clickIdFor(app: FastifyInstance, code: string, ip = '10.0.0.1'): Promise<string> {
  const res = await app.inject({ url: `/r/${code}`, remoteAddress: ip });
  const id = new URL(String(res.headers.location)).searchParams.get(CLICK_ID_PARAM);
  if (!id) throw new Error(`no click id: ${res.statusCode} ${res.headers.location}`);
  return id;
}

/** Moves a click back in time (the attribution window). */
export async function ageClick(app: FastifyInstance, signed: string, days: number): Promise<void> {
  const id = signed.split('.')[0] as string;
  await app.orm.em
    .fork()
    .nativeUpdate(ReferralClick, { id }, { createdAt: new Date(Date.now() - days * 86_400_000) });
}

export const order = (fields: Record<string, unknown> = {}) => ({
  type: 'order',
  external_id: uniq('ord'),
  product: 'monthly',
  amount: 100_000,
  currency: 'RUB',
  occurred_at: new Date().toISOString(),
  ...fields,
});

export const refund = (
  of: { external_id: unknown; amount?: unknown },
  fields: Record<string, unknown> = {},
) => ({
  type: 'refund',
  external_id: uniq('ref'),
  refund_of: of.external_id,
  amount: of.amount ?? 100_000,
  currency: 'RUB',
  occurred_at: new Date().toISOString(),
  ...fields,
});
