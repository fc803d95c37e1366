import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AppDb } from '../../src/db/app-db.ts';

describe('AppDb', () => {
  it('opens with its versioned stores and clears user data', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    await db.drafts.put({ id: 'd1', userId: 'u1', revision: 1, status: 'draft', payload: {}, updatedAt: 1 });
    await db.meta.put({ key: 'k', value: 1 });
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'courses',
      'draftFiles',
      'drafts',
      'meta',
      'placementBlobs',
      'placementDrafts',
      'placementRevisions',
    ]);
    await db.placementBlobs.put({ id: 'f1', draftId: 'd1', blob: new Blob(['x']) });
    await db.placementRevisions.put({ draftId: 'd1', revision: 1, body: {} as never });
    await db.clearUserData();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.placementBlobs.count()).toBe(0);
    expect(await db.placementRevisions.count()).toBe(0);
    db.close();
  });
});
