/**
 * The staff reporting board (decision 069): per month, every approved placement that ran in it, with its
 * marking, the blogger's report (or its absence), and the registry's status and messages of its objects.
 * Staff check the figures and resend a placement's objects after fixing its data; both are audited.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type MonthKey, monthDays } from '#contract/money.ts';
import type { Board, BoardRow } from '#contract/ord.ts';
import { notFound } from '../../lib/app-error.ts';
import { User } from '../accounts/accounts.entity.ts';
import { SocialAccount } from '../accounts/social-account.entity.ts';
import { audited } from '../audit/audited.ts';
import { OrdMarking, OrdObject, PlacementReport } from './ord.entity.ts';
import { ordIds } from './ord-input.ts';
import { markPlacement, type OrdContext, queueMarking } from './ord-marking.service.ts';
import { reviewOf } from './ord-reports.routes.ts';
import { Placement } from './placement.entity.ts';

const APPROVED = ['ready', 'needs_removal', 'completed'] as const;

export async function ordBoard(em: EntityManager, month: MonthKey): Promise<Board> {
  const { first, last } = monthDays(month);
  const placements = await em.find(
    Placement,
    { status: { $in: [...APPROVED] }, startDate: { $lte: last }, endDate: { $gte: first } },
    { orderBy: { startDate: 'asc', id: 'asc' }, limit: 500 },
  );
  const ids = placements.map((p) => p.id);
  const ownerIds = [...new Set(placements.map((p) => p.owner.id))];
  const [owners, reports, markings, channels] = await Promise.all([
    em.find(User, { id: { $in: ownerIds } }, { fields: ['email'] }),
    em.find(PlacementReport, { placement: { $in: ids }, month }),
    em.find(OrdMarking, { placement: { $in: ids } }),
    em.find(SocialAccount, { user: { $in: ownerIds } }),
  ]);
  const externalIds = placements.flatMap((p) => {
    const channel = channels.find((c) => c.user.id === p.owner.id && c.network === p.network);
    return [
      ordIds.publisher(p.owner.id),
      ordIds.contract(p.owner.id),
      ...(channel ? [ordIds.pad(channel.id)] : []),
      ordIds.creative(p.id),
    ];
  });
  const statisticsIds = reports.map((r) => r.ordExternalId).filter((x): x is string => Boolean(x));
  const objects = await em.find(OrdObject, {
    externalId: { $in: [...new Set([...externalIds, ...statisticsIds])] },
  });
  const rows: BoardRow[] = placements.map((p) => {
    const report = reports.find((r) => r.placement.id === p.id);
    const marking = markings.find((m) => m.placement.id === p.id);
    const channel = channels.find((c) => c.user.id === p.owner.id && c.network === p.network);
    const mine = new Set([
      `person/${ordIds.publisher(p.owner.id)}`,
      `contract/${ordIds.contract(p.owner.id)}`,
      ...(channel ? [`pad/${ordIds.pad(channel.id)}`] : []),
      `creative/${ordIds.creative(p.id)}`,
      ...(report?.ordExternalId ? [`statistics/${report.ordExternalId}`] : []),
    ]);
    return {
      placement_id: p.id,
      report_id: report?.id ?? null,
      owner_email: owners.find((u) => u.id === p.owner.id)?.email ?? '',
      network: p.network,
      erid: p.erid ?? null,
      marking: p.erid ? 'marked' : 'pending',
      marking_error: marking && !marking.doneAt ? (marking.lastError ?? null) : null,
      impressions: report?.impressions ?? null,
      reported_at: report ? report.updatedAt.toISOString() : null,
      checked: Boolean(report?.checkedAt),
      review: report ? reviewOf(report) : null,
      rejection_reason: report?.rejectedAt ? (report.rejectionReason ?? null) : null,
      screenshot: Boolean(report?.screenshotUploadId),
      sent: report ? !report.unsent : false,
      objects: objects
        .filter((o) => mine.has(`${o.kind}/${o.externalId}`))
        .map((o) => ({
          kind: o.kind,
          external_id: o.externalId,
          status: o.status,
          messages: JSON.parse(o.messages) as string[],
        })),
    };
  });
  return { month, rows };
}

/** Staff accept the figures on record: from now on `ord-report` sends them (decision 075). */
export async function checkReport(em: EntityManager, actorId: string, reportId: string, now: Date) {
  const report = await em.findOne(PlacementReport, { id: reportId });
  if (!report) throw notFound();
  await audited(
    em,
    actorId,
    'ord.report_check',
    (tx) =>
      tx.nativeUpdate(
        PlacementReport,
        { id: reportId },
        { checkedAt: now, checkedBy: actorId, rejectedAt: null, rejectionReason: null },
      ),
    () => ({ id: reportId }),
  );
}

/** Staff refuse the figures; answers the report, whose owner the caller tells. Nothing is sent until re-entered. */
export async function rejectReport(
  em: EntityManager,
  actorId: string,
  reportId: string,
  reason: string,
  now: Date,
) {
  const report = await em.findOne(PlacementReport, { id: reportId }, { populate: ['placement'] });
  if (!report) throw notFound();
  await audited(
    em,
    actorId,
    'ord.report_reject',
    (tx) =>
      tx.nativeUpdate(
        PlacementReport,
        { id: reportId },
        { rejectedAt: now, rejectionReason: reason, checkedAt: null, checkedBy: null },
      ),
    () => ({ id: reportId, reason }),
  );
  return report;
}

/** After staff fixed the data: the same external ids again, so the operator updates what it has. */
export async function resendPlacement(
  em: EntityManager,
  ctx: OrdContext,
  actorId: string,
  id: string,
  now: Date,
) {
  const placement = await em.findOne(Placement, { id, status: { $in: [...APPROVED] } });
  if (!placement) throw notFound();
  await audited(
    em,
    actorId,
    'ord.resend',
    (tx) => queueMarking(tx, id, now),
    () => ({ id }),
  );
  await markPlacement(em.fork(), ctx, id, now);
}
