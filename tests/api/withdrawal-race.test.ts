/**
 * DESIGN §6: withdrawals cannot overdraw, even under concurrent requests. 50 requests at once (distinct
 * Idempotency-Keys) against a wallet that covers exactly one, 200 rounds: exactly one succeeds per round,
 * the rest get the clear 422, no balance ever goes below zero, and the ledger equals the balances.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp, usesPostgres } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, dayPeriod, fundWallet, requestWithdrawal } from '../helpers/wallet.ts';

const ROUNDS = 200;
const CONCURRENT = 50;
const AMOUNT = 1_000_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('concurrent withdrawal requests', () => {
  it(`${CONCURRENT} at once × ${ROUNDS} rounds: one success per round, no overdraft`, async () => {
    const user = await createUser(t.app, { email: 'race@wallet.test' });
    const { token } = await signIn(t.app, 'race@wallet.test');
    const connect = {
      method: 'POST' as const,
      url: '/api/v1/wallet/payout-connection',
      headers: auth(token),
    };
    expect((await t.app.inject(connect)).statusCode).toBe(200);
    const counts = { rounds: 0, successes: 0, refused: 0, other: 0, badRounds: 0, overdrafts: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await fundWallet(t.app, user.id, AMOUNT);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          requestWithdrawal(t.app, token, { amount: AMOUNT, ...dayPeriod(round) }, randomUUID()),
        ),
      );
      const ok = answers.filter((r) => r.statusCode === 201).length;
      const refused = answers.filter(
        (r) => r.statusCode === 422 && r.json().errors?.amount?.length === 1,
      ).length;
      counts.rounds += 1;
      counts.successes += ok;
      counts.refused += refused;
      counts.other += CONCURRENT - ok - refused;
      if (ok !== 1) counts.badRounds += 1;
      const em = t.app.orm.em.fork();
      const wallet = await bookBalance(em, user.id, 'wallet');
      if (wallet < 0) counts.overdrafts += 1;
      expect(wallet).toBe(0);
    }
    const em = t.app.orm.em.fork();
    const held = await bookBalance(em, user.id, 'withdrawal');
    const requests = await em.count(Withdrawal, { owner: user.id });
    console.log(
      `withdrawal race (${usesPostgres() ? 'PostgreSQL' : 'SQLite'}): ${JSON.stringify({ ...counts, requests, held })}`,
    );
    expect(counts).toEqual({
      rounds: ROUNDS,
      successes: ROUNDS,
      refused: ROUNDS * (CONCURRENT - 1),
      other: 0,
      badRounds: 0,
      overdrafts: 0,
    });
    expect(requests).toBe(ROUNDS);
    expect(held).toBe(ROUNDS * AMOUNT);
    await expectLedgerBalanced(em);
  }, 600_000);
});
