/** Wallet test helpers: money put straight into a blogger's wallet book, and API calls of the wallet. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { monthOf } from '#contract/money.ts';
import { post } from '../../api/modules/ledger/ledger.service.ts';
import { signPayload } from '../../api/modules/wallet/payout-provider.ts';
import { createTestApp, createUser, signIn, type TestApp } from './api-app.ts';
import { bookBalance } from './ledger.ts';

/** Credits a wallet as a released month would (brand → wallet), in one balanced posting. */
export async function fundWallet(
  app: FastifyInstance,
  account: string,
  amount: number,
  currency: 'RUB' | 'USD' = 'RUB',
): Promise<void> {
  const month = monthOf(new Date());
  await app.orm.em.fork().transactional((tx) =>
    post(tx, {
      key: `test-fund:${randomUUID()}`,
      kind: 'manual',
      currency,
      lines: [
        { account: null, book: 'brand', amount: -amount, kind: 'release', month },
        { account, book: 'wallet', amount, kind: 'release', month },
      ],
    }),
  );
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function requestWithdrawal(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdrawals',
    headers: { ...auth(token), ...(key !== null && { 'idempotency-key': key }) },
    payload: body,
  });
}

/** A payout period before the demo seed's (requests of one blogger may not overlap, decision 045). */
export const period = { start_date: '2025-01-01', end_date: '2025-01-31' };

/** The n-th of a run of one-day periods that never overlap each other (many requests of one blogger). */
export const dayPeriod = (n: number) => {
  const day = new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
  return { start_date: day, end_date: day };
};

export function sendWebhook(
  app: FastifyInstance,
  secret: string,
  event: Record<string, unknown>,
  at?: number,
) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payouts/webhook',
    headers: { 'content-type': 'application/json', 'x-payout-signature': signPayload(secret, body, at) },
    payload: body,
  });
}

/** The wallet suites' app and the moderator who decides the payout queue. */
export async function walletApp(): Promise<{ t: TestApp; staff: string }> {
  const t = await createTestApp();
  await createUser(t.app, { email: 'mod@wallet.test', role: 'moderator' });
  return { t, staff: (await signIn(t.app, 'mod@wallet.test')).token };
}

let n = 0;
/** A new approved blogger with a token; `connect` links the payout service, `funds` credits the wallet. */
export async function walletBlogger(
  app: FastifyInstance,
  opts: { currency?: 'RUB' | 'USD'; connect?: boolean; funds?: number } = {},
) {
  const email = `b${++n}-${randomUUID().slice(0, 6)}@wallet.test`;
  const user = await createUser(app, { email, currency: opts.currency ?? 'RUB' });
  const token = (await signIn(app, email)).token;
  if (opts.connect !== false) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/wallet/payout-connection',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
  }
  if (opts.funds) await fundWallet(app, user.id, opts.funds, opts.currency);
  return { id: user.id, token };
}

/** The blogger's withdrawable and held balances. */
export const walletBalance = (app: FastifyInstance, id: string) =>
  bookBalance(app.orm.em.fork(), id, 'wallet');
export const heldBalance = (app: FastifyInstance, id: string) =>
  bookBalance(app.orm.em.fork(), id, 'withdrawal');
