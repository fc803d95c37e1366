/**
 * Which months' impressions wait for the blogger, and the reminders before their deadline (decision 075).
 * A month of a marked placement is due once it can be reported (ord-report.service.ts `reportable`) until
 * the REPORT_DEADLINE_DAY of the following month, while it has no report or its figures were refused.
 * Each reminder is a row keyed by placement, month and kind: inserting it is the claim, so several
 * instances and re-runs send it once.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { accountMarket } from '#contract/markets.ts';
import { lastEndedMonth, type MonthKey, monthDays, monthOf } from '#contract/money.ts';
import { REPORT_REMIND_DAYS, reportDeadline } from '#contract/ord.ts';
import { addDays } from '#contract/placements.ts';
import { User } from '../accounts/accounts.entity.ts';
import { OrdReminder, PlacementReport } from './ord.entity.ts';
import { reportable } from './ord-report.service.ts';
import { Placement } from './placement.entity.ts';

const APPROVED = ['ready', 'needs_removal', 'completed'] as const;

export interface DueReport {
  placementId: string;
  ownerId: string;
  network: Placement['network'];
  month: MonthKey;
  /** yyyy-mm-dd: the last day to enter it. */
  due: string;
  rejected: boolean;
  reason: string | null;
}

/** The months still open for entry at `now`: the last ended one until its deadline, and the current one. */
function openMonths(now: Date): MonthKey[] {
  const today = now.toISOString().slice(0, 10);
  const previous = lastEndedMonth(now);
  return today <= reportDeadline(previous) ? [previous, monthOf(now)] : [monthOf(now)];
}

/** Every due report (of one blogger, or of all), deadline first. Only Russian accounts report (decision 074). */
export async function dueReports(em: EntityManager, now: Date, ownerId?: string): Promise<DueReport[]> {
  const months = openMonths(now);
  const first = monthDays(months[0] as MonthKey).first;
  const last = monthDays(months.at(-1) as MonthKey).last;
  const placements = await em.find(
    Placement,
    {
      ...(ownerId ? { owner: ownerId } : {}),
      status: { $in: [...APPROVED] },
      erid: { $ne: null },
      startDate: { $lte: last },
      endDate: { $gte: first },
    },
    { orderBy: { endDate: 'asc', id: 'asc' }, limit: 2000 },
  );
  if (!placements.length) return [];
  const owners = await em.find(
    User,
    { id: { $in: [...new Set(placements.map((p) => p.owner.id))] } },
    { fields: ['currency', 'locale'] },
  );
  const russian = new Set(owners.filter((u) => accountMarket(u) === 'ru').map((u) => u.id));
  const reports = await em.find(PlacementReport, {
    placement: { $in: placements.map((p) => p.id) },
    month: { $in: months },
  });
  const due: DueReport[] = [];
  for (const month of months)
    for (const p of placements) {
      if (!russian.has(p.owner.id) || !reportable(p, month, now)) continue;
      const report = reports.find((r) => r.placement.id === p.id && r.month === month);
      if (report && !report.rejectedAt) continue;
      due.push({
        placementId: p.id,
        ownerId: p.owner.id,
        network: p.network,
        month,
        due: reportDeadline(month),
        rejected: Boolean(report?.rejectedAt),
        reason: report?.rejectionReason ?? null,
      });
    }
  return due;
}

async function claimReminder(em: EntityManager, d: DueReport, kind: OrdReminder['kind'], now: Date) {
  try {
    await em.insert(OrdReminder, {
      id: crypto.randomUUID(),
      placement: d.placementId,
      month: d.month,
      kind,
      createdAt: now,
    });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}

export type ReminderSend = (ownerId: string, d: DueReport, soon: boolean) => Promise<void>;

/**
 * One reminder when a month opens, one more in the last REPORT_REMIND_DAYS days before its deadline (only
 * that one when the month opened that late). Answers how many were sent.
 */
export async function remindReports(em: EntityManager, now: Date, send: ReminderSend): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const d of await dueReports(em, now)) {
    const soon = today >= addDays(d.due, -REPORT_REMIND_DAYS);
    const opened = await claimReminder(em, d, 'open', now);
    const last = soon && (await claimReminder(em, d, 'soon', now));
    if (!(opened || last)) continue;
    await send(d.ownerId, d, soon);
    sent++;
  }
  return sent;
}
