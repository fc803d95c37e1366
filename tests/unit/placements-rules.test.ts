import { describe, expect, it } from 'vitest';
import {
  editMode,
  isSubmitting,
  statusAfterEdit,
  toBodyInput,
} from '../../src/features/placements/local/draft-rules.ts';
import { isMedia, planAttach, sniffMedia } from '../../src/features/placements/local/file-checks.ts';
import {
  classifyFailure,
  dueDrafts,
  MAX_REUPLOAD_ATTEMPTS,
  nextWake,
  submitKey,
} from '../../src/features/placements/sync/sync-rules.ts';
import { BACKOFF_CAP_MS, backoffDelay, parseRetryAfter, retryDelay } from '../../src/lib/backoff.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('backoff', () => {
  it('grows exponentially from 2 s with full jitter and a 5 min cap', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(1998);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(1, () => 0)).toBe(0);
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0.999)).toBeGreaterThan(BACKOFF_CAP_MS * 0.99);
  });

  it('reads Retry-After as seconds or a date, and prefers it over backoff', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(retryDelay(5, 7000, () => 0.9)).toBe(7000);
    expect(retryDelay(2, null, () => 0.5)).toBe(2000);
  });
});

describe('failure classification', () => {
  it('retries network errors, 5xx, 408 and 429; re-uploads on files_incomplete; fails other 4xx', () => {
    expect(classifyFailure({})).toEqual({ kind: 'retry', retryAfter: null, network: true });
    expect(classifyFailure({ status: 503, retryAfter: '3' })).toEqual({
      kind: 'retry',
      retryAfter: '3',
      network: false,
    });
    expect(classifyFailure({ status: 429 }).kind).toBe('retry');
    expect(classifyFailure({ status: 408 }).kind).toBe('retry');
    expect(classifyFailure({ status: 409, code: 'files_incomplete' })).toEqual({ kind: 'reupload' });
    expect(classifyFailure({ status: 409, code: 'conflict', message: 'No' })).toEqual({
      kind: 'fail',
      message: 'No',
    });
    expect(classifyFailure({ status: 422, message: 'Bad text' })).toEqual({
      kind: 'fail',
      message: 'Bad text',
    });
  });

  it('starts a file again when the server no longer has its upload, a few times at most', () => {
    const gone = { status: 404, code: 'not_found', message: 'Not found' };
    expect(classifyFailure(gone, 'upload', 0)).toEqual({ kind: 'reupload' });
    expect(classifyFailure({ status: 410 }, 'upload', 2)).toEqual({ kind: 'reupload' });
    expect(classifyFailure(gone, 'upload', MAX_REUPLOAD_ATTEMPTS)).toEqual({
      kind: 'fail',
      message: 'Not found',
    });
    expect(classifyFailure(gone, 'upsert', 0)).toEqual({ kind: 'fail', message: 'Not found' });
  });

  it('keys a submit by draft and revision', () => {
    expect(submitKey('d', 3)).toBe('d:3');
  });

  it('takes due drafts oldest first and wakes for the next backed-off one', () => {
    const rows = [
      { id: '0192-b', status: 'queued' as const, nextAttemptAt: 0 },
      { id: '0192-a', status: 'syncing' as const, nextAttemptAt: 50 },
      { id: '0192-c', status: 'queued' as const, nextAttemptAt: 500 },
      { id: '0192-0', status: 'failed' as const, nextAttemptAt: 0 },
    ];
    expect(dueDrafts(rows, 100).map((r) => r.id)).toEqual(['0192-a', '0192-b']);
    expect(nextWake(rows, 100)).toBe(400);
    expect(nextWake(rows.slice(0, 2), 100)).toBeNull();
  });
});

describe('draft rules', () => {
  it('edits in place until queued, then only by a new revision; submitted drafts are closed', () => {
    expect(editMode('editing')).toBe('in-place');
    expect(editMode('queued')).toBe('new-revision');
    expect(editMode('syncing')).toBe('new-revision');
    expect(editMode('failed')).toBe('new-revision');
    expect(editMode('synced')).toBe('closed');
    expect(isSubmitting({ status: 'syncing', revision: 2, submittingRevision: 2 })).toBe(true);
    expect(isSubmitting({ status: 'queued', revision: 2, submittingRevision: 2 })).toBe(false);
    expect(isSubmitting({ status: 'syncing', revision: 3, submittingRevision: 2 })).toBe(false);
    expect(statusAfterEdit(true)).toBe('queued');
    expect(statusAfterEdit(false)).toBe('editing');
  });

  it('turns the form strings into the contract input', () => {
    const input = toBodyInput({ reach: ' 1200 ', text: 'x' }, 2, [
      { id: 'f', name: 'a.mp4', type: 'video/mp4', size: 3 },
    ]);
    expect(input).toMatchObject({ revision: 2, reach: 1200, text: 'x', files: [{ id: 'f', size: 3 }] });
    expect(toBodyInput({ reach: '' }, 1, []).reach).toBeUndefined();
  });
});

describe('media checks', () => {
  it('knows images and videos by their first bytes', () => {
    expect(sniffMedia(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image');
    expect(sniffMedia(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image');
    expect(sniffMedia(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image');
    expect(sniffMedia(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBe('image');
    expect(sniffMedia(bytes(0, 0, 0, 0x18, 'ftypisom'))).toBe('video');
    expect(sniffMedia(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('video');
    expect(sniffMedia(bytes('%PDF-1.7'))).toBeNull();
  });

  it('needs the declared type and the bytes to agree', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
    expect(isMedia('image/jpeg', jpeg)).toBe(true);
    expect(isMedia('video/mp4', jpeg)).toBe(false);
    expect(isMedia('application/pdf', jpeg)).toBe(false);
    expect(isMedia('image/png', bytes('%PDF-1.7'))).toBe(false);
  });

  it('rejects by type, count (15) and total size (500 MB), in order', () => {
    const mb = 1024 * 1024;
    const ok = (name: string, size = 1) => ({ name, size, mediaOk: true });
    const plan = planAttach(Array(13).fill(mb), [
      ok('a'),
      { name: 'pdf', size: 1, mediaOk: false },
      ok('big', 490 * mb),
      ok('b'),
      ok('c'),
    ]);
    expect(plan.accepted).toEqual([0, 3]);
    expect(plan.rejected).toEqual([
      { name: 'pdf', reason: 'type' },
      { name: 'big', reason: 'size' },
      { name: 'c', reason: 'count' },
    ]);
  });
});
