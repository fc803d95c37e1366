/**
 * Monthly impressions: the blogger reports each calendar month of a placement once it has ended (or the
 * placement has), and the `ord-report` job sends every unsent report of an ended month as one statistics
 * item with actual dates inside that month. Each report is claimed by one instance; a sent revision is
 * never sent again, a corrected one is (docs/decisions/069-ord-vk.md).
 */
import { randomUUID } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode } from '#contract/errors.ts';
import type { Market } from '#contract/markets.ts';
import { type MonthKey, monthDays, monthOf } from '#contract/money.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import type { ObjectStore } from '../../lib/storage/index.ts';
import { PlacementReport } from './ord.entity.ts';
import { type OrdOperator, OrdRejected, OrdUnavailable, type StatisticsItem } from './ord.ts';
import { channelOf, ordIds } from './ord-input.ts';
import { recordSent } from './ord-marking.service.ts';
import { Placement } from './placement.entity.ts';
import { type ReportEntry, removeProof, storeProof } from './report-entry.ts';

const STALE_MS = 15 * 60_000;
const BATCH = 100;
const APPROVED = ['ready', 'needs_removal', 'completed'] as const;

const notReportable = () =>
  new AppError(422, ErrorCode.validation, 'month_not_reportable', { month: ['month_not_reportable'] });
/** UAE placements are outside Russian marking (decision 074): nothing of theirs goes to the registry. */
const outsideMarking = () =>
  new AppError(422, ErrorCode.validation, 'report_outside_marking', { month: ['report_outside_marking'] });

/** The placement's actual dates inside one month, or null when it did not run that month. */
export function datesInMonth(p: Pick<Placement, 'startDate' | 'endDate'>, month: MonthKey) {
  const { first, last } = monthDays(month);
  // yyyy-mm-dd strings: the later start and the earlier end, in text order.
  const start = [p.startDate, first].sort()[1] as string;
  const end = [p.endDate, last].sort()[0] as string;
  return start <= end ? { start, end } : null;
}

/** A month can be reported once it has ended, or once the placement ended in it. */
export function reportable(p: Pick<Placement, 'startDate' | 'endDate'>, month: MonthKey, now: Date) {
  const dates = datesInMonth(p, month);
  const today = now.toISOString().slice(0, 10);
  return dates !== null && (month < monthOf(now) || p.endDate < today);
}

export interface ReportOwner {
  id: string;
  market: Market;
}

/**
 * Records an entry (decision 075). The device's key makes it idempotent: a key already on record answers
 * the report as it is and stores nothing. A new entry is a new revision: unsent, and checked by staff again
 * (a rejection is cleared). The screenshot replaced is removed once the new one is committed.
 */
export async function saveReport(
  em: EntityManager,
  store: ObjectStore,
  owner: ReportOwner,
  placementId: string,
  month: MonthKey,
  entry: ReportEntry,
  now: Date,
): Promise<PlacementReport> {
  const placement = await em.findOne(Placement, { id: placementId, owner: owner.id });
  if (!placement) throw notFound();
  if (owner.market !== 'ru') throw outsideMarking();
  if (!(APPROVED as readonly string[]).includes(placement.status) || !reportable(placement, month, now))
    throw notReportable();
  const where = { placement: placementId, month };
  const existing = await em.findOne(PlacementReport, where, { refresh: true });
  if (existing?.entryKey === entry.fields.key) return existing;
  const name = await storeProof(store, entry.screenshot);
  const fields = {
    impressions: entry.fields.impressions,
    screenshotUploadId: name,
    screenshotType: entry.screenshot.type,
    entryKey: entry.fields.key,
    unsent: true,
    checkedAt: null,
    checkedBy: null,
    rejectedAt: null,
    rejectionReason: null,
    updatedAt: now,
  };
  let changed = 0;
  try {
    if (!existing) {
      await em.insert(PlacementReport, {
        id: randomUUID(),
        placement: placementId,
        month,
        ...fields,
        createdAt: now,
      });
      changed = 1;
    } else {
      const revision = existing.revision + 1;
      changed = await em.nativeUpdate(
        PlacementReport,
        { id: existing.id, revision: existing.revision },
        { ...fields, revision },
      );
    }
  } catch (error) {
    await removeProof(store, name);
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  const current = await em.findOneOrFail(PlacementReport, where, { refresh: true });
  if (changed !== 1) {
    // Another request with an entry got there first; the same key is the same entry.
    await removeProof(store, name);
    if (current.entryKey === entry.fields.key) return current;
    throw conflict();
  }
  await removeProof(store, existing?.screenshotUploadId).catch(() => undefined);
  return current;
}

/** The owner's reports of her placement; somebody else's placement is not found (never an empty list). */
export async function ownReports(em: EntityManager, ownerId: string, placementId: string) {
  if ((await em.count(Placement, { id: placementId, owner: ownerId })) === 0) throw notFound();
  return em.find(PlacementReport, { placement: placementId }, { orderBy: { month: 'asc' } });
}

interface Claimed {
  report: PlacementReport;
  item: StatisticsItem;
  token: string;
}

async function claim(em: EntityManager, report: PlacementReport, now: Date, token: string) {
  const free = [{ claimedAt: null }, { claimedAt: { $lt: new Date(now.getTime() - STALE_MS) } }];
  const taken = await em.nativeUpdate(
    PlacementReport,
    { id: report.id, revision: report.revision, unsent: true, checkedAt: { $ne: null }, $or: free },
    { claimedAt: now, claimToken: token },
  );
  return taken === 1;
}

/** Sends every unsent report of an ended month whose placement has its token. Answers the items sent. */
export async function runOrdReport(em: EntityManager, ord: OrdOperator, now: Date): Promise<number> {
  const candidates = await em.find(
    PlacementReport,
    // Only figures staff accepted go to the registry (decision 075).
    {
      unsent: true,
      checkedAt: { $ne: null },
      month: { $lt: monthOf(now) },
      placement: { erid: { $ne: null } },
    },
    { populate: ['placement'], orderBy: { month: 'asc', id: 'asc' }, limit: 1000 },
  );
  const claimed: Claimed[] = [];
  for (const report of candidates) {
    const p = report.placement;
    const dates = datesInMonth(p, report.month);
    const channel = await channelOf(em, p.owner.id, p.network);
    if (!dates || !channel) continue;
    const token = randomUUID();
    if (!(await claim(em, report, now, token))) continue;
    const item = {
      creativeExternalId: ordIds.creative(p.id),
      padExternalId: ordIds.pad(channel.id),
      impressions: report.impressions,
      dateStart: dates.start,
      dateEnd: dates.end,
    };
    claimed.push({ report, item, token });
  }
  let sent = 0;
  for (let i = 0; i < claimed.length; i += BATCH) {
    const batch = claimed.slice(i, i + BATCH);
    try {
      sent += await sendBatch(em, ord, batch, now);
    } catch (error) {
      await release(em, claimed.slice(i));
      if (error instanceof OrdUnavailable || error instanceof OrdRejected) break;
      throw error;
    }
  }
  return sent;
}

async function sendBatch(em: EntityManager, ord: OrdOperator, batch: Claimed[], now: Date) {
  const ids = await ord.sendStatistics(batch.map((c) => c.item));
  faultPoint('ord-report-before-commit');
  await em.transactional(async (tx) => {
    for (const [n, c] of batch.entries()) {
      await tx.nativeUpdate(
        PlacementReport,
        { id: c.report.id, claimToken: c.token, revision: c.report.revision },
        {
          unsent: false,
          sentRevision: c.report.revision,
          sentAt: now,
          ordExternalId: ids[n] || null,
          claimedAt: null,
          claimToken: null,
        },
      );
    }
    const objects = batch
      .map((c, n) => ({
        kind: 'statistics' as const,
        externalId: ids[n] ?? '',
        placementId: c.report.placement.id,
      }))
      .filter((o) => o.externalId !== '');
    await recordSent(tx, objects, now);
  });
  return batch.length;
}

async function release(em: EntityManager, claimed: Claimed[]) {
  for (const c of claimed)
    await em.nativeUpdate(
      PlacementReport,
      { id: c.report.id, claimToken: c.token },
      { claimedAt: null, claimToken: null },
    );
}
