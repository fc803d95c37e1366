/**
 * The YooKassa self-employed connection through the wallet API, against the local fake (docs/decisions/077):
 * by the profile's INN or by a phone linked to «Мой налог», pending with the confirmation link, confirmed when
 * read back, declined or unregistered and then connected again under a new idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { PayoutConnection } from '../../api/modules/wallet/wallet.entity.ts';
import { createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { auth, fundWallet, period, requestWithdrawal } from '../helpers/wallet.ts';
import { WALLET, yookassaApp } from '../helpers/yookassa-app.ts';
import { startYooKassaFake, type YooKassaFake } from '../helpers/yookassa-fake.ts';

let fake: YooKassaFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startYooKassaFake();
  t = await yookassaApp(fake);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const url = '/api/v1/wallet/payout-connection';
async function blogger(inn: string | null = null) {
  const email = `conn-${randomUUID().slice(0, 8)}@wallet.test`;
  const user = await createUser(t.app, { email });
  if (inn) await t.app.orm.em.fork().nativeUpdate(User, { id: user.id }, { inn });
  return { id: user.id, token: (await signIn(t.app, email)).token };
}
const view = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) })).json();
const connect = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

describe('the YooKassa connection', () => {
  it('tells the form which provider pays and what the profile holds', async () => {
    const b = await blogger('771200000101');
    expect((await view(b.token)).payout_service).toEqual({
      provider: 'yookassa',
      inn: '771200000101',
      phone: null,
    });
  });

  it('by INN: pending with the «Мой налог» link until confirmed, then confirmed on the next view', async () => {
    const b = await blogger('771200000102');
    const res = await connect(b.token, { destination: WALLET, by: 'itn' });
    expect(res.statusCode).toBe(200);
    const pending = res.json().connection;
    const se = [...fake.selfEmployed.values()].find((s) => s.itn === '771200000102');
    expect(pending).toMatchObject({
      provider: 'yookassa',
      status: 'pending',
      identified_by: 'itn',
      destination: '•••• 6746',
      confirmation_url: se?.confirmation?.confirmation_url,
    });
    expect(res.json().can_withdraw).toBe(false);
    // A second click is the same request: the same object, no new one.
    const again = await connect(b.token, { destination: WALLET, by: 'itn' });
    expect(again.json().connection.confirmation_url).toBe(pending.confirmation_url);
    expect([...fake.selfEmployed.values()].filter((s) => s.itn === '771200000102')).toHaveLength(1);
    fake.confirm(se?.id ?? '');
    const confirmed = await view(b.token);
    expect(confirmed.connection).toMatchObject({ status: 'confirmed', confirmation_url: null });
  });

  it('by phone: the digits of the phone linked to «Мой налог» go to YooKassa', async () => {
    const b = await blogger();
    const res = await connect(b.token, { destination: WALLET, by: 'phone', phone: '+7 (900) 123-45-67' });
    expect(res.statusCode).toBe(200);
    expect(res.json().connection).toMatchObject({ status: 'pending', identified_by: 'phone' });
    const row = await t.app.orm.em.fork().findOneOrFail(PayoutConnection, { owner: b.id });
    expect(fake.selfEmployed.get(row.externalId)).toMatchObject({ phone: '79001234567' });
  });

  it('refuses a bad wallet, a bad phone, and the INN way without an INN in the profile', async () => {
    const b = await blogger();
    const wallet = await connect(b.token, { destination: '123', by: 'phone', phone: '+79001234567' });
    expect([wallet.statusCode, Object.keys(wallet.json().errors ?? {})]).toEqual([422, ['destination']]);
    const phone = await connect(b.token, { destination: WALLET, by: 'phone', phone: '12' });
    expect(phone.json().errors?.phone).toEqual([
      'Укажите телефон, привязанный к «Мой налог», с кодом страны',
    ]);
    const noInn = await connect(b.token, { destination: WALLET, by: 'itn' });
    expect([noInn.statusCode, noInn.json().code]).toEqual([409, 'conflict']);
    expect(await t.app.orm.em.fork().count(PayoutConnection, { owner: b.id })).toBe(0);
  });

  it('declined or unregistered: says so, refuses withdrawals, and connects again as a new request', async () => {
    const b = await blogger('771200000103');
    await connect(b.token, { destination: WALLET, by: 'itn' });
    const first = await t.app.orm.em.fork().findOneOrFail(PayoutConnection, { owner: b.id });
    fake.setStatus(first.externalId, 'canceled');
    expect((await view(b.token)).connection.status).toBe('canceled');
    await fundWallet(t.app, b.id, 1_000_000);
    const refused = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Сервис выплат не подтверждён: подтвердите его заявку в «Мой налог» или подключитесь снова',
    ]);
    const again = await connect(b.token, { destination: WALLET, by: 'itn' });
    expect(again.json().connection.status).toBe('pending');
    const second = await t.app.orm.em.fork().findOneOrFail(PayoutConnection, { owner: b.id });
    expect(second.externalId).not.toBe(first.externalId);
    expect(second.attempt).toBe(2);
    const keys = fake.calls.filter((c) => c.path === '/self_employed').map((c) => c.key);
    expect(keys).toContain(`se-${b.id}`);
    expect(keys).toContain(`se-${b.id}-2`);
    fake.setStatus(second.externalId, 'unregistered');
    expect((await view(b.token)).connection.status).toBe('unregistered');
  });
});
