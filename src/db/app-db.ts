import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Course } from '#contract/courses.ts';
import type { Placement, PlacementDraftBody, PlacementStatus } from '#contract/placements.ts';

/** A file of a placement draft as the outbox tracks it (architecture §5); the Blob lives in placementBlobs. */
export interface PlacementFileRow {
  id: string;
  name: string;
  type: string;
  size: number;
  uploadedBytes: number;
  state: 'pending' | 'uploading' | 'done' | 'failed';
  error: string | null;
  /** The tus upload URL, kept so a resume after an app close finds its upload. */
  uploadUrl: string | null;
}

/** A placement draft of the outbox; `payload` holds the form strings of the newest revision. */
export interface PlacementDraftRow {
  id: string;
  revision: number;
  status: 'editing' | 'queued' | 'syncing' | 'synced' | 'failed';
  payload: Record<string, string>;
  files: PlacementFileRow[];
  error: string | null;
  updatedAt: number;
  serverStatus: PlacementStatus | null;
  /** The newest revision the server acknowledged (0: none yet). */
  sentRevision: number;
  /** The revision whose submit was sent (its key is replayed on retry); 0: none. */
  submittingRevision: number;
  /** Failed attempts in a row and when the runner may try again (backoff). */
  attempts: number;
  nextAttemptAt: number;
  /** The last attempt failed for want of a connection: coming back online retries at once. */
  waitingForNetwork?: boolean;
}

/** A frozen revision: exactly the body that is PUT for it; never changed once written. */
export interface PlacementRevisionRow {
  draftId: string;
  revision: number;
  body: PlacementDraftBody;
}

export interface PlacementBlobRow {
  id: string;
  draftId: string;
  blob: Blob;
}

/**
 * A course kept on the device (decision 059): its JSON here, its media in Cache Storage under the same URLs
 * the pages use. 'saved' was asked for and stays until removed; 'opened' was kept from reading and may be
 * evicted for a newer one.
 */
export interface CourseCopyRow {
  id: string;
  course: Course;
  kind: 'saved' | 'opened';
  /** Every medium of `course.media` is in the media cache. */
  mediaComplete: boolean;
  storedAt: number;
}

/** A lesson marked done on the device and not yet acknowledged by the server (one row per lesson). */
export interface CourseProgressRow {
  courseId: string;
  lessonId: string;
  /** When the blogger finished it (ISO); replays send the same value. */
  completedAt: string;
  attempts: number;
  nextAttemptAt: number;
  waitingForNetwork: boolean;
}

/**
 * The last list of sent placements the server gave for one set of filters (`key`), shown offline with a
 * note that it may be out of date.
 */
export interface PlacementListRow {
  key: string;
  items: Placement[];
  storedAt: number;
}

/**
 * A month's impressions entered on the device and not yet acknowledged (decision 075), one row per placement
 * and month: a newer entry replaces the row with a new key. The sync loop sends it with the drafts and
 * deletes it once the server answered for its key.
 */
export interface ReportEntryRow {
  placementId: string;
  month: string;
  /** Made once per entry; the server keeps an entry once per key. */
  key: string;
  impressions: number;
  screenshot: Blob;
  name: string;
  status: 'queued' | 'syncing' | 'failed';
  error: string | null;
  attempts: number;
  nextAttemptAt: number;
  waitingForNetwork?: boolean;
  createdAt: number;
}

/** The app's IndexedDB (architecture §5). Each schema change is a new version; never edit an old one. */
export class AppDb extends Dexie {
  placementDrafts!: EntityTable<PlacementDraftRow, 'id'>;
  placementRevisions!: Table<PlacementRevisionRow, [string, number]>;
  placementBlobs!: EntityTable<PlacementBlobRow, 'id'>;
  courseCopies!: EntityTable<CourseCopyRow, 'id'>;
  courseProgress!: Table<CourseProgressRow, [string, string]>;
  placementLists!: EntityTable<PlacementListRow, 'key'>;
  reportEntries!: Table<ReportEntryRow, [string, string]>;

  constructor(name = 'ambassador') {
    super(name);
    this.version(1).stores({
      drafts: 'id, userId, status, updatedAt',
      draftFiles: 'id, draftId',
      courses: 'id, locale',
      meta: 'key',
    });
    // The placements outbox (architecture §5): drafts, their frozen revisions and their media Blobs.
    this.version(2).stores({
      placementDrafts: 'id, status, updatedAt',
      placementRevisions: '[draftId+revision], draftId',
      placementBlobs: 'id, draftId',
    });
    // Version 1's tables were never used by the app (the outbox above replaced them): drop them.
    this.version(3).stores({ drafts: null, draftFiles: null, courses: null, meta: null });
    // The course school offline (decision 059): kept courses and the lesson progress outbox.
    this.version(4).stores({
      courseCopies: 'id, kind, storedAt',
      courseProgress: '[courseId+lessonId], courseId',
    });
    // The sent placements list kept for offline reading.
    this.version(5).stores({ placementLists: 'key' });
    // Monthly impressions waiting to be sent (decision 075).
    this.version(6).stores({ reportEntries: '[placementId+month], placementId, status' });
  }

  /** Logout clears the user's local data (architecture §5). */
  async clearUserData(): Promise<void> {
    const tables = [
      this.placementDrafts,
      this.placementRevisions,
      this.placementBlobs,
      this.courseCopies,
      this.courseProgress,
      this.placementLists,
      this.reportEntries,
    ];
    await this.transaction('rw', tables, async () => {
      await Promise.all(tables.map((table) => table.clear()));
    });
  }
}

export const db = new AppDb();
