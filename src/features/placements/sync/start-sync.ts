/**
 * Starts the placements sync in this page (architecture §5): on launch, whenever the outbox signals queued work,
 * when back online, when the app becomes visible, and when the service worker relays a Background Sync
 * event. Updates wait until it is idle.
 */
import { db } from '../../../db/app-db.ts';
import { renewToken } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-tokens.ts';
import { onServiceWorkerMessage, setUpdateBlocker } from '../../../lib/pwa.ts';
import { PLACEMENTS_SYNC_TAG } from '../../../sw/protocol.ts';
import { submitPlacement, upsertPlacement } from '../api/placements-api.ts';
import { putReport } from '../api/reports-api.ts';
import { onOutboxChange } from '../local/outbox-signal.ts';
import { createSyncLoop, type SyncLoop } from './sync-loop.ts';
import { createTusUploader } from './tus-uploader.ts';
import { dexieUrlStorage } from './url-storage.ts';

let loop: SyncLoop | null = null;

/** Background Sync wakes the app when the connection returns, where the browser has it. */
async function registerBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(PLACEMENTS_SYNC_TAG);
}

/**
 * Asks for a pass. `connectionBack` lets drafts that failed for want of a network go now rather than
 * after their backoff.
 */
function requestSync(connectionBack = false): void {
  void loop?.request(connectionBack).catch((error: unknown) => console.warn('Placement sync failed', error));
}

export function startPlacementSync(): void {
  if (loop) return;
  loop = createSyncLoop({
    db,
    upsert: upsertPlacement,
    submit: submitPlacement,
    sendReport: putReport,
    uploader: createTusUploader({ urlStorage: dexieUrlStorage(db), getToken, renewToken }),
    now: Date.now,
    random: Math.random,
    onPending: () => void registerBackgroundSync().catch(() => {}),
  });
  onOutboxChange(() => requestSync());
  addEventListener('online', () => requestSync(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestSync();
  });
  onServiceWorkerMessage(() => requestSync(true));
  const current = loop;
  setUpdateBlocker(() => current.idle(true));
  requestSync();
}
