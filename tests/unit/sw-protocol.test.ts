import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage, isSyncRequestedMessage, SYNC_REQUESTED } from '../../src/sw/protocol.ts';

describe('service worker messages', () => {
  it('recognises the skip-waiting message workbox-window sends', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });

  it('recognises sync requests', () => {
    expect(isSyncRequestedMessage({ type: SYNC_REQUESTED, tag: 'placements-sync' })).toBe(true);
    expect(isSyncRequestedMessage(undefined)).toBe(false);
  });
});
