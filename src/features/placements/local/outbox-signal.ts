/**
 * The outbox announces that drafts are waiting to be sent; the sync subscribes (sync/start-sync.ts).
 * This keeps the direction one way: the outbox knows nothing about who sends its drafts.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after each change that leaves a draft queued; returns the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalOutboxChange(): void {
  for (const listener of listeners) listener();
}
