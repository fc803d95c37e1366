/**
 * The sync loop: one loop at a time across tabs (a Web Lock taken only if free, so a second trigger just
 * returns), working through due drafts oldest first and sleeping until the next backed-off one is due.
 */

import { defaultLock, type LockFn } from '../../../lib/web-lock.ts';
import { isRunnable } from '../local/draft-rules.ts';
import { dropSentBlobs, type SyncDeps, syncDraft, toFailure } from './sync-draft.ts';
import { dueReports, isReportRunnable, syncReport } from './sync-report.ts';
import { dueDrafts, nextWake } from './sync-rules.ts';

export { defaultLock, type LockFn } from '../../../lib/web-lock.ts';

export const SYNC_LOCK = 'placements-sync';
/** Another tab holds the lock: look again a little later in case it finished before seeing our work. */
const BUSY_RECHECK_MS = 10_000;

export interface SyncLoopOptions extends SyncDeps {
  lock?: LockFn;
  isOnline?: () => boolean;
  /** Called when a pass ends with work still waiting (e.g. to register Background Sync). */
  onPending?: () => void;
}

export function createSyncLoop(options: SyncLoopOptions) {
  const lock = options.lock ?? defaultLock;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  let dirty = false;
  let paused = false;
  let active: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wakeIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void request(), ms);
  };

  async function work(): Promise<void> {
    // A draft met again in the same state made no progress; it waits for the next trigger.
    const seen = new Set<string>();
    do {
      dirty = false;
      for (;;) {
        const [next] = dueDrafts(await options.db.placementDrafts.toArray(), options.now());
        if (!next || !isOnline() || paused) break;
        const state = `${next.id}:${next.revision}:${next.attempts}:${next.status}`;
        if (seen.has(state)) break;
        seen.add(state);
        await syncDraft(options, next.id);
      }
      // The months of impressions go by the same turn, lock and backoff (decision 075).
      for (;;) {
        const [next] = dueReports(await options.db.reportEntries.toArray(), options.now());
        if (!next || !isOnline() || paused) break;
        const state = `report:${next.placementId}:${next.month}:${next.key}:${next.attempts}`;
        if (seen.has(state)) break;
        seen.add(state);
        await syncReport(options, toFailure, next.placementId, next.month);
      }
    } while (dirty && isOnline() && !paused);
    await dropSentBlobs(options.db);
    const rows = await options.db.placementDrafts.toArray();
    const entries = await options.db.reportEntries.toArray();
    const waits = [nextWake(rows, options.now()), nextWake(entries, options.now())].filter(
      (w): w is number => w !== null,
    );
    if (waits.length) wakeIn(Math.min(...waits));
    if (rows.some(isRunnable) || entries.some(isReportRunnable)) options.onPending?.();
  }

  /** The connection is back: drafts that only waited for it go now instead of at their backoff time. */
  const expediteNetworkWaits = () =>
    options.db.placementDrafts
      .where('status')
      .equals('queued')
      .modify((r) => {
        if (r.waitingForNetwork) r.nextAttemptAt = 0;
      })
      .then(() =>
        options.db.reportEntries
          .where('status')
          .equals('queued')
          .modify((r) => {
            if (r.waitingForNetwork) r.nextAttemptAt = 0;
          }),
      );

  /** A trigger asked for the network waits to be cut short; the next pass that holds the lock does it. */
  let connectionBack = false;

  function request(expedite = false): Promise<void> {
    dirty = true;
    connectionBack ||= expedite;
    if (paused) return Promise.resolve();
    let passed = false;
    active ??= lock(SYNC_LOCK, async (held) => {
      if (!held) return wakeIn(BUSY_RECHECK_MS);
      if (connectionBack) {
        connectionBack = false;
        await expediteNetworkWaits();
      }
      await work();
      passed = true;
    }).finally(() => {
      active = null;
      // A trigger that came after the pass's last look (the connection back as the pass ended offline) found
      // it still running and was answered by it: it gets a pass of its own. Not after a failed pass, which
      // would only fail again at once.
      if (passed && dirty && !paused) void request();
    });
    return active;
  }

  return {
    request,
    /** Resolves when no pass runs in this page; `pause` keeps new passes from starting (an update reloads). */
    idle(pause = false): Promise<void> {
      paused ||= pause;
      return (active ?? Promise.resolve()).catch(() => {});
    },
    stop(): void {
      paused = true;
      clearTimeout(timer);
    },
  };
}
export type SyncLoop = ReturnType<typeof createSyncLoop>;
