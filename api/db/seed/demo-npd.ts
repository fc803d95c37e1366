/**
 * Self-employed demo states (docs/decisions/067), written through the wallet's own services so the ledger
 * is what the app writes: the demo ambassador's paid payout has its receipt attached; Дмитрий Волков has a
 * receipt due this month, Елена Кузнецова one overdue (her next withdrawal is refused), and Алексей Морозов
 * lost the status (the sandbox reports an INN ending in 13 as not self-employed). Each has a status history.
 * Дмитрий's payouts go through a confirmed YooKassa connection, Сергей Козлов's is still pending (decision 077).
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import { moscowDay, receiptDueDay } from '#contract/tax.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { LedgerLine } from '../../modules/ledger/ledger.entity.ts';
import { post } from '../../modules/ledger/ledger.service.ts';
import { NpdCheck, TaxReceipt } from '../../modules/tax/tax.entity.ts';
import { settlePayout } from '../../modules/wallet/payouts.service.ts';
import { PayoutConnection, Withdrawal } from '../../modules/wallet/wallet.entity.ts';
import { requestWithdrawal } from '../../modules/wallet/wallet.service.ts';

const DAY_MS = 86_400_000;
const AMOUNT = 1_500_000;
const IS = 'является плательщиком налога на профессиональный доход';
const IS_NOT = 'не является плательщиком налога на профессиональный доход';

async function history(em: EntityManager, inn: string, days: [daysAgo: number, valid: boolean][], now: Date) {
  for (const [ago, valid] of days) {
    const day = moscowDay(new Date(now.getTime() - ago * DAY_MS));
    em.create(NpdCheck, { inn, day, valid, message: `${inn} ${valid ? IS : IS_NOT}` });
  }
  await em.flush();
}

/** A payout paid `daysAgo` days ago, through request → provider webhook; returns its receipt task. */
async function paidPayout(em: EntityManager, owner: string, daysAgo: number, now: Date): Promise<TaxReceipt> {
  const paidAt = new Date(now.getTime() - daysAgo * DAY_MS);
  const month = monthOf(paidAt);
  await post(em.fork(), {
    key: `demo-npd-fund:${owner}`,
    kind: 'manual',
    currency: 'RUB',
    lines: [
      { account: null, book: 'brand', amount: -AMOUNT, kind: 'release', month },
      { account: owner, book: 'wallet', amount: AMOUNT, kind: 'release', month },
    ],
  });
  await em.fork().upsert(PayoutConnection, { owner, provider: 'sandbox', externalId: `sbx_acct_${owner}` });
  const day = moscowDay(paidAt);
  const w = await requestWithdrawal(em.fork(), owner, `demo-npd-${owner}`, {
    amount: AMOUNT,
    start_date: `${day.slice(0, 8)}01`,
    end_date: day,
  });
  await em.fork().nativeUpdate(Withdrawal, { id: w.id }, { status: 'processing' });
  await settlePayout(em.fork(), {
    event_id: `sandbox-demo-npd-${w.id}`,
    reference: w.id,
    status: 'completed',
    payout_id: `sandbox-demo-npd-${w.id}`,
  });
  await em.fork().nativeUpdate(Withdrawal, { id: w.id }, { createdAt: paidAt, updatedAt: paidAt });
  await em.fork().nativeUpdate(LedgerLine, { withdrawalId: w.id }, { createdAt: paidAt });
  await em
    .fork()
    .nativeUpdate(TaxReceipt, { withdrawalId: w.id }, { paidDay: day, dueDay: receiptDueDay(day) });
  return em.fork().findOneOrFail(TaxReceipt, { withdrawalId: w.id });
}

export async function seedDemoNpd(em: EntityManager, now = new Date()): Promise<void> {
  const byEmail = (email: string) => em.fork().findOneOrFail(User, { email });
  const ambassador = await byEmail('ambassador@demo.local');
  await history(
    em,
    ambassador.inn ?? '',
    [
      [62, true],
      [31, true],
      [0, true],
    ],
    now,
  );
  // The payout of two months ago (seeded by demo-withdrawals) has its receipt.
  const paid = await em.fork().findOne(TaxReceipt, { owner: ambassador.id });
  if (paid) {
    const w = await em.fork().findOneOrFail(Withdrawal, { id: paid.withdrawalId });
    const day = moscowDay(w.createdAt);
    await em.fork().nativeUpdate(
      TaxReceipt,
      { id: paid.id },
      {
        paidDay: day,
        dueDay: receiptDueDay(day),
        status: 'done',
        source: 'blogger',
        receiptId: '200demo0001',
        receiptUrl: `https://lknpd.nalog.ru/api/v1/receipt/${ambassador.inn}/200demo0001/print`,
      },
    );
  }
  const states: [email: string, inn: string][] = [
    ['dima.volkov@demo.local', '771234567801'],
    ['lena.fit@demo.local', '771234567802'],
    ['alex.moroz@demo.local', '771234567813'],
  ];
  for (const [email, inn] of states)
    await em.fork().nativeUpdate(User, { email }, { type: 'self_employed', inn, residency: 'resident' });
  const [dima, lena] = await Promise.all(states.slice(0, 2).map(([email]) => byEmail(email)));
  // Paid 2 days ago: the receipt is due by the 9th of next month.
  await paidPayout(em, (dima as User).id, 2, now);
  await history(
    em,
    '771234567801',
    [
      [2, true],
      [0, true],
    ],
    now,
  );
  // Paid in the month before last: the 9th has passed.
  await paidPayout(em, (lena as User).id, 45, now);
  await history(
    em,
    '771234567802',
    [
      [45, true],
      [0, true],
    ],
    now,
  );
  // Self-employed until last month; today the tax service no longer confirms it.
  await history(
    em,
    '771234567813',
    [
      [40, true],
      [0, false],
    ],
    now,
  );
  await seedYooKassaConnections(em, now);
}

/** A YooKassa self-employed object's id in the demo (YooKassa's ids are 36–50 characters). */
const demoSelfEmployedId = (n: number) => `se-demo-0000-0000-0000-00000000000${n}`;

/**
 * YooKassa connections in both standing states (decision 077): Дмитрий Волков confirmed, paying to his
 * YooMoney wallet; Сергей Козлов pending, identified by phone, with the link to open in «Мой налог». The demo server
 * runs the sandbox provider, so these rows are shown as stored and never read back.
 */
async function seedYooKassaConnections(em: EntityManager, now: Date): Promise<void> {
  const dima = await em.fork().findOneOrFail(User, { email: 'dima.volkov@demo.local' });
  await em.fork().nativeUpdate(
    PayoutConnection,
    { owner: dima.id },
    {
      provider: 'yookassa',
      externalId: demoSelfEmployedId(1),
      destination: '4100116075156746',
      status: 'confirmed',
      identifiedBy: 'itn',
      checkedAt: now,
    },
  );
  const sergey = await em.fork().findOneOrFail(User, { email: 'serg.cross@demo.local' });
  await em
    .fork()
    .nativeUpdate(
      User,
      { id: sergey.id },
      { type: 'self_employed', inn: '771234567804', residency: 'resident' },
    );
  await history(em, '771234567804', [[0, true]], now);
  await em.fork().upsert(PayoutConnection, {
    owner: sergey.id,
    provider: 'yookassa',
    externalId: demoSelfEmployedId(2),
    destination: '4100117654321098',
    confirmationUrl: 'https://lknpd.nalog.ru/',
    status: 'pending',
    identifiedBy: 'phone',
    checkedAt: now,
  });
}
