/**
 * The end-of-run check, read straight from the database and the object store (the upload directory by
 * default) after a clean stop:
 * - lost drafts: a draft a client created with no placement on the server;
 * - duplicated placements: more than one placement carrying one draft's marker;
 * - files without a placement: bytes or tus state on disk that no placement file row points at, counted after
 *   the hourly cleanup job has run once as if its grace period were over: bytes are deleted only after the
 *   commit that drops their row, so a kill in between leaves them for that job by design;
 * - placements with a missing file: a submitted placement whose file is not uploaded, absent, or of
 *   another size than declared;
 * - stuck drafts: created drafts that never reached moderation although the clients had time to finish.
 */
import { text } from 'node:stream/consumers';
import { MikroORM } from '@mikro-orm/core';
import { parseDatabase } from '../../api/config.ts';
import { ormOptions } from '../../api/db/orm-options.ts';
import { ORPHAN_GRACE_MS, removeOrphans } from '../../api/jobs/upload-cleanup.ts';
import { DiskStore, type ObjectStore } from '../../api/lib/storage/index.ts';
import type { CreatedDraft } from './media.ts';

export interface AuditCounts {
  lostDrafts: number;
  duplicatedPlacements: number;
  filesWithoutPlacement: number;
  placementsWithMissingFile: number;
  stuckDrafts: number;
}

export interface Audit {
  counts: AuditCounts;
  /** One line per finding, for the report. */
  details: string[];
}

interface PlacementRow {
  id: string;
  status: string;
  text: string;
}
interface FileRow {
  id: string;
  placement_id: string;
  declared_size: number | string;
  upload_id: string | null;
  uploaded: boolean | number;
}

async function readDatabase(databaseUrl: string, varDir: string, store: ObjectStore) {
  const orm = await MikroORM.init(await ormOptions(parseDatabase(databaseUrl, varDir)));
  try {
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await removeOrphans(orm.em.fork(), store, later);
    const conn = orm.em.fork().getConnection();
    const placements = (await conn.execute('select id, status, text from placements')) as PlacementRow[];
    const files = (await conn.execute(
      'select id, placement_id, declared_size, upload_id, uploaded from placement_files',
    )) as FileRow[];
    // Course media share the uploads folder; they belong to a course, not to a placement.
    const media = (await conn.execute('select upload_id from course_media')) as {
      upload_id: string | null;
    }[];
    const courseUploads = media.map((m) => m.upload_id).filter((id): id is string => Boolean(id));
    return { placements, files, swept, courseUploads };
  } finally {
    await orm.close(true);
  }
}

export async function audit(
  databaseUrl: string,
  varDir: string,
  created: CreatedDraft[],
  store: ObjectStore = new DiskStore(varDir),
): Promise<Audit> {
  const { placements, files, swept, courseUploads } = await readDatabase(databaseUrl, varDir, store);
  const details: string[] = [];
  if (swept)
    details.push(`cleanup job removed ${swept} upload(s) left by a kill between a commit and a delete`);
  const counts: AuditCounts = {
    lostDrafts: 0,
    duplicatedPlacements: 0,
    filesWithoutPlacement: 0,
    placementsWithMissingFile: 0,
    stuckDrafts: 0,
  };

  const sizes = new Map<string, number | null>();
  for (const f of files) {
    if (f.upload_id) sizes.set(f.upload_id, await store.size(store.uploadKey(f.upload_id)));
  }
  const sizeOnDisk = (id: string) => sizes.get(id) ?? null;
  const onDisk = (f: FileRow) =>
    `on disk ${f.upload_id ? (sizeOnDisk(f.upload_id) ?? 'nothing') : 'no upload'} of ${f.declared_size} bytes`;

  for (const draft of created) {
    const found = placements.filter((p) => p.text.includes(draft.marker));
    if (found.length === 0) {
      counts.lostDrafts += 1;
      details.push(`lost: ${draft.client} draft ${draft.id} (${draft.marker})`);
      continue;
    }
    if (found.length > 1) {
      counts.duplicatedPlacements += found.length - 1;
      details.push(`duplicated: ${draft.marker} is in ${found.map((p) => p.id).join(', ')}`);
    }
    for (const p of found.filter((p) => p.status === 'draft')) {
      counts.stuckDrafts += 1;
      const own = files.filter((f) => f.placement_id === p.id);
      const state = own.map((f) => `${f.uploaded ? 'uploaded' : 'not uploaded'}, ${onDisk(f)}`);
      details.push(
        `stuck: ${draft.client} draft ${p.id} still a draft; files: ${state.join('; ') || 'none'}`,
      );
    }
  }

  // What an orphan was uploaded for (tus keeps the metadata in its state), and what that file row holds now.
  const stateKey = (id: string) => `${store.uploadKey(id)}${store.kind === 'disk' ? '.json' : '.info'}`;
  const whose = async (id: string) => {
    try {
      const state = JSON.parse(await text(await store.read(stateKey(id))));
      const fileId = String(state.metadata?.fileId ?? '');
      const row = files.find((f) => f.id === fileId);
      const now = row ? `row now has upload ${row.upload_id ?? 'none'}` : 'file row gone';
      return `: ${state.size} bytes declared, for file ${fileId} of draft ${state.metadata?.draftId}; ${now}`;
    } catch {
      return ': unreadable tus state';
    }
  };
  const referenced = new Set([
    ...files.map((f) => f.upload_id).filter((id): id is string => Boolean(id)),
    ...courseUploads,
  ]);
  for (const [id, trace] of await store.scanUploads()) {
    if (referenced.has(id)) continue;
    const size = await store.size(store.uploadKey(id));
    for (const part of [trace.data && 'bytes', trace.state && 'state'].filter(Boolean)) {
      counts.filesWithoutPlacement += 1;
      const what = part === 'bytes' ? `${store.uploadKey(id)} (${size ?? 'no'} bytes)` : stateKey(id);
      details.push(`orphan in storage: ${what}${part === 'state' ? await whose(id) : ''}`);
    }
  }

  for (const p of placements.filter((row) => row.status !== 'draft')) {
    const bad = files
      .filter((f) => f.placement_id === p.id)
      .filter((f) => !f.uploaded || !f.upload_id || sizeOnDisk(f.upload_id) !== Number(f.declared_size));
    if (bad.length === 0) continue;
    counts.placementsWithMissingFile += 1;
    const why = bad.map(
      (f) =>
        `${f.id}: uploaded=${Boolean(f.uploaded)}, on disk ${f.upload_id ? sizeOnDisk(f.upload_id) : 'none'} of ${f.declared_size}`,
    );
    details.push(`missing file: ${p.status} placement ${p.id}: ${why.join('; ')}`);
  }
  return { counts, details };
}
