/**
 * The sync loop's pass: due drafts oldest first, then the months of impressions, on the outboxes' shared
 * runner (one pass at a time across tabs, asleep until the next backed-off row is due).
 */
import { browserOnline, createPassRunner, type PassContext } from '../../../lib/pass-runner.ts';
import type { LockFn } from '../../../lib/web-lock.ts';
import { isRunnable } from '../local/draft-rules.ts';
import { dropSentBlobs, type SyncDeps, syncDraft, toFailure } from './sync-draft.ts';
import { dueReports, isReportRunnable, syncReport } from './sync-report.ts';
import { dueDrafts, nextWake } from './sync-rules.ts';

export { defaultLock, type LockFn } from '../../../lib/web-lock.ts';

export const SYNC_LOCK = 'placements-sync';

export interface SyncLoopOptions extends SyncDeps {
  lock?: LockFn;
  isOnline?: () => boolean;
  /** Called when a pass ends with work still waiting (e.g. to register Background Sync). */
  onPending?: () => void;
}

export function createSyncLoop(options: SyncLoopOptions) {
  const isOnline = options.isOnline ?? browserOnline;

  /** The connection is back: drafts that only waited for it go now instead of at their backoff time. */
  const expediteNetworkWaits = async () => {
    const dueNow = (r: { waitingForNetwork?: boolean; nextAttemptAt: number }) => {
      if (r.waitingForNetwork) r.nextAttemptAt = 0;
    };
    await options.db.placementDrafts.where('status').equals('queued').modify(dueNow);
    await options.db.reportEntries.where('status').equals('queued').modify(dueNow);
  };

  async function pass({ expedite, requestedAgain, halted }: PassContext): Promise<number | null> {
    if (expedite) await expediteNetworkWaits();
    // A draft met again in the same state made no progress; it waits for the next trigger.
    const seen = new Set<string>();
    do {
      for (;;) {
        const [next] = dueDrafts(await options.db.placementDrafts.toArray(), options.now());
        if (!next || !isOnline() || halted()) break;
        const state = `${next.id}:${next.revision}:${next.attempts}:${next.status}`;
        if (seen.has(state)) break;
        seen.add(state);
        await syncDraft(options, next.id);
      }
      // The months of impressions go by the same turn, lock and backoff (decision 075).
      for (;;) {
        const [next] = dueReports(await options.db.reportEntries.toArray(), options.now());
        if (!next || !isOnline() || halted()) break;
        const state = `report:${next.placementId}:${next.month}:${next.key}:${next.attempts}`;
        if (seen.has(state)) break;
        seen.add(state);
        await syncReport(options, toFailure, next.placementId, next.month);
      }
    } while (isOnline() && !halted() && requestedAgain());
    await dropSentBlobs(options.db);
    const rows = await options.db.placementDrafts.toArray();
    const entries = await options.db.reportEntries.toArray();
    if (rows.some(isRunnable) || entries.some(isReportRunnable)) options.onPending?.();
    const waits = [nextWake(rows, options.now()), nextWake(entries, options.now())].filter(
      (w): w is number => w !== null,
    );
    return waits.length ? Math.min(...waits) : null;
  }

  return createPassRunner({ name: SYNC_LOCK, lock: options.lock, pass });
}
export type SyncLoop = ReturnType<typeof createSyncLoop>;
