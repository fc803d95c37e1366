/**
 * Drafts: the idempotent upsert by device id, reads of one's own placements, and the answer shape.
 * Race safety comes from the database: the primary key decides which of two concurrent creates wins (the
 * loser retries as an update), and updates are conditional on the stored revision and status.
 */
import { type EntityManager, type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import {
  type PlacementDraftBody,
  type Placement as PlacementDto,
  type PlacementListQuery,
  periodEnd,
  removalDueAt,
} from '#contract/placements.ts';
import { INT_MAX } from '#contract/validation.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { type ObjectStore, storeAt } from '../../lib/storage/index.ts';
import { Placement, PlacementFile } from './placement.entity.ts';

export const EDITABLE = ['draft', 'rejected'] as const;

export const fileUrl = (placementId: string, fileId: string) =>
  apiUrl(ApiPath.placementFile(placementId, fileId));

/** The target link with the ad-marking token as `erid` query parameter. */
export function markedUrl(targetUrl: string, erid: string | null | undefined): string | null {
  if (!erid) return null;
  const url = new URL(targetUrl);
  url.searchParams.set('erid', erid);
  return url.toString();
}

/** A stored number as the contract promises it; a row written before the bounds existed cannot break reads. */
const storedInt = (n: number) => (Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 0), INT_MAX) : 0);

export function toPlacement(p: Placement, files: PlacementFile[]): PlacementDto {
  return {
    id: p.id,
    revision: storedInt(p.revision),
    status: p.status,
    network: p.network,
    promocode: p.promocode,
    format: p.format,
    category: p.category,
    start_date: p.startDate,
    end_date: p.endDate,
    removal_due_at: p.removalDueAt.toISOString(),
    text: p.text,
    reach: storedInt(p.reach),
    followers: storedInt(p.followers ?? 0),
    registry_entry: p.registryEntry ?? '',
    target_url: p.targetUrl,
    publication_url: p.publicationUrl,
    marked_url: markedUrl(p.targetUrl, p.erid),
    erid: p.erid ?? null,
    creative_id: p.creativeId ?? null,
    rejection_reason: p.rejectionReason ?? null,
    files: files
      .toSorted((a, b) => a.position - b.position)
      .map((f) => ({
        id: f.id,
        name: f.name,
        type: f.declaredType,
        size: storedInt(f.declaredSize),
        uploaded: f.uploaded,
        url: f.uploaded ? fileUrl(p.id, f.id) : null,
      })),
    created_at: p.createdAt.toISOString(),
    submitted_at: p.submittedAt?.toISOString() ?? null,
  };
}

export async function toPlacements(em: EntityManager, rows: Placement[]): Promise<PlacementDto[]> {
  const files = rows.length
    ? await em.find(PlacementFile, { placement: { $in: rows.map((r) => r.id) } })
    : [];
  return rows.map((r) =>
    toPlacement(
      r,
      files.filter((f) => f.placement.id === r.id),
    ),
  );
}

/** One placement of its owner, answered as 404 for anyone else (existence never leaks). */
export async function getOwn(em: EntityManager, ownerId: string, id: string): Promise<PlacementDto> {
  const row = await em.findOne(Placement, { id, owner: ownerId }, { refresh: true });
  if (!row) throw notFound();
  return toPlacement(row, await em.find(PlacementFile, { placement: id }, { refresh: true }));
}

export async function listOwn(em: EntityManager, ownerId: string, q: PlacementListQuery) {
  const where: FilterQuery<Placement> = { owner: ownerId };
  if (q.status) where.status = q.status;
  if (q.network) where.network = q.network;
  // Period overlap: the placement starts before the range ends and ends after it starts.
  if (q.to) where.startDate = { $lte: q.to };
  if (q.from) where.endDate = { $gte: q.from };
  const rows = await em.find(Placement, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return toPlacements(em, rows);
}

/** Stored end date (stories: the next day) and the moment the ad must be gone (the end of that day). */
function draftFields(body: PlacementDraftBody) {
  const endDate = periodEnd(body.format, body.start_date, body.end_date || undefined);
  return {
    revision: body.revision,
    network: body.network,
    promocode: body.promocode,
    format: body.format,
    category: body.category,
    startDate: body.start_date,
    endDate,
    removalDueAt: removalDueAt(body.format, endDate),
    text: body.text,
    reach: body.reach,
    followers: body.followers,
    registryEntry: body.registry_entry,
    targetUrl: body.target_url,
    publicationUrl: body.publication_url,
  };
}

/** Brings the file rows in line with the declared list; returns upload ids whose bytes must go. */
async function reconcileFiles(
  tx: EntityManager,
  placementId: string,
  files: PlacementDraftBody['files'],
): Promise<string[]> {
  const existing = await tx.find(PlacementFile, { placement: placementId });
  const byId = new Map(existing.map((f) => [f.id, f]));
  const wanted = new Set(files.map((f) => f.id));
  const dropped: string[] = [];
  for (const row of existing) {
    if (wanted.has(row.id)) continue;
    if (row.uploadId) dropped.push(row.uploadId);
    tx.remove(row);
  }
  const fresh = files.filter((f) => !byId.has(f.id)).map((f) => f.id);
  // A file id of someone else's placement cannot be adopted.
  if (fresh.length && (await tx.count(PlacementFile, { id: { $in: fresh } }))) throw conflict();
  files.forEach((f, position) => {
    const row = byId.get(f.id);
    if (!row) {
      tx.create(PlacementFile, {
        id: f.id,
        placement: placementId,
        position,
        name: f.name,
        declaredType: f.type,
        declaredSize: f.size,
      });
      return;
    }
    // Another size or type is another file: its bytes start over.
    if (row.declaredSize !== f.size || row.declaredType !== f.type) {
      if (row.uploadId) dropped.push(row.uploadId);
      Object.assign(row, { uploadId: null, uploadStartedAt: null, uploaded: false, sniffedType: null });
    }
    Object.assign(row, { position, name: f.name, declaredType: f.type, declaredSize: f.size });
  });
  return dropped;
}

/** PUT /placements/:id: create or update the draft; replays and stale revisions answer the stored state. */
export async function upsertDraft(
  em: EntityManager,
  storage: ObjectStore | string,
  ownerId: string,
  id: string,
  body: PlacementDraftBody,
): Promise<PlacementDto> {
  const fields = draftFields(body);
  for (let attempt = 0; attempt < 3; attempt++) {
    const fork = em.fork();
    const found = await fork.findOne(Placement, { id });
    if (!found) {
      try {
        // The answer is read inside the transaction: if it cannot be made, nothing is written.
        const answer = await fork.transactional(async (tx) => {
          tx.create(Placement, { id, owner: ownerId, status: 'draft', ...fields });
          // Insert the row first: a concurrent create then fails on the primary key, not on the files.
          await tx.flush();
          await reconcileFiles(tx, id, body.files);
          await tx.flush();
          return getOwn(tx, ownerId, id);
        });
        faultPoint('draft-saved-before-response');
        return answer;
      } catch (error) {
        // A concurrent PUT created it first: go round again and update instead.
        if (error instanceof UniqueConstraintViolationException) continue;
        throw error;
      }
    }
    if (found.owner.id !== ownerId) throw notFound();
    const updated = await fork.transactional(async (tx) => {
      const changed = await tx.nativeUpdate(
        Placement,
        { id, owner: ownerId, revision: { $lt: body.revision }, status: { $in: [...EDITABLE] } },
        { ...fields, status: 'draft' },
      );
      if (changed !== 1) return null;
      const dropped = await reconcileFiles(tx, id, body.files);
      await tx.flush();
      return { dropped, answer: await getOwn(tx, ownerId, id) };
    });
    if (updated === null) {
      const current = await getOwn(em, ownerId, id);
      if (current.revision >= body.revision) return current;
      throw conflict();
    }
    // Bytes go only once the rows that pointed at them are committed away.
    await Promise.all(updated.dropped.map((uploadId) => storeAt(storage).removeUpload(uploadId)));
    faultPoint('draft-saved-before-response');
    return updated.answer;
  }
  throw conflict();
}
