/**
 * Demo money: the demo ambassador's promocodes, six months of sales and refunds through the real commission
 * code, a team three levels deep, integrations (one month held by the rule), closed months, a wallet above
 * the minimum and a payout connection; an English (USD) blogger with her own sales. Part of seedDemo (runs
 * on an empty database only). The ids it returns let later seed steps (withdrawals) build on it.
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { applyOrder, applyRefund } from '../../modules/commissions/commissions.service.ts';
import { closeMonth } from '../../modules/commissions/month-close.service.ts';
import { LedgerLine } from '../../modules/ledger/ledger.entity.ts';
import { Order } from '../../modules/orders/order.entity.ts';
import { Promocode } from '../../modules/promocodes/promocode.entity.ts';
import { JobRun } from '../../modules/system/job-run.entity.ts';
import { PayoutConnection } from '../../modules/wallet/wallet.entity.ts';
import { demoIntegrations } from './demo-integrations.ts';
import { demoRefunds, demoSales, HELD_MONTH, monthStart, random, SELLERS } from './demo-money-sales.ts';

const DAY_MS = 86_400_000;

export interface DemoMoneyIds {
  /** The demo ambassador (RUB) and the English demo blogger (USD). */
  ambassador: string;
  english: string;
  /** Seller key (anna, maria, pavel, sveta, emma) → account id. */
  accounts: Record<string, string>;
  /** Months closed by the seed, oldest first (yyyy-mm). */
  closedMonths: string[];
  /** The ambassador's payout connection (sandbox provider). */
  payoutConnection: string;
}

export interface DemoMoneyAccounts {
  ambassador: User;
  newbie: User;
  passwordHash: string;
}

export async function seedDemoMoney(
  em: EntityManager,
  { ambassador, newbie, passwordHash }: DemoMoneyAccounts,
  now = new Date(),
): Promise<DemoMoneyIds> {
  const next = random(90_210);
  const integrations = demoIntegrations(em);
  // Registered before the six months of sales, on a current agreement (2 integrations a month).
  Object.assign(ambassador, {
    createdAt: monthStart(now, -8),
    agreementDate: monthStart(now, -8).toISOString().slice(0, 10),
  });
  Object.assign(newbie, { createdAt: monthStart(now, -7) });
  const member = (
    email: string,
    firstName: string,
    nickname: string,
    sponsor: User | null,
    createdAt: Date,
  ) =>
    em.create(User, {
      email,
      passwordHash,
      role: 'ambassador',
      status: 'approved',
      currency: 'RUB',
      firstName,
      nickname,
      referralCode: nickname.replace(/[^a-z]/g, ''),
      sponsor,
      createdAt,
      onboardingCompleted: true,
      onboardingSteps: ONBOARDING_STEPS.join(','),
    });
  // A line below the ambassador's partner Maria, so team levels 2 and 3 earn too.
  const pavel = member('pavel@demo.local', 'Павел', 'pavel_run', newbie, monthStart(now, -5));
  const sveta = member(
    'sveta@demo.local',
    'Светлана',
    'sveta_yoga',
    pavel,
    new Date(now.getTime() - 45 * DAY_MS),
  );
  const emma = Object.assign(member('emma@demo.local', 'Emma', 'emma_moves', null, monthStart(now, -4)), {
    locale: 'en',
    currency: 'USD' as const,
    country: 'United Arab Emirates',
    agreementDate: monthStart(now, -4).toISOString().slice(0, 10),
  });
  const accounts: Record<string, User> = { anna: ambassador, maria: newbie, pavel, sveta, emma };
  const networks = ['instagram', 'vk', 'telegram'] as const;
  for (const plan of SELLERS) {
    plan.codes.forEach((code, i) => {
      em.create(Promocode, {
        owner: accounts[plan.seller] as User,
        network: networks[i % networks.length] as (typeof networks)[number],
        code,
        codeKey: code.toLowerCase(),
      });
    });
  }
  // Integrations: two a month for the ambassador except the held one; the English blogger from her start;
  // the level-2 partner in the last two months (her other months are held: the admin close shows both).
  const days = (m: number, list: number[]) =>
    list.map((d) => new Date(monthStart(now, m).getTime() + (d - 1) * DAY_MS));
  for (let m = -6; m <= -1; m++) {
    integrations(ambassador, 'ANNA10', days(m, m === HELD_MONTH ? [3] : [3, 17]), next);
    if (m >= -3) integrations(emma, 'EMMA10', days(m, [5, 20]), next);
    if (m >= -2) integrations(pavel, 'PAVELRUN', days(m, [8, 22]), next);
  }
  const connection = em.create(PayoutConnection, {
    owner: ambassador,
    provider: 'sandbox',
    externalId: 'sandbox-demo-anna',
  });
  await em.flush();

  const sales = demoSales(now);
  const refunds = demoRefunds(sales);
  const ids = new Map<string, string>();
  const closedMonths: string[] = [];
  for (let m = -6; m <= 0; m++) {
    const events = [
      ...sales.filter((s) => s.month === m).map((s) => ({ at: s.at, sale: s })),
      ...refunds.filter((r) => r.month === m).map((r) => ({ at: r.at, refund: r })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    // A fresh identity map per month keeps the flushes small (the seed's own em holds every demo row).
    await em.fork().transactional(async (tx) => {
      for (const event of events) {
        if ('sale' in event && event.sale) {
          const s = event.sale;
          const order = tx.create(Order, {
            externalId: s.ref,
            kind: 'order',
            product: s.product,
            amount: s.amount,
            currency: s.currency,
            promocode: s.promocode,
            seller: accounts[s.seller]?.id ?? null,
            attribution: 'promocode',
            occurredAt: s.at,
            source: 'webhook',
          });
          await tx.flush();
          ids.set(s.ref, order.id);
          await applyOrder(tx, order.id, s.at);
        } else if ('refund' in event && event.refund) {
          const r = event.refund;
          const original = await tx.findOneOrFail(Order, { id: ids.get(r.of) as string });
          const refund = tx.create(Order, {
            externalId: r.ref,
            kind: 'refund',
            refundOf: original.id,
            product: original.product,
            amount: original.amount,
            currency: original.currency,
            promocode: original.promocode,
            seller: original.seller?.id ?? null,
            attribution: original.attribution,
            occurredAt: r.at,
            source: 'webhook',
          });
          await tx.flush();
          await applyRefund(tx, refund.id, r.at);
        }
      }
    });
    if (m === 0) break;
    // The close runs as the hourly job would have, an hour into the next month.
    const month = monthOf(monthStart(now, m));
    const closedAt = new Date(monthStart(now, m + 1).getTime() + 3_600_000);
    const count = await closeMonth(em.fork(), month, closedAt);
    // Seed only: the close's lines carry the hour it would have run, so the wallet reads as history.
    await em
      .fork()
      .nativeUpdate(LedgerLine, { month, kind: { $in: ['release', 'hold'] } }, { createdAt: closedAt });
    em.create(JobRun, {
      name: 'month-close',
      period: month,
      claimedAt: closedAt,
      claimToken: crypto.randomUUID(),
      finishedAt: closedAt,
      count,
    });
    closedMonths.push(month);
  }
  await em.flush();
  return {
    ambassador: ambassador.id,
    english: emma.id,
    accounts: Object.fromEntries(Object.entries(accounts).map(([k, u]) => [k, u.id])),
    closedMonths,
    payoutConnection: connection.id,
  };
}
