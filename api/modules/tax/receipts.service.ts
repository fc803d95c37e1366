/**
 * Income receipts of self-employed payouts (docs/decisions/067): each completed payout opens a task; the
 * blogger closes it with the «Мой налог» print link (its INN must be theirs, its amount the payout's); a
 * receipt cancelled later reopens it; a task past its due day blocks the next withdrawal. A payout
 * provider that registers receipts itself closes the task through `registerProviderReceipt`.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Currency } from '#contract/money.ts';
import {
  type AdminReceipt,
  type AdminReceiptPage,
  moscowDay,
  parseReceiptLink,
  RECEIPT_REMIND_DAYS,
  type ReceiptBody,
  type ReceiptState,
  type ReceiptTask as ReceiptTaskDto,
  receiptDueDay,
} from '#contract/tax.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { TaxReceipt } from './tax.entity.ts';

const PAGE_SIZE = 20;

export function receiptState(r: TaxReceipt, today: string): ReceiptState {
  if (r.status === 'done') return 'done';
  if (r.dueDay < today) return 'overdue';
  return r.cancelledAt ? 'cancelled' : 'due';
}

export const toReceiptTask = (r: TaxReceipt, today: string): ReceiptTaskDto => ({
  id: r.id,
  withdrawal_id: r.withdrawalId,
  amount: r.amount,
  currency: r.currency,
  paid_on: r.paidDay,
  due_on: r.dueDay,
  state: receiptState(r, today),
  receipt_url: r.receiptUrl ?? null,
  source: r.source ?? null,
  cancelled_at: r.cancelledAt?.toISOString() ?? null,
});

/** Opens the receipt task of a completed payout, in the payout's own transaction (once per payout). */
export async function openReceiptTask(
  tx: EntityManager,
  payout: { withdrawalId: string; owner: string; amount: number; currency: Currency; paidAt: Date },
): Promise<void> {
  const paidDay = moscowDay(payout.paidAt);
  await tx.upsert(
    TaxReceipt,
    {
      withdrawalId: payout.withdrawalId,
      owner: payout.owner,
      amount: payout.amount,
      currency: payout.currency,
      paidDay,
      dueDay: receiptDueDay(paidDay),
    },
    { onConflictFields: ['withdrawalId'], onConflictAction: 'ignore' },
  );
}

/** Open tasks of a blogger whose due day has passed (they block the next withdrawal). */
export const overdueReceipts = (em: EntityManager, owner: string, today: string) =>
  em.count(TaxReceipt, { owner, status: 'open', dueDay: { $lt: today } });

export async function receiptsOf(em: EntityManager, owner: string, today: string): Promise<ReceiptTaskDto[]> {
  const rows = await em.find(TaxReceipt, { owner }, { orderBy: { paidDay: 'desc', id: 'desc' }, limit: 50 });
  return rows.map((r) => toReceiptTask(r, today));
}

async function attach(em: EntityManager, id: string, fields: Partial<TaxReceipt>): Promise<void> {
  try {
    await em.nativeUpdate(
      TaxReceipt,
      { id },
      { ...fields, status: 'done', cancelledAt: null, reminded: null },
    );
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw validationError({ url: ['receipt_taken'] });
    throw error;
  }
}

/** The blogger attaches the receipt: the link's form, its INN and the amount are checked. */
export async function submitReceipt(
  em: EntityManager,
  owner: string,
  id: string,
  body: ReceiptBody,
  today: string,
): Promise<ReceiptTaskDto> {
  const row = await em.findOne(TaxReceipt, { id, owner });
  if (!row) throw notFound();
  const link = parseReceiptLink(body.url);
  const user = await em.findOneOrFail(User, { id: owner }, { fields: ['inn'] });
  if (!link) throw validationError({ url: ['receipt_link'] });
  if (link.inn !== user.inn) throw validationError({ url: ['receipt_inn'] });
  if (body.amount !== row.amount) throw validationError({ amount: ['receipt_amount'] });
  if (row.status === 'done' && row.receiptId === link.receiptId) return toReceiptTask(row, today);
  if (row.status === 'done') throw conflict();
  await attach(em, id, { receiptUrl: body.url.trim(), receiptId: link.receiptId, source: 'blogger' });
  return toReceiptTask(await em.fork().findOneOrFail(TaxReceipt, { id }), today);
}

/**
 * The hook for a payout provider that registers the income itself: the payout's task closes with the
 * provider's receipt. Returns false when the payout has no task (not a self-employed payout).
 */
export async function registerProviderReceipt(
  em: EntityManager,
  withdrawalId: string,
  url: string,
): Promise<boolean> {
  const row = await em.fork().findOne(TaxReceipt, { withdrawalId });
  if (!row) return false;
  const receiptId = parseReceiptLink(url)?.receiptId ?? null;
  await attach(em.fork(), row.id, { receiptUrl: url.slice(0, 300), receiptId, source: 'provider' });
  return true;
}

/** Staff: the attached receipt was cancelled in «Мой налог»; the task opens again. */
export async function cancelReceipt(em: EntityManager, id: string, at: Date): Promise<TaxReceipt> {
  const changed = await em.nativeUpdate(
    TaxReceipt,
    { id, status: 'done' },
    { status: 'open', cancelledAt: at, receiptUrl: null, receiptId: null, source: null, reminded: null },
  );
  if (changed !== 1) throw (await em.count(TaxReceipt, { id })) ? conflict() : notFound();
  return em.findOneOrFail(TaxReceipt, { id }, { refresh: true });
}

const STATE_WHERE = (state: ReceiptState, today: string) =>
  state === 'done'
    ? { status: 'done' as const }
    : state === 'overdue'
      ? { status: 'open' as const, dueDay: { $lt: today } }
      : state === 'cancelled'
        ? { status: 'open' as const, dueDay: { $gte: today }, cancelledAt: { $ne: null } }
        : { status: 'open' as const, dueDay: { $gte: today }, cancelledAt: null };

/** Staff: the receipts board by state, with the blogger, and the count of every state. */
export async function receiptsBoard(
  em: EntityManager,
  state: ReceiptState,
  page: number,
  today: string,
): Promise<AdminReceiptPage> {
  const [[rows, total], due, overdue, cancelled, done] = await Promise.all([
    em.findAndCount(TaxReceipt, STATE_WHERE(state, today), {
      orderBy: { dueDay: 'asc', id: 'asc' },
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    em.count(TaxReceipt, STATE_WHERE('due', today)),
    em.count(TaxReceipt, STATE_WHERE('overdue', today)),
    em.count(TaxReceipt, STATE_WHERE('cancelled', today)),
    em.count(TaxReceipt, STATE_WHERE('done', today)),
  ]);
  const owners = [...new Set(rows.map((r) => r.owner.id))];
  const users = owners.length
    ? await em.find(User, { id: { $in: owners } }, { fields: ['email', 'firstName', 'lastName', 'inn'] })
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const items: AdminReceipt[] = rows.map((r) => {
    const u = byId.get(r.owner.id);
    const name = [u?.lastName, u?.firstName].filter(Boolean).join(' ');
    return {
      ...toReceiptTask(r, today),
      owner: { id: r.owner.id, email: u?.email ?? '', name, inn: u?.inn ?? null },
    };
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { items, total, page, pages, counts: { due, overdue, cancelled, done } };
}

/** Which reminder an open task needs today, if any: once before the due day, once after it. */
export function reminderDue(
  r: Pick<TaxReceipt, 'dueDay' | 'reminded'>,
  today: string,
): 'soon' | 'overdue' | null {
  if (today > r.dueDay) return r.reminded === 'overdue' ? null : 'overdue';
  const daysLeft = (Date.parse(r.dueDay) - Date.parse(today)) / 86_400_000;
  return daysLeft <= RECEIPT_REMIND_DAYS && !r.reminded ? 'soon' : null;
}

export type ReceiptReminder = (
  to: { email: string; locale: string },
  task: { kind: 'soon' | 'overdue'; amount: number; currency: Currency; dueDay: string },
) => void;

/** The daily job: remind the bloggers whose receipts are due soon or overdue. Returns how many were sent. */
export async function remindReceipts(em: EntityManager, at: Date, send: ReceiptReminder): Promise<number> {
  const today = moscowDay(at);
  const open = await em.find(TaxReceipt, { status: 'open' }, { orderBy: { dueDay: 'asc' }, limit: 500 });
  let sent = 0;
  for (const r of open) {
    const kind = reminderDue(r, today);
    if (!kind) continue;
    // Conditional, so two instances never send the same reminder twice.
    const claimed = await em.nativeUpdate(
      TaxReceipt,
      { id: r.id, status: 'open', reminded: r.reminded ?? null },
      { reminded: kind },
    );
    if (claimed !== 1) continue;
    const user = await em.findOneOrFail(User, { id: r.owner.id }, { fields: ['email', 'locale'] });
    send(user, { kind, amount: r.amount, currency: r.currency, dueDay: r.dueDay });
    sent += 1;
  }
  return sent;
}
