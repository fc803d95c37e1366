import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDb } from '../../src/db/app-db.ts';

const TABLES = [
  'courseCopies',
  'courseProgress',
  'placementBlobs',
  'placementDrafts',
  'placementLists',
  'placementRevisions',
  'reportEntries',
];

/** The schema as version 2 shipped it, with the tables nothing ever wrote to after version 1. */
function openVersion2(name: string) {
  const old = new Dexie(name);
  old.version(1).stores({
    drafts: 'id, userId, status, updatedAt',
    draftFiles: 'id, draftId',
    courses: 'id, locale',
    meta: 'key',
  });
  old.version(2).stores({
    placementDrafts: 'id, status, updatedAt',
    placementRevisions: '[draftId+revision], draftId',
    placementBlobs: 'id, draftId',
  });
  return old;
}

describe('AppDb', () => {
  it('opens with the outbox and course stores and clears user data', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(6);
    expect(db.tables.map((t) => t.name).sort()).toEqual(TABLES);
    await db.placementBlobs.put({ id: 'f1', draftId: 'd1', blob: new Blob(['x']) });
    await db.placementRevisions.put({ draftId: 'd1', revision: 1, body: {} as never });
    await db.courseProgress.put({
      courseId: 'c1',
      lessonId: 'l1',
      completedAt: '2026-11-23T04:00:00.000Z',
      attempts: 0,
      nextAttemptAt: 0,
      waitingForNetwork: false,
    });
    await db.courseCopies.put({
      id: 'c1',
      course: {} as never,
      kind: 'saved',
      mediaComplete: true,
      storedAt: 1,
    });
    await db.placementLists.put({ key: '{}', items: [], storedAt: 1 });
    await db.reportEntries.put({
      placementId: 'p1',
      month: '2026-10',
      key: 'k1',
      impressions: 1,
      screenshot: new Blob(['x']),
      name: 's.png',
      status: 'queued',
      error: null,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
    });
    await db.clearUserData();
    expect(await db.reportEntries.count()).toBe(0);
    expect(await db.placementLists.count()).toBe(0);
    expect(await db.placementBlobs.count()).toBe(0);
    expect(await db.courseCopies.count()).toBe(0);
    expect(await db.courseProgress.count()).toBe(0);
    expect(await db.placementRevisions.count()).toBe(0);
    db.close();
  });

  it('upgrades a version 2 database: the dead tables go, the outbox stays, the course stores come', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = openVersion2(name);
    await old.table('drafts').put({ id: 'old', userId: 'u1', revision: 1, status: 'draft', payload: {} });
    await old.table('meta').put({ key: 'k', value: 1 });
    await old.table('placementDrafts').put({ id: 'd1', revision: 2, status: 'queued', files: [] });
    await old.table('placementRevisions').put({ draftId: 'd1', revision: 2, body: { text: 'kept' } });
    await old.table('placementBlobs').put({ id: 'f1', draftId: 'd1', blob: new Blob(['media']) });
    old.close();

    const db = new AppDb(name);
    await db.open();
    expect(db.verno).toBe(6);
    expect([...db.backendDB().objectStoreNames].sort()).toEqual(TABLES);
    expect(await db.placementDrafts.get('d1')).toMatchObject({ revision: 2, status: 'queued' });
    expect(await db.placementRevisions.get(['d1', 2])).toMatchObject({ body: { text: 'kept' } });
    expect(await db.placementBlobs.where('draftId').equals('d1').count()).toBe(1);
    db.close();
  });
});
