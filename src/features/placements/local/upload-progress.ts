/**
 * Bytes sent of the files uploading right now, kept in memory (decision 093). tus's progress events land
 * here and only the progress bars subscribe; the outbox row gets the figure about once a second
 * (sync/upload-files.ts), so a reload still shows how far a file got without the whole list re-rendering on
 * every event. Plain TypeScript: the hook over it is in hooks/use-draft-progress.ts.
 */

/** How often the bars hear of new bytes, at most (per draft). */
export const PROGRESS_SHOW_MS = 200;

type Listener = () => void;

const sent = new Map<string, Map<string, number>>();
const listeners = new Map<string, Set<Listener>>();
const versions = new Map<string, number>();
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function notify(draftId: string): void {
  pending.delete(draftId);
  versions.set(draftId, (versions.get(draftId) ?? 0) + 1);
  for (const listener of listeners.get(draftId) ?? []) listener();
}

/** Schedules one notification for the draft unless one is already on its way. */
function notifySoon(draftId: string): void {
  if (pending.has(draftId)) return;
  pending.set(
    draftId,
    setTimeout(() => notify(draftId), PROGRESS_SHOW_MS),
  );
}

/** tus says `bytes` of the file are on the server. */
export function reportSent(draftId: string, fileId: string, bytes: number): void {
  const files = sent.get(draftId) ?? new Map<string, number>();
  sent.set(draftId, files);
  files.set(fileId, Math.max(files.get(fileId) ?? 0, bytes));
  notifySoon(draftId);
}

/** The draft's uploads stopped: from now on the outbox row's figures are the ones to show. */
export function clearSent(draftId: string): void {
  if (!sent.delete(draftId)) return;
  clearTimeout(pending.get(draftId));
  notify(draftId);
}

/** Bytes of the file sent in this page's current upload, if it runs. */
export const sentBytes = (draftId: string, fileId: string): number | undefined =>
  sent.get(draftId)?.get(fileId);

/** Changes with every notification of the draft: the snapshot `useSyncExternalStore` compares. */
export const sentVersion = (draftId: string): number => versions.get(draftId) ?? 0;

export function subscribeSent(draftId: string, listener: Listener): () => void {
  const set = listeners.get(draftId) ?? new Set<Listener>();
  listeners.set(draftId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(draftId);
  };
}
