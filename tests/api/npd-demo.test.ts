/**
 * The demo seed shows every self-employed state (docs/decisions/067): valid, lost, receipt due, overdue, and
 * YooKassa connections confirmed and pending (077).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, requestWithdrawal } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const npdOf = async (email: string) => {
  const { token } = await signIn(t.app, email, DEMO_PASSWORD);
  const res = await t.app.inject({ url: '/api/v1/wallet/npd', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return { token, npd: res.json() };
};

describe('demo self-employed states', () => {
  it('seeds a valid status, a lost one, a receipt due and one overdue', async () => {
    const ambassador = await npdOf('ambassador@demo.local');
    expect(ambassador.npd).toMatchObject({ applies: true, status: 'valid' });
    expect(ambassador.npd.receipts[0]).toMatchObject({ state: 'done', source: 'blogger' });
    const due = await npdOf('dima.volkov@demo.local');
    expect(due.npd).toMatchObject({ status: 'valid', receipts: [expect.objectContaining({ state: 'due' })] });
    const overdue = await npdOf('lena.fit@demo.local');
    expect(overdue.npd.receipts[0]).toMatchObject({ state: 'overdue' });
    const lost = await npdOf('alex.moroz@demo.local');
    expect(lost.npd).toMatchObject({ applies: true, status: 'lost' });
    const emma = await npdOf('emma@demo.local');
    expect(emma.npd).toMatchObject({ applies: false, receipts: [] });
    const body = { amount: 1_000_000, start_date: '2025-01-01', end_date: '2025-01-31' };
    expect((await requestWithdrawal(t.app, overdue.token, body)).json().code).toBe('npd_receipt_overdue');
    await expectLedgerBalanced(t.app.orm.em.fork());
  });

  it('seeds a confirmed and a pending YooKassa connection (decision 077)', async () => {
    const wallet = async (email: string) => {
      const { token } = await signIn(t.app, email, DEMO_PASSWORD);
      return (await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) })).json();
    };
    const dima = await wallet('dima.volkov@demo.local');
    expect(dima.connection).toMatchObject({
      provider: 'yookassa',
      status: 'confirmed',
      destination: '•••• 6746',
      identified_by: 'itn',
      confirmation_url: null,
    });
    const sergey = await wallet('serg.cross@demo.local');
    expect(sergey.connection).toMatchObject({
      provider: 'yookassa',
      status: 'pending',
      identified_by: 'phone',
      confirmation_url: expect.stringMatching(/^https:\/\/lknpd\.nalog\.ru\//),
    });
    expect(sergey.can_withdraw).toBe(false);
  });
});
