/**
 * Issues closing acts (docs/decisions/072-closing-acts.md). A sole proprietor or company gets one act per
 * month for the commissions that month released to its wallet. The number comes from `act_counters` in the
 * act's own transaction: the counter's row lock serialises issuers (PostgreSQL) or the single writer does
 * (SQLite), and any failure rolls the number back with the act, so numbers have no gaps.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Currency } from '#contract/money.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { db } from '../../../lib/db-query.ts';
import { User } from '../../accounts/accounts.entity.ts';
import { MonthClose } from '../../commissions/plan.entity.ts';
import { ActCounter, ClosingAct } from './act.entity.ts';

/** Who receives acts: those who invoice the brand themselves (self-employed get receipts instead). */
export const ACT_TYPES = ['sole_proprietor', 'company'] as const;

/** The customer's details as printed (configuration: the advertiser, ADVERTISER_NAME and ADVERTISER_INN). */
export interface ActCustomer {
  name: string;
  inn: string;
}

/** What an act prints, frozen at issue. */
export interface ActSnapshot {
  number: number;
  issued_on: string;
  month: string;
  revision: number;
  corrects_number: number | null;
  executor: { type: (typeof ACT_TYPES)[number]; name: string; inn: string };
  customer: ActCustomer;
  amount: number;
  currency: Currency;
}

interface NewAct {
  owner: User;
  month: string;
  amount: number;
  currency: Currency;
  revision: number;
  corrects: ClosingAct | null;
}

/** Takes the next number; the row stays locked until the transaction ends. */
async function nextNumber(tx: EntityManager): Promise<number> {
  const row = await db(tx)
    .updateTable('act_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('id', '=', 1)
    .returning('last')
    .executeTakeFirst();
  if (row) return Number(row.last);
  // A database made before the counter row existed: create it (a racing creator makes this insert fail).
  tx.create(ActCounter, { id: 1, last: 1 });
  await tx.flush();
  return 1;
}

const executorName = (u: User) =>
  [u.lastName, u.firstName, u.surname].filter(Boolean).join(' ') || u.nickname || u.email;

async function insertAct(em: EntityManager, act: NewAct, customer: ActCustomer): Promise<ClosingAct> {
  return em.fork().transactional(async (tx) => {
    const number = await nextNumber(tx);
    const issuedAt = new Date();
    const snapshot: ActSnapshot = {
      number,
      issued_on: issuedAt.toISOString().slice(0, 10),
      month: act.month,
      revision: act.revision,
      corrects_number: act.corrects?.number ?? null,
      executor: {
        type: act.owner.type === 'company' ? 'company' : 'sole_proprietor',
        name: executorName(act.owner),
        inn: act.owner.inn ?? '',
      },
      customer,
      amount: act.amount,
      currency: act.currency,
    };
    const row = tx.create(ClosingAct, {
      number,
      owner: act.owner.id,
      month: act.month,
      revision: act.revision,
      corrects: act.corrects?.id ?? null,
      amount: act.amount,
      currency: act.currency,
      snapshot: JSON.stringify(snapshot),
      issuedAt,
    });
    await tx.flush();
    return row;
  });
}

/**
 * The month's acts: every sole proprietor or company whose month close released money and who has no act
 * for it yet. Safe to re-run and to run on two instances at once: a second issue of the same act fails on
 * (owner, month, revision) and gives its number back. Returns the acts issued by this run.
 */
export async function issueMonthActs(
  em: EntityManager,
  month: string,
  customer: ActCustomer,
): Promise<ClosingAct[]> {
  const closes = await em.find(MonthClose, { month, outcome: 'released', amount: { $gt: 0 } });
  if (!closes.length) return [];
  const accounts = closes.map((c) => c.account.id);
  const [owners, existing] = await Promise.all([
    em.find(User, { id: { $in: accounts }, type: { $in: [...ACT_TYPES] }, currency: 'RUB' }),
    em.find(ClosingAct, { owner: { $in: accounts }, month, revision: 0 }, { fields: ['owner'] }),
  ]);
  const done = new Set(existing.map((a) => a.owner.id));
  const issued: ClosingAct[] = [];
  for (const close of closes) {
    const owner = owners.find((u) => u.id === close.account.id);
    if (!owner || done.has(owner.id)) continue;
    try {
      const act = {
        owner,
        month,
        amount: close.amount,
        currency: 'RUB' as const,
        revision: 0,
        corrects: null,
      };
      issued.push(await insertAct(em, act, customer));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
  return issued;
}

/** A correction: a new act with the next revision that names the act it corrects; the old one stays. */
export async function correctAct(
  em: EntityManager,
  actId: string,
  amount: number,
  customer: ActCustomer,
): Promise<ClosingAct> {
  const original = await em.findOne(ClosingAct, { id: actId });
  if (!original) throw notFound();
  const owner = await em.findOneOrFail(User, { id: original.owner.id });
  const [latest] = await em.find(
    ClosingAct,
    { owner: owner.id, month: original.month },
    { orderBy: { revision: 'desc' }, limit: 1 },
  );
  const act = insertAct(
    em,
    {
      owner,
      month: original.month,
      amount,
      currency: original.currency,
      revision: (latest?.revision ?? 0) + 1,
      corrects: latest ?? original,
    },
    customer,
  );
  // Two corrections of one act at once: one wins, the other is told to look again.
  return act.catch((error: unknown) => {
    throw error instanceof UniqueConstraintViolationException ? conflict() : error;
  });
}

export const snapshotOf = (act: ClosingAct): ActSnapshot => JSON.parse(act.snapshot) as ActSnapshot;
