/** A test app paying through YooKassa's local fake, and bloggers connected to it (decisions 073, 077). */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { PayoutConnection } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from './api-app.ts';
import { auth } from './wallet.ts';
import type { YooKassaFake } from './yookassa-fake.ts';

export const WALLET = '4100116075156746';

export async function yookassaApp(fake: YooKassaFake): Promise<TestApp> {
  const t = await createTestApp({
    env: {
      PAYOUT_PROVIDER: 'yookassa',
      YOOKASSA_AGENT_ID: fake.agentId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.url,
    },
  });
  fake.notify = (body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/yookassa/notifications',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  return t;
}

let n = 0;
export async function connected(t: TestApp, fake: YooKassaFake, confirm = true) {
  const email = `yk${++n}-${randomUUID().slice(0, 6)}@wallet.test`;
  const user = await createUser(t.app, { email });
  await t.app.orm.em.fork().nativeUpdate(User, { id: user.id }, { inn: `7712${String(n).padStart(8, '0')}` });
  const token = (await signIn(t.app, email)).token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/payout-connection',
    headers: auth(token),
    payload: { destination: WALLET },
  });
  expect(res.statusCode).toBe(200);
  const connection = await t.app.orm.em.fork().findOneOrFail(PayoutConnection, { owner: user.id });
  if (confirm) {
    // The blogger confirms in «Мой налог»; the next wallet view reads the status back.
    fake.confirm(connection.externalId);
    const view = await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) });
    expect(view.json().connection.status).toBe('confirmed');
  }
  return { id: user.id, token, connection, summary: res.json() };
}
