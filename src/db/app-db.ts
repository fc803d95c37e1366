import Dexie, { type EntityTable } from 'dexie';

/** A placement prepared on the device; the id is a UUIDv7 made here, so sync can upsert by it. */
export interface DraftRow {
  id: string;
  userId: string;
  revision: number;
  status: 'draft' | 'queued' | 'syncing' | 'synced' | 'failed';
  payload: Record<string, unknown>;
  updatedAt: number;
}

/** A material file of a draft, kept as a Blob until the server confirms it. */
export interface DraftFileRow {
  id: string;
  draftId: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  uploadUrl: string | null;
  uploadedBytes: number;
}

/** Course pages saved for offline reading. */
export interface CourseRow {
  id: string;
  locale: string;
  data: Record<string, unknown>;
  savedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** The app's IndexedDB (DESIGN §5). Each schema change is a new version; never edit an old one. */
export class AppDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  draftFiles!: EntityTable<DraftFileRow, 'id'>;
  courses!: EntityTable<CourseRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'ambassador') {
    super(name);
    this.version(1).stores({
      drafts: 'id, userId, status, updatedAt',
      draftFiles: 'id, draftId',
      courses: 'id, locale',
      meta: 'key',
    });
  }

  /** Logout clears the user's local data (DESIGN §5). */
  async clearUserData(): Promise<void> {
    await this.transaction('rw', [this.drafts, this.draftFiles, this.courses, this.meta], async () => {
      await Promise.all([
        this.drafts.clear(),
        this.draftFiles.clear(),
        this.courses.clear(),
        this.meta.clear(),
      ]);
    });
  }
}

export const db = new AppDb();
