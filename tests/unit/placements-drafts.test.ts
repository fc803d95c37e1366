import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/app-db.ts';
import {
  attachFiles,
  createDraft,
  detachFile,
  discardDraft,
  queueDraft,
  updateDraft,
} from '../../src/features/placements/local/drafts.ts';
import { onOutboxChange } from '../../src/features/placements/local/outbox-signal.ts';
import { mediaFile, validPayload } from './placements-fixtures.ts';

afterEach(() => db.clearUserData());

const row = async (id: string) => (await db.placementDrafts.get(id))!;

describe('local drafts', () => {
  it('creates a UUIDv7 draft offline and edits it in place until queued', async () => {
    const id = await createDraft();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await updateDraft(id, { text: 'first' });
    await updateDraft(id, { text: 'second' });
    expect(await row(id)).toMatchObject({ revision: 1, status: 'editing', payload: { text: 'second' } });
  });

  it('queues only a valid draft and freezes the body of its revision', async () => {
    const id = await createDraft();
    await updateDraft(id, { ...validPayload, text: 'short' });
    const invalid = await queueDraft(id);
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && Object.keys(invalid.errors)).toContain('text');
    expect((await row(id)).status).toBe('editing');

    await updateDraft(id, { text: validPayload.text });
    expect(await queueDraft(id)).toEqual({ ok: true });
    expect((await row(id)).status).toBe('queued');
    const frozen = await db.placementRevisions.get([id, 1]);
    expect(frozen?.body).toMatchObject({ revision: 1, reach: 1500, text: validPayload.text, files: [] });
  });

  it('turns an edit of a queued draft into a new revision and leaves the old one untouched', async () => {
    const id = await createDraft();
    await updateDraft(id, validPayload);
    await queueDraft(id);
    const before = structuredClone(await db.placementRevisions.get([id, 1]));
    await updateDraft(id, { text: 'An edited text that is long enough' });
    expect(await row(id)).toMatchObject({ revision: 2, status: 'queued' });
    expect(await db.placementRevisions.get([id, 1])).toEqual(before);
    expect((await db.placementRevisions.get([id, 2]))?.body.text).toBe('An edited text that is long enough');

    // An invalid edit of a queued draft leaves the queue until the user fixes it.
    await updateDraft(id, { text: 'x' });
    expect(await row(id)).toMatchObject({ revision: 3, status: 'editing' });
    expect(await db.placementRevisions.get([id, 3])).toBeUndefined();
  });

  it('stores media Blobs, rejects non-media bytes, and cleans up on detach and discard', async () => {
    const id = await createDraft();
    const fake = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3, 4, 5, 6, 7, 8])], 'x.jpg', {
      type: 'image/jpeg',
    });
    const { rejected } = await attachFiles(id, [mediaFile('a.jpg', 'jpeg'), mediaFile('b.mp4', 'mp4'), fake]);
    expect(rejected).toEqual([{ name: 'x.jpg', reason: 'type' }]);
    const files = (await row(id)).files;
    expect(files.map((f) => [f.name, f.state])).toEqual([
      ['a.jpg', 'pending'],
      ['b.mp4', 'pending'],
    ]);
    expect(await db.placementBlobs.count()).toBe(2);
    expect((await db.placementBlobs.get(files[0]!.id))?.draftId).toBe(id);

    await detachFile(id, files[0]!.id);
    expect((await row(id)).files).toHaveLength(1);
    expect(await db.placementBlobs.count()).toBe(1);

    await discardDraft(id);
    expect(await db.placementDrafts.count()).toBe(0);
    expect(await db.placementBlobs.count()).toBe(0);
  });

  it('rejects files over the count limit', async () => {
    const id = await createDraft();
    const many = Array.from({ length: 16 }, (_, i) => mediaFile(`${i}.jpg`, 'jpeg'));
    const { rejected } = await attachFiles(id, many);
    expect(rejected).toEqual([{ name: '15.jpg', reason: 'count' }]);
    expect((await row(id)).files).toHaveLength(15);
  });

  it('is cleared on logout with the rest of the user data', async () => {
    const id = await createDraft();
    await attachFiles(id, [mediaFile('a.jpg', 'jpeg')]);
    await db.clearUserData();
    expect(await db.placementDrafts.count()).toBe(0);
    expect(await db.placementBlobs.count()).toBe(0);
  });

  it('signals a change whenever an edit leaves the draft queued, and only then', async () => {
    let signals = 0;
    const unsubscribe = onOutboxChange(() => {
      signals += 1;
    });
    try {
      const id = await createDraft();
      await updateDraft(id, validPayload);
      await attachFiles(id, [mediaFile('a.jpg', 'jpeg')]);
      expect(signals).toBe(0); // still being edited: nothing to send
      await queueDraft(id);
      expect(signals).toBe(1);
      await updateDraft(id, { text: 'An edited text that is long enough' });
      expect(signals).toBe(2);
      await updateDraft(id, { text: 'x' }); // invalid: back to editing, nothing to send
      expect(signals).toBe(2);
    } finally {
      unsubscribe();
    }
  });
});
