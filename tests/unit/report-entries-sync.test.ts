/**
 * Monthly impressions go through the drafts' sync loop (docs/decisions/075-ord-impressions.md): an entry
 * kept on the device is sent with its key, kept while the network is away, sent again with the same key,
 * and deleted only once the server answered; a refusal stays on the month with its message.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacementReportItem } from '#contract/ord.ts';
import { db } from '../../src/db/app-db.ts';
import { checkEntry, queueReport } from '../../src/features/placements/local/report-entries.ts';
import { createSyncLoop, defaultLock, type SyncLoop } from '../../src/features/placements/sync/sync-loop.ts';
import type { ReportEntryUpload } from '../../src/features/placements/sync/sync-report.ts';
import { SyncFailure } from '../../src/features/placements/sync/sync-rules.ts';

const runners: SyncLoop[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) runner.stop();
  await db.clearUserData();
});

function server(failures: unknown[]) {
  const sent: ReportEntryUpload[] = [];
  const clock = { now: 1000 };
  const runner = createSyncLoop({
    db,
    now: () => clock.now,
    random: () => 0.5,
    upsert: async () => {
      throw new Error('no drafts here');
    },
    submit: async () => {
      throw new Error('no drafts here');
    },
    uploader: async () => {},
    sendReport: async (_id, month, entry) => {
      sent.push(entry);
      const failure = failures.shift();
      if (failure) throw failure;
      return { month, impressions: entry.impressions } as PlacementReportItem;
    },
    lock: defaultLock,
    isOnline: () => true,
  });
  runners.push(runner);
  return { sent, clock, runner };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'stats.png', { type: 'image/png' });

describe('report entries in the outbox', () => {
  it('checks the figures and the image before storing anything', () => {
    expect(checkEntry('', null)).toEqual({ impressions: ['required'], screenshot: ['screenshot_required'] });
    expect(checkEntry('12 500', png())).toEqual({});
    expect(checkEntry('12k', new File(['x'], 'a.txt', { type: 'text/plain' }))).toEqual({
      impressions: ['number'],
      screenshot: ['unsupported_file'],
    });
  });

  it('keeps an entry while the network is away and sends it again with the same key, then drops it', async () => {
    const { sent, clock, runner } = server([new SyncFailure({})]);
    expect(await queueReport('p1', '2026-10', 12_500, png())).toBe('queued');
    await runner.request();
    const kept = await db.reportEntries.get(['p1', '2026-10']);
    expect(kept).toMatchObject({ status: 'queued', attempts: 1, waitingForNetwork: true });
    clock.now += 60_000;
    await runner.request(true);
    expect(sent.map((e) => e.key)).toEqual([kept?.key, kept?.key]);
    expect(await db.reportEntries.count()).toBe(0);
  });

  it('a refusal stays on the month with its message, and is not sent again by itself', async () => {
    const { sent, clock, runner } = server([new SyncFailure({ status: 422, message: 'Введите число' })]);
    await queueReport('p1', '2026-10', 1, png());
    await runner.request();
    expect(await db.reportEntries.get(['p1', '2026-10'])).toMatchObject({
      status: 'failed',
      error: 'Введите число',
    });
    clock.now += 600_000;
    await runner.request(true);
    expect(sent).toHaveLength(1);
  });
});
