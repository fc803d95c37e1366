/**
 * The device copy of the blogger's promocodes (decision 043): written on every answer, read back when no
 * answer comes (or a 5xx), never for another user, never instead of a 4xx, and gone after forgetting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promocode } from '#contract/promocodes.ts';
import { classifyFailure } from '../../src/features/placements/sync/sync-rules.ts';
import { forgetPromocodes, loadPromocodes, readCache } from '../../src/lib/promocodes.ts';

const CODES: Promocode[] = [
  { id: 'a', network: 'vk', code: 'FIT10', created_at: '2026-11-01T00:00:00.000Z' },
  { id: 'b', network: 'telegram', code: 'ЁжикTG', created_at: '2026-11-02T00:00:00.000Z' },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Promise<Response>;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('promocodes on the device', () => {
  it('keeps the last answer for its user and serves it when the network is gone', async () => {
    answer = async () => json(200, CODES);
    expect(await loadPromocodes('user-1')).toEqual(CODES);
    expect(readCache('user-1')).toEqual(CODES);
    expect(readCache('user-2')).toBeNull();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await loadPromocodes('user-1')).toEqual(CODES);
    await expect(loadPromocodes('user-2')).rejects.toThrow();

    answer = async () => json(503, { message: 'down', code: 'service_unavailable' });
    expect(await loadPromocodes('user-1')).toEqual(CODES);
  });

  it('does not hide a refusal behind the copy, and forgets on sign-out', async () => {
    answer = async () => json(200, CODES);
    await loadPromocodes('user-1');
    answer = async () => json(403, { message: 'no', code: 'forbidden' });
    await expect(loadPromocodes('user-1')).rejects.toThrow();
    forgetPromocodes();
    expect(readCache('user-1')).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('promocodes', '{"user":"user-1","codes":[{"id":1}]}');
    expect(readCache('user-1')).toBeNull();
    localStorage.setItem('promocodes', 'not json');
    expect(readCache('user-1')).toBeNull();
  });
});

describe('a submit refused for its promocode', () => {
  it('fails the draft with the reason: no re-upload, no retry loop', () => {
    const failure = { status: 422, code: 'validation_failed', message: 'Choose one of your promocodes' };
    expect(classifyFailure(failure, 'submit', 0)).toEqual({
      kind: 'fail',
      message: 'Choose one of your promocodes',
    });
  });
});
